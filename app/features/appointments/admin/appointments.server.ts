import type { RequestContext } from '#app/context.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { listAdminAppointments } from '#server/services/admin/appointments/list-admin-appointments.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';
import { appointmentStatusAction } from '../status-action.server.ts';

/** `/admin/appointments`: stored appointment requests, newest first (docs/product-rules.md, "Booking a consultation"). */
export async function loadAdminAppointments({ runtime, viewer, lang }: RequestContext) {
  const rows = await listAdminAppointments(runtime.db, actorOf(viewer));
  return {
    // Everything the list shows; not the booking's account. The lawyer by their name in the page's language.
    appointments: rows.map(
      ({
        userId: _account,
        createdAt,
        lawyerName: name,
        lawyerNameEn,
        lawyerNameZh,
        lawyerNameLatin,
        ...r
      }) => ({
        ...r,
        lawyerName:
          name === null
            ? null
            : lawyerName(
                { name, nameEn: lawyerNameEn, nameZh: lawyerNameZh, nameLatin: lawyerNameLatin },
                lang,
              ),
        createdAt: createdAt.toISOString(),
      }),
    ),
  };
}

/** An appointment request as the admin list shows it (with the preselected lawyer; the time as an ISO string). */
export type AdminAppointmentView = Awaited<ReturnType<typeof loadAdminAppointments>>['appointments'][number];

/** Sets a request's status (`setAppointmentStatus`, with its audit entry). */
export const adminAppointmentsAction = ({ runtime, viewer }: RequestContext, request: Request) =>
  appointmentStatusAction(
    request,
    (id, status) =>
      setAppointmentStatus(runtime.db, actorOf(viewer), id, status, appointmentMailContextOf(runtime)),
    { log: 'appointment status failed', code: 'adminAppointments.saveFailed' },
  );

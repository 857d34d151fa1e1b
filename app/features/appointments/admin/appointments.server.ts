import type { RequestContext } from '#app/context.server.ts';
import { loadPage, type PageData } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { withJoinedLawyerName } from '#domain/lawyer-names.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { listAdminAppointments } from '#server/services/admin/appointments/list-admin-appointments.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';
import { appointmentStatusAction } from '../status-action.server.ts';

/**
 * `/admin/appointments`: stored appointment requests, newest first a page at a time (`loadPage`), with their total
 * (docs/product-rules.md, "Booking a consultation").
 */
export function loadAdminAppointments({ runtime, viewer, lang }: RequestContext, url: URL) {
  return loadPage(url, async (after) => {
    const { rows, next, page, total, totalIsMore } = await listAdminAppointments(
      runtime.db,
      actorOf(viewer),
      { after },
    );
    return {
      next,
      page,
      total,
      totalIsMore,
      // Everything the list shows; not the booking's account. The lawyer by their name in the page's language.
      appointments: rows.map(({ userId: _account, ...row }) => ({
        ...withJoinedLawyerName(row, lang),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}

/** An appointment request as the admin list shows it (with the preselected lawyer; the time as an ISO string). */
export type AdminAppointmentView = PageData<typeof loadAdminAppointments>['appointments'][number];

/** Sets a request's status (`setAppointmentStatus`, with its audit entry). */
export const adminAppointmentsAction = ({ runtime, viewer }: RequestContext, request: Request) =>
  appointmentStatusAction(
    request,
    (id, status) =>
      setAppointmentStatus(runtime.db, actorOf(viewer), id, status, appointmentMailContextOf(runtime)),
    { log: 'appointment status failed', code: 'adminAppointments.saveFailed' },
  );

import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { formText } from '#domain/schemas/form.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { listAdminAppointments } from '#server/services/admin/appointments/list-admin-appointments.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';

/** `/admin/appointments`: stored appointment requests, newest first (docs/product-rules.md, "Booking a consultation"). */
export async function loadAdminAppointments({ runtime, viewer }: RequestContext) {
  const rows = await listAdminAppointments(runtime.db, actorOf(viewer));
  return {
    // Everything the list shows; not the booking's account.
    appointments: rows.map(({ userId: _account, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** Sets a request's status; a refusal is the one refusal (`actionError`) with the AppError's status. */
export async function adminAppointmentsAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  try {
    const result = await setAppointmentStatus(
      runtime.db,
      actorOf(viewer),
      formText(form, 'id'),
      formText(form, 'status'),
      appointmentMailContextOf(runtime),
    );
    return { ok: true as const, id: result.id, status: result.status };
  } catch (error) {
    return actionError(error, {
      failure: { log: 'appointment status failed', code: 'adminAppointments.saveFailed' },
    });
  }
}

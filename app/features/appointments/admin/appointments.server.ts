import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { logger } from '#server/logger.ts';
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

/** Sets a request's status; a refusal answers a translatable code with the AppError's status. */
export async function adminAppointmentsAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const status = String(form.get('status') ?? '');
  try {
    const result = await setAppointmentStatus(
      runtime.db,
      actorOf(viewer),
      id,
      status,
      appointmentMailContextOf(runtime),
    );
    return { ok: true as const, id: result.id, status: result.status };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, code: error.message }, error.status);
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'appointment status failed',
    );
    return data({ ok: false as const, code: 'adminAppointments.saveFailed' }, 500);
  }
}

import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { formText } from '#domain/schemas/form.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { listOwnAppointments } from '#server/services/appointments/list-own-appointments.ts';
import { setOwnAppointmentStatus } from '#server/services/appointments/set-own-appointment-status.ts';

/**
 * `/account/appointments`: the requests for the signed-in lawyer's own listing, newest first (docs/product-rules.md,
 * "Booking a consultation"). Signed-out people go to /auth; anyone without a linked listing gets 404 with no list
 * (the not-found screen: the language layout's error boundary).
 */
export async function loadOwnAppointments({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  try {
    const rows = await listOwnAppointments(runtime.db, actorOf(user));
    return {
      appointments: rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Moves one of the lawyer's requests to the posted status; a refusal (another listing's request: 404; a move the
 * statuses do not allow: 409) answers with its message and changes nothing.
 */
export async function ownAppointmentsAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  url?: URL,
) {
  const user = requireViewer(viewer, lang, url);
  const form = await request.formData();
  try {
    const result = await setOwnAppointmentStatus(
      runtime.db,
      actorOf(user),
      formText(form, 'id'),
      formText(form, 'status'),
      appointmentMailContextOf(runtime),
    );
    return { ok: true as const, id: result.id, status: result.status };
  } catch (error) {
    return actionError(error, {
      failure: { log: 'own appointment status failed', code: 'ownAppointments.saveFailed' },
    });
  }
}

import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { listOwnAppointments } from '#server/services/appointments/list-own-appointments.ts';
import { setOwnAppointmentStatus } from '#server/services/appointments/set-own-appointment-status.ts';
import { appointmentStatusAction } from '../status-action.server.ts';

/**
 * `/account/appointments`: the requests for the signed-in lawyer's own listing, newest first (docs/product-rules.md,
 * "Booking a consultation"). Signed-out people go to /auth; anyone without a linked listing goes to their own
 * bookings, in their space (`/inbox`), and sees no request of a listing.
 */
export async function loadOwnAppointments({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  try {
    const rows = await listOwnAppointments(runtime.db, actorOf(user));
    return {
      appointments: rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND')
      throw redirect(`/${lang}/inbox#appointments-heading`);
    throw error;
  }
}

/** A request for the linked lawyer's listing as the page shows it (the time as an ISO string). */
export type OwnAppointmentView = Awaited<ReturnType<typeof loadOwnAppointments>>['appointments'][number];

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
  return appointmentStatusAction(
    request,
    (id, status) =>
      setOwnAppointmentStatus(runtime.db, actorOf(user), id, status, appointmentMailContextOf(runtime)),
    { log: 'own appointment status failed', code: 'ownAppointments.saveFailed' },
  );
}

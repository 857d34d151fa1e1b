import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { type AppointmentStatus, canMoveAppointment, isAppointmentStatus } from '#domain/statuses.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentRequests } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { inviteToReview } from '../reviews/invite-to-review.ts';
import { openAppointmentReviewRight } from '../reviews/review-rights.ts';
import { type AppointmentMailContext, tellAppointmentStatus } from './appointment-notices.ts';
import { releaseSlot } from './slot-holds.ts';

/** The message of a status that is none of a request's statuses. */
export const APPOINTMENT_STATUS_INVALID = 'errors.appointmentStatusInvalid';
/** The message of a move the statuses do not allow (e.g. back from completed; `APPOINTMENT_TRANSITIONS`). */
export const APPOINTMENT_MOVE_REFUSED = 'errors.appointmentMoveRefused';

export interface AppointmentMove {
  id: string;
  lawyerId: string | null;
  before: AppointmentStatus;
  after: AppointmentStatus;
  /** False when the request already had that status: nothing was written. */
  changed: boolean;
}

/**
 * Moves an appointment request to status `to` inside the caller's transaction, the one way a request's status
 * changes (the admin screen and the linked lawyer alike; docs/product-rules.md, "Booking a consultation"). The row
 * is locked (`FOR UPDATE`) and the move checked against `APPOINTMENT_TRANSITIONS` of `domain/statuses.ts`;
 * the status it already has changes nothing. INVALID_INPUT for an unknown status, NOT_FOUND for an unknown id,
 * CONFLICT for a move the statuses do not allow; a refusal writes nothing. Who may move it is the caller's check.
 */
export async function moveAppointmentStatus(tx: Tx, id: string, to: unknown): Promise<AppointmentMove> {
  if (!isAppointmentStatus(to)) throw new AppError('INVALID_INPUT', APPOINTMENT_STATUS_INVALID);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select({ status: appointmentRequests.status, lawyerId: appointmentRequests.lawyerId })
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const move = { id, lawyerId: row.lawyerId, before: row.status, after: to };
  if (row.status === to) return { ...move, changed: false };
  if (!canMoveAppointment(row.status, to)) throw new AppError('CONFLICT', APPOINTMENT_MOVE_REFUSED);
  await tx
    .update(appointmentRequests)
    .set(to === 'confirmed' ? { status: to, confirmedAt: new Date() } : { status: to })
    .where(eq(appointmentRequests.id, id));
  // A cancelled booking gives its slot back to the lawyer's calendar (docs/product-rules.md, "Lawyers' calendars").
  if (to === 'cancelled') await releaseSlot(tx, id);
  // A consultation that took place opens its client's review right, in this transaction (docs/product-rules.md,
  // "Reviews"). Completed is final, so this runs once per request.
  if (to === 'completed') await openAppointmentReviewRight(tx, id);
  return { ...move, changed: true };
}

export type { AppointmentMailContext };

/**
 * After the commit of a move: a request just confirmed or cancelled by the lawyer or an administrator tells the
 * person who booked, one cancelled by its client (`by`, from the receipt page) tells the lawyer
 * (`tellAppointmentStatus`, appointment-notices.ts); a request just completed invites its client to review
 * (`inviteToReview`, docs/product-rules.md, "Reviews"). A failure is logged and never undoes the move; a move that
 * changed nothing sends nothing.
 */
export async function afterAppointmentMove(
  db: Db,
  move: AppointmentMove,
  ctx?: AppointmentMailContext,
  by: 'client' | 'lawyer' = 'lawyer',
) {
  if (!ctx || !move.changed) return;
  if (move.after === 'confirmed' || move.after === 'cancelled') {
    await tellAppointmentStatus(db, ctx, move.id, move.after, by).catch((error: unknown) =>
      logger.error({ err: String(error), appointmentId: move.id }, 'appointment status notice failed'),
    );
  }
  if (move.after !== 'completed') return;
  await inviteToReview(db, ctx.mailer, ctx.publicUrl, { appointmentId: move.id }).catch((error: unknown) =>
    logger.error({ err: String(error), appointmentId: move.id }, 'review invitation failed'),
  );
}

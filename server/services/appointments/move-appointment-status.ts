import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { isUuid } from '#domain/ids.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { type AppointmentStatus, canMoveAppointment, isAppointmentStatus } from '#domain/statuses.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { appointmentStatusContent } from '../../mail/appointment-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { inviteToReview } from '../reviews/invite-to-review.ts';
import { openAppointmentReviewRight } from '../reviews/review-rights.ts';
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

/**
 * What telling the people concerned after a move needs: the mailer, the site's address for links and the network
 * centre's phone (config.contact.networkPhone; `appointmentMailContextOf` of server/runtime.ts).
 */
export interface AppointmentMailContext {
  mailer: Mailer;
  publicUrl: string;
  networkPhone: string;
}

/**
 * After the commit of a move: a request just confirmed or cancelled tells the person who booked
 * (`tellAppointmentStatus`); a request just completed invites its client to review (`inviteToReview`,
 * docs/product-rules.md, "Reviews"). A failure is logged and never undoes the move; a move that changed nothing
 * sends nothing.
 */
export async function afterAppointmentMove(db: Db, move: AppointmentMove, ctx?: AppointmentMailContext) {
  if (!ctx || !move.changed) return;
  if (move.after === 'confirmed' || move.after === 'cancelled') {
    await tellAppointmentStatus(db, ctx, move.id, move.after).catch((error: unknown) =>
      logger.error({ err: String(error), appointmentId: move.id }, 'appointment status e-mail failed'),
    );
  }
  if (move.after !== 'completed') return;
  await inviteToReview(db, ctx.mailer, ctx.publicUrl, { appointmentId: move.id }).catch((error: unknown) =>
    logger.error({ err: String(error), appointmentId: move.id }, 'review invitation failed'),
  );
}

/**
 * One e-mail to the address given on the booking, when it has one, in the language of the page it was made on
 * (docs/product-rules.md, "Booking a consultation"): the request is confirmed, or cancelled with a link to book
 * again. The request is read after the commit, as it is now (an erased address sends nothing).
 */
async function tellAppointmentStatus(
  db: Db,
  ctx: AppointmentMailContext,
  id: string,
  status: 'confirmed' | 'cancelled',
) {
  const [row] = await db
    .select({
      name: appointmentRequests.name,
      email: appointmentRequests.email,
      locale: appointmentRequests.locale,
      preferredDate: appointmentRequests.preferredDate,
      timeSlot: appointmentRequests.timeSlot,
      meetingType: appointmentRequests.meetingType,
      lawyerId: lawyers.id,
      lawyer: lawyers.name,
      lawyerEn: lawyers.nameEn,
      lawyerZh: lawyers.nameZh,
    })
    .from(appointmentRequests)
    .leftJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
    .where(eq(appointmentRequests.id, id))
    .limit(1);
  const to = row?.email?.trim();
  if (!row || !to) return;
  const lang: Lang = isLang(row.locale) ? row.locale : 'th';
  const lawyer =
    row.lawyerId && row.lawyer
      ? lawyerName({ name: row.lawyer, nameEn: row.lawyerEn, nameZh: row.lawyerZh }, lang)
      : null;
  const bookAgainUrl = `${ctx.publicUrl}/${lang}/appointment${row.lawyerId ? `?lawyer=${row.lawyerId}` : ''}`;
  await ctx.mailer.send({
    to,
    kind: 'appointment-status',
    locale: lang,
    ...appointmentStatusContent(lang, {
      status,
      name: row.name,
      lawyerName: lawyer,
      preferredDate: row.preferredDate,
      timeSlot: row.timeSlot,
      meetingType: row.meetingType,
      bookAgainUrl,
      networkPhone: ctx.networkPhone,
    }),
  });
}

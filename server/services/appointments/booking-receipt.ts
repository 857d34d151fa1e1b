import { eq } from 'drizzle-orm';
import { clientMayChange } from '#domain/availability.ts';
import { AppError } from '#domain/errors.ts';
// The one rule of a person's name shown shortened (first name, last initial), as with a review.
import { reviewerName } from '#domain/reviews.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import { type FreeDay, lawyerFreeDays, readCalendarSettings } from '../calendars/calendar-facts.ts';
import { isAppointmentReference, verifyReceiptLink } from './appointment-links.ts';
import { afterAppointmentReschedule } from './appointment-notices.ts';
import {
  type AppointmentMailContext,
  afterAppointmentMove,
  moveAppointmentStatus,
} from './move-appointment-status.ts';
import { rescheduleAppointment } from './reschedule-appointment.ts';

/*
 * A booking's receipt (docs/product-rules.md, "Lawyers' calendars"): what the person who booked sees of it, and
 * their cancel and move, until the lawyer's cutoff. Whoever holds a valid signed link (`?exp=&sig=`) or is the
 * signed-in account that made the booking may; anyone else gets NOT_FOUND, the same answer as for a reference that
 * does not exist.
 */

/** Who asks: the link's `exp` and `sig`, and the signed-in account, if any. */
export interface ReceiptAccess {
  exp?: string | null;
  sig?: string | null;
  viewerId?: string | null;
}

/** The message of a change asked after the lawyer's cutoff. */
export const BOOKING_TOO_LATE = 'bookingReceipt.errors.tooLate';
/** The message of a change of a booking that is not pending or confirmed, or has no lawyer. */
export const BOOKING_NOT_CHANGEABLE = 'bookingReceipt.errors.notChangeable';

const bookingColumns = {
  id: appointmentRequests.id,
  reference: appointmentRequests.reference,
  userId: appointmentRequests.userId,
  status: appointmentRequests.status,
  name: appointmentRequests.name,
  phone: appointmentRequests.phone,
  meetingType: appointmentRequests.meetingType,
  date: appointmentRequests.preferredDate,
  time: appointmentRequests.timeSlot,
  startsAt: appointmentRequests.startsAt,
  durationMinutes: appointmentRequests.durationMinutes,
  lawyerId: appointmentRequests.lawyerId,
};

/**
 * The booking of `reference` if the asker may see it: a receipt link of `secret` for it that has not expired at
 * `now`, or the account that made it. NOT_FOUND otherwise (a wrong, expired or missing signature, another account,
 * an unknown reference), whatever the reason.
 */
async function bookingFor(
  db: Db | Tx,
  secret: string,
  reference: string,
  access: ReceiptAccess,
  now: Date,
  lock = false,
) {
  if (!isAppointmentReference(reference)) throw new AppError('NOT_FOUND');
  const query = db
    .select(bookingColumns)
    .from(appointmentRequests)
    .where(eq(appointmentRequests.reference, reference))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  const signed = verifyReceiptLink(secret, reference, access.exp, access.sig, now);
  const owner = Boolean(access.viewerId) && row.userId === access.viewerId;
  if (!signed && !owner) throw new AppError('NOT_FOUND');
  return row;
}

/** A phone number as the receipt shows it: its first three and last two digits, the others hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 5) return '•'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'•'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

export interface BookingReceipt {
  reference: string;
  status: AppointmentStatus;
  meetingType: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  /** Masked: never the whole name or number, never the description. */
  booker: { name: string; phone: string };
  lawyer: {
    id: string;
    name: string;
    nameEn: string | null;
    nameZh: string | null;
    nameLatin: string | null;
    province: string | null;
    address: string | null;
  } | null;
  /**
   * Whether the client may still cancel or move it (pending or confirmed, with a lawyer, before the cutoff), until
   * when (null without a lawyer), and the slots it may move to (only while it may).
   */
  change: { allowed: boolean; until: Date | null; freeDays: FreeDay[] };
}

/** The receipt of the booking `reference` for the asker at `now`; NOT_FOUND as `bookingFor` says. */
export async function readBookingReceipt(
  db: Db,
  secret: string,
  reference: string,
  access: ReceiptAccess,
  now: Date = new Date(),
): Promise<BookingReceipt> {
  const row = await bookingFor(db, secret, reference, access, now);
  const [lawyer] = row.lawyerId
    ? await db
        .select({
          id: lawyers.id,
          name: lawyers.name,
          nameEn: lawyers.nameEn,
          nameZh: lawyers.nameZh,
          nameLatin: lawyers.nameLatin,
          province: lawyers.province,
          address: lawyers.address,
        })
        .from(lawyers)
        .where(eq(lawyers.id, row.lawyerId))
        .limit(1)
    : [];
  let change: BookingReceipt['change'] = { allowed: false, until: null, freeDays: [] };
  if (lawyer) {
    const { changeCutoffHours } = await readCalendarSettings(db, lawyer.id);
    const until = new Date(row.startsAt.getTime() - changeCutoffHours * 3_600_000);
    const open = row.status === 'requested' || row.status === 'confirmed';
    const allowed = open && clientMayChange(row.startsAt, changeCutoffHours, now);
    change = {
      allowed,
      until,
      freeDays: allowed ? (await lawyerFreeDays(db, lawyer.id, now, { except: row.id })).days : [],
    };
  }
  return {
    reference: row.reference,
    status: row.status,
    meetingType: row.meetingType,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt,
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    durationMinutes: row.durationMinutes,
    booker: { name: reviewerName(row.name), phone: maskPhone(row.phone) },
    lawyer: lawyer ?? null,
    change,
  };
}

/**
 * The booking locked for a change by its client inside `tx`: NOT_FOUND as `bookingFor` says; CONFLICT
 * BOOKING_NOT_CHANGEABLE for one without a lawyer, completed or cancelled; CONFLICT BOOKING_TOO_LATE after the
 * lawyer's cutoff (`clientMayChange`).
 */
async function changeableBooking(
  tx: Tx,
  secret: string,
  reference: string,
  access: ReceiptAccess,
  now: Date,
) {
  const row = await bookingFor(tx, secret, reference, access, now, true);
  if (!row.lawyerId || (row.status !== 'requested' && row.status !== 'confirmed'))
    throw new AppError('CONFLICT', BOOKING_NOT_CHANGEABLE);
  const { changeCutoffHours } = await readCalendarSettings(tx, row.lawyerId);
  if (!clientMayChange(row.startsAt, changeCutoffHours, now))
    throw new AppError('CONFLICT', BOOKING_TOO_LATE);
  return row;
}

/**
 * The client cancels their booking (`moveAppointmentStatus` to cancelled, which gives its half hours back), then
 * the people concerned are told (`afterAppointmentMove`). Refusals as `changeableBooking` says; they change nothing.
 */
export async function cancelBooking(
  db: Db,
  secret: string,
  reference: string,
  access: ReceiptAccess,
  now: Date = new Date(),
  ctx?: AppointmentMailContext,
) {
  const move = await db.transaction(async (tx) => {
    const row = await changeableBooking(tx, secret, reference, access, now);
    return moveAppointmentStatus(tx, row.id, 'cancelled');
  });
  await afterAppointmentMove(db, move, ctx, 'client');
  return move;
}

/**
 * The client moves their booking to another free slot of the lawyer (`rescheduleAppointment` by 'client': it
 * waits for the lawyer's confirmation again), then the lawyer is told (`afterAppointmentReschedule`). Refusals as
 * `changeableBooking` says, INVALID_INPUT on `date` / `time` for a slot that is not free, CONFLICT SLOT_TAKEN for
 * one taken meanwhile; they change nothing.
 */
export async function moveBooking(
  db: Db,
  secret: string,
  reference: string,
  access: ReceiptAccess,
  slot: { date: unknown; time: unknown },
  now: Date = new Date(),
  ctx?: AppointmentMailContext,
) {
  const move = await db.transaction(async (tx) => {
    const row = await changeableBooking(tx, secret, reference, access, now);
    return rescheduleAppointment(tx, row.id, slot, 'client', now);
  });
  await afterAppointmentReschedule(db, move, 'client', ctx);
  return move;
}

import { eq } from 'drizzle-orm';
import { bangkokInstant, isHalfHourTime } from '#domain/availability.ts';
import { bookingDayInstant } from '#domain/booking.ts';
import { AppError, inputError } from '#domain/errors.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import type { Tx } from '../../db/client.ts';
import { appointmentRequests } from '../../db/schema/index.ts';
import { readCalendarFacts } from '../calendars/calendar-facts.ts';
import { holdSlot, refuseUnfreeSlot, releaseSlot } from './slot-holds.ts';

/** The message of a move of a booking that is no longer pending or confirmed, or has no lawyer's calendar. */
export const APPOINTMENT_NOT_MOVABLE = 'errors.appointmentNotMovable';

export interface AppointmentReschedule {
  id: string;
  lawyerId: string;
  before: { date: string; time: string; status: AppointmentStatus };
  after: { date: string; time: string; status: AppointmentStatus };
}

/**
 * Moves a pending or confirmed booking with a lawyer to another free slot of the lawyer's calendar, inside the
 * caller's transaction with the booking locked (docs/product-rules.md, "Lawyers' calendars"). The booking's own
 * half hours count as free; they are given back and the new ones held (`holdSlot`: CONFLICT SLOT_TAKEN when
 * someone took them first). Moved by the client, it waits for the lawyer's confirmation again ('requested');
 * moved by the lawyer (or an administrator), it is confirmed. The day-before reminder is due again. Who may move
 * it is the caller's check. NOT_FOUND for an unknown booking; CONFLICT APPOINTMENT_NOT_MOVABLE for one that is
 * completed, cancelled or without a lawyer; INVALID_INPUT on `date` / `time` for a slot that is not theirs, CONFLICT SLOT_TAKEN for one another booking holds.
 */
export async function rescheduleAppointment(
  tx: Tx,
  id: string,
  slot: { date: unknown; time: unknown },
  by: 'client' | 'lawyer',
  now: Date = new Date(),
): Promise<AppointmentReschedule> {
  const [row] = await tx
    .select({
      lawyerId: appointmentRequests.lawyerId,
      status: appointmentRequests.status,
      date: appointmentRequests.preferredDate,
      time: appointmentRequests.timeSlot,
    })
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.lawyerId || (row.status !== 'requested' && row.status !== 'confirmed'))
    throw new AppError('CONFLICT', APPOINTMENT_NOT_MOVABLE);
  const { date, time } = slot;
  if (typeof date !== 'string' || !bookingDayInstant(date))
    throw inputError({ date: 'appointment.errors.dateInvalid' });
  if (!isHalfHourTime(time)) throw inputError({ time: 'appointment.errors.timeRequired' });
  const facts = await readCalendarFacts(tx, row.lawyerId, date, date, id);
  refuseUnfreeSlot(date, time, now, facts);

  const startsAt = bangkokInstant(date, time);
  const minutes = facts.settings.slotMinutes;
  const status: AppointmentStatus = by === 'client' ? 'requested' : 'confirmed';
  await releaseSlot(tx, id);
  await holdSlot(tx, id, row.lawyerId, startsAt, minutes);
  await tx
    .update(appointmentRequests)
    .set({
      preferredDate: date,
      timeSlot: time,
      startsAt,
      durationMinutes: minutes,
      status,
      remindedAt: null,
      ...(status === 'confirmed' ? { confirmedAt: now } : {}),
    })
    .where(eq(appointmentRequests.id, id));
  return {
    id,
    lawyerId: row.lawyerId,
    before: { date: row.date, time: row.time, status: row.status },
    after: { date, time, status },
  };
}

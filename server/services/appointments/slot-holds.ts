import { eq } from 'drizzle-orm';
import { type CalendarFacts, holdInstants, slotRefusal } from '#domain/availability.ts';
import { AppError, inputError } from '#domain/errors.ts';
import type { Tx } from '../../db/client.ts';
import { appointmentSlotHolds } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';

/** The message of a slot another booking holds (the second of two people who chose it). */
export const SLOT_TAKEN = 'appointment.errors.slotTaken';

/**
 * Refuses a slot of a lawyer's calendar that cannot be booked at `now` (`slotRefusal`), on the field `time`:
 * SLOT_TAKEN when another booking holds it, 'appointment.errors.timeNotBookable' when it is no slot of theirs.
 */
export function refuseUnfreeSlot(day: string, time: string, now: Date, facts: CalendarFacts): void {
  const refusal = slotRefusal(day, time, now, facts);
  if (refusal === 'taken') throw new AppError('CONFLICT', SLOT_TAKEN, { fields: { time: SLOT_TAKEN } });
  if (refusal) throw inputError({ time: 'appointment.errors.timeNotBookable' });
}

/**
 * Holds the half hours of a lawyer's booking from `startsAt` for `minutes`, inside the caller's transaction
 * (docs/product-rules.md, "Lawyers' calendars"). The table's primary key (lawyer, half hour) refuses a half hour
 * another booking holds, whichever process wrote it first: CONFLICT SLOT_TAKEN (on the field `time`, where the
 * forms show it), and the caller's transaction
 * writes nothing. A savepoint keeps the refusal from aborting the caller's transaction before it is thrown.
 */
export async function holdSlot(
  tx: Tx,
  appointmentId: string,
  lawyerId: string,
  startsAt: Date,
  minutes: number,
): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await sp
        .insert(appointmentSlotHolds)
        .values(holdInstants(startsAt, minutes).map((at) => ({ lawyerId, startsAt: at, appointmentId })));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'appointment_slot_holds_pk'))
      throw new AppError('CONFLICT', SLOT_TAKEN, { fields: { time: SLOT_TAKEN } });
    throw error;
  }
}

/** Gives back the half hours a booking holds (it was cancelled, or is being moved). */
export async function releaseSlot(tx: Tx, appointmentId: string): Promise<void> {
  await tx.delete(appointmentSlotHolds).where(eq(appointmentSlotHolds.appointmentId, appointmentId));
}

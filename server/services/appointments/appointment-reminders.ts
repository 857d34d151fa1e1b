import { sql } from 'drizzle-orm';
import { bangkokIsoDay } from '#domain/dates.ts';
import type { Db } from '../../db/client.ts';
import { type AppointmentMailContext, readNoticeBooking, tellReminder } from './appointment-notices.ts';

/** How long before its start a confirmed booking is reminded of, unless configured (APPOINTMENT_REMINDER_HOURS). */
export const REMINDER_HOURS_AHEAD = 24;
/** The most bookings one run claims (the next run takes the rest). */
export const REMINDER_BATCH = 100;

/**
 * Claims the confirmed bookings due for their reminder at `now` — starting in the future and less than
 * `hoursAhead` (REMINDER_HOURS_AHEAD) hours ahead, not reminded yet — in one statement: the rows are locked with
 * FOR UPDATE SKIP LOCKED (a row another process is claiming is left to it) and stamped `reminded_at`, which the
 * lock's recheck and the outer condition read again, so each booking is claimed by one process only, once.
 * Moving a booking clears `reminded_at` (`rescheduleAppointment`): it is reminded again for its new time.
 */
export async function claimDueReminders(
  db: Pick<Db, 'execute'>,
  now: Date,
  hoursAhead: number = REMINDER_HOURS_AHEAD,
): Promise<string[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + hoursAhead * 3600_000).toISOString();
  const result = await db.execute(sql`
    UPDATE appointment_requests SET reminded_at = ${at}::timestamptz
    WHERE reminded_at IS NULL AND status = 'confirmed' AND id IN (
      SELECT id FROM appointment_requests
      WHERE status = 'confirmed' AND reminded_at IS NULL
        AND starts_at > ${at}::timestamptz AND starts_at < ${until}::timestamptz
      ORDER BY starts_at
      LIMIT ${REMINDER_BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  return (result.rows as { id: string }[]).map((r) => r.id);
}

/**
 * The day-before reminders (docs/product-rules.md, "Lawyers' calendars"): each booking claimed at `now` tells its
 * client and its lawyer by their channels — tomorrow or today at its time, how and where, the reference and the
 * receipt's link. A message that cannot be recorded is logged; the booking stays reminded (never twice).
 * Returns how many bookings were reminded.
 */
export async function sendDueReminders(
  db: Db,
  ctx: AppointmentMailContext,
  now: Date = new Date(),
  hoursAhead: number = REMINDER_HOURS_AHEAD,
) {
  const ids = await claimDueReminders(db, now, hoursAhead);
  const today = bangkokIsoDay(now);
  for (const id of ids) {
    const booking = await readNoticeBooking(db, id);
    if (booking) await tellReminder(db, ctx, booking, booking.preferredDate === today);
  }
  return ids.length;
}

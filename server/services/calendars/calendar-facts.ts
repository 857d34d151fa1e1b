import { and, eq, gte, lt } from 'drizzle-orm';
import {
  BOOKING_HORIZON_DAYS,
  type CalendarFacts,
  type CalendarSettings,
  type DayHours,
  DEFAULT_CALENDAR,
  freeSlots,
  HOLD_MINUTES,
  isSlotLength,
} from '#domain/availability.ts';
import { addIsoDays, bangkokIsoDay } from '#domain/dates.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointmentSlotHolds,
  lawyerCalendarDays,
  lawyerCalendars,
  publicHolidays,
} from '../../db/schema/index.ts';

/** A lawyer's calendar settings, or the network's (DEFAULT_CALENDAR) when they set none. */
export async function readCalendarSettings(db: Db | Tx, lawyerId: string): Promise<CalendarSettings> {
  const [row] = await db
    .select()
    .from(lawyerCalendars)
    .where(eq(lawyerCalendars.lawyerId, lawyerId))
    .limit(1);
  if (!row) return DEFAULT_CALENDAR;
  return {
    weeklyHours: row.weeklyHours,
    slotMinutes: isSlotLength(row.slotMinutes) ? row.slotMinutes : DEFAULT_CALENDAR.slotMinutes,
    meetingTypes: row.meetingTypes,
    holidaysClosed: row.holidaysClosed,
    changeCutoffHours: row.changeCutoffHours,
  };
}

const nextDay = (day: string) => addIsoDays(day, 1);

/**
 * What a lawyer's free slots from Bangkok day `from` to `to` (inclusive) depend on: their settings, their own
 * days and the public holidays in the range, and the half hours held by their pending and confirmed bookings
 * (`appointment_slot_holds`), except those of the booking `except` (one being moved).
 */
export async function readCalendarFacts(
  db: Db | Tx,
  lawyerId: string,
  from: string,
  to: string,
  except?: string,
): Promise<CalendarFacts> {
  const [settings, days, holidays, holds] = await Promise.all([
    readCalendarSettings(db, lawyerId),
    db
      .select()
      .from(lawyerCalendarDays)
      .where(
        and(
          eq(lawyerCalendarDays.lawyerId, lawyerId),
          gte(lawyerCalendarDays.day, from),
          lt(lawyerCalendarDays.day, nextDay(to)),
        ),
      ),
    db
      .select({ day: publicHolidays.day })
      .from(publicHolidays)
      .where(and(gte(publicHolidays.day, from), lt(publicHolidays.day, nextDay(to)))),
    db
      .select()
      .from(appointmentSlotHolds)
      .where(
        and(
          eq(appointmentSlotHolds.lawyerId, lawyerId),
          gte(appointmentSlotHolds.startsAt, new Date(`${from}T00:00:00+07:00`)),
          lt(appointmentSlotHolds.startsAt, new Date(`${nextDay(to)}T00:00:00+07:00`)),
        ),
      ),
  ]);
  const overrides = new Map<string, DayHours | null>(
    days.map((d) => [d.day, d.open && d.close ? { open: d.open, close: d.close } : null]),
  );
  return {
    settings,
    overrides,
    holidays: new Set(holidays.map((h) => h.day)),
    taken: holds
      .filter((h) => h.appointmentId !== except)
      .map((h) => ({ startsAt: h.startsAt, minutes: HOLD_MINUTES })),
  };
}

/** One Bangkok day of a lawyer's booking window with its free slots ('HH:MM'); days without any are left out. */
export interface FreeDay {
  day: string;
  slots: string[];
}

/**
 * A lawyer's free slots from today over `days` days at `now` (the whole booking window, BOOKING_HORIZON_DAYS, by
 * default), the booking `except`'s own half hours counted free (one being moved), and the meeting types and slot
 * length they offer: what the booking page for the lawyer, the receipt's move and the calendar's move show.
 */
export async function lawyerFreeDays(
  db: Db,
  lawyerId: string,
  now: Date = new Date(),
  { except, days = BOOKING_HORIZON_DAYS }: { except?: string; days?: number } = {},
) {
  const from = bangkokIsoDay(now);
  const to = addIsoDays(from, days);
  const facts = await readCalendarFacts(db, lawyerId, from, to, except);
  const free: FreeDay[] = [];
  for (let day = from; day <= to; day = addIsoDays(day, 1)) {
    const slots = freeSlots(day, now, facts);
    if (slots.length > 0) free.push({ day, slots });
  }
  return { days: free, meetingTypes: facts.settings.meetingTypes, slotMinutes: facts.settings.slotMinutes };
}

import {
  BOOKING_LEAD_MINUTES,
  bookingDayInstant,
  MEETING_TYPE_VALUES,
  type MeetingType,
  openingHours,
} from './booking.ts';
import { bangkokDateParts, bangkokDayNumber } from './dates.ts';

/*
 * A lawyer's own calendar (docs/product-rules.md, "Lawyers' calendars"), all in Bangkok time (UTC+7, no daylight
 * saving):
 * - weekly hours per weekday (closed, or open-close with an optional break), a slot length of 30, 60 or 90
 *   minutes, the meeting types offered; a listing that set nothing has the network's calendar (DEFAULT_CALENDAR:
 *   the office hours of domain/booking.ts with the lunch break, hourly slots, every meeting type);
 * - a day of its own (`DayOverride`) wins over the week: closed (leave) or other hours (an extra Saturday);
 * - Thai public holidays are closed unless the lawyer opens them (`holidaysClosed` false) or gives the day hours;
 * - slots start at opening and follow each other by the slot length, jumping over the break, each ending by
 *   closing; a slot is free when none of its half hours is held by a pending or confirmed booking (the
 *   database refuses a second hold: server/db/schema/calendars.ts), it starts at least BOOKING_LEAD_MINUTES after
 *   now and its day is at most BOOKING_HORIZON_DAYS ahead.
 * `freeSlots` applies all of them; the booking page offers its result and the booking service checks it again.
 */

/** One day's opening: 'HH:MM' times on the half hour, open < close, the break (if any) inside them. */
export interface DayHours {
  open: string;
  close: string;
  breakStart?: string | null;
  breakEnd?: string | null;
}

/** Seven entries, 0 = Sunday … 6 = Saturday; null is closed. */
export type WeeklyHours = (DayHours | null)[];

export const SLOT_LENGTHS = [30, 60, 90] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

export function isSlotLength(x: unknown): x is SlotLength {
  return typeof x === 'number' && (SLOT_LENGTHS as readonly number[]).includes(x);
}

/** Bookings are held in half hours (appointment_slot_holds): every time of a calendar is on the half hour. */
export const HOLD_MINUTES = 30;

/** How far ahead a lawyer's slot can be booked, in days after today. */
export const BOOKING_HORIZON_DAYS = 90;

/** The longest a client may be asked to change a booking ahead of it, in hours (the lawyer's cutoff). */
export const CHANGE_CUTOFF_MAX_HOURS = 168;

export interface CalendarSettings {
  weeklyHours: WeeklyHours;
  slotMinutes: SlotLength;
  meetingTypes: MeetingType[];
  holidaysClosed: boolean;
  /** A client may cancel or move a booking until this many hours before it starts. */
  changeCutoffHours: number;
}

const LUNCH = { breakStart: '12:00', breakEnd: '13:00' };

/**
 * The network's week, derived from the one table of opening hours (OFFICE_HOURS of domain/booking.ts, via
 * `openingHours`) with the lunch break: Mon–Fri 09–18, Sat 09–16, lunch 12–13, Sunday closed.
 */
export const NETWORK_WEEKLY_HOURS: WeeklyHours = Array.from({ length: 7 }, (_, weekday) => {
  const hours = openingHours(weekday);
  return hours ? { ...hours, ...LUNCH } : null;
});

export const DEFAULT_CALENDAR: CalendarSettings = {
  weeklyHours: NETWORK_WEEKLY_HOURS,
  slotMinutes: 60,
  meetingTypes: [...MEETING_TYPE_VALUES],
  holidaysClosed: true,
  changeCutoffHours: 12,
};

const HALF_HOUR_TIME = /^([01][0-9]|2[0-3]):[03]0$/;

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440, the end of a day). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'HH:MM' of minutes since midnight. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether `t` is an 'HH:MM' time on the half hour; `end` also allows '24:00' (a closing time). */
export function isHalfHourTime(t: unknown, end = false): t is string {
  return typeof t === 'string' && (HALF_HOUR_TIME.test(t) || (end && t === '24:00'));
}

/** Whether a day's hours are well formed: half hours, open before close, a break (both ends or none) inside. */
export function isValidDayHours(h: DayHours): boolean {
  if (!isHalfHourTime(h.open) || !isHalfHourTime(h.close, true)) return false;
  if (minutesOf(h.open) >= minutesOf(h.close)) return false;
  const hasStart = Boolean(h.breakStart);
  if (hasStart !== Boolean(h.breakEnd)) return false;
  if (!hasStart) return true;
  if (!isHalfHourTime(h.breakStart) || !isHalfHourTime(h.breakEnd, true)) return false;
  const [bs, be] = [minutesOf(h.breakStart!), minutesOf(h.breakEnd!)];
  return minutesOf(h.open) < bs && bs < be && be < minutesOf(h.close);
}

/** The instant a Bangkok day 'YYYY-MM-DD' reads 'HH:MM'. */
export const bangkokInstant = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

/** A day that differs from the week: closed when `hours` is null. */
export interface DayOverride {
  day: string;
  hours: DayHours | null;
}

/** A pending or confirmed booking of the lawyer: it holds [startsAt, startsAt + minutes). */
export interface TakenTime {
  startsAt: Date;
  minutes: number;
}

/** Everything a lawyer's free slots depend on besides the clock. */
export interface CalendarFacts {
  settings: CalendarSettings;
  /** The lawyer's own days, by 'YYYY-MM-DD'. */
  overrides: ReadonlyMap<string, DayHours | null>;
  /** Public holidays ('YYYY-MM-DD'). */
  holidays: ReadonlySet<string>;
  taken: readonly TakenTime[];
}

/** The hours of a Bangkok day 'YYYY-MM-DD' in a lawyer's calendar: their own day, else closed on a public holiday
 * (unless they open holidays), else the week's; null when closed or not a date. */
export function hoursOnDay(day: string, facts: Omit<CalendarFacts, 'taken'>): DayHours | null {
  const instant = bookingDayInstant(day);
  if (!instant) return null;
  if (facts.overrides.has(day)) return facts.overrides.get(day) ?? null;
  if (facts.settings.holidaysClosed && facts.holidays.has(day)) return null;
  return facts.settings.weeklyHours[bangkokDateParts(instant).weekday] ?? null;
}

/** The slot starts of a day's hours, whatever is booked and whatever the clock (see the rules above). */
export function slotStarts(hours: DayHours | null, slotMinutes: number): string[] {
  if (!hours) return [];
  const close = minutesOf(hours.close);
  const [bs, be] =
    hours.breakStart && hours.breakEnd ? [minutesOf(hours.breakStart), minutesOf(hours.breakEnd)] : [0, 0];
  const starts: string[] = [];
  let t = minutesOf(hours.open);
  while (t + slotMinutes <= close) {
    if (be > bs && t < be && t + slotMinutes > bs) {
      t = be;
      continue;
    }
    starts.push(timeOf(t));
    t += slotMinutes;
  }
  return starts;
}

/** The half-hour instants a meeting of `minutes` starting at `startsAt` holds. */
export function holdInstants(startsAt: Date, minutes: number): Date[] {
  return Array.from(
    { length: Math.ceil(minutes / HOLD_MINUTES) },
    (_, i) => new Date(startsAt.getTime() + i * HOLD_MINUTES * 60_000),
  );
}

const overlaps = (start: number, end: number, taken: readonly TakenTime[]) =>
  taken.some((b) => start < b.startsAt.getTime() + b.minutes * 60_000 && b.startsAt.getTime() < end);

/** Whether a Bangkok day is within the booking window at `now`: today up to BOOKING_HORIZON_DAYS ahead. */
export function withinHorizon(day: string, now: Date): boolean {
  const instant = bookingDayInstant(day);
  if (!instant || Number.isNaN(now.getTime())) return false;
  const last = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
  return (
    bangkokDayNumber(instant) >= bangkokDayNumber(now) && bangkokDayNumber(instant) <= bangkokDayNumber(last)
  );
}

/**
 * The free slots ('HH:MM') of a lawyer on a Bangkok day at the instant `now`: the day's slots that start at least
 * BOOKING_LEAD_MINUTES after `now` and overlap no taken time, on a day within the booking window (a booking being moved leaves itself out of
 * `taken`).
 */
export function freeSlots(day: string, now: Date, facts: CalendarFacts): string[] {
  if (!withinHorizon(day, now)) return [];
  const earliest = now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  const minutes = facts.settings.slotMinutes;
  return slotStarts(hoursOnDay(day, facts), minutes).filter((time) => {
    const start = bangkokInstant(day, time).getTime();
    return start >= earliest && !overlaps(start, start + minutes * 60_000, facts.taken);
  });
}

/**
 * Why `time` on `day` cannot be booked at `now`: null when it is free, 'taken' when it would be free but for a
 * booking that holds it (the person is told someone was quicker), 'closed' otherwise (not a slot of the day, too
 * soon, or beyond the window).
 */
export function slotRefusal(
  day: string,
  time: string,
  now: Date,
  facts: CalendarFacts,
): 'taken' | 'closed' | null {
  if (freeSlots(day, now, facts).includes(time)) return null;
  return freeSlots(day, now, { ...facts, taken: [] }).includes(time) ? 'taken' : 'closed';
}

/** Whether a client may still cancel or move a booking that starts at `startsAt` (the lawyer's cutoff). */
export function clientMayChange(startsAt: Date, cutoffHours: number, now: Date): boolean {
  return startsAt.getTime() - cutoffHours * 3_600_000 > now.getTime();
}

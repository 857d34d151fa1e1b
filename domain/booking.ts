import { textsOf } from '#i18n/lookup.ts';
import { bangkokDateParts, bangkokDayNumber } from './dates.ts';
import type { Localized } from './i18n.ts';

/*
 * Booking rules (docs/product-rules.md, "Booking a consultation"), all in Bangkok time (Asia/Bangkok, UTC+7, no
 * daylight saving; domain/dates.ts):
 * - a request names a day and one of TIME_SLOTS; each slot is a meeting of SLOT_MINUTES starting at its time;
 * - the office is open Monday-Friday 09:00-18:00, Saturday 09:00-16:00, closed on Sunday (OFFICE_HOURS, the one
 *   table of opening hours); a slot is open on a day only if it starts at or after opening and ends at or before
 *   closing: every slot on weekdays, 09:00-15:00 on Saturday, none on Sunday;
 * - a slot is offered and accepted only while its start is at least BOOKING_LEAD_MINUTES ahead of now.
 * `openSlots` and `isBookableSlot` apply all of them; the booking form offers the first, the server checks the
 * second (domain/schemas/appointment.ts).
 */

/** Appointment time slots (docs/product-rules.md, "Booking a consultation"); 12:00 is the lunch break. */
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number];

export function isTimeSlot(x: unknown): x is TimeSlot {
  return typeof x === 'string' && (TIME_SLOTS as readonly string[]).includes(x);
}

/** Meeting types; all of them are free. */
export const MEETING_TYPES = [
  { value: 'office', free: true, label: textsOf('booking.meeting.office') },
  { value: 'video', free: true, label: textsOf('booking.meeting.video') },
  { value: 'phone', free: true, label: textsOf('booking.meeting.phone') },
] as const;

export type MeetingType = (typeof MEETING_TYPES)[number]['value'];

export const MEETING_TYPE_VALUES: readonly MeetingType[] = MEETING_TYPES.map((m) => m.value);

export function isMeetingType(x: unknown): x is MeetingType {
  return typeof x === 'string' && (MEETING_TYPE_VALUES as readonly string[]).includes(x);
}

/** Price label of every meeting type. */
export const FREE_LABEL: Localized = textsOf('booking.free');

export const URGENCY_LEVELS = [
  { value: 'normal', label: textsOf('booking.urgency.normal') },
  { value: 'urgent', label: textsOf('booking.urgency.urgent') },
  { value: 'emergency', label: textsOf('booking.urgency.emergency') },
] as const;

export type UrgencyLevel = (typeof URGENCY_LEVELS)[number]['value'];

export const URGENCY_LEVEL_VALUES: readonly UrgencyLevel[] = URGENCY_LEVELS.map((u) => u.value);

export function isUrgencyLevel(x: unknown): x is UrgencyLevel {
  return typeof x === 'string' && (URGENCY_LEVEL_VALUES as readonly string[]).includes(x);
}

/**
 * Office hours: Mon-Fri 09:00-18:00, Sat 09:00-16:00, Sun closed, Bangkok time. The one table of opening hours:
 * the side panel shows it, and the bookable days and slots are derived from it (`openingHours`, `openSlots`).
 * `weekdays` use 0 = Sunday … 6 = Saturday; `open`/`close` are null when closed.
 * `days` labels the day range, `hours` the opening hours in words (the texts `booking.officeHours.<key>.*`).
 */
export const OFFICE_HOURS = [
  {
    key: 'weekdays',
    weekdays: [1, 2, 3, 4, 5],
    open: '09:00',
    close: '18:00',
    days: textsOf('booking.officeHours.weekdays.days'),
    hours: textsOf('booking.officeHours.weekdays.hours'),
  },
  {
    key: 'saturday',
    weekdays: [6],
    open: '09:00',
    close: '16:00',
    days: textsOf('booking.officeHours.saturday.days'),
    hours: textsOf('booking.officeHours.saturday.hours'),
  },
  {
    key: 'sunday',
    weekdays: [0],
    open: null,
    close: null,
    days: textsOf('booking.officeHours.sunday.days'),
    hours: textsOf('booking.officeHours.sunday.hours'),
  },
] as const;

/** The first consultation of 30 minutes is free. */
export const FREE_FIRST_CONSULTATION_MINUTES = 30;

/** Length of the meeting a slot stands for: it starts at the slot's time and must end by closing time. */
export const SLOT_MINUTES = 60;

/**
 * How far ahead of now a slot must start to be offered or accepted. The network calls every requester back to
 * confirm before the meeting, and a lawyer has to be ready for it, so a slot that starts in a few minutes is no
 * longer offered; the margin also absorbs the minutes between choosing a slot and sending the form.
 */
export const BOOKING_LEAD_MINUTES = 30;

/** Bangkok's fixed offset from UTC (no daylight saving), for the instants of Bangkok days and times. */
const BANGKOK_UTC_OFFSET = '+07:00';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant used to reason about a booking day 'YYYY-MM-DD': noon in Bangkok, so its Bangkok calendar date is
 * the day itself. Null when the string is not a real calendar date.
 */
export function bookingDayInstant(day: string): Date | null {
  const m = ISO_DATE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d) return null;
  return new Date(`${m[0]}T12:00:00${BANGKOK_UTC_OFFSET}`);
}

/** Minutes since midnight of 'HH:MM'. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Opening and closing time ('HH:MM') of a weekday (0 = Sunday … 6 = Saturday), from OFFICE_HOURS; null when closed. */
export function openingHours(weekday: number): { open: string; close: string } | null {
  const entry = OFFICE_HOURS.find((h) => (h.weekdays as readonly number[]).includes(weekday));
  return entry?.open && entry.close ? { open: entry.open, close: entry.close } : null;
}

/** The slots whose whole meeting fits the opening hours of a weekday, whatever the date and the clock. */
export function slotsOnWeekday(weekday: number): TimeSlot[] {
  const hours = openingHours(weekday);
  if (!hours) return [];
  const [open, close] = [minutesOf(hours.open), minutesOf(hours.close)];
  return TIME_SLOTS.filter((slot) => minutesOf(slot) >= open && minutesOf(slot) + SLOT_MINUTES <= close);
}

/**
 * The slots that can be booked on a Bangkok day 'YYYY-MM-DD' at the instant `now`: those within the day's
 * opening hours that start at least BOOKING_LEAD_MINUTES after `now`. Sundays, past days and an invalid date or
 * clock give none; today gives only the slots still ahead.
 */
export function openSlots(date: string, now: Date): TimeSlot[] {
  const day = bookingDayInstant(date);
  if (!day || Number.isNaN(now.getTime())) return [];
  const earliest = now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  return slotsOnWeekday(bangkokDateParts(day).weekday).filter(
    (slot) => new Date(`${date}T${slot}:00${BANGKOK_UTC_OFFSET}`).getTime() >= earliest,
  );
}

/** Whether `slot` on the Bangkok day `date` can be booked at `now` (see `openSlots`). */
export function isBookableSlot(date: string, slot: string, now: Date): boolean {
  return isTimeSlot(slot) && openSlots(date, now).includes(slot);
}

/**
 * Whether a day can be picked in the booking calendar: its Bangkok calendar date is today or later (compared
 * with `now`, also in Bangkok) and the office is open that weekday (not a Sunday). An invalid date is never
 * bookable. Today stays pickable after its last open slot; the form then says that no slot is left.
 */
export function isBookableDate(date: Date, now: Date): boolean {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return false;
  if (!openingHours(bangkokDateParts(date).weekday)) return false;
  return bangkokDayNumber(date) >= bangkokDayNumber(now);
}

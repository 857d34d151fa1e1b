import { z } from 'zod';
import {
  type CalendarSettings,
  CHANGE_CUTOFF_MAX_HOURS,
  type DayHours,
  isHalfHourTime,
  isSlotLength,
  isValidDayHours,
  minutesOf,
  type SlotLength,
} from '../availability.ts';
import { bookingDayInstant, isMeetingType, type MeetingType } from '../booking.ts';
import { listField } from './form.ts';
import { readNumber } from './practice.ts';

/**
 * The lawyer's calendar forms (docs/product-rules.md, "Lawyers' calendars"), shared by the page and the services:
 * the weekly hours and settings, leave over a range of days, a day with its own hours, and a public holiday of
 * the administrators' table. Messages are i18n keys (section `calendar`).
 */

export const CALENDAR_ERRORS = {
  time: 'calendar.errors.time',
  closeBeforeOpen: 'calendar.errors.closeBeforeOpen',
  breakBoth: 'calendar.errors.breakBoth',
  breakOutside: 'calendar.errors.breakOutside',
  slotLength: 'calendar.errors.slotLength',
  meetingTypes: 'calendar.errors.meetingTypes',
  cutoff: 'calendar.errors.cutoff',
  date: 'calendar.errors.date',
  rangeOrder: 'calendar.errors.rangeOrder',
  rangeTooLong: 'calendar.errors.rangeTooLong',
  pastDay: 'calendar.errors.pastDay',
  noteTooLong: 'calendar.errors.noteTooLong',
  holidayName: 'calendar.errors.holidayName',
  holidayExists: 'calendar.errors.holidayExists',
} as const;

const ERR = CALENDAR_ERRORS;

/** The weekdays of the form, 0 = Sunday … 6 = Saturday (the order of `WeeklyHours`). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The longest leave added at once, in days (each day is stored on its own). */
export const LEAVE_MAX_DAYS = 60;
export const DAY_NOTE_MAX = 200;
export const HOLIDAY_NAME_MAX = 200;

/** The half-hour times a select offers: '00:00' … '23:30' (and '24:00' for a closing time). */
export const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** A checkbox: 'on' / 'true' / true is ticked; missing is not. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());
const text = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
  z.string(),
);

const dayShape = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`closed${d}`, checkbox],
    [`open${d}`, text],
    [`close${d}`, text],
    [`breakStart${d}`, text],
    [`breakEnd${d}`, text],
  ]),
) as Record<string, z.ZodType>;

/** The refusal of one weekday's hours, as [field, message], or null when they are well formed (`isValidDayHours`). */
export function dayHoursError(
  h: { open: string; close: string; breakStart: string; breakEnd: string },
  suffix = '',
): [string, string] | null {
  if (!isHalfHourTime(h.open)) return [`open${suffix}`, ERR.time];
  if (!isHalfHourTime(h.close, true)) return [`close${suffix}`, ERR.time];
  if (minutesOf(h.open) >= minutesOf(h.close)) return [`close${suffix}`, ERR.closeBeforeOpen];
  if (Boolean(h.breakStart) !== Boolean(h.breakEnd))
    return [h.breakStart ? `breakEnd${suffix}` : `breakStart${suffix}`, ERR.breakBoth];
  if (!h.breakStart) return null;
  if (!isHalfHourTime(h.breakStart)) return [`breakStart${suffix}`, ERR.time];
  if (!isHalfHourTime(h.breakEnd, true)) return [`breakEnd${suffix}`, ERR.time];
  return isValidDayHours(h) ? null : [`breakStart${suffix}`, ERR.breakOutside];
}

const dayHoursOf = (h: { open: string; close: string; breakStart: string; breakEnd: string }): DayHours =>
  h.breakStart ? { open: h.open, close: h.close, breakStart: h.breakStart, breakEnd: h.breakEnd } : h;

/**
 * The weekly hours and settings: per weekday `closedN` (checkbox) or `openN`–`closeN` with an optional
 * `breakStartN`–`breakEndN`; `slotMinutes` 30/60/90; `meetingTypes` (at least one); `holidaysClosed` (checkbox);
 * `changeCutoffHours` 0..CHANGE_CUTOFF_MAX_HOURS. Reads as `CalendarSettings`.
 */
export const calendarSettingsSchema = z
  .object({
    ...dayShape,
    slotMinutes: z.preprocess(readNumber, z.number(ERR.slotLength).refine(isSlotLength, ERR.slotLength)),
    meetingTypes: listField(
      z.preprocess(
        (v) => (typeof v === 'string' ? [v] : (v ?? [])),
        z.array(z.string().refine(isMeetingType, ERR.meetingTypes)).min(1, ERR.meetingTypes),
      ),
    ),
    holidaysClosed: checkbox,
    changeCutoffHours: z.preprocess(
      readNumber,
      z.number(ERR.cutoff).int(ERR.cutoff).min(0, ERR.cutoff).max(CHANGE_CUTOFF_MAX_HOURS, ERR.cutoff),
    ),
  })
  .superRefine((v, ctx) => {
    const days = v as unknown as Record<string, string | boolean>;
    for (const d of WEEKDAYS) {
      if (days[`closed${d}`] === true) continue;
      const error = dayHoursError(
        {
          open: String(days[`open${d}`]),
          close: String(days[`close${d}`]),
          breakStart: String(days[`breakStart${d}`]),
          breakEnd: String(days[`breakEnd${d}`]),
        },
        String(d),
      );
      if (error) ctx.addIssue({ code: 'custom', path: [error[0]], message: error[1] });
    }
  })
  .transform((v): CalendarSettings => {
    const days = v as unknown as Record<string, string | boolean>;
    return {
      weeklyHours: WEEKDAYS.map((d) =>
        days[`closed${d}`] === true
          ? null
          : dayHoursOf({
              open: String(days[`open${d}`]),
              close: String(days[`close${d}`]),
              breakStart: String(days[`breakStart${d}`]),
              breakEnd: String(days[`breakEnd${d}`]),
            }),
      ),
      slotMinutes: v.slotMinutes as SlotLength,
      meetingTypes: [...new Set(v.meetingTypes as MeetingType[])],
      holidaysClosed: v.holidaysClosed,
      changeCutoffHours: v.changeCutoffHours,
    };
  });

const day = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string(ERR.date).refine((s) => bookingDayInstant(s) !== null, ERR.date),
);
const note = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
  z.string().max(DAY_NOTE_MAX, ERR.noteTooLong),
);

/** Days between two 'YYYY-MM-DD' (to − from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Leave from `from` to `to` (both included, at most LEAVE_MAX_DAYS days). */
export const leaveSchema = z.object({ from: day, to: day, note }).superRefine((v, ctx) => {
  const span = daysBetween(v.from, v.to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: ERR.rangeOrder });
  else if (span + 1 > LEAVE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ERR.rangeTooLong });
});

/** A day with hours of its own (an extra Saturday): `day`, `open`–`close` on the half hour. */
export const ownDaySchema = z.object({ day, open: text, close: text, note }).superRefine((v, ctx) => {
  const error = dayHoursError({ open: v.open, close: v.close, breakStart: '', breakEnd: '' });
  if (error) ctx.addIssue({ code: 'custom', path: [error[0]], message: error[1] });
});

const holidayName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string(ERR.holidayName).min(1, ERR.holidayName).max(HOLIDAY_NAME_MAX, ERR.holidayName),
);

/** A public holiday of the administrators' table: the day and its names in the three languages, all required. */
export const publicHolidaySchema = z.object({
  day,
  nameTh: holidayName,
  nameEn: holidayName,
  nameZh: holidayName,
});

export type LeaveInput = z.infer<typeof leaveSchema>;
export type OwnDayInput = z.infer<typeof ownDaySchema>;
export type PublicHolidayInput = z.infer<typeof publicHolidaySchema>;

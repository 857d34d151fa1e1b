import { z } from 'zod';
import { isHalfHourTime } from '../availability.ts';
import {
  bookingDayInstant,
  isBookableDate,
  isBookableSlot,
  MEETING_TYPE_VALUES,
  URGENCY_LEVEL_VALUES,
} from '../booking.ts';
import { LANGS } from '../i18n.ts';
import { SPECIALTY_VALUES } from '../specialties.ts';
import { singleLineString } from './single-line.ts';

/** Longest texts accepted from the booking form. */
export const APPOINTMENT_NAME_MAX = 200;
export const APPOINTMENT_PHONE_MAX = 30;
export const APPOINTMENT_EMAIL_MAX = 254;
export const APPOINTMENT_DESCRIPTION_MAX = 5000;

/** Re-exported for the pages and tests that read booking days (the rule lives in domain/booking.ts). */
export { bookingDayInstant };

// Empty form fields arrive as '' (or are missing): both mean "not given".
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const choice = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], message);

const requiredChoice = <T extends string>(values: readonly T[], message: string) =>
  z.preprocess(blankToUndefined, choice(values, message));

/** A real calendar day 'YYYY-MM-DD'. */
const dayField = z.preprocess(
  blankToUndefined,
  z
    .string('appointment.errors.dateRequired')
    .refine((d) => bookingDayInstant(d) !== null, 'appointment.errors.dateInvalid'),
);

/** A time 'HH:MM' on the half hour. */
const timeField = z.preprocess(
  blankToUndefined,
  z
    .string('appointment.errors.timeRequired')
    .refine((t) => isHalfHourTime(t), 'appointment.errors.timeRequired'),
);

/**
 * The fields of the booking form (docs/product-rules.md, "Booking a consultation"), each checked on its own: the
 * date must be a real
 * calendar day, the time a half hour. Messages are i18n keys (section appointment); the form translates
 * them. The name, phone and e-mail are single lines (domain/schemas/single-line.ts). What depends on the clock (a day still ahead, a slot still open) is checked by `appointmentRequestSchemaAt`,
 * which the form and the server use.
 */
export const appointmentRequestSchema = z.object({
  name: singleLineString('appointment.errors.nameRequired')
    .trim()
    .min(1, 'appointment.errors.nameRequired')
    .max(APPOINTMENT_NAME_MAX, 'appointment.errors.tooLong'),
  phone: singleLineString('appointment.errors.phoneRequired')
    .trim()
    .min(1, 'appointment.errors.phoneRequired')
    .max(APPOINTMENT_PHONE_MAX, 'appointment.errors.phoneInvalid')
    .regex(/^\+?[0-9][0-9\s\-().]{5,}$/, 'appointment.errors.phoneInvalid'),
  email: z.preprocess(
    blankToUndefined,
    singleLineString()
      .trim()
      .max(APPOINTMENT_EMAIL_MAX, 'appointment.errors.emailInvalid')
      .pipe(z.email('appointment.errors.emailInvalid'))
      .optional(),
  ),
  specialty: requiredChoice(SPECIALTY_VALUES, 'appointment.errors.specialtyRequired'),
  description: z.preprocess(
    blankToUndefined,
    z.string().trim().max(APPOINTMENT_DESCRIPTION_MAX, 'appointment.errors.tooLong').optional(),
  ),
  urgency: z.preprocess(
    blankToUndefined,
    choice(URGENCY_LEVEL_VALUES, 'appointment.errors.urgencyInvalid').default('normal'),
  ),
  date: dayField,
  /** 'HH:MM' on the half hour: one of TIME_SLOTS for the network, one of the lawyer's slots for a lawyer. */
  time: timeField,
  meetingType: requiredChoice(MEETING_TYPE_VALUES, 'appointment.errors.meetingTypeRequired'),
  /** The preselected lawyer (`?lawyer=`), if any; the server ignores an id that is not a verified lawyer. */
  lawyerId: z.preprocess(blankToUndefined, z.uuid('appointment.errors.lawyerInvalid').optional()),
  /** The interface language the request was made in. */
  locale: z.preprocess(blankToUndefined, z.enum(LANGS).default('th')),
});

export type AppointmentRequestInput = z.infer<typeof appointmentRequestSchema>;

/** True when no issue of the parse so far concerns one of `fields` (their values are then well formed). */
const fieldsValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The booking form of the network (no lawyer chosen) as judged at the instant `now` (domain/booking.ts): the day must be today or later in Bangkok
 * and not a Sunday (error on `date`), and the slot open on that day and still ahead of `now` by the booking lead
 * time (error on `time`: a slot outside the day's opening hours, or one whose start is past or too close).
 * The browser passes its clock, the service its own (tests fix it). A booking with a lawyer is judged by the
 * lawyer's calendar instead (domain/availability.ts, in the booking service).
 */
export function appointmentRequestSchemaAt(now: Date) {
  return appointmentRequestSchema
    .refine((input) => isBookableDate(bookingDayInstant(input.date)!, now), {
      path: ['date'],
      message: 'appointment.errors.dateNotBookable',
      when: fieldsValid('date'),
    })
    .refine((input) => isBookableSlot(input.date, input.time, now), {
      path: ['time'],
      message: 'appointment.errors.timeNotBookable',
      when: fieldsValid('date', 'time'),
    });
}

/** The fields the booking form shows errors for next to the inputs. */
export const APPOINTMENT_FIELDS = [
  'name',
  'phone',
  'email',
  'specialty',
  'description',
  'urgency',
  'date',
  'time',
  'meetingType',
] as const;

/** A lawyer's bookable days as the booking page and the receipt offer them: each day with its free slots. */
export interface OfferedDay {
  day: string;
  slots: readonly string[];
}

const offeredSlot = (days: readonly OfferedDay[], day: string, time: string) =>
  days.find((d) => d.day === day)?.slots.includes(time) ?? false;

/**
 * The booking form for a lawyer, as the browser judges it with the lawyer's free days and meeting types of the
 * page (the network's clock rules do not apply; the booking service checks the lawyer's calendar again): the day
 * must be one of the free days (error on `date`), the time one of its slots (error on `time`), the meeting type
 * one the lawyer offers (error on `meetingType`).
 */
export function lawyerBookingSchema(offer: { days: readonly OfferedDay[]; meetingTypes: readonly string[] }) {
  return appointmentRequestSchema
    .refine((input) => offer.days.some((d) => d.day === input.date), {
      path: ['date'],
      message: 'appointment.errors.dateNotBookable',
      when: fieldsValid('date'),
    })
    .refine((input) => offeredSlot(offer.days, input.date, input.time), {
      path: ['time'],
      message: 'appointment.errors.timeNotBookable',
      when: fieldsValid('date', 'time'),
    })
    .refine((input) => offer.meetingTypes.includes(input.meetingType), {
      path: ['meetingType'],
      message: 'appointment.errors.meetingTypeNotOffered',
      when: fieldsValid('meetingType'),
    });
}

/** Cancelling a booking from its receipt: the box "I want to cancel" ticked (a plain form post too). */
export const bookingCancelSchema = z.object({
  confirm: z.literal('on', { error: 'bookingReceipt.errors.confirmCancel' }),
});

/**
 * Moving a booking from its receipt: a day and a half-hour time; with the offered days (the browser), the time
 * must be one of that day's slots. The service checks the lawyer's calendar again.
 */
export function bookingMoveSchema(days?: readonly OfferedDay[]) {
  const fields = z.object({ date: dayField, time: timeField });
  if (!days) return fields;
  return fields.refine((input) => offeredSlot(days, input.date, input.time), {
    path: ['time'],
    message: 'appointment.errors.timeNotBookable',
    when: fieldsValid('date', 'time'),
  });
}

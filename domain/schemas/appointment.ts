import { z } from 'zod';
import { isBookableDate, MEETING_TYPE_VALUES, TIME_SLOTS, URGENCY_LEVEL_VALUES } from '../booking.ts';
import { LANGS } from '../i18n.ts';
import { SPECIALTY_VALUES } from '../specialties.ts';

/** Longest texts accepted from the booking form. */
export const APPOINTMENT_NAME_MAX = 200;
export const APPOINTMENT_PHONE_MAX = 30;
export const APPOINTMENT_EMAIL_MAX = 254;
export const APPOINTMENT_DESCRIPTION_MAX = 5000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant used to reason about a booking day 'YYYY-MM-DD': noon in Bangkok (UTC+7, no daylight saving),
 * so its Bangkok calendar date is the day itself. Null when the string is not a real calendar date.
 */
export function bookingDayInstant(day: string): Date | null {
  const m = ISO_DATE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d) return null;
  return new Date(`${m[0]}T12:00:00+07:00`);
}

// Empty form fields arrive as '' (or are missing): both mean "not given".
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const choice = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], message);

const requiredChoice = <T extends string>(values: readonly T[], message: string) =>
  z.preprocess(blankToUndefined, choice(values, message));

/**
 * The booking form (public-area §3, §5, §9), shared by the form and the server action.
 * Messages are i18n keys (namespace common); the form translates them.
 * The date must be bookable (today or later in Bangkok, not a Sunday) at the time of parsing; the
 * service checks it again against its own clock.
 */
export const appointmentRequestSchema = z.object({
  name: z
    .string('appointment.errors.nameRequired')
    .trim()
    .min(1, 'appointment.errors.nameRequired')
    .max(APPOINTMENT_NAME_MAX, 'appointment.errors.tooLong'),
  phone: z
    .string('appointment.errors.phoneRequired')
    .trim()
    .min(1, 'appointment.errors.phoneRequired')
    .max(APPOINTMENT_PHONE_MAX, 'appointment.errors.phoneInvalid')
    .regex(/^\+?[0-9][0-9\s\-().]{5,}$/, 'appointment.errors.phoneInvalid'),
  email: z.preprocess(
    blankToUndefined,
    z
      .string()
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
  date: z.preprocess(
    blankToUndefined,
    z
      .string('appointment.errors.dateRequired')
      .refine((d) => bookingDayInstant(d) !== null, 'appointment.errors.dateInvalid')
      .refine((d) => {
        const instant = bookingDayInstant(d);
        return instant === null || isBookableDate(instant, new Date());
      }, 'appointment.errors.dateNotBookable'),
  ),
  time: requiredChoice(TIME_SLOTS, 'appointment.errors.timeRequired'),
  meetingType: requiredChoice(MEETING_TYPE_VALUES, 'appointment.errors.meetingTypeRequired'),
  /** The preselected lawyer (`?lawyer=`), if any; the server ignores an id that is not a verified lawyer. */
  lawyerId: z.preprocess(blankToUndefined, z.uuid('appointment.errors.lawyerInvalid').optional()),
  /** The interface language the request was made in. */
  locale: z.preprocess(blankToUndefined, z.enum(LANGS).default('th')),
});

export type AppointmentRequestInput = z.infer<typeof appointmentRequestSchema>;

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

import { bangkokDateParts, bangkokDayNumber } from './dates.ts';
import type { Localized } from './i18n.ts';

/** Appointment time slots (public-area §9); 12:00 is the lunch break. */
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number];

export function isTimeSlot(x: unknown): x is TimeSlot {
  return typeof x === 'string' && (TIME_SLOTS as readonly string[]).includes(x);
}

/** Meeting types; all of them are free. */
export const MEETING_TYPES = [
  {
    value: 'office',
    free: true,
    label: { th: 'พบที่สำนักงาน', en: 'At the office', zh: '到办公室面谈' },
  },
  {
    value: 'video',
    free: true,
    label: { th: 'วิดีโอคอล', en: 'Video call', zh: '视频通话' },
  },
  {
    value: 'phone',
    free: true,
    label: { th: 'โทรศัพท์', en: 'Phone call', zh: '电话' },
  },
] as const;

export type MeetingType = (typeof MEETING_TYPES)[number]['value'];

export const MEETING_TYPE_VALUES: readonly MeetingType[] = MEETING_TYPES.map((m) => m.value);

export function isMeetingType(x: unknown): x is MeetingType {
  return typeof x === 'string' && (MEETING_TYPE_VALUES as readonly string[]).includes(x);
}

/** Price label of every meeting type. */
export const FREE_LABEL: Localized = { th: 'ฟรี', en: 'Free', zh: '免费' };

export const URGENCY_LEVELS = [
  { value: 'normal', label: { th: 'ปกติ', en: 'Normal', zh: '普通' } },
  { value: 'urgent', label: { th: 'เร่งด่วน', en: 'Urgent', zh: '紧急' } },
  {
    value: 'emergency',
    label: { th: 'ฉุกเฉิน (ภายใน 24 ชั่วโมง)', en: 'Emergency (within 24 hours)', zh: '特急（24小时内）' },
  },
] as const;

export type UrgencyLevel = (typeof URGENCY_LEVELS)[number]['value'];

export const URGENCY_LEVEL_VALUES: readonly UrgencyLevel[] = URGENCY_LEVELS.map((u) => u.value);

export function isUrgencyLevel(x: unknown): x is UrgencyLevel {
  return typeof x === 'string' && (URGENCY_LEVEL_VALUES as readonly string[]).includes(x);
}

/**
 * Office hours: Mon-Fri 09:00-18:00, Sat 09:00-16:00, Sun closed.
 * `weekdays` use 0 = Sunday … 6 = Saturday; `open`/`close` are null when closed.
 * `days` labels the day range, `hours` the localized opening hours.
 */
export const OFFICE_HOURS = [
  {
    key: 'weekdays',
    weekdays: [1, 2, 3, 4, 5],
    open: '09:00',
    close: '18:00',
    days: { th: 'จันทร์ - ศุกร์', en: 'Monday - Friday', zh: '周一至周五' },
    hours: { th: '09:00 - 18:00 น.', en: '09:00 - 18:00', zh: '09:00 - 18:00' },
  },
  {
    key: 'saturday',
    weekdays: [6],
    open: '09:00',
    close: '16:00',
    days: { th: 'เสาร์', en: 'Saturday', zh: '周六' },
    hours: { th: '09:00 - 16:00 น.', en: '09:00 - 16:00', zh: '09:00 - 16:00' },
  },
  {
    key: 'sunday',
    weekdays: [0],
    open: null,
    close: null,
    days: { th: 'อาทิตย์', en: 'Sunday', zh: '周日' },
    hours: { th: 'ปิดทำการ', en: 'Closed', zh: '休息' },
  },
] as const;

/** The first consultation of 30 minutes is free. */
export const FREE_FIRST_CONSULTATION_MINUTES = 30;

/** A confirmation call is promised within this many hours after a booking. */
export const BOOKING_CALLBACK_HOURS = 2;

const SUNDAY = 0;

/**
 * Whether a day can be picked in the booking calendar: its Bangkok calendar
 * date is today or later (compared with `now`, also in Bangkok) and it is not
 * a Sunday. An invalid date is never bookable.
 */
export function isBookableDate(date: Date, now: Date): boolean {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return false;
  if (bangkokDateParts(date).weekday === SUNDAY) return false;
  return bangkokDayNumber(date) >= bangkokDayNumber(now);
}

import { createEvent, type EventStatus } from 'ics';
import { MEETING_TYPES } from '#domain/booking.ts';
import type { Lang } from '#domain/i18n.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import { fixedT } from '#i18n/index.ts';

/** What a booking's calendar file says (docs/product-rules.md, "Lawyers' calendars"). */
/** The alarm that shows a message (RFC 5545 VALARM ACTION:DISPLAY). */
const ALARM_DISPLAY = 'display' as const;

export interface BookingCalendarEvent {
  reference: string;
  lang: Lang;
  /** The lawyer's name in `lang`, or null for a booking with the network centre. */
  lawyerName: string | null;
  meetingType: string;
  status: AppointmentStatus;
  startsAt: Date;
  durationMinutes: number;
  /** Where the meeting is, in words (the office's address, "by phone"…). */
  location: string;
  /** The receipt's full address (with its signature). */
  receiptUrl: string;
}

/** The calendar's status of a booking: confirmed (and completed) CONFIRMED, requested TENTATIVE, cancelled CANCELLED. */
const EVENT_STATUS: Record<AppointmentStatus, EventStatus> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** The stable identifier of a booking's event: a moved or cancelled booking replaces its event in the calendar. */
export const bookingEventUid = (reference: string) => `${reference}@tanai`;

/**
 * One VEVENT for a booking, as an iCalendar file: start and end as UTC instants of the Bangkok time, the title
 * "Consultation with <lawyer>" in the page's language, the reference, meeting type and receipt link in its
 * description, a stable UID, its status, and a reminder a day before. Throws when the event cannot be built.
 */
export function bookingCalendarFile(event: BookingCalendarEvent): string {
  const t = fixedT(event.lang);
  const meeting =
    MEETING_TYPES.find((m) => m.value === event.meetingType)?.label[event.lang] ?? event.meetingType;
  const title = t('bookingReceipt.ics.title', {
    lawyer: event.lawyerName ?? t('bookingReceipt.network'),
  });
  const { error, value } = createEvent({
    productId: 'tanai/booking',
    uid: bookingEventUid(event.reference),
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.startsAt.getTime() + event.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    location: event.location,
    description: [
      t('bookingReceipt.ics.reference', { reference: event.reference }),
      t('bookingReceipt.ics.meetingType', { meetingType: meeting }),
      t('bookingReceipt.ics.receipt', { url: event.receiptUrl }),
    ].join('\n'),
    url: event.receiptUrl,
    status: EVENT_STATUS[event.status],
    alarms:
      event.status === 'cancelled'
        ? []
        : [{ action: ALARM_DISPLAY, description: title, trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar file not built');
  return value;
}

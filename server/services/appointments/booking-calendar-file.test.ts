import { describe, expect, it } from 'vitest';
import { type BookingCalendarEvent, bookingCalendarFile } from './booking-calendar-file.ts';

/** The content lines of an iCalendar text (RFC 5545: folded lines joined), each as name, parameters and value. */
function contentLines(ics: string) {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      return { name: name!, params, value: line.slice(colon + 1) };
    });
}

/** The properties of each VEVENT of an iCalendar text (first value of each name; VALARM's left apart). */
function vevents(ics: string) {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  // Components opened inside the current VEVENT (its VALARM).
  let inner = 0;
  for (const { name, value } of contentLines(ics)) {
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current && name === 'BEGIN') inner += 1;
    else if (current && name === 'END') inner -= 1;
    else if (current && inner === 0) current[name] ??= value;
  }
  return events;
}

const event = (values: Partial<BookingCalendarEvent> = {}): BookingCalendarEvent => ({
  reference: 'TN-ABC234',
  lang: 'en',
  lawyerName: 'Somchai Jaidee',
  meetingType: 'office',
  status: 'confirmed',
  // 7 January 2030, 09:30 in Bangkok (UTC+7).
  startsAt: new Date('2030-01-07T09:30:00+07:00'),
  durationMinutes: 90,
  location: "At the lawyer's office: 1 Sukhumvit Rd, Bangkok",
  receiptUrl: 'https://tanai.example/en/booking/TN-ABC234?exp=1&sig=abc',
  ...values,
});

describe('a booking calendar file', () => {
  it('parses as one VEVENT at the booking’s time in UTC, with a stable UID, title and details', () => {
    const ics = bookingCalendarFile(event());
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const events = vevents(ics);
    expect(events).toHaveLength(1);
    const e = events[0]!;
    // 09:30 Bangkok is 02:30 UTC; 90 minutes later 04:00 UTC.
    expect(e.DTSTART).toBe('20300107T023000Z');
    expect(e.DTEND).toBe('20300107T040000Z');
    expect(e.UID).toBe('TN-ABC234@tanai');
    expect(e.SUMMARY).toBe('Consultation with Somchai Jaidee');
    expect(e.STATUS).toBe('CONFIRMED');
    expect(e.LOCATION).toContain('1 Sukhumvit Rd');
    const description = e.DESCRIPTION!.replace(/\\n/g, '\n');
    expect(description).toContain('TN-ABC234');
    expect(description).toContain('At the office');
    expect(description).toContain('https://tanai.example/en/booking/TN-ABC234?exp=1&sig=abc');
    // A reminder the day before.
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toMatch(/TRIGGER:-PT24H\r\n/);
  });

  it('says the status: requested is tentative, cancelled is cancelled (without a reminder)', () => {
    expect(vevents(bookingCalendarFile(event({ status: 'requested' })))[0]!.STATUS).toBe('TENTATIVE');
    const cancelled = bookingCalendarFile(event({ status: 'cancelled' }));
    expect(vevents(cancelled)[0]!.STATUS).toBe('CANCELLED');
    expect(cancelled).not.toContain('BEGIN:VALARM');
  });

  it('is titled in the page’s language, with the network centre when no lawyer was chosen', () => {
    expect(vevents(bookingCalendarFile(event({ lang: 'th', lawyerName: 'สมชาย ใจดี' })))[0]!.SUMMARY).toBe(
      'ปรึกษากับ สมชาย ใจดี',
    );
    expect(vevents(bookingCalendarFile(event({ lawyerName: null })))[0]!.SUMMARY).toBe(
      'Consultation with the lawyer network centre',
    );
  });
});

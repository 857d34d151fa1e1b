import { describe, expect, it } from 'vitest';
import {
  BOOKING_LEAD_MINUTES,
  bookingDayInstant,
  FREE_FIRST_CONSULTATION_MINUTES,
  isBookableDate,
  isBookableSlot,
  isTimeSlot,
  MEETING_TYPES,
  OFFICE_HOURS,
  openingHours,
  openSlots,
  SLOT_MINUTES,
  slotsOnWeekday,
  TIME_SLOTS,
  URGENCY_LEVELS,
} from './booking.ts';

describe('booking constants', () => {
  it('lists the required time slots, meeting types and urgency levels', () => {
    expect(TIME_SLOTS).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(isTimeSlot('12:00')).toBe(false);
    expect(isTimeSlot('13:00')).toBe(true);
    expect(MEETING_TYPES.map((m) => m.value)).toEqual(['office', 'video', 'phone']);
    expect(MEETING_TYPES.every((m) => m.free)).toBe(true);
    expect(URGENCY_LEVELS.map((u) => u.value)).toEqual(['normal', 'urgent', 'emergency']);
    expect(URGENCY_LEVELS[2].label.en).toContain('24 hours');
    expect(URGENCY_LEVELS[2].label.th).toContain('24 ชั่วโมง');
    expect(FREE_FIRST_CONSULTATION_MINUTES).toBe(30);
  });

  it('office hours cover every weekday once; Sunday closed', () => {
    const days = OFFICE_HOURS.flatMap((h) => [...h.weekdays]).sort();
    expect(days).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const sunday = OFFICE_HOURS.find((h) => (h.weekdays as readonly number[]).includes(0));
    expect(sunday?.open).toBeNull();
    const saturday = OFFICE_HOURS.find((h) => (h.weekdays as readonly number[]).includes(6));
    expect([saturday?.open, saturday?.close]).toEqual(['09:00', '16:00']);
  });
});

describe('isBookableDate', () => {
  // Wednesday 2024-03-06, 10:00 in Bangkok (03:00 UTC).
  const now = new Date('2024-03-06T03:00:00Z');

  it('allows today, even a time earlier than now', () => {
    expect(isBookableDate(new Date('2024-03-06T00:00:00+07:00'), now)).toBe(true);
    expect(isBookableDate(now, now)).toBe(true);
  });

  it('refuses yesterday', () => {
    expect(isBookableDate(new Date('2024-03-05T12:00:00+07:00'), now)).toBe(false);
  });

  it('allows a future weekday and Saturday', () => {
    expect(isBookableDate(new Date('2024-03-07T00:00:00+07:00'), now)).toBe(true);
    expect(isBookableDate(new Date('2024-03-09T00:00:00+07:00'), now)).toBe(true);
  });

  it('refuses a Sunday', () => {
    expect(isBookableDate(new Date('2024-03-10T00:00:00+07:00'), now)).toBe(false);
    expect(isBookableDate(new Date('2024-03-10T12:00:00+07:00'), now)).toBe(false);
  });

  it('uses the Bangkok calendar around midnight UTC', () => {
    // 2024-03-09T18:00Z is Sunday 01:00 in Bangkok, though still Saturday in UTC.
    expect(isBookableDate(new Date('2024-03-09T18:00:00Z'), now)).toBe(false);
    // 2024-03-10T17:30Z is Monday 00:30 in Bangkok, though still Sunday in UTC.
    expect(isBookableDate(new Date('2024-03-10T17:30:00Z'), now)).toBe(true);
    // now = 2024-03-06T18:00Z is already Thursday 01:00 in Bangkok: Wednesday became yesterday.
    const lateNow = new Date('2024-03-06T18:00:00Z');
    expect(isBookableDate(new Date('2024-03-06T10:00:00Z'), lateNow)).toBe(false);
    expect(isBookableDate(new Date('2024-03-06T17:00:00Z'), lateNow)).toBe(true);
  });

  it('refuses an invalid date', () => {
    expect(isBookableDate(new Date('nope'), now)).toBe(false);
  });
});

describe('opening hours and slots by weekday', () => {
  it('derives the hours of each weekday from OFFICE_HOURS', () => {
    expect(openingHours(0)).toBeNull();
    for (const weekday of [1, 2, 3, 4, 5])
      expect(openingHours(weekday)).toEqual({ open: '09:00', close: '18:00' });
    expect(openingHours(6)).toEqual({ open: '09:00', close: '16:00' });
  });

  it('keeps a slot only when its whole hour fits: all eight on weekdays, up to 15:00 on Saturday, none on Sunday', () => {
    expect(SLOT_MINUTES).toBe(60);
    for (const weekday of [1, 2, 3, 4, 5]) expect(slotsOnWeekday(weekday)).toEqual([...TIME_SLOTS]);
    expect(slotsOnWeekday(6)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00']);
    expect(slotsOnWeekday(0)).toEqual([]);
  });
});

describe('openSlots and isBookableSlot', () => {
  // Wednesday 2024-03-06, 10:54 in Bangkok (03:54 UTC).
  const wednesday1054 = new Date('2024-03-06T03:54:00Z');

  it('offers only the slots still ahead today, by at least the lead time', () => {
    expect(BOOKING_LEAD_MINUTES).toBe(30);
    // 11:00 starts in 6 minutes: too close. 09:00 and 10:00 have passed.
    expect(openSlots('2024-03-06', wednesday1054)).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(isBookableSlot('2024-03-06', '09:00', wednesday1054)).toBe(false);
    expect(isBookableSlot('2024-03-06', '11:00', wednesday1054)).toBe(false);
    expect(isBookableSlot('2024-03-06', '13:00', wednesday1054)).toBe(true);
  });

  it('counts the lead time to the minute', () => {
    // 10:30 in Bangkok: 11:00 is exactly the lead time away and still open; a minute later it is not.
    expect(openSlots('2024-03-06', new Date('2024-03-06T03:30:00Z'))[0]).toBe('11:00');
    expect(openSlots('2024-03-06', new Date('2024-03-06T03:31:00Z'))[0]).toBe('13:00');
  });

  it('offers every slot of a later weekday, and Saturday only up to 15:00', () => {
    expect(openSlots('2024-03-07', wednesday1054)).toEqual([...TIME_SLOTS]);
    expect(openSlots('2024-03-09', wednesday1054)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(isBookableSlot('2024-03-09', '15:00', wednesday1054)).toBe(true);
    expect(isBookableSlot('2024-03-09', '16:00', wednesday1054)).toBe(false);
    expect(isBookableSlot('2024-03-09', '17:00', wednesday1054)).toBe(false);
  });

  it('offers nothing on a Sunday, a past day, an invalid day or with an invalid clock', () => {
    expect(openSlots('2024-03-10', wednesday1054)).toEqual([]);
    expect(openSlots('2024-03-05', wednesday1054)).toEqual([]);
    expect(openSlots('2024-02-30', wednesday1054)).toEqual([]);
    expect(openSlots('6 March 2024', wednesday1054)).toEqual([]);
    expect(openSlots('2024-03-07', new Date('nope'))).toEqual([]);
  });

  it('on a Saturday morning, offers the rest of Saturday and nothing after 14:30', () => {
    // Saturday 2024-03-09, 09:15 in Bangkok.
    const saturday = new Date('2024-03-09T02:15:00Z');
    expect(openSlots('2024-03-09', saturday)).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00']);
    // 14:31 in Bangkok: 15:00 is the last slot and is now too close.
    expect(openSlots('2024-03-09', new Date('2024-03-09T07:31:00Z'))).toEqual([]);
    // Monday is unaffected.
    expect(openSlots('2024-03-11', saturday)).toEqual([...TIME_SLOTS]);
  });

  it('judges the day in Bangkok just before midnight UTC, when Bangkok is already on the next day', () => {
    // 2024-03-06T23:30Z is Thursday 06:30 in Bangkok: Wednesday is over, Thursday is today with all its slots.
    const lateUtc = new Date('2024-03-06T23:30:00Z');
    expect(openSlots('2024-03-06', lateUtc)).toEqual([]);
    expect(openSlots('2024-03-07', lateUtc)).toEqual([...TIME_SLOTS]);
    // 2024-03-06T16:50Z is Wednesday 23:50 in Bangkok: nothing is left today, Thursday is untouched.
    expect(openSlots('2024-03-06', new Date('2024-03-06T16:50:00Z'))).toEqual([]);
    expect(openSlots('2024-03-07', new Date('2024-03-06T16:50:00Z'))).toEqual([...TIME_SLOTS]);
  });

  it('refuses a value that is not a slot', () => {
    expect(isBookableSlot('2024-03-07', '12:00', wednesday1054)).toBe(false);
    expect(isBookableSlot('2024-03-07', '9:00', wednesday1054)).toBe(false);
  });
});

describe('booking across the ends of a month and a year', () => {
  it('late on the last day of a month: nothing left that day, the first of the next month open', () => {
    // Friday 2026-07-31, 21:30 in Bangkok (14:30 UTC); Saturday 1 August follows.
    const lateFriday = new Date('2026-07-31T14:30:00Z');
    expect(openSlots('2026-07-31', lateFriday)).toEqual([]);
    expect(isBookableDate(new Date('2026-07-31T12:00:00+07:00'), lateFriday)).toBe(true);
    expect(openSlots('2026-08-01', lateFriday)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(isBookableSlot('2026-08-01', '09:00', lateFriday)).toBe(true);
  });

  it('on 28 and 29 February: the next day is 1 March or 29 February as the year has it', () => {
    const lateFeb28 = new Date('2027-02-28T15:00:00Z'); // Sunday 22:00 in Bangkok, 2027 is no leap year
    expect(openSlots('2027-03-01', lateFeb28)).toEqual([...TIME_SLOTS]);
    expect(isBookableSlot('2027-02-29', '09:00', lateFeb28)).toBe(false);
    const lateFeb28Leap = new Date('2028-02-28T15:00:00Z'); // Monday 22:00 in Bangkok, 2028 is a leap year
    expect(openSlots('2028-02-29', lateFeb28Leap)).toEqual([...TIME_SLOTS]);
  });

  it('late on New Year’s Eve in Bangkok (still the 31st in UTC): the new year is bookable, the old day is over', () => {
    // Thursday 2026-12-31, 23:30 in Bangkok = 16:30 UTC; Friday 1 January 2027.
    const eve = new Date('2026-12-31T16:30:00Z');
    expect(openSlots('2026-12-31', eve)).toEqual([]);
    expect(isBookableSlot('2026-12-31', '17:00', eve)).toBe(false);
    expect(openSlots('2027-01-01', eve)).toEqual([...TIME_SLOTS]);
    // Just after midnight in Bangkok it is already 1 January there, though still 31 December in UTC.
    const newYear = new Date('2026-12-31T17:05:00Z');
    expect(isBookableDate(new Date('2026-12-31T12:00:00+07:00'), newYear)).toBe(false);
    expect(isBookableSlot('2027-01-01', '09:00', newYear)).toBe(true);
  });

  it('on a Sunday: nothing that day, every slot on Monday, even late in the evening', () => {
    const sundayEvening = new Date('2026-11-29T15:45:00Z'); // Sunday 22:45 in Bangkok
    expect(isBookableDate(new Date('2026-11-29T12:00:00+07:00'), sundayEvening)).toBe(false);
    expect(openSlots('2026-11-29', sundayEvening)).toEqual([]);
    expect(openSlots('2026-11-30', sundayEvening)).toEqual([...TIME_SLOTS]);
  });
});

describe('bookingDayInstant', () => {
  it('is noon in Bangkok of a real calendar day, null otherwise', () => {
    expect(bookingDayInstant('2024-03-06')?.toISOString()).toBe('2024-03-06T05:00:00.000Z');
    expect(bookingDayInstant('2024-02-29')).not.toBeNull();
    expect(bookingDayInstant('2023-02-29')).toBeNull();
    expect(bookingDayInstant('2024-3-6')).toBeNull();
  });
});

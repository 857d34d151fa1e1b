import { describe, expect, it } from 'vitest';
import {
  FREE_FIRST_CONSULTATION_MINUTES,
  isBookableDate,
  isTimeSlot,
  MEETING_TYPES,
  OFFICE_HOURS,
  TIME_SLOTS,
  URGENCY_LEVELS,
} from './booking.ts';

describe('booking constants', () => {
  it('lists the spec time slots, meeting types and urgency levels', () => {
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

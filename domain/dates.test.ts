import { describe, expect, it } from 'vitest';
import { bangkokDateParts, buddhistYear, formatDate, TIME_ZONE } from './dates.ts';

describe('buddhistYear', () => {
  it('adds 543 to the Gregorian year', () => {
    expect(buddhistYear(new Date('2024-06-15T05:00:00Z'))).toBe(2567);
  });

  it('uses the Bangkok year around New Year', () => {
    // 17:00 UTC on 31 December is already 1 January in Bangkok.
    expect(buddhistYear(new Date('2024-12-31T17:00:00Z'))).toBe(2568);
    expect(buddhistYear(new Date('2024-12-31T16:59:59Z'))).toBe(2567);
  });
});

describe('bangkokDateParts', () => {
  it('gives the Bangkok date and weekday', () => {
    expect(bangkokDateParts(new Date('2024-03-09T18:00:00Z'))).toEqual({
      year: 2024,
      month: 3,
      day: 10,
      weekday: 0,
    });
  });
});

describe('formatDate', () => {
  const d = new Date('2024-03-05T20:00:00Z'); // 6 March 2024, 03:00 in Bangkok

  it('uses the Buddhist calendar in Thai and Bangkok time', () => {
    expect(TIME_ZONE).toBe('Asia/Bangkok');
    expect(formatDate(d, 'th')).toBe('6 มีนาคม 2567');
  });

  it('formats en and zh', () => {
    expect(formatDate(d, 'en')).toBe('6 March 2024');
    expect(formatDate(d.toISOString(), 'zh')).toBe('2024年3月6日');
  });

  it('accepts options and still forces Bangkok time', () => {
    expect(
      formatDate(d, 'en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
    ).toBe('03:00');
  });

  it('returns invalid input without throwing', () => {
    expect(formatDate('not a date', 'th')).toBe('not a date');
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });
});

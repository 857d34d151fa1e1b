import { describe, expect, it } from 'vitest';
import {
  bangkokInstant,
  type CalendarFacts,
  clientMayChange,
  DEFAULT_CALENDAR,
  freeSlots,
  holdInstants,
  hoursOnDay,
  isValidDayHours,
  slotRefusal,
  slotStarts,
  withinHorizon,
} from './availability.ts';
import { slotsOnWeekday } from './booking.ts';

const facts = (over: Partial<CalendarFacts> = {}): CalendarFacts => ({
  settings: DEFAULT_CALENDAR,
  overrides: new Map(),
  holidays: new Set(),
  taken: [],
  ...over,
});
// Monday 7 December 2026, 08:00 in Bangkok.
const monday8 = bangkokInstant('2026-12-07', '08:00');

describe('a lawyer calendar', () => {
  it('by default has the network office hours and slots, weekday by weekday', () => {
    for (let weekday = 0; weekday < 7; weekday++)
      expect(slotStarts(DEFAULT_CALENDAR.weeklyHours[weekday] ?? null, 60)).toEqual(slotsOnWeekday(weekday));
  });

  it('follows the slot length and jumps over the break', () => {
    const hours = { open: '09:00', close: '17:30', breakStart: '12:00', breakEnd: '13:00' };
    expect(slotStarts(hours, 90)).toEqual(['09:00', '10:30', '13:00', '14:30', '16:00']);
    expect(slotStarts(hours, 30)).toHaveLength(15);
    expect(slotStarts(null, 60)).toEqual([]);
  });

  it('closes a day of leave and public holidays, and opens a day of its own', () => {
    const base = facts({
      overrides: new Map([
        ['2026-12-08', null],
        ['2026-12-13', { open: '10:00', close: '12:00' }],
      ]),
      holidays: new Set(['2026-12-10']),
    });
    expect(hoursOnDay('2026-12-08', base)).toBeNull();
    expect(hoursOnDay('2026-12-10', base)).toBeNull();
    expect(hoursOnDay('2026-12-13', base)).toEqual({ open: '10:00', close: '12:00' });
    const opensHolidays = { ...base, settings: { ...DEFAULT_CALENDAR, holidaysClosed: false } };
    expect(hoursOnDay('2026-12-10', opensHolidays)?.open).toBe('09:00');
  });

  it('offers no slot a booking holds, none too soon and none beyond the window', () => {
    const taken = [{ startsAt: bangkokInstant('2026-12-07', '10:00'), minutes: 30 }];
    expect(freeSlots('2026-12-07', monday8, facts({ taken }))).toEqual([
      '09:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(freeSlots('2026-12-07', bangkokInstant('2026-12-07', '08:31'), facts())[0]).toBe('10:00');
    expect(withinHorizon('2027-03-07', monday8)).toBe(true);
    expect(withinHorizon('2027-03-08', monday8)).toBe(false);
    expect(freeSlots('2026-12-06', monday8, facts())).toEqual([]);
  });

  it('holds a meeting half hour by half hour', () => {
    const at = bangkokInstant('2026-12-07', '09:00');
    expect(holdInstants(at, 90).map((d) => d.toISOString())).toEqual([
      '2026-12-07T02:00:00.000Z',
      '2026-12-07T02:30:00.000Z',
      '2026-12-07T03:00:00.000Z',
    ]);
  });

  it('checks hours: half hours, open before close, a break inside', () => {
    expect(isValidDayHours({ open: '09:00', close: '18:00' })).toBe(true);
    expect(isValidDayHours({ open: '09:15', close: '18:00' })).toBe(false);
    expect(isValidDayHours({ open: '18:00', close: '09:00' })).toBe(false);
    expect(isValidDayHours({ open: '09:00', close: '18:00', breakStart: '12:00', breakEnd: null })).toBe(
      false,
    );
    expect(isValidDayHours({ open: '09:00', close: '18:00', breakStart: '08:00', breakEnd: '10:00' })).toBe(
      false,
    );
  });

  it('lets a client change a booking until the cutoff', () => {
    const start = bangkokInstant('2026-12-07', '14:00');
    expect(clientMayChange(start, 12, bangkokInstant('2026-12-07', '01:59'))).toBe(true);
    expect(clientMayChange(start, 12, bangkokInstant('2026-12-07', '02:00'))).toBe(false);
  });
});

describe('why a slot cannot be booked', () => {
  it('says taken only for a slot of the day that a booking holds', () => {
    const taken = [{ startsAt: bangkokInstant('2026-12-07', '10:00'), minutes: 60 }];
    expect(slotRefusal('2026-12-07', '09:00', monday8, facts({ taken }))).toBeNull();
    expect(slotRefusal('2026-12-07', '10:00', monday8, facts({ taken }))).toBe('taken');
    expect(slotRefusal('2026-12-07', '12:00', monday8, facts({ taken }))).toBe('closed');
    expect(slotRefusal('2026-12-06', '10:00', monday8, facts({ taken }))).toBe('closed');
  });
});

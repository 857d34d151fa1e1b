import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, type WeeklyHours } from '#domain/availability.ts';
import { AppError } from '#domain/errors.ts';
import {
  adminAuditLog,
  appointmentRequests,
  lawyerCalendars,
  publicHolidays,
} from '#server/db/schema/index.ts';
import {
  addPublicHoliday,
  listPublicHolidays,
  removePublicHoliday,
} from '#server/services/admin/holidays/public-holidays.ts';
import { holdSlot } from '#server/services/appointments/slot-holds.ts';
import { lawyerFreeDays } from '#server/services/calendars/calendar-facts.ts';
import {
  addLeave,
  addOwnDay,
  listOwnDays,
  removeOwnDay,
  saveCalendarSettings,
} from '#server/services/calendars/calendar-settings.ts';
import {
  lawyerSchedule,
  rescheduleOwnAppointment,
  scheduleRange,
  setScheduleStatus,
} from '#server/services/calendars/lawyer-schedule.ts';
import { createAppointment, createUser, type FactoryUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;

// Sunday 6 January 2030, 10:00 in Bangkok: 2030 has no public holidays in the table (the tests add their own).
const NOW = new Date('2030-01-06T03:00:00Z');
const WEDNESDAYS = ['2030-01-09', '2030-01-16', '2030-01-23'];

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The settings form as posted: one field per weekday's hours, with the settings. */
function settingsForm(weekly: WeeklyHours, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const form: Record<string, unknown> = {
    slotMinutes: '60',
    meetingTypes: ['office', 'phone'],
    holidaysClosed: 'on',
    changeCutoffHours: '12',
  };
  weekly.forEach((h, d) => {
    if (!h) form[`closed${d}`] = 'on';
    form[`open${d}`] = h?.open ?? '';
    form[`close${d}`] = h?.close ?? '';
    form[`breakStart${d}`] = h?.breakStart ?? '';
    form[`breakEnd${d}`] = h?.breakEnd ?? '';
  });
  return { ...form, ...extra };
}

const closedWednesdays = DEFAULT_CALENDAR.weeklyHours.map((h, d) => (d === 3 ? null : h));
const freeDays = async (who: FactoryUser) =>
  new Map((await lawyerFreeDays(db(), who.lawyerId!, NOW)).days.map((d) => [d.day, d.slots]));
const calendarRow = async (lawyerId: string) =>
  (await db().select().from(lawyerCalendars).where(eq(lawyerCalendars.lawyerId, lawyerId)))[0] ?? null;
const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);

let lawyer: FactoryUser;
let other: FactoryUser;
let member: FactoryUser;
let admin: FactoryUser;
let adminWithout2fa: FactoryUser;

beforeAll(async () => {
  server = await createTestServer();
  lawyer = await createUser(db(), { profileType: 'lawyer', lawyer: { name: 'ทนายปฏิทิน' } });
  other = await createUser(db(), { profileType: 'lawyer', lawyer: { name: 'ทนายอื่น' } });
  member = await createUser(db());
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  adminWithout2fa = await createUser(db(), { profileType: 'admin' });
  expect(admin.isAdmin).toBe(true);
  expect(adminWithout2fa.isAdmin).toBe(false);
});
afterAll(() => server.close());

describe(`the lawyer's calendar on ${engineName()}`, () => {
  it('closing Wednesdays takes every Wednesday out of the free slots, in one saved row', async () => {
    expect((await freeDays(lawyer)).get(WEDNESDAYS[0]!)).toContain('09:00');
    await saveCalendarSettings(db(), lawyer, null, settingsForm(closedWednesdays));
    const days = await freeDays(lawyer);
    for (const day of WEDNESDAYS) expect(days.has(day), day).toBe(false);
    expect(days.get('2030-01-10')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(await calendarRow(lawyer.lawyerId!)).toMatchObject({
      meetingTypes: ['office', 'phone'],
      slotMinutes: 60,
    });
  });

  it('leave over a range closes each of its days, and removing one day opens it again', async () => {
    expect(
      await addLeave(db(), lawyer, null, { from: '2030-01-14', to: '2030-01-15', note: 'ลาพักร้อน' }, NOW),
    ).toEqual({
      days: 2,
    });
    let days = await freeDays(lawyer);
    expect(days.has('2030-01-14')).toBe(false);
    expect(days.has('2030-01-15')).toBe(false);
    expect(days.has('2030-01-17')).toBe(true);
    const own = await listOwnDays(db(), lawyer.lawyerId!, NOW);
    expect(own.map((d) => [d.day, d.open])).toEqual([
      ['2030-01-14', null],
      ['2030-01-15', null],
    ]);
    await removeOwnDay(db(), lawyer, null, own[1]!.id);
    days = await freeDays(lawyer);
    expect(days.has('2030-01-14')).toBe(false);
    expect(days.has('2030-01-15')).toBe(true);
  });

  it('a public holiday is closed by default and opened by a day of its own hours', async () => {
    await db()
      .insert(publicHolidays)
      .values({ day: '2030-01-21', nameTh: 'วันหยุดทดสอบ', nameEn: 'Test day', nameZh: '测试' });
    expect((await freeDays(lawyer)).has('2030-01-21')).toBe(false);
    await addOwnDay(db(), lawyer, null, { day: '2030-01-21', open: '09:00', close: '12:00' }, NOW);
    expect((await freeDays(lawyer)).get('2030-01-21')).toEqual(['09:00', '10:00', '11:00']);
    const schedule = await lawyerSchedule(db(), lawyer, null, scheduleRange('week', '2030-01-16', NOW), NOW);
    expect(schedule.days.map((d) => [d.day, d.closed])).toEqual([
      ['2030-01-14', 'leave'],
      ['2030-01-15', null],
      ['2030-01-16', 'weekday'],
      ['2030-01-17', null],
      ['2030-01-18', null],
      ['2030-01-19', null],
      ['2030-01-20', 'weekday'],
    ]);
    const holidayWeek = await lawyerSchedule(db(), other, null, scheduleRange('day', '2030-01-21', NOW), NOW);
    expect(holidayWeek.days[0]).toMatchObject({ closed: 'holiday', holiday: { en: 'Test day' } });
  });

  it('refuses another lawyer, a member and an admin without two-step sign-in, and bad hours, changing nothing', async () => {
    const before = await calendarRow(lawyer.lawyerId!);
    const audits = await auditCount();
    for (const [who, actor] of [
      ['another lawyer', other],
      ['a member', member],
      ['an admin without two-step sign-in', adminWithout2fa],
    ] as const) {
      const error = await refusal(() =>
        saveCalendarSettings(db(), actor, lawyer.lawyerId, settingsForm(DEFAULT_CALENDAR.weeklyHours)),
      );
      expect(error.code, who).toBe('NOT_FOUND');
      expect(
        (
          await refusal(() =>
            addLeave(db(), actor, lawyer.lawyerId, { from: '2030-01-17', to: '2030-01-17' }, NOW),
          )
        ).code,
        who,
      ).toBe('NOT_FOUND');
      expect(
        (await refusal(() => lawyerSchedule(db(), actor, lawyer.lawyerId, scheduleRange(null, null, NOW))))
          .code,
      ).toBe('NOT_FOUND');
    }
    expect(
      (await refusal(() => saveCalendarSettings(db(), member, null, settingsForm(closedWednesdays)))).code,
    ).toBe('NOT_FOUND');
    const bad: [string, Record<string, unknown>, string, string][] = [
      ['close before open', { open1: '17:00', close1: '09:00' }, 'close1', 'calendar.errors.closeBeforeOpen'],
      [
        'a break outside the hours',
        { breakStart2: '18:00', breakEnd2: '19:00' },
        'breakStart2',
        'calendar.errors.breakOutside',
      ],
      ['a slot length of 45', { slotMinutes: '45' }, 'slotMinutes', 'calendar.errors.slotLength'],
      ['no meeting type', { meetingTypes: [] }, 'meetingTypes', 'calendar.errors.meetingTypes'],
      ['a cutoff over a week', { changeCutoffHours: '169' }, 'changeCutoffHours', 'calendar.errors.cutoff'],
      ['a time off the half hour', { open4: '09:15' }, 'open4', 'calendar.errors.time'],
    ];
    for (const [what, change, field, message] of bad) {
      const error = await refusal(() =>
        saveCalendarSettings(db(), lawyer, null, settingsForm(DEFAULT_CALENDAR.weeklyHours, change)),
      );
      expect(error.code, what).toBe('INVALID_INPUT');
      expect(error.fields?.[field], what).toBe(message);
    }
    const leaveTooLong = await refusal(() =>
      addLeave(db(), lawyer, null, { from: '2030-02-01', to: '2030-04-02' }, NOW),
    );
    expect(leaveTooLong.fields).toEqual({ to: 'calendar.errors.rangeTooLong' });
    const pastLeave = await refusal(() =>
      addLeave(db(), lawyer, null, { from: '2030-01-01', to: '2030-01-02' }, NOW),
    );
    expect(pastLeave.fields).toEqual({ from: 'calendar.errors.pastDay' });
    expect(await calendarRow(lawyer.lawyerId!)).toEqual(before);
    expect((await listOwnDays(db(), lawyer.lawyerId!, NOW)).length).toBe(2);
    expect(await auditCount()).toBe(audits);
  });

  it("an administrator keeps any listing's calendar with ?lawyer, each change audited", async () => {
    const audits = await auditCount();
    await saveCalendarSettings(
      db(),
      admin,
      other.lawyerId,
      settingsForm(closedWednesdays, { slotMinutes: '30' }),
    );
    expect(await calendarRow(other.lawyerId!)).toMatchObject({ slotMinutes: 30, updatedBy: admin.id });
    await addLeave(db(), admin, other.lawyerId, { from: '2030-01-10', to: '2030-01-10' }, NOW);
    const entries = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, other.lawyerId!));
    expect(entries.map((e) => e.action).sort()).toEqual(['calendar.leave', 'calendar.settings']);
    expect(await auditCount()).toBe(audits + 2);
    // Without ?lawyer an administrator has no calendar of their own.
    expect(
      (await refusal(() => lawyerSchedule(db(), admin, null, scheduleRange(null, null, NOW)))).code,
    ).toBe('NOT_FOUND');
  });
});

describe(`the lawyer's bookings on the schedule on ${engineName()}`, () => {
  const book = async (owner: FactoryUser, name: string, date: string, time: string) => {
    const row = await createAppointment(db(), {
      name,
      lawyerId: owner.lawyerId,
      preferredDate: date,
      timeSlot: time,
    });
    await db().transaction((tx) => holdSlot(tx, row.id, owner.lawyerId!, row.startsAt, 60));
    return row;
  };
  const rowOf = async (id: string) =>
    (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!;

  it('lists the requests oldest first and the bookings of the day', async () => {
    const first = await book(lawyer, 'คุณแรก', '2030-01-17', '10:00');
    await book(lawyer, 'คุณสอง', '2030-01-17', '13:00');
    const schedule = await lawyerSchedule(
      db(),
      lawyer,
      null,
      scheduleRange('day', '2030-01-17', NOW),
      NOW,
      first.id,
    );
    expect(schedule.requests.map((r) => r.name)).toEqual(['คุณแรก', 'คุณสอง']);
    expect(schedule.bookings.map((b) => b.time)).toEqual(['10:00', '13:00']);
    // Moving the 10:00 booking: its own hour is free for it, the 13:00 one is not.
    const day = schedule.move?.slots.find((d) => d.day === '2030-01-17')?.slots;
    expect(day).toContain('10:00');
    expect(day).not.toContain('13:00');
  });

  it('the lawyer moves and declines only their own bookings; another listing’s booking is not found and unchanged', async () => {
    const mine = await book(lawyer, 'คุณย้าย', '2030-01-18', '09:00');
    const theirs = await book(other, 'คุณของคนอื่น', '2030-01-18', '09:00');
    const moved = await rescheduleOwnAppointment(
      db(),
      lawyer,
      null,
      mine.id,
      { date: '2030-01-18', time: '14:00' },
      NOW,
    );
    expect(moved.after).toEqual({ date: '2030-01-18', time: '14:00', status: 'confirmed' });
    expect(await rowOf(mine.id)).toMatchObject({ timeSlot: '14:00', status: 'confirmed' });
    const taken = await refusal(() =>
      rescheduleOwnAppointment(db(), lawyer, null, mine.id, { date: '2030-01-16', time: '10:00' }, NOW),
    );
    expect(taken.fields).toEqual({ time: 'appointment.errors.timeNotBookable' });

    for (const run of [
      () =>
        rescheduleOwnAppointment(db(), lawyer, null, theirs.id, { date: '2030-01-18', time: '15:00' }, NOW),
      () => setScheduleStatus(db(), lawyer, null, theirs.id, 'cancelled'),
      () => setScheduleStatus(db(), member, null, mine.id, 'cancelled'),
    ])
      expect((await refusal(run)).code).toBe('NOT_FOUND');
    expect(await rowOf(theirs.id)).toMatchObject({ timeSlot: '09:00', status: 'requested' });

    expect(await setScheduleStatus(db(), lawyer, null, mine.id, 'cancelled')).toMatchObject({
      status: 'cancelled',
    });
    expect((await rowOf(mine.id)).status).toBe('cancelled');
    // Declined, its hour is free again.
    expect((await freeDays(lawyer)).get('2030-01-18')).toContain('14:00');
  });

  it("an administrator confirms a listing's booking through the admin's move, audited", async () => {
    const theirs = await book(other, 'คุณยืนยัน', '2030-01-24', '10:00');
    const audits = await auditCount();
    expect(await setScheduleStatus(db(), admin, other.lawyerId, theirs.id, 'confirmed')).toMatchObject({
      status: 'confirmed',
    });
    expect(await auditCount()).toBe(audits + 1);
    // Not a booking of the listing named: not found.
    const mine = await book(lawyer, 'คุณอื่น', '2030-01-24', '10:00');
    expect(
      (await refusal(() => setScheduleStatus(db(), admin, other.lawyerId, mine.id, 'confirmed'))).code,
    ).toBe('NOT_FOUND');
  });
});

describe(`the public holidays table on ${engineName()}`, () => {
  it('an administrator adds and removes a holiday, each audited; bad input and non-admins change nothing', async () => {
    const audits = await auditCount();
    const names = { nameTh: 'วันพิเศษ', nameEn: 'Special day', nameZh: '特别日' };
    await addPublicHoliday(db(), admin, { day: '2030-03-05', ...names });
    const year = await listPublicHolidays(db(), admin, 2030);
    expect(year.holidays.map((h) => h.day)).toEqual(['2030-01-21', '2030-03-05']);
    expect(
      (await refusal(() => addPublicHoliday(db(), admin, { day: '2030-03-05', ...names }))).fields,
    ).toEqual({
      day: 'calendar.errors.holidayExists',
    });
    expect(
      (await refusal(() => addPublicHoliday(db(), admin, { day: '2030-03-06', ...names, nameZh: ' ' })))
        .fields,
    ).toEqual({ nameZh: 'calendar.errors.holidayName' });
    for (const actor of [member, lawyer, adminWithout2fa]) {
      expect((await refusal(() => addPublicHoliday(db(), actor, { day: '2030-03-07', ...names }))).code).toBe(
        'FORBIDDEN',
      );
      expect((await refusal(() => removePublicHoliday(db(), actor, '2030-03-05'))).code).toBe('FORBIDDEN');
    }
    expect(await auditCount()).toBe(audits + 1);
    await removePublicHoliday(db(), admin, '2030-03-05');
    expect((await listPublicHolidays(db(), admin, 2030)).holidays.map((h) => h.day)).toEqual(['2030-01-21']);
    const entries = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'public_holiday'));
    expect(entries.map((e) => e.action)).toEqual(['holiday.add', 'holiday.remove']);
    expect((await refusal(() => removePublicHoliday(db(), admin, '2030-03-05'))).code).toBe('NOT_FOUND');
  });
});

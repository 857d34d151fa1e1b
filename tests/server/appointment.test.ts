import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { APPOINTMENT_RATE_LIMIT } from '#domain/limits.ts';
import { fixedT } from '#i18n/index.ts';
import { appointmentRequests, emailOutbox } from '#server/db/schema/index.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { listAppointmentRequests } from '#server/services/appointments/list-appointment-requests.ts';
import { createLawyer, createUser } from '#tests/factories.ts';
import { bangkokDay, publicHolidayDays } from './helpers/bangkok-days.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

const NETWORK = 'network@tanai.test';
/** The public holidays, closed in a lawyer's calendar: read once the server is up. */
let holidays: ReadonlySet<string> = new Set();
const workday = () => bangkokDay(2, (w, day) => w === 0 || holidays.has(day));
const sunday = () => bangkokDay(1, (w) => w !== 0);
const yesterday = () => bangkokDay(-1);

let server: TestServer;
let verifiedLawyer: string;
let unverifiedLawyer: string;
let memberId: string;

beforeAll(async () => {
  server = await createTestServer({ NETWORK_EMAIL: NETWORK });
  const db = server.database.db;
  holidays = await publicHolidayDays(db);
  verifiedLawyer = (
    await createLawyer(db, {
      name: 'ทนายสมชาย ใจดี',
      title: 'ทนายความ',
      province: 'เชียงใหม่',
      email: 'somchai@lawyer.test',
    })
  ).id;
  unverifiedLawyer = (
    await createLawyer(db, { name: 'ทนายยังไม่ตรวจ', email: 'unverified@lawyer.test', verified: false })
  ).id;
  memberId = (await createUser(db, { name: 'สมาชิก', email: 'member@example.com' })).id;
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.database.db.delete(appointmentRequests);
  await server.database.db.delete(emailOutbox);
});

const valid = () => ({
  name: '  สมหญิง ทดสอบ ',
  phone: '081-234-5678',
  email: 'somying@example.com',
  specialty: 'ครอบครัว',
  description: 'เรื่องหย่าและสิทธิเลี้ยงดูบุตร',
  urgency: 'urgent',
  date: workday(),
  time: '10:00',
  meetingType: 'video',
  locale: 'en',
});

const create = (input: unknown, userId: string | null = null, now?: Date, clientAddress?: string) =>
  createAppointmentRequest(server.database.db, server.runtime.mailer, input, {
    networkEmail: NETWORK,
    userId,
    now,
    clientAddress,
  });

const stored = () => server.database.db.select().from(appointmentRequests);
/** The e-mails of new requests (to the network and the lawyer). */
const outbox = () =>
  server.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'appointment-request'));
/** Every message recorded, whoever it is to. */
const allMessages = () => server.database.db.select().from(emailOutbox);

describe(`appointment requests on ${engineName()}`, () => {
  it('are limited to the configured number per client address when one is given', async () => {
    const address = '198.51.100.7';
    const book = () =>
      createAppointmentRequest(server.database.db, server.runtime.mailer, valid(), {
        networkEmail: NETWORK,
        clientAddress: address,
        requestsPerWindow: 2,
      });
    await book();
    await book();
    const refused = await book().catch((e: unknown) => e);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
  });

  it('are limited per client address (anyone may book): the next one is refused and nothing is stored or sent', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < APPOINTMENT_RATE_LIMIT.max; i++) await create(valid(), null, undefined, address);
    const refused = await create(valid(), null, undefined, address).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).message).toBe('ratelimit.appointment');
    expect((refused as AppError).retryAfter).toBeGreaterThan(0);
    expect(fixedT('en')('ratelimit.appointment')).toContain('too often');
    expect(await stored()).toHaveLength(APPOINTMENT_RATE_LIMIT.max);
    const mails = (await outbox()).length;
    // Another address books as usual.
    await create(valid(), null, undefined, '198.51.100.7');
    expect(await stored()).toHaveLength(APPOINTMENT_RATE_LIMIT.max + 1);
    expect((await outbox()).length).toBeGreaterThan(mails);
  });

  it('stores a valid request with its fields and e-mails the network and the chosen lawyer', async () => {
    const input = { ...valid(), lawyerId: verifiedLawyer };
    const result = await create(input, memberId);
    expect(result.lawyerId).toBe(verifiedLawyer);

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.id,
      lawyerId: verifiedLawyer,
      userId: memberId,
      name: 'สมหญิง ทดสอบ',
      phone: '081-234-5678',
      email: 'somying@example.com',
      specialty: 'ครอบครัว',
      description: 'เรื่องหย่าและสิทธิเลี้ยงดูบุตร',
      urgency: 'urgent',
      preferredDate: input.date,
      timeSlot: '10:00',
      meetingType: 'video',
      status: 'requested',
    });

    const mails = await outbox();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([NETWORK, 'somchai@lawyer.test'].sort());
    for (const m of mails) {
      expect(m.kind).toBe('appointment-request');
      expect(m.locale).toBe('th');
      expect(m.textBody).toContain('สมหญิง ทดสอบ');
      expect(m.textBody).toContain('081-234-5678');
      expect(m.textBody).toContain('10:00');
      expect(m.textBody).toContain('วิดีโอคอล');
      expect(m.textBody).toContain('กรุณายืนยันหรือปฏิเสธคำขอนี้ในเวลาทำการ');
      // The client's private receipt link never goes to the lawyer or the network.
      expect(m.textBody).not.toContain('/booking/');
    }
    const network = mails.find((m) => m.toAddress === NETWORK)!;
    expect(network.textBody).toContain('ทนายสมชาย ใจดี');
    expect(network.subject).toContain('คำขอนัดหมายใหม่');
    // The requester wrote in English: the network is told so it can call back in that language.
    expect(network.textBody).toContain('อังกฤษ');
  });

  it('stores the language of the page it was made on (th, en, zh), Thai when none is given', async () => {
    for (const locale of ['th', 'en', 'zh'] as const)
      await create({ ...valid(), name: `lang ${locale}`, locale });
    await create({ ...valid(), name: 'lang none', locale: undefined });
    const rows = await stored();
    expect(Object.fromEntries(rows.map((r) => [r.name, r.locale]))).toEqual({
      'lang th': 'th',
      'lang en': 'en',
      'lang zh': 'zh',
      'lang none': 'th',
    });
    // The database keeps only the interface languages.
    const bad = await server.database.db
      .update(appointmentRequests)
      .set({ locale: 'fr' })
      .where(eq(appointmentRequests.id, rows[0]!.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(bad).toBeInstanceOf(Error);
  });

  it('without a lawyer: optional fields may be blank, urgency defaults to normal, only the network is e-mailed', async () => {
    await create({ ...valid(), email: '', description: '', urgency: '', lawyerId: '' });
    const [row] = await stored();
    expect(row).toMatchObject({
      lawyerId: null,
      userId: null,
      email: null,
      description: null,
      urgency: 'normal',
    });
    const mails = await outbox();
    expect(mails.map((m) => m.toAddress)).toEqual([NETWORK]);
    expect(mails[0]!.textBody).toContain('ไม่ได้เลือก');
  });

  const refused: [string, () => Record<string, unknown>, string][] = [
    ['a Sunday', () => ({ ...valid(), date: sunday() }), 'date'],
    ['a past date', () => ({ ...valid(), date: yesterday() }), 'date'],
    ['a date that does not exist', () => ({ ...valid(), date: '2031-02-30' }), 'date'],
    ['the lunch-break slot', () => ({ ...valid(), time: '12:00' }), 'time'],
    ['a slot outside the list', () => ({ ...valid(), time: '9:00' }), 'time'],
    ['a missing phone', () => ({ ...valid(), phone: '' }), 'phone'],
    ['a blank name', () => ({ ...valid(), name: '   ' }), 'name'],
    ['an unknown specialty', () => ({ ...valid(), specialty: 'มรดก' }), 'specialty'],
    ['an unknown meeting type', () => ({ ...valid(), meetingType: 'home' }), 'meetingType'],
    ['a bad e-mail', () => ({ ...valid(), email: 'not-an-email' }), 'email'],
  ];
  for (const [what, input, field] of refused) {
    it(`refuses ${what} and stores nothing`, async () => {
      const error = await create(input()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INVALID_INPUT');
      expect(Object.keys((error as AppError).fields ?? {})).toContain(field);
      expect(await stored()).toHaveLength(0);
      expect(await allMessages()).toHaveLength(0);
    });
  }

  it("refuses a name with '\\r\\nBcc: x' (a forged e-mail line) with the field error: nothing stored nor e-mailed", async () => {
    for (const name of ['\r\nBcc: x', 'สมหญิง\r\nBcc: x@evil.test', 'Jane\u2028Bcc: x']) {
      const error = await create({ ...valid(), name, lawyerId: verifiedLawyer }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INVALID_INPUT');
      expect((error as AppError).fields).toEqual({ name: 'errors.singleLine' });
    }
    expect(fixedT('th')('errors.singleLine')).toContain('บรรทัดเดียว');
    expect(await stored()).toHaveLength(0);
    expect(await allMessages()).toHaveLength(0);
  });

  it('ignores a lawyer id that is not a verified lawyer: not linked, not e-mailed', async () => {
    const result = await create({ ...valid(), lawyerId: unverifiedLawyer });
    expect(result.lawyerId).toBeNull();
    const [row] = await stored();
    expect(row!.lawyerId).toBeNull();
    const mails = await outbox();
    expect(mails.map((m) => m.toAddress)).toEqual([NETWORK]);
    expect(mails[0]!.textBody).not.toContain('ทนายยังไม่ตรวจ');

    // An id of no lawyer at all is ignored the same way.
    await create({ ...valid(), lawyerId: randomUUID() });
    expect((await stored()).every((r) => r.lawyerId === null)).toBe(true);
  });

  it('lists the requests for admins only', async () => {
    await create({ ...valid(), lawyerId: verifiedLawyer });
    await create({ ...valid(), name: 'คนที่สอง' });

    for (const viewer of [null, undefined, { isAdmin: false }]) {
      const error = await listAppointmentRequests(server.database.db, viewer).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('FORBIDDEN');
    }

    // The viewer object the pages have (app/context.ts ViewerUser).
    const admin = {
      id: memberId,
      email: 'admin@example.com',
      fullName: 'ผู้ดูแล',
      isAdmin: true,
      lawyerId: null,
    };
    const { rows: list } = await listAppointmentRequests(server.database.db, admin);
    expect(list).toHaveLength(2);
    expect(list.map((r) => r.name).sort()).toEqual(['คนที่สอง', 'สมหญิง ทดสอบ'].sort());
    expect(list.find((r) => r.lawyerId === verifiedLawyer)?.lawyerName).toBe('ทนายสมชาย ใจดี');
  });

  it('links a verified lawyer without an e-mail address but e-mails only the network', async () => {
    const noMail = await createLawyer(server.database.db, { name: 'ทนายไม่มีอีเมล' });
    const { id } = await create({ ...valid(), lawyerId: noMail.id });
    const [row] = await server.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, id));
    expect(row!.lawyerId).toBe(noMail!.id);
    expect((await outbox()).map((m) => m.toAddress)).toEqual([NETWORK]);
  });

  describe('only open slots, judged at a fixed clock', () => {
    // Wednesday 2024-03-06, 10:54 in Bangkok (03:54 UTC); Saturday is 2024-03-09.
    const now = new Date('2024-03-06T03:54:00Z');
    const TODAY = '2024-03-06';
    const SATURDAY = '2024-03-09';

    const refusedSlots: [string, string, string][] = [
      ['Saturday 16:00 (Saturday closes at 16:00)', SATURDAY, '16:00'],
      ['Saturday 17:00', SATURDAY, '17:00'],
      ['09:00 today, already past', TODAY, '09:00'],
      ['10:00 today, started before now', TODAY, '10:00'],
      ['11:00 today, six minutes ahead (within the lead time)', TODAY, '11:00'],
    ];
    for (const [what, date, time] of refusedSlots) {
      it(`refuses ${what} on the time field, stores nothing and sends nothing`, async () => {
        const error = await create({ ...valid(), date, time }, null, now).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('INVALID_INPUT');
        expect((error as AppError).fields).toEqual({
          time: 'appointment.errors.timeNotBookable',
        });
        expect(await stored()).toHaveLength(0);
        expect(await allMessages()).toHaveLength(0);
      });
    }

    it('the time error is translated in every language', () => {
      expect(fixedT('th')('appointment.errors.timeNotBookable')).toBe(
        'เวลานี้ไม่เปิดรับนัดหมาย (เลยเวลาแล้วหรืออยู่นอกเวลาทำการ) กรุณาเลือกเวลาอื่น',
      );
      expect(fixedT('en')('appointment.errors.timeNotBookable')).toBe(
        'This time cannot be booked (it has passed or is outside office hours). Please choose another time.',
      );
      expect(fixedT('zh')('appointment.errors.timeNotBookable')).toBe(
        '该时间不接受预约（已过或不在营业时间内），请选择其他时间。',
      );
    });

    it('reports a closed day on the date field only, and other field errors beside the slot error', async () => {
      const sunday = await create({ ...valid(), date: '2024-03-10', time: '10:00' }, null, now).catch(
        (e: unknown) => e,
      );
      expect((sunday as AppError).fields).toEqual({
        date: 'appointment.errors.dateNotBookable',
      });
      const past = await create({ ...valid(), date: '2024-03-05', time: '13:00' }, null, now).catch(
        (e: unknown) => e,
      );
      expect((past as AppError).fields).toEqual({ date: 'appointment.errors.dateNotBookable' });
      const both = await create({ ...valid(), name: '', date: SATURDAY, time: '16:00' }, null, now).catch(
        (e: unknown) => e,
      );
      expect((both as AppError).fields).toEqual({
        name: 'appointment.errors.nameRequired',
        time: 'appointment.errors.timeNotBookable',
      });
      expect(await stored()).toHaveLength(0);
      expect(await allMessages()).toHaveLength(0);
    });

    it('accepts a slot still ahead today and the last Saturday slot, stored and e-mailed as asked', async () => {
      await create({ ...valid(), name: 'วันนี้บ่าย', date: TODAY, time: '13:00' }, null, now);
      await create({ ...valid(), name: 'เสาร์บ่ายสาม', date: SATURDAY, time: '15:00' }, null, now);
      const rows = await stored();
      expect(rows.map((r) => [r.name, r.preferredDate, r.timeSlot]).sort()).toEqual(
        [
          ['วันนี้บ่าย', TODAY, '13:00'],
          ['เสาร์บ่ายสาม', SATURDAY, '15:00'],
        ].sort(),
      );
      const mails = await outbox();
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.toAddress === NETWORK)).toBe(true);
    });

    it('judges the Bangkok day: just before midnight UTC it is already the next morning in Bangkok', async () => {
      // 2024-03-06T23:50Z is Thursday 06:50 in Bangkok: Wednesday is past, Thursday 09:00 is still ahead.
      const lateUtc = new Date('2024-03-06T23:50:00Z');
      const error = await create({ ...valid(), date: TODAY, time: '17:00' }, null, lateUtc).catch(
        (e: unknown) => e,
      );
      expect((error as AppError).fields).toEqual({ date: 'appointment.errors.dateNotBookable' });
      await create({ ...valid(), date: '2024-03-07', time: '09:00' }, null, lateUtc);
      expect((await stored()).map((r) => [r.preferredDate, r.timeSlot])).toEqual([['2024-03-07', '09:00']]);
    });
  });
});

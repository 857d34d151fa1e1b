import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppointment, submitAppointment } from '#app/features/appointments/appointment.server.ts';
import {
  downloadBookingCalendar,
  loadReceipt,
  receiptAction,
} from '#app/features/appointments/receipt/receipt.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { bangkokInstant } from '#domain/availability.ts';
import { appointmentRequests, appointmentSlotHolds, lawyerCalendars } from '#server/db/schema/index.ts';
import { receiptPath } from '#server/services/appointments/appointment-links.ts';
import { maskPhone } from '#server/services/appointments/booking-receipt.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { holdSlot, SLOT_TAKEN } from '#server/services/appointments/slot-holds.ts';
import { createLawyer, createUser, type FactoryUser, viewerOf } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

// The clock of every booking here: Tuesday 1 January 2030, 10:00 in Bangkok (no public holidays are stored for
// 2030). The default calendar: network hours, hourly slots, changes until 12 hours before.
const NOW = new Date('2030-01-01T10:00:00+07:00');
const DAY = '2030-01-07';
const NEXT_DAY = '2030-01-08';

let server: TestServer;
const db = () => server.database.db;
const secret = () => server.runtime.config.authSecret;
let lawyerId: string;
let booker: FactoryUser;
let stranger: FactoryUser;

beforeAll(async () => {
  server = await createTestServer();
  lawyerId = (
    await createLawyer(db(), {
      name: 'ทนายสมชาย ใจดี',
      nameEn: 'Somchai Jaidee',
      address: '99 ถนนสุขุมวิท',
      province: 'กรุงเทพมหานคร',
    })
  ).id;
  booker = await createUser(db(), { email: 'receipt-booker@example.com' });
  stranger = await createUser(db(), { email: 'receipt-stranger@example.com' });
});
afterAll(() => server.close());

/** A booking with the lawyer at `time` on `date`, made at NOW by the booker's account (or by a visitor). */
async function book(
  time: string,
  date = DAY,
  userId: string | null = booker.id,
  name = 'สมหญิง ทดสอบ ยาวนาน',
) {
  const { id, reference } = await createAppointmentRequest(
    db(),
    server.runtime.mailer,
    {
      name,
      phone: '081-234-5678',
      specialty: 'ครอบครัว',
      description: 'เรื่องส่วนตัวที่ไม่ควรแสดง',
      urgency: 'normal',
      date,
      time,
      meetingType: 'office',
      lawyerId,
      locale: 'en',
    },
    { networkEmail: 'network@tanai.test', userId, now: NOW },
  );
  return { id, reference };
}

/** The receipt's address with a link signed at `signedAt` (and the signature as given, or changed). */
function receiptUrl(reference: string, signedAt = NOW, tamper = false) {
  const path = receiptPath(secret(), 'en', reference, signedAt);
  const url = new URL(path, TEST_ORIGIN);
  if (tamper) {
    const sig = url.searchParams.get('sig')!;
    url.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
  }
  return url;
}

const bare = (reference: string) => new URL(`/en/booking/${reference}`, TEST_ORIGIN);

/** The HTTP status a loader's thrown `data(null, { status })` or Response carries. */
async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What an action answered: its status and data (`data(…)`), or 200 and the value itself. */
function answered(result: unknown): { status: number; data: Record<string, unknown> } {
  const wrapped = result as { init?: { status?: number }; data?: Record<string, unknown> };
  if (wrapped && typeof wrapped === 'object' && 'init' in wrapped)
    return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {} };
  return { status: 200, data: result as Record<string, unknown> };
}

const post = (url: URL, form: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(form) });

const rowOf = async (id: string) =>
  (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!;
const holdsOf = async (id: string) =>
  (
    await db()
      .select({ at: appointmentSlotHolds.startsAt })
      .from(appointmentSlotHolds)
      .where(eq(appointmentSlotHolds.appointmentId, id))
  )
    .map((h) => h.at.toISOString())
    .sort();

describe(`a booking's receipt on ${engineName()}`, () => {
  it('opens with a valid link, or for the account that booked; anything else is not found', async () => {
    const { reference } = await book('09:00');
    const ctx = server.context(null, 'en');
    const { receipt } = await loadReceipt(ctx, reference, receiptUrl(reference), NOW);
    expect(receipt).toMatchObject({
      reference,
      status: 'requested',
      meetingType: 'office',
      date: DAY,
      time: '09:00',
      durationMinutes: 60,
      lawyer: { id: lawyerId, name: 'Somchai Jaidee' },
      where: "At the lawyer's office: 99 ถนนสุขุมวิท, Bangkok",
      booker: { name: 'สมหญิง ย.', phone: '081•••••78' },
    });
    expect(JSON.stringify(receipt)).not.toContain('เรื่องส่วนตัว');
    // The account that booked, without a link.
    const own = await loadReceipt(server.context(viewerOf(booker), 'en'), reference, bare(reference), NOW);
    expect(own.receipt.reference).toBe(reference);

    const refused: [string, () => Promise<unknown>][] = [
      // Signed 181 days before now: expired.
      [
        'expired link',
        () =>
          loadReceipt(ctx, reference, receiptUrl(reference, new Date(NOW.getTime() - 181 * 86_400_000)), NOW),
      ],
      ['tampered signature', () => loadReceipt(ctx, reference, receiptUrl(reference, NOW, true), NOW)],
      ['no signature', () => loadReceipt(ctx, reference, bare(reference), NOW)],
      [
        'another account',
        () => loadReceipt(server.context(viewerOf(stranger), 'en'), reference, bare(reference), NOW),
      ],
      [
        "another booking's link",
        async () => {
          const other = await book('11:00');
          const url = receiptUrl(other.reference);
          return loadReceipt(
            ctx,
            reference,
            new URL(`/en/booking/${reference}${url.search}`, TEST_ORIGIN),
            NOW,
          );
        },
      ],
      ['unknown reference', () => loadReceipt(ctx, 'TN-ZZZZZZ', receiptUrl('TN-ZZZZZZ'), NOW)],
    ];
    for (const [why, run] of refused) expect(await thrownStatus(run), why).toBe(404);
  });

  it('masks the name and phone partially', () => {
    expect(maskPhone('081-234-5678')).toBe('081•••••78');
    expect(maskPhone('1234')).toBe('••••');
  });

  it('offers changes until the cutoff, then says until when and gives the network phone', async () => {
    const { id, reference } = await book('13:00');
    const ctx = server.context(null, 'en');
    const before = await loadReceipt(ctx, reference, receiptUrl(reference), NOW);
    expect(before.receipt.change.allowed).toBe(true);
    expect(before.receipt.change.until).toBe(new Date('2030-01-07T01:00:00+07:00').toISOString());
    // The booking's own slot is free to move to; the other bookings' are not.
    const day = before.receipt.change.freeDays.find((d) => d.day === DAY)!;
    expect(day.slots).toContain('13:00');
    expect(day.slots).not.toContain('09:00');
    expect(before.networkPhone).toBe(server.runtime.config.contact.networkPhone);

    const late = new Date('2030-01-07T01:30:00+07:00');
    const after = await loadReceipt(ctx, reference, receiptUrl(reference), late);
    expect(after.receipt.change).toMatchObject({ allowed: false, freeDays: [] });
    expect((await rowOf(id)).status).toBe('requested');
  });

  it('cancels within the cutoff (with the box ticked), giving the slot back; refuses after it', async () => {
    const { id, reference } = await book('14:00');
    const url = receiptUrl(reference);
    const ctx = server.context(null, 'en');
    // The box not ticked: a field error, nothing changed.
    const unticked = answered(await receiptAction(ctx, post(url, { intent: 'cancel' }), reference, NOW));
    expect(unticked).toMatchObject({
      status: 400,
      data: { ok: false, intent: 'cancel', fields: { confirm: 'bookingReceipt.errors.confirmCancel' } },
    });
    // After the cutoff (12 hours before 14:00): refused, nothing changed.
    const late = new Date('2030-01-07T02:30:00+07:00');
    const tooLate = answered(
      await receiptAction(ctx, post(url, { intent: 'cancel', confirm: 'on' }), reference, late),
    );
    expect(tooLate).toMatchObject({
      status: 409,
      data: { ok: false, code: 'bookingReceipt.errors.tooLate' },
    });
    expect((await rowOf(id)).status).toBe('requested');
    expect(await holdsOf(id)).toHaveLength(2);

    const done = answered(
      await receiptAction(ctx, post(url, { intent: 'cancel', confirm: 'on' }), reference, NOW),
    );
    expect(done).toMatchObject({ status: 200, data: { ok: true, intent: 'cancel' } });
    expect((await rowOf(id)).status).toBe('cancelled');
    expect(await holdsOf(id)).toEqual([]);
    // A cancelled booking changes no more.
    const again = answered(
      await receiptAction(ctx, post(url, { intent: 'cancel', confirm: 'on' }), reference, NOW),
    );
    expect(again).toMatchObject({ status: 409, data: { code: 'bookingReceipt.errors.notChangeable' } });
  });

  it('moves within the cutoff to a free slot (waiting for the lawyer again); refuses a taken slot and after the cutoff', async () => {
    const { id, reference } = await book('15:00');
    const other = await book('16:00', NEXT_DAY, null, 'Other Person');
    expect(other.reference).not.toBe(reference);
    const url = receiptUrl(reference);
    const ctx = server.context(null, 'en');
    const before = await rowOf(id);
    const holdsBefore = await holdsOf(id);

    // A slot another booking holds: refused at `time` as taken, nothing changed.
    const taken = answered(
      await receiptAction(ctx, post(url, { intent: 'move', date: NEXT_DAY, time: '16:00' }), reference, NOW),
    );
    expect(taken).toMatchObject({
      status: 409,
      data: { ok: false, intent: 'move', fields: { time: 'appointment.errors.slotTaken' } },
    });
    // After the cutoff: refused, nothing changed.
    const late = new Date('2030-01-07T03:30:00+07:00');
    const tooLate = answered(
      await receiptAction(ctx, post(url, { intent: 'move', date: NEXT_DAY, time: '10:00' }), reference, late),
    );
    expect(tooLate).toMatchObject({ status: 409, data: { code: 'bookingReceipt.errors.tooLate' } });
    // Missing time: refused by the schema.
    const missing = answered(
      await receiptAction(ctx, post(url, { intent: 'move', date: NEXT_DAY }), reference, NOW),
    );
    expect(missing).toMatchObject({
      status: 400,
      data: { fields: { time: 'appointment.errors.timeRequired' } },
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await holdsOf(id)).toEqual(holdsBefore);

    const moved = answered(
      await receiptAction(ctx, post(url, { intent: 'move', date: NEXT_DAY, time: '10:00' }), reference, NOW),
    );
    expect(moved).toMatchObject({ status: 200, data: { ok: true, intent: 'move' } });
    const after = await rowOf(id);
    expect(after).toMatchObject({ preferredDate: NEXT_DAY, timeSlot: '10:00', status: 'requested' });
    expect(after.startsAt.toISOString()).toBe(bangkokInstant(NEXT_DAY, '10:00').toISOString());
    expect(await holdsOf(id)).toEqual([
      new Date('2030-01-08T10:00:00+07:00').toISOString(),
      new Date('2030-01-08T10:30:00+07:00').toISOString(),
    ]);
  });

  it('answers 404 to a post with a wrong or missing signature, or from another account, and changes nothing', async () => {
    const { id, reference } = await book('17:00');
    const before = await rowOf(id);
    const form = { intent: 'cancel', confirm: 'on' };
    const attempts: [string, ReturnType<typeof server.context>, URL][] = [
      ['tampered', server.context(null, 'en'), receiptUrl(reference, NOW, true)],
      [
        'expired',
        server.context(null, 'en'),
        receiptUrl(reference, new Date(NOW.getTime() - 181 * 86_400_000)),
      ],
      ['none', server.context(null, 'en'), bare(reference)],
      ['another account', server.context(viewerOf(stranger), 'en'), bare(reference)],
    ];
    for (const [why, ctx, url] of attempts) {
      const answer = answered(await receiptAction(ctx, post(url, form), reference, NOW));
      expect(answer, why).toMatchObject({ status: 404, data: { ok: false, code: 'NOT_FOUND' } });
      expect(JSON.stringify(answer.data), why).not.toContain('สมหญิง');
    }
    expect(await rowOf(id)).toEqual(before);
    // The account that booked may, without a link.
    const own = answered(
      await receiptAction(
        server.context(viewerOf(booker), 'en'),
        post(bare(reference), form),
        reference,
        NOW,
      ),
    );
    expect(own).toMatchObject({ status: 200, data: { ok: true } });
  });

  it('gives the calendar file (one VEVENT at the booking time) to who may see the receipt, 404 to anyone else', async () => {
    const { reference } = await book('11:00', NEXT_DAY);
    const ctx = server.context(null, 'en');
    const response = await downloadBookingCalendar(ctx, reference, receiptUrl(reference));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${reference}.ics"`,
    );
    const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART:20300108T040000Z');
    expect(ics).toContain('DTEND:20300108T050000Z');
    expect(ics).toContain(`UID:${reference}@tanai`);
    expect(ics).toContain('SUMMARY:Consultation with Somchai Jaidee');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`${TEST_ORIGIN}/en/booking/${reference}?exp=`);
    expect(ics).not.toContain('เรื่องส่วนตัว');
    const own = await downloadBookingCalendar(
      server.context(viewerOf(booker), 'en'),
      reference,
      bare(reference),
    );
    expect(own.status).toBe(200);
    for (const [ctx2, url] of [
      [ctx, receiptUrl(reference, NOW, true)],
      [ctx, bare(reference)],
      [server.context(viewerOf(stranger), 'en'), bare(reference)],
    ] as const)
      expect(await thrownStatus(() => downloadBookingCalendar(ctx2, reference, url))).toBe(404);
  });
});

describe(`the booking page with a lawyer on ${engineName()}`, () => {
  it('answers a slot taken meanwhile (the hold refused by the database) at the time field, translated', async () => {
    const first = await book('16:00');
    const second = await book('17:00', '2030-01-10');
    let refusal: unknown;
    await db()
      .transaction((tx) => holdSlot(tx, second.id, lawyerId, bangkokInstant(DAY, '16:00'), 60))
      .catch((error: unknown) => {
        refusal = error;
      });
    expect(refusal).toMatchObject({ code: 'CONFLICT', message: SLOT_TAKEN, fields: { time: SLOT_TAKEN } });
    expect(answered(actionError(refusal))).toMatchObject({
      status: 409,
      data: { ok: false, code: SLOT_TAKEN, fields: { time: SLOT_TAKEN } },
    });
    // Nothing of the refused hold was kept.
    expect(await holdsOf(second.id)).toEqual([
      new Date('2030-01-10T17:00:00+07:00').toISOString(),
      new Date('2030-01-10T17:30:00+07:00').toISOString(),
    ]);
    expect(await holdsOf(first.id)).toHaveLength(2);
  });

  it("offers the lawyer's free days and meeting types", async () => {
    const url = new URL(`/en/appointment?lawyer=${lawyerId}`, TEST_ORIGIN);
    const { calendar } = await loadAppointment(server.context(null, 'en'), url, NOW);
    expect(calendar?.meetingTypes).toEqual(['office', 'video', 'phone']);
    const day = calendar?.days.find((d) => d.day === '2030-01-09');
    expect(day?.slots).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // Sundays are closed in the default calendar.
    expect(calendar?.days.some((d) => d.day === '2030-01-06')).toBe(false);
    const network = await loadAppointment(
      server.context(null, 'en'),
      new URL('/en/appointment', TEST_ORIGIN),
      NOW,
    );
    expect(network.calendar).toBeNull();
  });

  it("offers half-hour slots and only the meeting types of a lawyer's own calendar; its cutoff rules the receipt", async () => {
    const own = (await createLawyer(db(), { name: 'ทนายครึ่งชั่วโมง' })).id;
    const monday = { open: '09:00', close: '11:00' };
    await db()
      .insert(lawyerCalendars)
      .values({
        lawyerId: own,
        weeklyHours: [null, monday, null, null, null, null, null],
        slotMinutes: 30,
        meetingTypes: ['phone', 'video'],
        changeCutoffHours: 48,
      });
    const url = new URL(`/en/appointment?lawyer=${own}`, TEST_ORIGIN);
    const { calendar } = await loadAppointment(server.context(null, 'en'), url, NOW);
    expect(calendar?.meetingTypes).toEqual(['phone', 'video']);
    expect(calendar?.days.find((d) => d.day === DAY)?.slots).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(calendar?.days.every((d) => new Date(`${d.day}T12:00:00Z`).getUTCDay() === 1)).toBe(true);

    // A booking at 09:30; its receipt may change until 48 hours before.
    const form = {
      name: 'Half Hour',
      phone: '081-234-5678',
      specialty: 'ครอบครัว',
      meetingType: 'video',
      date: DAY,
      time: '09:30',
      lawyerId: own,
    };
    const request = new Request(`${TEST_ORIGIN}/en/appointment`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });
    const response = (await submitAppointment(server.context(null, 'en'), request, NOW)) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, TEST_ORIGIN);
    const reference = location.pathname.split('/').at(-1)!;
    const { receipt } = await loadReceipt(server.context(null, 'en'), reference, location, NOW);
    expect(receipt).toMatchObject({
      time: '09:30',
      durationMinutes: 30,
      where: 'A video-call link is sent to you before the meeting.',
    });
    expect(receipt.change.until).toBe(new Date('2030-01-05T09:30:00+07:00').toISOString());
    const late = new Date('2030-01-05T10:00:00+07:00');
    expect(
      (await loadReceipt(server.context(null, 'en'), reference, location, late)).receipt.change.allowed,
    ).toBe(false);
  });

  it('goes to the receipt (303) after a booking, and refuses a taken slot at `time`', async () => {
    const form = {
      name: 'Jane Booker',
      phone: '081-234-5678',
      specialty: 'ครอบครัว',
      urgency: 'normal',
      meetingType: 'phone',
      date: '2030-01-09',
      time: '09:00',
      lawyerId,
    };
    const request = () =>
      new Request(`${TEST_ORIGIN}/en/appointment`, { method: 'POST', body: new URLSearchParams(form) });
    const response = (await submitAppointment(server.context(null, 'en'), request(), NOW)) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, TEST_ORIGIN);
    const reference = /^\/en\/booking\/(TN-[0-9A-Z]{6})$/.exec(location.pathname)?.[1];
    expect(reference).toBeDefined();
    // The link it goes to opens the receipt.
    const { receipt } = await loadReceipt(server.context(null, 'en'), reference!, location);
    expect(receipt.time).toBe('09:00');

    // The same slot again: someone was quicker, said at `time`.
    const second = answered(await submitAppointment(server.context(null, 'en'), request(), NOW));
    expect(second).toMatchObject({
      status: 409,
      data: { ok: false, fields: { time: 'appointment.errors.slotTaken' } },
    });
  });
});

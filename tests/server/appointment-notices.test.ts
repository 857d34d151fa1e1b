import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, lineFollowers } from '#server/db/schema/index.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { verifyReceiptLink } from '#server/services/appointments/appointment-links.ts';
import { afterAppointmentReschedule } from '#server/services/appointments/appointment-notices.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import {
  afterAppointmentMove,
  moveAppointmentStatus,
} from '#server/services/appointments/move-appointment-status.ts';
import { rescheduleAppointment } from '#server/services/appointments/reschedule-appointment.ts';
import { createLawyer, createLawyerWithUser, createUser } from '#tests/factories.ts';
import { type FakeLineApi, startFakeLineApi } from './helpers/line-api.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// Who hears what about a booking, by which channel (docs/product-rules.md, "Booking a consultation" and
// "Lawyers' calendars"; server/services/appointments/appointment-notices.ts).

const TOKEN = 'test-channel-access-token';
const NETWORK = 'network@tanai.test';
const DESCRIPTION = 'SECRET-DETAILS เรื่องหย่า';
/** A Monday without a public holiday, and a clock a week before it. */
const DAY = '2030-01-07';
const NOW = new Date('2030-01-01T03:00:00Z');

let line: FakeLineApi;
let server: TestServer;
const db = () => server.database.db;
const ctx = () => appointmentMailContextOf(server.runtime);

beforeAll(async () => {
  line = await startFakeLineApi();
  server = await createTestServer({ LINE_MESSAGING_ACCESS_TOKEN: TOKEN, LINE_MESSAGING_API_URL: line.url });
});
afterAll(async () => {
  await Promise.all([server?.close(), line?.close()]);
});
beforeEach(() => {
  line.pushes.length = 0;
});

/** A LINE user following the official account, linked to `userId`. */
async function follow(userId: string) {
  const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
  await db().insert(accounts).values({ id: randomUUID(), accountId: lineUserId, providerId: 'line', userId });
  await db().insert(lineFollowers).values({ lineUserId, following: true, changedAt: new Date() });
  return lineUserId;
}

const mailsTo = (to: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.createdAt);
const kindsTo = async (to: string) => (await mailsTo(to)).map((m) => m.kind);

/** A listing without an account, e-mailed at its own address. */
const plainLawyer = (email: string) =>
  createLawyer(db(), { name: 'ทนายสมชาย', nameEn: 'Somchai', email, address: '99 Sukhumvit Rd, Bangkok' });

const book = (lawyerId: string | null, extra: Record<string, unknown> = {}, userId: string | null = null) =>
  createAppointmentRequest(
    db(),
    server.runtime.mailer,
    {
      name: 'Jane Client',
      phone: '081-234-5678',
      email: 'jane@example.com',
      specialty: 'ครอบครัว',
      description: DESCRIPTION,
      urgency: 'normal',
      date: DAY,
      time: '10:00',
      meetingType: 'office',
      locale: 'en',
      ...(lawyerId ? { lawyerId } : {}),
      ...extra,
    },
    {
      networkEmail: NETWORK,
      userId,
      now: NOW,
      publicUrl: server.runtime.config.publicUrl,
      authSecret: server.runtime.config.authSecret,
    },
  );

/** The receipt link a message carries for `reference`, checked to be signed for it. */
/** A lawyer's message links to their calendar, never to the client's receipt (its holder may cancel or move it). */
function expectNoReceiptLink(text: string) {
  expect(text).not.toMatch(/\/booking\/TN-/);
}

function expectReceiptLink(text: string, lang: string, reference: string) {
  const match = new RegExp(`/${lang}/booking/${reference}\\?exp=(\\d+)&sig=([\\w-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  expect(verifyReceiptLink(server.runtime.config.authSecret, reference, match![1], match![2])).toBe(true);
}

async function move(id: string, to: string, by: 'client' | 'lawyer' = 'lawyer') {
  const moved = await db().transaction((tx) => moveAppointmentStatus(tx, id, to));
  await afterAppointmentMove(db(), moved, ctx(), by);
}

async function reschedule(id: string, time: string, by: 'client' | 'lawyer') {
  const moved = await db().transaction((tx) => rescheduleAppointment(tx, id, { date: DAY, time }, by, NOW));
  await afterAppointmentReschedule(db(), moved, by, ctx());
}

describe('a booking made without an account', () => {
  it('tells the address it gave, in its language: received (reference, what, when, what happens next, no call-back promise), then confirmed, with the receipt link each time', async () => {
    const lawyer = await plainLawyer('office1@lawyer.test');
    const { id, reference } = await book(lawyer.id);

    const [received] = await mailsTo('jane@example.com');
    expect(received).toMatchObject({ kind: 'appointment-received', locale: 'en', channel: 'email' });
    expect(received!.subject).toContain(`Booking request received ${reference}`);
    for (const body of [received!.textBody, received!.htmlBody]) {
      expect(body).toContain(reference);
      expect(body).toContain('Somchai');
      expect(body).toContain('10:00');
      expect(body).toContain('99 Sukhumvit Rd, Bangkok');
      expect(body).toContain('What happens next');
      expect(body).not.toContain(DESCRIPTION);
      expect(body).not.toMatch(/2 hours|call you back/i);
    }
    expectReceiptLink(received!.textBody, 'en', reference);
    // The lawyer's request e-mail names the reference, never with the client's receipt link.
    const [request] = await mailsTo('office1@lawyer.test');
    expect(request).toMatchObject({ kind: 'appointment-request', locale: 'th' });
    expect(request!.textBody).toContain(reference);
    expectNoReceiptLink(request!.textBody);

    await move(id, 'confirmed');
    const mails = await mailsTo('jane@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['appointment-received', 'appointment-status']);
    expect(mails[1]!.textBody).toContain(reference);
    expectReceiptLink(mails[1]!.textBody, 'en', reference);
  });

  it('without an address tells nobody but the lawyer and the network', async () => {
    const lawyer = await plainLawyer('office2@lawyer.test');
    const { id } = await book(lawyer.id, { email: '', time: '11:00' });
    await move(id, 'cancelled');
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ['appointment-received', 'appointment-status']));
    expect(rows.filter((r) => r.textBody.includes('11:00'))).toEqual([]);
    expect(await kindsTo('office2@lawyer.test')).toEqual(['appointment-request']);
  });
});

describe('a booking made signed in', () => {
  it('tells that account by its channel (LINE here, in its language), never the address typed on the booking, and never the description by LINE', async () => {
    const client = await createUser(db(), { locale: 'zh', email: 'account-owner@example.com' });
    const lineUserId = await follow(client.id);
    const lawyer = await plainLawyer('office3@lawyer.test');
    const { id, reference } = await book(lawyer.id, { time: '13:00', email: 'typed@example.com' }, client.id);

    const toClient = line.pushes.filter((p) => p.to === lineUserId);
    expect(toClient).toHaveLength(1);
    const text = toClient[0]!.messages[0]!.text!;
    expect(text).toContain(`已收到您的预约请求 ${reference}`);
    expectReceiptLink(text, 'zh', reference);
    expect(text).not.toMatch(/SECRET|Jane|081/);
    expect(await mailsTo('typed@example.com')).toEqual([]);
    expect(await mailsTo('account-owner@example.com')).toEqual([]);

    // Cancelled by the lawyer: the client hears it by LINE; the lawyer is not told of their own move.
    await move(id, 'cancelled');
    const after = line.pushes.filter((p) => p.to === lineUserId).map((p) => p.messages[0]!.text!);
    expect(after).toHaveLength(2);
    expect(after[1]).toContain(`您的预约 ${reference}`);
    expect(after[1]).toContain('已取消');
    expect(await kindsTo('office3@lawyer.test')).toEqual(['appointment-request']);
  });
});

describe('moves and cancellations', () => {
  it('moved by the lawyer: the client is told, with the new time and the old one', async () => {
    const lawyer = await plainLawyer('office4@lawyer.test');
    const { id, reference } = await book(lawyer.id, { email: 'move1@example.com', time: '09:00' });
    await reschedule(id, '15:00', 'lawyer');
    const mails = await mailsTo('move1@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['appointment-received', 'appointment-moved']);
    const moved = mails[1]!;
    expect(moved.subject).toContain(`Your appointment ${reference} was moved`);
    expect(moved.textBody).toContain('15:00');
    expect(moved.textBody).toContain('09:00');
    expectReceiptLink(moved.textBody, 'en', reference);
    expect(await kindsTo('office4@lawyer.test')).toEqual(['appointment-request']);
  });

  it('moved, then cancelled by the client (the receipt page): the lawyer is told each time at the listing’s address, the client is not', async () => {
    const lawyer = await plainLawyer('office5@lawyer.test');
    const { id, reference } = await book(lawyer.id, { email: 'move2@example.com', time: '14:00' });
    await reschedule(id, '16:00', 'client');
    await move(id, 'cancelled', 'client');
    const mails = await mailsTo('office5@lawyer.test');
    expect(mails.map((m) => m.kind)).toEqual([
      'appointment-request',
      'appointment-moved',
      'appointment-cancelled',
    ]);
    for (const m of mails.slice(1)) {
      expect(m.locale).toBe('th');
      expect(m.textBody).toContain(reference);
      expect(m.textBody).toContain('Jane Client');
      expect(m.textBody).not.toContain(DESCRIPTION);
      expectNoReceiptLink(m.textBody);
    }
    expect(mails[1]!.subject).toContain(`ลูกความเลื่อนนัดหมาย ${reference}`);
    expect(await kindsTo('move2@example.com')).toEqual(['appointment-received']);
  });

  it('a linked lawyer hears of a client’s move by their channel (LINE), without the client’s name or phone', async () => {
    const lawyer = await createLawyerWithUser(db(), { email: 'linked@lawyer.test' }, { locale: 'en' });
    const lineUserId = await follow(lawyer.user.id);
    const { id, reference } = await book(lawyer.id, { email: 'move3@example.com', time: '11:00' });
    line.pushes.length = 0;
    await reschedule(id, '17:00', 'client');
    const pushes = line.pushes.filter((p) => p.to === lineUserId).map((p) => p.messages[0]!.text!);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toContain(`A client moved booking ${reference} to`);
    expect(pushes[0]).toContain('17:00');
    expect(pushes[0]).toContain('/en/account/calendar');
    expectNoReceiptLink(pushes[0]!);
    expect(pushes[0]).not.toMatch(/Jane|081-234|SECRET/);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokInstant } from '#domain/availability.ts';
import { accounts, appointmentRequests, emailOutbox, lineFollowers } from '#server/db/schema/index.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { verifyReceiptLink } from '#server/services/appointments/appointment-links.ts';
import { claimDueReminders, sendDueReminders } from '#server/services/appointments/appointment-reminders.ts';
import { rescheduleAppointment } from '#server/services/appointments/reschedule-appointment.ts';
import { createAppointment, createLawyer, createLawyerWithUser, createUser } from '#tests/factories.ts';
import { type FakeLineApi, startFakeLineApi } from './helpers/line-api.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// The day-before reminders (docs/product-rules.md, "Lawyers' calendars";
// server/services/appointments/appointment-reminders.ts), judged at a fixed clock.

let line: FakeLineApi;
let server: TestServer;
const db = () => server.database.db;
const ctx = () => appointmentMailContextOf(server.runtime);

/** 2030-01-07 (a Monday) 15:00 in Bangkok. */
const NOW = bangkokInstant('2030-01-07', '15:00');

beforeAll(async () => {
  line = await startFakeLineApi();
  server = await createTestServer({ LINE_MESSAGING_ACCESS_TOKEN: 'token', LINE_MESSAGING_API_URL: line.url });
});
afterAll(async () => {
  await Promise.all([server?.close(), line?.close()]);
});

const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const remindedAt = async (id: string) =>
  (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!.remindedAt;

describe('the day-before reminders at a fixed clock', () => {
  it('remind the confirmed bookings starting within 24 hours, once: not those further ahead, past, pending, cancelled or already reminded', async () => {
    const lawyer = await createLawyer(db(), {
      name: 'ทนายเตือน',
      nameEn: 'Reminder Lawyer',
      email: 'remind-office@lawyer.test',
      address: '1 Silom Rd',
    });
    const at = (preferredDate: string, timeSlot: string, values: Record<string, unknown> = {}) =>
      createAppointment(db(), {
        lawyerId: lawyer.id,
        preferredDate,
        timeSlot,
        status: 'confirmed',
        locale: 'en',
        ...values,
      });
    const today = await at('2030-01-07', '17:00', { email: 'today@example.com', name: 'Today Client' });
    const tomorrow = await at('2030-01-08', '14:30', { email: 'tomorrow@example.com', meetingType: 'video' });
    const later = await at('2030-01-08', '15:30', { email: 'later@example.com' });
    const past = await at('2030-01-07', '14:00', { email: 'past@example.com' });
    const pending = await at('2030-01-08', '09:00', { email: 'pending@example.com', status: 'requested' });
    const cancelled = await at('2030-01-08', '10:00', {
      email: 'cancelled@example.com',
      status: 'cancelled',
    });
    const done = await at('2030-01-08', '11:00', {
      email: 'done@example.com',
      remindedAt: new Date(NOW.getTime() - 3600_000),
    });

    expect(await sendDueReminders(db(), ctx(), NOW)).toBe(2);
    expect(await remindedAt(today.id)).toEqual(NOW);
    expect(await remindedAt(tomorrow.id)).toEqual(NOW);
    for (const row of [later, past, pending, cancelled]) expect(await remindedAt(row.id)).toBeNull();
    expect(await remindedAt(done.id)).toEqual(new Date(NOW.getTime() - 3600_000));
    for (const to of [
      'later@example.com',
      'past@example.com',
      'pending@example.com',
      'cancelled@example.com',
      'done@example.com',
    ])
      expect(await mailsTo(to), to).toEqual([]);

    const [toToday] = await mailsTo('today@example.com');
    expect(toToday).toMatchObject({ kind: 'appointment-reminder', locale: 'en' });
    expect(toToday!.subject).toBe(`Reminder ${today.reference}: consultation today at 17:00 - Tanai`);
    expect(toToday!.textBody).toContain('1 Silom Rd');
    const [toTomorrow] = await mailsTo('tomorrow@example.com');
    expect(toTomorrow!.subject).toBe(
      `Reminder ${tomorrow.reference}: consultation tomorrow at 14:30 - Tanai`,
    );
    expect(toTomorrow!.textBody).toContain('By video call');
    const link = /\/en\/booking\/(TN-\w+)\?exp=(\d+)&sig=([\w-]+)/.exec(toTomorrow!.textBody)!;
    expect(link[1]).toBe(tomorrow.reference);
    expect(verifyReceiptLink(server.runtime.config.authSecret, link[1]!, link[2], link[3])).toBe(true);
    // The lawyer (a listing without an account: its own address, in Thai) is reminded of each.
    const office = await mailsTo('remind-office@lawyer.test');
    expect(office.map((m) => [m.kind, m.locale])).toEqual([
      ['appointment-reminder', 'th'],
      ['appointment-reminder', 'th'],
    ]);
    expect(office.map((m) => m.subject).join()).toContain(`พรุ่งนี้ เวลา 14:30 น.`);
    expect(office.map((m) => m.textBody).join()).toContain('Today Client');

    // A second run at the same time, or later within the day, reminds nobody again.
    expect(await sendDueReminders(db(), ctx(), NOW)).toBe(0);
    expect(await sendDueReminders(db(), ctx(), new Date(NOW.getTime() + 31 * 60_000))).toBe(1); // `later` now due
    expect(await mailsTo('today@example.com')).toHaveLength(1);
    expect(await mailsTo('later@example.com')).toHaveLength(1);
  });

  it('tell a signed-in client and a linked lawyer by their channels (LINE), without names or phones', async () => {
    const lawyer = await createLawyerWithUser(db(), { email: 'remind-linked@lawyer.test' }, { locale: 'en' });
    const client = await createUser(db(), { locale: 'th' });
    const lineIds: string[] = [];
    for (const userId of [client.id, lawyer.user.id]) {
      const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
      lineIds.push(lineUserId);
      await db()
        .insert(accounts)
        .values({ id: randomUUID(), accountId: lineUserId, providerId: 'line', userId });
      await db().insert(lineFollowers).values({ lineUserId, following: true, changedAt: new Date() });
    }
    const booking = await createAppointment(db(), {
      lawyerId: lawyer.id,
      userId: client.id,
      preferredDate: '2030-01-09',
      timeSlot: '10:00',
      status: 'confirmed',
      name: 'Secret Name',
      description: 'SECRET-DETAILS',
    });
    line.pushes.length = 0;
    expect(await sendDueReminders(db(), ctx(), bangkokInstant('2030-01-08', '12:00'))).toBe(1);
    const texts = lineIds.map((id) =>
      line.pushes.filter((p) => p.to === id).map((p) => p.messages[0]!.text!),
    );
    expect(texts[0]).toEqual([
      expect.stringMatching(
        new RegExp(`^เตือน: นัดปรึกษา ${booking.reference} พรุ่งนี้ เวลา 10:00 น\\.\\n.+/th/booking/`),
      ),
    ]);
    expect(texts[1]).toEqual([
      expect.stringMatching(
        // The lawyer's: their calendar, never the client's receipt link.
        new RegExp(
          `^Reminder: consultation ${booking.reference} tomorrow at 10:00\\.\\n.+/en/account/calendar$`,
        ),
      ),
    ]);
    expect(texts.flat().join()).not.toMatch(/Secret Name|SECRET|0811112222/);
  });

  it('remind a moved booking again for its new time (moving clears reminded_at)', async () => {
    const lawyer = await createLawyer(db(), { email: 'remind-moved@lawyer.test' });
    const booking = await createAppointment(db(), {
      lawyerId: lawyer.id,
      preferredDate: '2030-01-10',
      timeSlot: '10:00',
      status: 'confirmed',
      email: 'moved@example.com',
    });
    const clock = bangkokInstant('2030-01-09', '11:00');
    expect(await claimDueReminders(db(), clock)).toEqual([booking.id]);
    await db().transaction((tx) =>
      rescheduleAppointment(tx, booking.id, { date: '2030-01-10', time: '09:00' }, 'lawyer', clock),
    );
    expect(await remindedAt(booking.id)).toBeNull();
    expect(await claimDueReminders(db(), clock)).toEqual([booking.id]);
  });
});

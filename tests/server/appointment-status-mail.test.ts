import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAppointmentsAction } from '#app/features/appointments/admin/appointments.server.ts';
import { ownAppointmentsAction } from '#app/features/appointments/own/own-appointments.server.ts';
import { formatDate } from '#domain/dates.ts';
import { appointmentRequests, emailOutbox } from '#server/db/schema/index.ts';
import { logger } from '#server/logger.ts';
import type { Mailer } from '#server/mail/outbox.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';
import { createAppointment, createUser, type FactoryUser, viewerOf } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;

let lawyer: FactoryUser;
let admin: FactoryUser;
const DESCRIPTION = 'เรื่องลับ: หย่าและทรัพย์สิน SECRET-DETAILS';
const DAY = '2030-01-07';

/** The e-mails about a status sent to `to`, oldest first. */
const statusMails = (to: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'appointment-status'), eq(emailOutbox.toAddress, to)))
    .orderBy(emailOutbox.createdAt);
const allStatusMails = () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'appointment-status'));
const statusOf = async (id: string) =>
  (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]?.status;

const form = (id: string, status: string) => {
  const body = new FormData();
  body.append('id', id);
  body.append('status', status);
  return new Request('http://localhost:3000/th/account/appointments', { method: 'POST', body });
};
/** The linked lawyer's page action, as the lawyer posts it. */
const byLawyer = (id: string, status: string) =>
  ownAppointmentsAction(server.context(viewerOf(lawyer)), form(id, status)) as Promise<unknown>;
/** The admin screen's action, as an administrator posts it. */
const byAdmin = (id: string, status: string) =>
  adminAppointmentsAction(
    server.context({ ...viewerOf(admin), isAdmin: true, twoFactorEnabled: true }),
    form(id, status),
  ) as Promise<unknown>;

beforeAll(async () => {
  server = await createTestServer();
  lawyer = await createUser(db(), {
    profileType: 'lawyer',
    lawyer: { name: 'ทนายสมชาย ใจดี', nameEn: 'Somchai Jaidee', nameZh: '颂猜律师' },
  });
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
});
afterAll(() => server.close());

describe(`the e-mail to the person who booked, on ${engineName()}`, () => {
  it('tells them in their language when the linked lawyer confirms, once, and nothing for a refused move', async () => {
    const request = await createAppointment(db(), {
      name: 'Jane Client',
      email: 'jane@example.com',
      description: DESCRIPTION,
      locale: 'en',
      lawyerId: lawyer.lawyerId,
      preferredDate: DAY,
      timeSlot: '14:00',
      meetingType: 'video',
    });
    expect(await byLawyer(request.id, 'confirmed')).toMatchObject({ ok: true, status: 'confirmed' });

    const mails = await statusMails('jane@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe(
      `Your appointment is confirmed: ${formatDate(`${DAY}T12:00:00+07:00`, 'en')} 14:00 - Tanai`,
    );
    for (const body of [mail.textBody, mail.htmlBody ?? '']) {
      expect(body).toContain('Jane Client');
      expect(body).toContain('Somchai Jaidee');
      expect(body).toContain(formatDate(`${DAY}T12:00:00+07:00`, 'en', { dateStyle: 'full' }));
      expect(body).toContain('14:00');
      expect(body).toContain('Video call');
      expect(body).toContain(server.runtime.config.contact.networkPhone);
      expect(body).not.toContain('SECRET-DETAILS');
      expect(body).not.toContain('Book again');
    }

    // The status it already has sends nothing more.
    expect(await byLawyer(request.id, 'confirmed')).toMatchObject({ ok: true, status: 'confirmed' });
    // Completed is not a status the person is e-mailed about here; cancelling a completed request is refused.
    expect(await byLawyer(request.id, 'completed')).toMatchObject({ ok: true, status: 'completed' });
    const refused = (await byLawyer(request.id, 'cancelled')) as { data?: { ok: boolean } };
    expect(refused.data?.ok).toBe(false);
    expect(await statusOf(request.id)).toBe('completed');
    expect(await statusMails('jane@example.com')).toHaveLength(1);
  });

  it('tells them when an admin cancels, with a link to book again (the same lawyer when one was chosen)', async () => {
    const withLawyer = await createAppointment(db(), {
      name: 'คุณ<b>สมหญิง</b>',
      email: 'somying@example.com',
      description: DESCRIPTION,
      lawyerId: lawyer.lawyerId,
      preferredDate: DAY,
      timeSlot: '09:00',
      meetingType: 'office',
    });
    expect(withLawyer.locale).toBe('th');
    const noLawyer = await createAppointment(db(), {
      name: '王小明',
      email: 'wang@example.com',
      description: DESCRIPTION,
      locale: 'zh',
      preferredDate: DAY,
      timeSlot: '16:00',
      meetingType: 'phone',
    });
    expect(await byAdmin(withLawyer.id, 'cancelled')).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await byAdmin(noLawyer.id, 'cancelled')).toMatchObject({ ok: true, status: 'cancelled' });
    const publicUrl = server.runtime.config.publicUrl;

    const [th] = await statusMails('somying@example.com');
    expect(th?.locale).toBe('th');
    expect(th?.subject).toMatch(/^นัดหมายของคุณถูกยกเลิก: /);
    expect(th?.textBody).toContain('ทนายสมชาย ใจดี');
    expect(th?.textBody).toContain('09:00 น.');
    expect(th?.textBody).toContain(`${publicUrl}/th/appointment?lawyer=${lawyer.lawyerId}`);
    expect(th?.textBody).toContain(server.runtime.config.contact.networkPhone);
    expect(th?.htmlBody).toContain('คุณ&lt;b&gt;สมหญิง&lt;/b&gt;');
    expect(th?.htmlBody).not.toContain('<b>');
    expect(th?.textBody).not.toContain('SECRET-DETAILS');

    const [zh] = await statusMails('wang@example.com');
    expect(zh?.locale).toBe('zh');
    expect(zh?.subject).toMatch(/^您的预约已取消：/);
    expect(zh?.textBody).toContain('Tanai 律师网络中心');
    expect(zh?.textBody).toContain(`${publicUrl}/zh/appointment\n`);
    expect(zh?.textBody).toContain('电话');
    expect(zh?.textBody).not.toContain('SECRET-DETAILS');
    // The status it already has: nothing changes, nothing more is sent.
    expect(await byAdmin(noLawyer.id, 'cancelled')).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await statusMails('wang@example.com')).toHaveLength(1);
  });

  it('sends nothing for a request without an e-mail address', async () => {
    const before = (await allStatusMails()).length;
    const request = await createAppointment(db(), { email: null, lawyerId: lawyer.lawyerId });
    expect(await byLawyer(request.id, 'confirmed')).toMatchObject({ ok: true });
    const blank = await createAppointment(db(), { email: '  ' });
    expect(await byAdmin(blank.id, 'cancelled')).toMatchObject({ ok: true });
    expect(await allStatusMails()).toHaveLength(before);
  });

  it('keeps the move when the e-mail cannot be recorded, and logs it without the address', async () => {
    const request = await createAppointment(db(), { email: 'broken@example.com' });
    const failing: Mailer = {
      ...server.runtime.mailer,
      send: () => Promise.reject(new Error('outbox unavailable')),
    };
    const errors = vi.spyOn(logger, 'error');
    try {
      const result = await setAppointmentStatus(db(), admin, request.id, 'confirmed', {
        mailer: failing,
        publicUrl: server.runtime.config.publicUrl,
        networkPhone: '02-000-0000',
      });
      expect(result).toMatchObject({ status: 'confirmed', changed: true });
      expect(await statusOf(request.id)).toBe('confirmed');
      const logged = errors.mock.calls.find((c) => c[1] === 'appointment status e-mail failed');
      expect(logged?.[0]).toMatchObject({ appointmentId: request.id });
      expect(JSON.stringify(logged)).not.toContain('broken@example.com');
    } finally {
      errors.mockRestore();
    }
    expect(await statusMails('broken@example.com')).toHaveLength(0);
  });
});

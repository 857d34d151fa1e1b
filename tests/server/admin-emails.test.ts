import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { EMAIL_MAX_ATTEMPTS } from '#domain/limits.ts';
import { resources } from '#i18n/index.ts';
import { adminAuditLog, emailOutbox } from '#server/db/schema/index.ts';
import { createMailer, type Mailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import { listUndeliveredEmails } from '#server/services/admin/emails/list-undelivered-emails.ts';
import { NOT_UNDELIVERED, resendEmail } from '#server/services/admin/emails/resend-email.ts';
import { createEmail, createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

let server: TestServer;
const db = () => server.database.db;
let smtp: TestSmtp;
let refusingSmtp: TestSmtp;
let mailer: Mailer;
let refusing: Mailer;

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let n = 0;
/** An e-mail the refusing server turned down: `failed`, one attempt. */
async function failedEmail(to = `admin-emails-${++n}@example.com`) {
  const { id, delivered } = await refusing.send({
    to,
    kind: 'verify-email',
    locale: 'th',
    subject: `อีเมล ${n}`,
    text: 'https://tanai.example/link?token=secret',
    html: '<p>x</p>',
  });
  expect(delivered).toBe(false);
  return id;
}

let admin: Actor;
let outsiders: [string, Actor][];

beforeAll(async () => {
  server = await createTestServer();
  smtp = await startSmtp();
  refusingSmtp = await startSmtp({ refuse: true });
  mailer = createMailer(db(), { smtpUrl: smtp.url, from: 'x@tanai.test' });
  refusing = createMailer(db(), { smtpUrl: refusingSmtp.url, from: 'x@tanai.test' });
  admin = await createUser(db(), { name: 'ผู้ดูแล ทดสอบ', profileType: 'admin', twoFactorEnabled: true });
  expect(admin?.isAdmin).toBe(true);
  const unconfirmed = await createUser(db(), {
    profileType: 'admin',
    confirmed: false,
    twoFactorEnabled: true,
  });
  outsiders = [
    ['a visitor', null],
    ['a member', await createUser(db())],
    ['a lawyer', await createUser(db(), { profileType: 'lawyer', lawyer: {} })],
    ['an admin whose e-mail is unconfirmed', unconfirmed],
  ];
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await refusingSmtp.close();
});

describe(`the admin e-mail screen's services on ${engineName()}`, () => {
  it('refuses visitors, members, lawyers and unconfirmed admins, and sends and records nothing', async () => {
    const id = await failedEmail();
    const audits = await auditCount();
    for (const [who, actor] of outsiders) {
      const expected = actor ? 'FORBIDDEN' : 'UNAUTHORIZED';
      expect((await refusal(() => listUndeliveredEmails(db(), actor))).code, `list by ${who}`).toBe(expected);
      expect((await refusal(() => resendEmail(db(), actor, mailer, id))).code, `resend by ${who}`).toBe(
        expected,
      );
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.received).toHaveLength(0);
    expect(await auditCount()).toBe(audits);
  });

  it('lists failed and given-up e-mails, newest first, without sent or logged ones and without the body', async () => {
    const failed = await failedEmail('listed-failed@example.com');
    const givenUp = await failedEmail('listed-given-up@example.com');
    await db()
      .update(emailOutbox)
      .set({ status: 'given_up', attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null })
      .where(eq(emailOutbox.id, givenUp));
    for (const status of ['sent', 'logged'] as const)
      await createEmail(db(), {
        toAddress: `${status}@example.com`,
        status,
        lastError: null,
        nextAttemptAt: null,
      });
    const { rows: list } = await listUndeliveredEmails(db(), admin);
    const addresses = list.map((e) => e.toAddress);
    expect(addresses).not.toContain('sent@example.com');
    expect(addresses).not.toContain('logged@example.com');
    expect(addresses.indexOf('listed-given-up@example.com')).toBeLessThan(
      addresses.indexOf('listed-failed@example.com'),
    );
    expect(list.find((e) => e.id === failed)).toMatchObject({
      kind: 'verify-email',
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/mailbox unavailable/),
      nextAttemptAt: expect.any(Date),
    });
    expect(list.find((e) => e.id === givenUp)).toMatchObject({ status: 'given_up', nextAttemptAt: null });
    expect(JSON.stringify(list)).not.toContain('token=secret');
  });

  it('sends a given-up e-mail again at once, with one audit entry', async () => {
    const id = await failedEmail('resend-me@example.com');
    await db()
      .update(emailOutbox)
      .set({ status: 'given_up', attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null })
      .where(eq(emailOutbox.id, id));
    const audits = await auditCount();
    const result = await resendEmail(db(), admin, mailer, id);
    expect(result).toEqual({ id, delivered: true, status: 'sent', attempts: EMAIL_MAX_ATTEMPTS + 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', nextAttemptAt: null });
    expect(smtp.received.filter((m) => m.to.includes('resend-me@example.com'))).toHaveLength(1);
    expect(await auditCount()).toBe(audits + 1);
    const {
      rows: [entry],
    } = await listAuditLog(db(), admin, { size: 1 });
    expect(entry).toMatchObject({
      action: 'email.resend',
      entityType: 'email',
      entityId: id,
      details: {
        before: { status: 'given_up', attempts: EMAIL_MAX_ATTEMPTS },
        after: { status: 'pending', attempts: EMAIL_MAX_ATTEMPTS + 1 },
      },
    });
    // Sent now: a second "send again" is refused and sends nothing.
    const again = await refusal(() => resendEmail(db(), admin, mailer, id));
    expect(again).toMatchObject({ code: 'CONFLICT', message: NOT_UNDELIVERED });
    expect(smtp.received.filter((m) => m.to.includes('resend-me@example.com'))).toHaveLength(1);
    expect(await auditCount()).toBe(audits + 1);
  });

  it('a resend the server refuses again schedules the next attempt like the retry job', async () => {
    const id = await failedEmail();
    const result = await resendEmail(db(), admin, refusing, id);
    expect(result).toMatchObject({ delivered: false, status: 'failed', attempts: 2 });
    const r = await row(id);
    expect(r.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    expect((await refusal(() => resendEmail(db(), admin, mailer, randomUUID()))).code).toBe('NOT_FOUND');
    expect((await refusal(() => resendEmail(db(), admin, mailer, 'nope'))).code).toBe('NOT_FOUND');
  });

  it("an e-mail being sent (claimed) is not sent again by the admin's button", async () => {
    const id = await failedEmail();
    await db().execute(sql`UPDATE email_outbox SET status = 'pending' WHERE id = ${id}`);
    expect((await refusal(() => resendEmail(db(), admin, mailer, id))).code).toBe('CONFLICT');
  });

  it('has the refusal text in every language', () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const section = resources[lang].common.adminEmails as { errors: Record<string, string> };
      expect(section.errors.notFailed).toBeTruthy();
    }
  });
});

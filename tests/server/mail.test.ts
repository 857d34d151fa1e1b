import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { verifyEmailContent } from '#server/mail/templates.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await createTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe(`the e-mail outbox on ${engineName()}`, () => {
  it('records each e-mail and sends it through SMTP', async () => {
    const mailer = createMailer(server.database.db, {
      smtpUrl: smtp.url,
      from: 'Tanai <no-reply@tanai.test>',
    });
    const content = verifyEmailContent('en', 'Jane', 'http://localhost:3000/api/auth/verify-email?token=abc');
    const result = await mailer.send({
      to: 'jane@example.com',
      kind: 'verify-email',
      locale: 'en',
      ...content,
    });
    expect(result.delivered).toBe(true);
    const got = smtp.received.find((m) => m.to.includes('jane@example.com'));
    expect(got?.raw).toContain('Subject: Confirm your e-mail - Tanai');
    expect(got?.raw).toContain('verify-email?token=abc');
    const [row] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, toAddress: 'jane@example.com', locale: 'en' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('marks an e-mail the SMTP server refused as failed, keeping it in the outbox', async () => {
    const refusing = await startSmtp({ refuse: true });
    try {
      const mailer = createMailer(server.database.db, { smtpUrl: refusing.url, from: 'x@tanai.test' });
      const result = await mailer.send({
        to: 'bounce@example.com',
        kind: 'verify-email',
        locale: 'th',
        ...verifyEmailContent('th', 'ก', 'http://localhost:3000/x'),
      });
      expect(result.delivered).toBe(false);
      const [row] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toMatch(/mailbox unavailable/);
      // The retry job sends it again a minute later (tests/server/email-retry.test.ts).
      expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await refusing.close();
    }
  });

  it('only logs an e-mail when no SMTP is configured', async () => {
    const mailer = createMailer(server.database.db, { from: 'x@tanai.test' });
    const before = smtp.received.length;
    const result = await mailer.send({
      to: 'logged@example.com',
      kind: 'verify-email',
      locale: 'zh',
      ...verifyEmailContent('zh', '王', 'http://localhost:3000/y'),
    });
    const [row] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
    expect(row?.status).toBe('logged');
    expect(row?.subject).toBe('确认您的电子邮箱 - Tanai');
    expect(smtp.received.length).toBe(before);
  });

  it('delivers the sign-up confirmation through SMTP with a link back to the site', async () => {
    const res = await server.authPost('/sign-up/email', {
      name: 'สมชาย ส่งจริง',
      email: 'smtp-signup@example.com',
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
      locale: 'th',
      callbackURL: '/th/auth?confirmed=1',
    });
    expect(res.status).toBe(200);
    const got = smtp.received.find((m) => m.to.includes('smtp-signup@example.com'));
    expect(got).toBeDefined();
    expect(got!.raw).toContain('http://localhost:3000/api/auth/verify-email?token=');
  });
});

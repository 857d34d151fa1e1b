import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_GIVE_UP_AFTER_HOURS, EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MINUTES } from '#domain/limits.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { startEmailRetry } from '#server/jobs/email-retry.ts';
import { createMailer, type Mailer, type OutgoingEmail, shortError } from '#server/mail/outbox.ts';
import { retryDueEmails } from '#server/mail/retry.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

let server: TestServer;
const db = () => server.database.db;
const open: TestSmtp[] = [];

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
  for (const s of open) await s.close();
});

async function smtpServer(options: Parameters<typeof startSmtp>[0]) {
  const smtp = await startSmtp(options);
  open.push(smtp);
  return { smtp, mailer: createMailer(db(), { smtpUrl: smtp.url, from: 'Tanai <no-reply@tanai.test>' }) };
}

let n = 0;
const email = (kind = 'verify-email'): OutgoingEmail => {
  n += 1;
  return {
    to: `retry-${n}@example.com`,
    kind,
    locale: 'en',
    subject: `Retry ${n}`,
    text: `Hello ${n}`,
    html: `<p>Hello ${n}</p>`,
  };
};

const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

/** Moves the e-mail's next attempt into the past: time has passed. */
const makeDue = (ids: string[]) =>
  db()
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(emailOutbox.id, ids));

/** Minutes from now to `at` (rounded). */
const minutesAhead = (at: Date | null) => Math.round(((at?.getTime() ?? Number.NaN) - Date.now()) / 60_000);

async function sendFailing(mailer: Mailer, outgoing = email()) {
  const result = await mailer.send(outgoing);
  expect(result.delivered).toBe(false);
  return result.id;
}

describe(`e-mail retries on ${engineName()}`, () => {
  it('sends a refused e-mail again with backoff until the SMTP server accepts it', async () => {
    const { smtp, mailer } = await smtpServer({ refuseFirst: 2 });
    const out = email();
    const id = await sendFailing(mailer, out);
    let r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(r.lastError).toMatch(/mailbox unavailable/);
    expect(minutesAhead(r.nextAttemptAt)).toBe(EMAIL_RETRY_DELAYS_MINUTES[0]);

    // Not due yet: nothing is sent.
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 0, sent: 0, failed: 0 });
    expect((await row(id)).attempts).toBe(1);

    await makeDue([id]);
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 0, sent: 0, failed: 1 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 2 });
    expect(minutesAhead(r.nextAttemptAt)).toBe(EMAIL_RETRY_DELAYS_MINUTES[1]);

    await makeDue([id]);
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 0, sent: 1, failed: 0 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null });
    expect(r.sentAt).toBeInstanceOf(Date);
    expect(smtp.refused()).toBe(2);
    expect(smtp.received.filter((m) => m.to.includes(out.to))).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain(`Subject: ${out.subject}`);

    // Sent: never sent again.
    await makeDue([id]);
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 0, sent: 0, failed: 0 });
    expect((await row(id)).status).toBe('sent');
  });

  it('gives up after the last attempt, each one later than the one before', async () => {
    const { smtp, mailer } = await smtpServer({ refuse: true });
    const id = await sendFailing(mailer);
    const delays: number[] = [minutesAhead((await row(id)).nextAttemptAt)];
    for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
      await makeDue([id]);
      await retryDueEmails(db(), mailer);
      const r = await row(id);
      expect(r.attempts).toBe(attempt);
      if (attempt < EMAIL_MAX_ATTEMPTS) {
        expect(r.status).toBe('failed');
        delays.push(minutesAhead(r.nextAttemptAt));
      } else {
        expect(r).toMatchObject({ status: 'given_up', nextAttemptAt: null });
        expect(r.lastError).toMatch(/mailbox unavailable/);
      }
    }
    expect(delays).toEqual([...EMAIL_RETRY_DELAYS_MINUTES]);
    expect(smtp.refused()).toBe(EMAIL_MAX_ATTEMPTS);
    // Given up is final: the job leaves it alone.
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    await retryDueEmails(db(), mailer);
    expect(await row(id)).toMatchObject({ status: 'given_up', attempts: EMAIL_MAX_ATTEMPTS });
    expect(smtp.refused()).toBe(EMAIL_MAX_ATTEMPTS);
  });

  it(`gives up an e-mail still unsent ${EMAIL_GIVE_UP_AFTER_HOURS} hours after it was written, without sending it`, async () => {
    const { smtp, mailer } = await smtpServer({ refuseFirst: 1 });
    const id = await sendFailing(mailer);
    await db()
      .update(emailOutbox)
      .set({
        createdAt: sql`now() - interval '${sql.raw(String(EMAIL_GIVE_UP_AFTER_HOURS))} hours 1 minute'`,
      })
      .where(eq(emailOutbox.id, id));
    await makeDue([id]);
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 1, sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'given_up', attempts: 1, nextAttemptAt: null });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a pending e-mail whose attempt never ended (the server stopped while sending)', async () => {
    const { smtp, mailer } = await smtpServer({});
    const [stuck] = await db()
      .insert(emailOutbox)
      .values({
        toAddress: 'stuck@example.com',
        subject: 'Stuck',
        textBody: 'x',
        kind: 'verify-email',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: sql`now() - interval '1 second'`,
      })
      .returning({ id: emailOutbox.id });
    expect(await retryDueEmails(db(), mailer)).toEqual({ givenUp: 0, sent: 1, failed: 0 });
    expect(await row(stuck!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.to)).toEqual([['stuck@example.com']]);
  });

  it('retries the e-mails of a batch (invitations are sent as one) and sends each once when two runs race', async () => {
    const refusing = await smtpServer({ refuse: true });
    const batch = [email('question-invitation'), email('question-invitation'), email('question-invitation')];
    const outcomes = await refusing.mailer.sendAll(batch);
    expect(outcomes.map((o) => o.delivered)).toEqual([false, false, false]);
    const ids = outcomes.map((o) => o.id);
    await makeDue(ids);
    // Two servers' runs at the same moment, each with its own mailer.
    const { smtp } = await smtpServer({});
    const a = createMailer(db(), { smtpUrl: smtp.url, from: 'a@tanai.test' });
    const b = createMailer(db(), { smtpUrl: smtp.url, from: 'b@tanai.test' });
    const [one, two] = await Promise.all([retryDueEmails(db(), a), retryDueEmails(db(), b)]);
    expect(one.sent + two.sent).toBe(3);
    for (const out of batch) expect(smtp.received.filter((m) => m.to.includes(out.to))).toHaveLength(1);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("runs from the server's job with the runtime's mailer; without SMTP nothing is retried", async () => {
    const { smtp } = await smtpServer({});
    const refusing = await smtpServer({ refuse: true });
    const id = await sendFailing(refusing.mailer);
    await makeDue([id]);
    // This server has no SMTP_URL: the job leaves the failed e-mail for later.
    await startEmailRetry(server.runtime).tick();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });

    const withSmtp = await createTestServer({ SMTP_URL: smtp.url });
    try {
      // A failed e-mail in that server's own database, due again.
      const job = startEmailRetry(withSmtp.runtime, 60_000);
      const failing = createMailer(withSmtp.database.db, {
        smtpUrl: refusing.smtp.url,
        from: 'x@tanai.test',
      });
      const other = (await failing.send(email())).id;
      await withSmtp.database.db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, other));
      await job.tick();
      job.stop();
      const [r] = await withSmtp.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, other));
      expect(r).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await withSmtp.close();
    }
  });

  it('keeps the last error short and without the password of an SMTP address', () => {
    const kept = shortError(
      new Error(`connect smtps://tanai:s3cret@smtp.example.com:465 failed ${'x'.repeat(500)}`),
    );
    expect(kept).not.toContain('s3cret');
    expect(kept).toContain('smtps://smtp.example.com:465 failed');
    expect(kept.length).toBeLessThanOrEqual(300);
  });
});

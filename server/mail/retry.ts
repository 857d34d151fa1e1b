import { type SQL, sql } from 'drizzle-orm';
import { EMAIL_GIVE_UP_AFTER_HOURS, EMAIL_RETRY_BATCH } from '#domain/limits.ts';
import type { Db } from '../db/client.ts';
import { attemptTimeoutAt, type Mailer, type StoredEmail } from './outbox.ts';

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  attempts: number;
  created_at: Date | string;
}

const storedEmail = (r: ClaimedRow): StoredEmail => ({
  id: r.id,
  toAddress: r.to_address,
  subject: r.subject,
  textBody: r.text_body,
  htmlBody: r.html_body,
  kind: r.kind,
  attempts: Number(r.attempts),
  createdAt: new Date(r.created_at),
});

/**
 * Claims outbox rows for an attempt in one statement: the rows `which` selects are locked with
 * FOR UPDATE SKIP LOCKED (a row another server is claiming is left to it), counted as one more attempt, marked
 * `pending` and given a next attempt at the attempt's timeout — so no other run picks them until that attempt
 * failed or was lost. Returns the claimed rows.
 */
export async function claimEmails(db: Pick<Db, 'execute'>, which: SQL, now: Date): Promise<StoredEmail[]> {
  const result = await db.execute(sql`
    UPDATE email_outbox
    SET attempts = attempts + 1, status = 'pending',
        next_attempt_at = ${attemptTimeoutAt(now).toISOString()}::timestamptz
    WHERE id IN (${which} FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, text_body, html_body, kind, attempts, created_at`);
  return (result.rows as unknown as ClaimedRow[]).map(storedEmail);
}

/**
 * The retry job's run (docs/decisions/0004-email-outbox.md): e-mails due again that are older than
 * EMAIL_GIVE_UP_AFTER_HOURS are given up; up to EMAIL_RETRY_BATCH others — `failed` ones whose backoff has passed,
 * `pending` ones whose attempt never ended — are claimed and sent again; each failure schedules the next attempt
 * or gives up. Safe when several servers run it at once: a row is claimed by one of them only. Without SMTP it
 * does nothing (nothing fails). A LINE push (`channel` 'line') is never taken: its notice went by e-mail instead
 * (docs/decisions/0021-line-notices.md).
 */
export async function retryDueEmails(
  db: Db,
  mailer: Mailer,
  now = new Date(),
): Promise<{ givenUp: number; sent: number; failed: number }> {
  if (!mailer.smtp) return { givenUp: 0, sent: 0, failed: 0 };
  const at = now.toISOString();
  const tooOld = new Date(now.getTime() - EMAIL_GIVE_UP_AFTER_HOURS * 3600_000).toISOString();
  const givenUp = await db.execute(sql`
    UPDATE email_outbox SET status = 'given_up', next_attempt_at = NULL
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE next_attempt_at <= ${at}::timestamptz AND status IN ('pending', 'failed') AND channel = 'email'
        AND created_at <= ${tooOld}::timestamptz
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const claimed = await claimEmails(
    db,
    sql`SELECT id FROM email_outbox
      WHERE next_attempt_at <= ${at}::timestamptz AND status IN ('pending', 'failed') AND channel = 'email'
      ORDER BY next_attempt_at
      LIMIT ${EMAIL_RETRY_BATCH}`,
    now,
  );
  const outcomes = await mailer.resend(claimed, now);
  const sent = outcomes.filter((o) => o.delivered).length;
  return { givenUp: givenUp.rows.length, sent, failed: outcomes.length - sent };
}

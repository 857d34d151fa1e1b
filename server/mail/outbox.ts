import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lang } from '#domain/i18n.ts';
import {
  EMAIL_ATTEMPT_TIMEOUT_MINUTES,
  EMAIL_GIVE_UP_AFTER_HOURS,
  EMAIL_MAX_ATTEMPTS,
  emailRetryAt,
} from '#domain/limits.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { logger } from '../logger.ts';
import { emailFailures } from '../metrics.ts';
import type { LinePusher } from './line-push.ts';
import type { EmailContent } from './templates.ts';

export interface OutgoingEmail extends EmailContent {
  to: string;
  kind: string;
  locale: Lang;
}

export interface Mailer {
  /** Records the e-mail in the outbox, then sends it (SMTP) or logs it (no SMTP). Returns the outbox id. */
  send(email: OutgoingEmail): Promise<{ id: string; delivered: boolean }>;
  /**
   * Several e-mails at once, answered in the same order: recorded with one statement, sent side by side, their
   * outcome written with one statement per status. A failed e-mail is marked `failed`, the others still go.
   */
  sendAll(emails: readonly OutgoingEmail[]): Promise<{ id: string; delivered: boolean }[]>;
  /**
   * Sends e-mails already in the outbox again — rows the caller has claimed (`server/mail/retry.ts`), their
   * `attempts` already counting this one — and writes each outcome: `sent`, or `failed` with the next attempt
   * (`given_up` past the bound). Without SMTP they are logged, as a new e-mail would be.
   */
  resend(rows: readonly StoredEmail[], now?: Date): Promise<{ id: string; delivered: boolean }[]>;
  /** Whether e-mails go out through SMTP (SMTP_URL); without it they are only logged and never fail. */
  readonly smtp: boolean;
  /**
   * LINE pushes through the same outbox, only when LINE notices are on (LINE_MESSAGING_ACCESS_TOKEN); the one
   * caller is the notifier (server/services/notices/send-notices.ts).
   */
  readonly line?: LinePusher;
}

/** An outbox row as a resend needs it. */
export type StoredEmail = Pick<
  typeof emailOutbox.$inferSelect,
  'id' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'kind' | 'attempts' | 'createdAt'
>;

/** How long an attempt under way may take before the e-mail is due again (the sender stopped meanwhile). */
export const attemptTimeoutAt = (now: Date) =>
  new Date(now.getTime() + EMAIL_ATTEMPT_TIMEOUT_MINUTES * 60_000);

/**
 * The outbox's record of a failed attempt: the next attempt with backoff (`failed`), or `given_up` once the
 * e-mail had EMAIL_MAX_ATTEMPTS attempts or is EMAIL_GIVE_UP_AFTER_HOURS old (docs/decisions/0004-email-outbox.md).
 */
export function failedAttempt(email: { attempts: number; createdAt: Date }, error: unknown, now: Date) {
  const givenUp =
    email.attempts >= EMAIL_MAX_ATTEMPTS ||
    now.getTime() - email.createdAt.getTime() >= EMAIL_GIVE_UP_AFTER_HOURS * 3600_000;
  return {
    status: givenUp ? ('given_up' as const) : ('failed' as const),
    nextAttemptAt: givenUp ? null : emailRetryAt(now, email.attempts),
    lastError: shortError(error),
  };
}

/**
 * A sending error as the outbox keeps it (and the admin e-mail screen shows it): one line, at most 300
 * characters, without the user and password of a URL (an SMTP address in a connection error).
 */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return truncateText(message.replace(/\/\/[^\s/@]*@/g, '//'), 300);
}

const linkPattern = /https?:\/\/[^\s"<>]+/g;

/** The outbox row of an e-mail; the id is made here, so a batch's ids are known without relying on RETURNING's order. */
const outboxRow = (email: OutgoingEmail) => ({
  id: randomUUID(),
  toAddress: email.to,
  subject: email.subject,
  textBody: email.text,
  htmlBody: email.html,
  kind: email.kind,
  locale: email.locale,
});

/**
 * One outbox for every e-mail (docs/decisions/0004-email-outbox.md).
 *
 * The e-mails are written on the request path (the callers promise, e.g., that an invited lawyer was e-mailed
 * before the asker is answered), so each costs as few database round trips as possible: without SMTP an e-mail is
 * recorded already as `logged` (one INSERT for a whole batch); with SMTP the batch is recorded as `pending` (its
 * first attempt under way) in one INSERT, handed to the transport side by side, and marked `sent` in one UPDATE (a
 * failure: `failed` with its next attempt, one UPDATE each). The retry job (`server/jobs/email-retry.ts`) sends a
 * failed e-mail again with backoff until it is sent or given up.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; line?: LinePusher }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  const sendAll: Mailer['sendAll'] = async (emails) => {
    if (emails.length === 0) return [];
    if (!transport) {
      // No SMTP: the e-mail's links go to the log so a developer can follow them.
      const rows = emails.map((email) => ({ ...outboxRow(email), status: 'logged' as const, attempts: 1 }));
      await db.insert(emailOutbox).values(rows);
      return emails.map((email, i) => {
        const id = rows[i]!.id;
        logger.info(
          { emailId: id, kind: email.kind, links: email.text.match(linkPattern) ?? [] },
          'e-mail (not sent: no SMTP_URL)',
        );
        return { id, delivered: true };
      });
    }
    // Recorded as the first attempt under way: should the server stop before its outcome is written, the retry
    // job sends it again once the attempt's time is up.
    const now = new Date();
    const rows = emails.map((email) => ({
      ...outboxRow(email),
      attempts: 1,
      nextAttemptAt: attemptTimeoutAt(now),
    }));
    await db.insert(emailOutbox).values(rows);
    const stored = emails.map((email, i) => ({
      id: rows[i]!.id,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      kind: email.kind,
      attempts: 1,
      createdAt: now,
    }));
    return deliver(transport, stored);
  };

  /** Hands stored e-mails to SMTP side by side; one UPDATE for those sent, one for each failure. */
  const deliver = async (smtp: Transporter, emails: readonly StoredEmail[], now?: Date) => {
    const outcomes = await Promise.all(
      emails.map(async (email) => {
        try {
          await smtp.sendMail({
            from: options.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody ?? undefined,
          });
          return { id: email.id, delivered: true };
        } catch (error) {
          const failed = failedAttempt(email, error, now ?? new Date());
          logger.error(
            {
              emailId: email.id,
              kind: email.kind,
              attempts: email.attempts,
              status: failed.status,
              err: failed.lastError,
            },
            'e-mail sending failed',
          );
          emailFailures.inc({ outcome: failed.status });
          await db.update(emailOutbox).set(failed).where(eq(emailOutbox.id, email.id));
          return { id: email.id, delivered: false };
        }
      }),
    );
    const sent = outcomes.filter((o) => o.delivered).map((o) => o.id);
    if (sent.length > 0) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null })
        .where(inArray(emailOutbox.id, sent));
    }
    return outcomes;
  };

  const resend: Mailer['resend'] = async (emails, now) => {
    if (emails.length === 0) return [];
    if (transport) return deliver(transport, emails, now);
    await db
      .update(emailOutbox)
      .set({ status: 'logged', nextAttemptAt: null })
      .where(
        inArray(
          emailOutbox.id,
          emails.map((e) => e.id),
        ),
      );
    return emails.map((email) => {
      logger.info(
        { emailId: email.id, kind: email.kind, links: email.textBody.match(linkPattern) ?? [] },
        'e-mail (not sent: no SMTP_URL)',
      );
      return { id: email.id, delivered: true };
    });
  };

  return {
    sendAll,
    resend,
    smtp: Boolean(transport),
    line: options.line,
    async send(email) {
      const [outcome] = await sendAll([email]);
      return outcome!;
    },
  };
}

/** The newest outbox rows, for the development outbox page. */
export async function listOutbox(db: Db, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

/** One outbox row with both of its parts, for the development outbox's view of an e-mail's HTML. */
export async function findOutboxEmail(db: Db, id: string) {
  const [row] = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      kind: emailOutbox.kind,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row ?? null;
}

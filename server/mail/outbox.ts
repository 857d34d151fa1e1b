import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lang } from '#domain/i18n.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { logger } from '../logger.ts';
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
 * recorded already as `logged` (one INSERT for a whole batch); with SMTP the batch is recorded as `pending` in one
 * INSERT, handed to the transport side by side, and marked `sent` in one UPDATE (a failure: `failed`, one UPDATE
 * each).
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
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
    const rows = emails.map(outboxRow);
    await db.insert(emailOutbox).values(rows);
    const outcomes = await Promise.all(
      emails.map(async (email, i) => {
        const id = rows[i]!.id;
        try {
          await transport.sendMail({
            from: options.from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
          return { id, delivered: true };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          logger.error({ emailId: id, kind: email.kind, err: message }, 'e-mail sending failed');
          await db
            .update(emailOutbox)
            .set({ status: 'failed', attempts: 1, lastError: message.slice(0, 500) })
            .where(eq(emailOutbox.id, id));
          return { id, delivered: false };
        }
      }),
    );
    const sent = outcomes.filter((o) => o.delivered).map((o) => o.id);
    if (sent.length > 0) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts: 1, sentAt: new Date() })
        .where(inArray(emailOutbox.id, sent));
    }
    return outcomes;
  };

  return {
    sendAll,
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

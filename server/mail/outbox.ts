import { desc, eq } from 'drizzle-orm';
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
}

const linkPattern = /https?:\/\/[^\s"<>]+/g;

/** One outbox for every e-mail (decisions.md item 19). */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          kind: email.kind,
          locale: email.locale,
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!transport) {
        // No SMTP: the e-mail's links go to the log so a developer can follow them.
        logger.info(
          { emailId: id, kind: email.kind, links: email.text.match(linkPattern) ?? [] },
          'e-mail (not sent: no SMTP_URL)',
        );
        await db.update(emailOutbox).set({ status: 'logged', attempts: 1 }).where(eq(emailOutbox.id, id));
        return { id, delivered: true };
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', attempts: 1, sentAt: new Date() })
          .where(eq(emailOutbox.id, id));
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

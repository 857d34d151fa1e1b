import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../mail/outbox.ts';
import { claimEmails } from '../../../mail/retry.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';

/** The message of a "send again" for an e-mail that is no longer failed (sent meanwhile, or being sent). */
export const NOT_UNDELIVERED = 'adminEmails.errors.notFailed';

/** The message of a "send again" for a LINE push: never sent again, its notice went by e-mail instead. */
export const LINE_NOT_RESENT = 'adminEmails.errors.linePush';

/**
 * "Send again now": one attempt at once for a failed or given-up e-mail, claimed like the retry job's
 * (FOR UPDATE SKIP LOCKED: never sent twice when the job takes it at the same moment) with the audit entry in the
 * claim's transaction; the outcome follows the retry policy (docs/decisions/0004-email-outbox.md). NOT_FOUND for an
 * unknown id; CONFLICT when the e-mail is sent or being sent, or is a LINE push (never sent again, nor by SMTP:
 * docs/decisions/0021-line-notices.md).
 */
export async function resendEmail(
  db: Db,
  actor: Actor,
  mailer: Mailer,
  id: string,
  now = new Date(),
): Promise<{ id: string; delivered: boolean; status: string; attempts: number }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const claimed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, channel: emailOutbox.channel })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .limit(1);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.channel !== 'email') throw new AppError('CONFLICT', LINE_NOT_RESENT);
    const rows = await claimEmails(
      tx,
      sql`SELECT id FROM email_outbox WHERE id = ${id} AND channel = 'email' AND status IN ('failed', 'given_up')`,
      now,
    );
    if (rows.length === 0) throw new AppError('CONFLICT', NOT_UNDELIVERED);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'email.resend',
      entityType: 'email',
      entityId: id,
      before: { status: before.status, attempts: before.attempts },
      after: { status: 'pending', attempts: rows[0]!.attempts },
    });
    return rows;
  });
  const [outcome] = await mailer.resend(claimed, now);
  const [after] = await db
    .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .limit(1);
  return {
    id,
    delivered: outcome?.delivered ?? false,
    status: after?.status ?? 'pending',
    attempts: after?.attempts ?? 0,
  };
}

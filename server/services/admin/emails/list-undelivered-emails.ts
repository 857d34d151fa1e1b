import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/** The statuses the admin e-mail screen lists: not delivered, being retried (`failed`) or final (`given_up`). */
export const UNDELIVERED_STATUSES = ['failed', 'given_up'] as const;

/**
 * E-mails that failed or were given up, newest first (admins only): when, kind, address, attempts, the last error
 * (kept short and without credentials by `shortError`), the next attempt. Never the body (it may hold a link).
 */
export async function listUndeliveredEmails(db: Db, actor: Actor, limit = 200) {
  requireAdmin(actor);
  return db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      channel: emailOutbox.channel,
      toAddress: emailOutbox.toAddress,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, [...UNDELIVERED_STATUSES]))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

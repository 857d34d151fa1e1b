import { and, notInArray } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { readCursor } from '#domain/paging.ts';
import type { Db } from '../../../db/client.ts';
import { keyset, keysetOrder, pageOf } from '../../../db/keyset.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/**
 * The admin e-mail screen lists the e-mails not delivered, being retried (`failed`) or final (`given_up`): every
 * status but these. Written as "not these" to match the partial index `email_outbox_undelivered_idx`, whose
 * predicate cannot name `given_up` (a value added to the type by a later migration: PostgreSQL refuses it in the
 * transaction that adds it, and a new database runs every migration in one).
 */
export const NOT_UNDELIVERED_STATUSES = ['pending', 'sent', 'logged'] as const;

const newestFirst = keysetOrder({
  sort: emailOutbox.createdAt,
  id: emailOutbox.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * E-mails that failed or were given up, newest first, a page at a time (`size` a page, the page after the cursor
 * `after`; keyset paging, server/db/keyset.ts) (admins only): when, kind, address, attempts, the last error (kept
 * short and without credentials by `shortError`), the next attempt. Never the body (it may hold a link).
 */
export async function listUndeliveredEmails(
  db: Db,
  actor: Actor,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
) {
  requireAdmin(actor);
  const cursor = readCursor(after);
  const ks = keyset(newestFirst, cursor, size);
  const rows = await db
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
      pageKey: ks.pageKey,
    })
    .from(emailOutbox)
    .where(and(notInArray(emailOutbox.status, [...NOT_UNDELIVERED_STATUSES]), ks.where))
    .orderBy(...ks.orderBy)
    .limit(ks.limit);
  return pageOf(rows, size, cursor);
}

import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { readCursor } from '#domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { keyset, keysetOrder, pageOf } from '../../db/keyset.ts';
import { adminAuditLog, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireAdmin } from '../guard.ts';

/** A transaction handle or the database: audit entries are written with the change they describe. */
type Writer = Pick<Db, 'insert'>;

/**
 * Records one admin change — who, what, on which record, the values before and after — in the SAME
 * transaction as the change (pass the transaction's `tx`), so a change and its entry stand or fall together.
 */
export async function recordAudit(
  tx: Writer,
  entry: {
    actorUserId: string | null;
    action: string;
    entityType: string;
    entityId: string | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await tx.insert(adminAuditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
  });
}

/**
 * The values of an edited record that changed, before and after (compared as JSON), for an update's audit entry:
 * `recordAudit(tx, { …, ...auditChanges(snapshot(before), snapshot(after)) })`.
 */
export function auditChanges(before: object, after: object) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const a = before as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(a[key]) !== JSON.stringify(value)) {
      was[key] = a[key];
      now[key] = value;
    }
  }
  return { before: was, after: now };
}

/**
 * The entry's record id as a uuid, null when it is not one (a user's id is text): every record but a user's has a
 * uuid key, so the lookups below compare the key with a uuid and use its primary key index (comparing `id::text`
 * instead reads the whole table for each entry).
 */
const recordUuid = sql`(CASE WHEN ${adminAuditLog.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  THEN ${adminAuditLog.entityId}::uuid END)`;

/**
 * What an entry is about in words: the name or title of its record as it is now (a lawyer's or applicant's name,
 * a question's title, a category's name, the lawyer of an invitation, a featured entry, a review or a listing claim, the account's name),
 * null when the record is gone or has none (the page then falls back to the names in the entry's values).
 */
export const auditSubject = sql<string | null>`CASE ${adminAuditLog.entityType}
  WHEN 'lawyer' THEN (SELECT l.name FROM lawyers l WHERE l.id = ${recordUuid})
  WHEN 'lawyer_application' THEN
    (SELECT a.full_name FROM lawyer_applications a WHERE a.id = ${recordUuid})
  WHEN 'case_category' THEN (SELECT c.name FROM case_categories c WHERE c.id = ${recordUuid})
  WHEN 'question' THEN (SELECT q.title FROM questions q WHERE q.id = ${recordUuid})
  WHEN 'question_recipient' THEN (SELECT l.name FROM question_recipients r JOIN lawyers l ON l.id = r.lawyer_id
    WHERE r.id = ${recordUuid})
  WHEN 'featured_lawyer' THEN (SELECT l.name FROM featured_lawyers f JOIN lawyers l ON l.id = f.lawyer_id
    WHERE f.id = ${recordUuid})
  WHEN 'appointment_request' THEN
    (SELECT p.name FROM appointment_requests p WHERE p.id = ${recordUuid})
  WHEN 'review' THEN (SELECT l.name FROM reviews v JOIN lawyers l ON l.id = v.lawyer_id
    WHERE v.id = ${recordUuid})
  WHEN 'listing_claim' THEN (SELECT l.name FROM listing_claims c JOIN lawyers l ON l.id = c.lawyer_id
    WHERE c.id = ${recordUuid})
  WHEN 'user' THEN (SELECT u.full_name FROM profiles u WHERE u.user_id = ${adminAuditLog.entityId})
  END`;

const newestFirst = keysetOrder({
  sort: adminAuditLog.createdAt,
  id: adminAuditLog.id,
  idType: 'bigint',
  direction: 'desc',
});

/**
 * The audit entries, newest first, a page at a time (`size` a page, the page after the cursor `after`; keyset
 * paging, server/db/keyset.ts), with the actor's name and the subject of each (admins only).
 */
export async function listAuditLog(
  db: Db,
  actor: Actor,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
) {
  requireAdmin(actor);
  const cursor = readCursor(after);
  const ks = keyset(newestFirst, cursor, size);
  const rows = await db
    .select({
      subject: auditSubject,
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      entityType: adminAuditLog.entityType,
      entityId: adminAuditLog.entityId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      actorName: profiles.fullName,
      pageKey: ks.pageKey,
    })
    .from(adminAuditLog)
    .leftJoin(profiles, sql`${profiles.userId} = ${adminAuditLog.actorUserId}`)
    .where(ks.where)
    .orderBy(...ks.orderBy)
    .limit(ks.limit);
  return pageOf(rows, size, cursor);
}

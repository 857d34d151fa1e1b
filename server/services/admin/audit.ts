import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireAdmin } from './guard.ts';

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

/** The newest audit entries with the actor's name (admins only). */
export async function listAuditLog(db: Db, actor: Actor, limit = 200) {
  requireAdmin(actor);
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      entityType: adminAuditLog.entityType,
      entityId: adminAuditLog.entityId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      actorName: profiles.fullName,
    })
    .from(adminAuditLog)
    .leftJoin(profiles, sql`${profiles.userId} = ${adminAuditLog.actorUserId}`)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}

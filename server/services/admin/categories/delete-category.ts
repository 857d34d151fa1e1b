import { eq } from 'drizzle-orm';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { lockCategory, snapshot } from './category-record.ts';

/**
 * Deletes a category (after the confirmation in the screen); the audit entry keeps the whole record. Answers the
 * deleted category's name.
 */
export async function deleteCategory(db: Db, actor: Actor, id: unknown): Promise<{ name: string }> {
  requireAdmin(actor);
  return publicDataTransaction(db, async (tx) => {
    const before = await lockCategory(tx, id);
    await tx.delete(caseCategories).where(eq(caseCategories.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'delete-category',
      entityType: 'case_category',
      entityId: before.id,
      before: snapshot(before),
    });
    return { name: before.name };
  });
}

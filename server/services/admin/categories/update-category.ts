import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { CATEGORY_ERRORS, categorySchema } from '#domain/schemas/category.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { auditChanges, recordAudit } from '../audit.ts';
import { categoryColumns, checkSlugFree, lockCategory, snapshot, uniqueSlug } from './category-record.ts';

/** Saves every field of a category (same rules as creating one; its own slug stays allowed). */
export async function updateCategory(db: Db, actor: Actor, id: unknown, input: unknown): Promise<void> {
  requireAdmin(actor);
  const data = parseInput(categorySchema, input);
  await uniqueSlug(() =>
    publicDataTransaction(db, async (tx) => {
      const before = await lockCategory(tx, id);
      await checkSlugFree(tx, data.slug, before.id);
      const [after] = await tx
        .update(caseCategories)
        .set({ ...categoryColumns(data), updatedAt: sql`now()` })
        .where(eq(caseCategories.id, before.id))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', CATEGORY_ERRORS.notFound);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'update-category',
        entityType: 'case_category',
        entityId: before.id,
        ...auditChanges(snapshot(before), snapshot(after)),
      });
    }),
  );
}

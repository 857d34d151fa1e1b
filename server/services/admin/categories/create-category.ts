import { categorySchema } from '#domain/schemas/category.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { categoryColumns, checkSlugFree, snapshot, uniqueSlug } from './category-record.ts';

/** Creates a category: name and slug required ('กรอกชื่อและสลัก (slug)'), the slug well-formed and unused. */
export async function createCategory(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  requireAdmin(actor);
  const data = parseInput(categorySchema, input);
  return uniqueSlug(() =>
    publicDataTransaction(db, async (tx) => {
      await checkSlugFree(tx, data.slug);
      const [row] = await tx.insert(caseCategories).values(categoryColumns(data)).returning();
      if (!row) throw new Error('the category was not stored');
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'create-category',
        entityType: 'case_category',
        entityId: row.id,
        after: snapshot(row),
      });
      return { id: row.id };
    }),
  );
}

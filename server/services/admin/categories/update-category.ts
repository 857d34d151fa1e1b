import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import {
  type CategoryRow,
  checkSlugFree,
  E,
  lockCategory,
  parse,
  snapshot,
  uniqueSlug,
  values,
} from './category-record.ts';

function changes(before: CategoryRow, after: CategoryRow) {
  const a = snapshot(before) as Record<string, unknown>;
  const b = snapshot(after) as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(b)) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      was[key] = a[key];
      now[key] = b[key];
    }
  }
  return { before: was, after: now };
}

/** Saves every field of a category (same rules as creating one; its own slug stays allowed). */
export async function updateCategory(db: Db, actor: Actor, id: unknown, input: unknown): Promise<void> {
  requireAdmin(actor);
  const data = parse(input);
  await uniqueSlug(() =>
    publicDataTransaction(db, async (tx) => {
      const before = await lockCategory(tx, id);
      await checkSlugFree(tx, data.slug, before.id);
      const [after] = await tx
        .update(caseCategories)
        .set({ ...values(data), updatedAt: sql`now()` })
        .where(eq(caseCategories.id, before.id))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', E.notFound);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'update-category',
        entityType: 'case_category',
        entityId: before.id,
        ...changes(before, after),
      });
    }),
  );
}

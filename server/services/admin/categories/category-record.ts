import { and, eq, ne } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { CATEGORY_ERRORS, type CategoryInput } from '#domain/schemas/category.ts';
import type { Tx } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';

/**
 * Case categories (docs/product-rules.md, "Administration"): the
 * list ordered by display order then name; create, edit and delete. Every function checks the admin first,
 * and every change writes exactly one audit entry in the same transaction, which empties the public data cache
 * once committed (`publicDataTransaction`, server/cache/public-data.ts). Refused input throws
 * `AppError` with `fields` (a message key per field) and stores nothing.
 */

export type CategoryRow = typeof caseCategories.$inferSelect;

/** The audit snapshot of a category (everything but the timestamps). */
export function snapshot(row: CategoryRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

const slugTaken = () => inputError({ slug: CATEGORY_ERRORS.slugTaken }, 'CONFLICT');

export async function checkSlugFree(tx: Tx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: caseCategories.id })
    .from(caseCategories)
    .where(
      exceptId
        ? and(eq(caseCategories.slug, slug), ne(caseCategories.id, exceptId))
        : eq(caseCategories.slug, slug),
    )
    .limit(1);
  if (other) throw slugTaken();
}

/** Two saves with the same slug at the same moment: the unique index lets one through. */
export async function uniqueSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'case_categories_slug_unique')) throw slugTaken();
    throw error;
  }
}

/** The columns of a category from its checked input. */
export const categoryColumns = (data: CategoryInput) => ({
  name: data.name,
  slug: data.slug,
  description: data.description ?? null,
  keywords: data.keywords,
  experienceAreas: data.experienceAreas,
  icon: data.icon ?? null,
  displayOrder: data.displayOrder,
  active: data.active,
});

/** The category, locked for the change; NOT_FOUND when there is none. */
export async function lockCategory(tx: Tx, id: unknown): Promise<CategoryRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', CATEGORY_ERRORS.notFound);
  const [row] = await tx
    .select()
    .from(caseCategories)
    .where(eq(caseCategories.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CATEGORY_ERRORS.notFound);
  return row;
}

import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import type { CategoryRow } from './category-record.ts';

export interface AdminCategory extends Omit<CategoryRow, 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every category, ordered by display order, then name. */
export async function listCategories(db: Db, actor: Actor): Promise<AdminCategory[]> {
  requireAdmin(actor);
  const rows = await db
    .select()
    .from(caseCategories)
    .orderBy(asc(caseCategories.displayOrder), asc(caseCategories.name), asc(caseCategories.id));
  return rows.map(toAdminCategory);
}

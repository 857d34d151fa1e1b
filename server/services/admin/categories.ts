import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { CATEGORY_ERRORS, type CategoryInput, categorySchema } from '#domain/schemas/category.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { caseCategories } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './guard.ts';

/**
 * Case categories (docs/product-rules.md, "Administration"): the
 * list ordered by display order then name; create, edit and delete. Every function checks the admin first,
 * and every change writes exactly one audit entry in the same transaction, which empties the public data cache
 * once committed (`publicDataTransaction`, server/cache/public-data.ts). Refused input throws
 * `AppError` with `fields` (a message key per field) and stores nothing.
 */

const E = CATEGORY_ERRORS;

type CategoryRow = typeof caseCategories.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AdminCategory extends Omit<CategoryRow, 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function snapshot(row: CategoryRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

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

function parse(input: unknown): CategoryInput {
  const parsed = categorySchema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  return parsed.data;
}

const slugTaken = () => inputError({ slug: E.slugTaken }, 'CONFLICT');

async function checkSlugFree(tx: Tx, slug: string, exceptId?: string) {
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
async function uniqueSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'case_categories_slug_unique')) throw slugTaken();
    throw error;
  }
}

const values = (data: CategoryInput) => ({
  name: data.name,
  slug: data.slug,
  description: data.description ?? null,
  keywords: data.keywords,
  experienceAreas: data.experienceAreas,
  icon: data.icon ?? null,
  displayOrder: data.displayOrder,
  active: data.active,
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

/** Creates a category: name and slug required ('กรอกชื่อและสลัก (slug)'), the slug well-formed and unused. */
export async function createCategory(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  requireAdmin(actor);
  const data = parse(input);
  return uniqueSlug(() =>
    publicDataTransaction(db, async (tx) => {
      await checkSlugFree(tx, data.slug);
      const [row] = await tx.insert(caseCategories).values(values(data)).returning();
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

async function lockCategory(tx: Tx, id: unknown): Promise<CategoryRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', E.notFound);
  const [row] = await tx
    .select()
    .from(caseCategories)
    .where(eq(caseCategories.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return row;
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

/** Deletes a category (after the confirmation in the screen); the audit entry keeps the whole record. */
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

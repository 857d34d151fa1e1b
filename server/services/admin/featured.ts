import { and, asc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, inputError } from '#domain/errors.ts';
import { FEATURED_SEARCH_LIMIT } from '#domain/limits.ts';
import {
  featuredAddSchema,
  featuredDeleteSchema,
  featuredPinSchema,
  featuredSearchSchema,
  featuredUpdateSchema,
  pinFieldName,
} from '#domain/schemas/featured.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import {
  type FeaturedLawyerRow,
  featuredLawyers,
  type LawyerRow,
  lawyers,
  lawyersPublic,
} from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { containsPattern } from '../lawyers/search-lawyers.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './guard.ts';

/**
 * The admin featured-lawyer list (docs/product-rules.md, "Administration"). Every function checks
 * the admin first; every change is one transaction with exactly one audit entry, which empties the public data
 * cache once committed (`publicDataTransaction`, server/cache/public-data.ts), so the home page's featured
 * lawyer (server/services/lawyers/featured-lawyer.ts) shows the change at once.
 */

const ENTITY = 'featured_lawyer';
const LAWYER_UNIQUE = 'featured_lawyers_lawyer_id_unique';
const PIN_UNIQUE = 'featured_lawyers_pin_unique';

export const FEATURED_MESSAGES = {
  lawyerNotFound: 'adminFeatured.errors.lawyerNotFound',
  alreadyFeatured: 'adminFeatured.errors.alreadyFeatured',
  entryNotFound: 'adminFeatured.errors.entryNotFound',
  pinTaken: 'adminFeatured.errors.pinTaken',
  /** The spec's 'ไม่พบรายชื่อที่ต้องการปักหมุด'. */
  pinNotFound: 'adminFeatured.errors.pinNotFound',
  pinNotFoundName: 'adminFeatured.errors.pinNotFoundName',
  pinDuplicate: 'adminFeatured.errors.pinDuplicate',
} as const;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Admin writes to the table are serialised (reads, such as the home page's, are not blocked): the checks
 * "already featured" and "pin in use" then hold until the transaction ends, on PostgreSQL as on PGlite.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const lockTable = (tx: Tx) => tx.execute(sql`LOCK TABLE featured_lawyers IN SHARE ROW EXCLUSIVE MODE`);

/**
 * A featured entry with its lawyer's name and place; an entry of a lawyer who is no longer verified (`verified`)
 * stays in the list but is not shown on the home page.
 */
export type FeaturedEntry = Pick<
  FeaturedLawyerRow,
  'id' | 'lawyerId' | 'displayOrder' | 'pinPosition' | 'active'
> &
  Pick<LawyerRow, 'name' | 'province' | 'district' | 'verified'>;

const entryColumns = {
  id: featuredLawyers.id,
  lawyerId: featuredLawyers.lawyerId,
  name: lawyers.name,
  province: lawyers.province,
  district: lawyers.district,
  verified: lawyers.verified,
  displayOrder: featuredLawyers.displayOrder,
  pinPosition: featuredLawyers.pinPosition,
  active: featuredLawyers.active,
};

/** Every featured entry, by pin position (none last), then display order: the order the home page uses. */
export async function listFeaturedEntries(db: Db, actor: Actor): Promise<FeaturedEntry[]> {
  requireAdmin(actor);
  return db
    .select(entryColumns)
    .from(featuredLawyers)
    .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
    .orderBy(
      sql`${featuredLawyers.pinPosition} ASC NULLS LAST`,
      asc(featuredLawyers.displayOrder),
      asc(featuredLawyers.id),
    );
}

export type FeaturedCandidate = Pick<LawyerRow, 'id' | 'name' | 'province' | 'district'> & {
  /** Already in the featured list (adding it again is refused). */
  featured: boolean;
};

/**
 * Search of the public lawyer view (verified lawyers only): partial, case-insensitive name, by name, at most
 * FEATURED_SEARCH_LIMIT rows. A blank text lists the first names.
 */
export async function searchFeaturedCandidates(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<FeaturedCandidate[]> {
  requireAdmin(actor);
  const { q } = parse(featuredSearchSchema, input);
  const rows = await db
    .select({
      id: lawyersPublic.id,
      name: lawyersPublic.name,
      province: lawyersPublic.province,
      district: lawyersPublic.district,
      featuredId: featuredLawyers.id,
    })
    .from(lawyersPublic)
    .leftJoin(featuredLawyers, eq(featuredLawyers.lawyerId, lawyersPublic.id))
    .where(q ? ilike(lawyersPublic.name, containsPattern(q)) : undefined)
    .orderBy(asc(lawyersPublic.name), asc(lawyersPublic.id))
    .limit(FEATURED_SEARCH_LIMIT);
  return rows.map(({ featuredId, ...r }) => ({ ...r, featured: featuredId !== null }));
}

/** Adds a verified lawyer to the list ({ lawyer_id, display_order, active }, unpinned). */
export async function addFeaturedLawyer(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const data = parse(featuredAddSchema, input);
  try {
    return await publicDataTransaction(db, async (tx) => {
      await lockTable(tx);
      const [lawyer] = await tx
        .select({ id: lawyersPublic.id, name: lawyersPublic.name })
        .from(lawyersPublic)
        .where(eq(lawyersPublic.id, data.lawyerId))
        .limit(1);
      if (!lawyer) throw inputError({ lawyerId: FEATURED_MESSAGES.lawyerNotFound }, 'NOT_FOUND');
      const [existing] = await tx
        .select({ id: featuredLawyers.id })
        .from(featuredLawyers)
        .where(eq(featuredLawyers.lawyerId, data.lawyerId))
        .limit(1);
      if (existing) throw new AppError('CONFLICT', FEATURED_MESSAGES.alreadyFeatured);
      const [row] = await tx
        .insert(featuredLawyers)
        .values({ lawyerId: data.lawyerId, displayOrder: data.displayOrder, active: data.active })
        .returning();
      if (!row) throw new AppError('CONFLICT');
      const after = snapshot(row, lawyer.name);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'featured-add',
        entityType: ENTITY,
        entityId: row.id,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, LAWYER_UNIQUE))
      throw new AppError('CONFLICT', FEATURED_MESSAGES.alreadyFeatured);
    throw error;
  }
}

/**
 * Saves one entry's display order, pin position (1-3 or none) and active flag. A pin position already held by
 * another entry is refused (the admin unpins that entry first, or uses the pin form): nothing moves silently.
 * Saving unchanged values changes nothing and records nothing.
 */
export async function updateFeaturedEntry(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const data = parse(featuredUpdateSchema, input);
  try {
    return await publicDataTransaction(db, async (tx) => {
      await lockTable(tx);
      const [current] = await tx
        .select({ row: featuredLawyers, name: lawyers.name })
        .from(featuredLawyers)
        .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
        .where(eq(featuredLawyers.id, data.id))
        .limit(1);
      if (!current) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
      const before = snapshot(current.row, current.name);
      if (
        before.displayOrder === data.displayOrder &&
        before.pinPosition === data.pinPosition &&
        before.active === data.active
      )
        return { changed: false as const, entry: before };
      if (data.pinPosition !== null) {
        const [holder] = await tx
          .select({ id: featuredLawyers.id })
          .from(featuredLawyers)
          .where(and(eq(featuredLawyers.pinPosition, data.pinPosition), ne(featuredLawyers.id, data.id)))
          .limit(1);
        if (holder) throw inputError({ pinPosition: FEATURED_MESSAGES.pinTaken });
      }
      const [row] = await tx
        .update(featuredLawyers)
        .set({ displayOrder: data.displayOrder, pinPosition: data.pinPosition, active: data.active })
        .where(eq(featuredLawyers.id, data.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
      const after = snapshot(row, current.name);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'featured-update',
        entityType: ENTITY,
        entityId: row.id,
        before,
        after,
      });
      return { changed: true as const, entry: after };
    });
  } catch (error) {
    if (isUniqueViolation(error, PIN_UNIQUE)) throw inputError({ pinPosition: FEATURED_MESSAGES.pinTaken });
    throw error;
  }
}

/** Removes an entry from the list (the lawyer stays in the directory). */
export async function deleteFeaturedEntry(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const { id } = parse(featuredDeleteSchema, input);
  return publicDataTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ name: lawyers.name })
      .from(featuredLawyers)
      .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
      .where(eq(featuredLawyers.id, id))
      .limit(1);
    const [row] = await tx.delete(featuredLawyers).where(eq(featuredLawyers.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
    const before = snapshot(row, current?.name ?? null);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'featured-delete',
      entityType: ENTITY,
      entityId: row.id,
      before,
    });
    return before;
  });
}

/**
 * Pin three lawyers by name: each non-blank name (position = its field, 1..3; blank fields are skipped)
 * is matched to the first lawyer of the public view whose name contains it, case-insensitively — an exact
 * (case-insensitive) name first, then by name. Then, in ONE transaction with ONE audit entry, the existing
 * pinned rows and the rows of the matched lawyers are deleted and the matched lawyers inserted at their
 * positions (active; keeping a matched lawyer's earlier display order, else 0). Unpinned entries of other
 * lawyers stay. A name that matches nobody ('ไม่พบรายชื่อที่ต้องการปักหมุด', with the name), or two names that match the same
 * lawyer, change nothing.
 */
export async function pinFeaturedByName(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const parsed = featuredPinSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw inputError({
      [pinFieldName(1)]: fields.names ?? 'adminFeatured.errors.pinNamesRequired',
    });
  }
  const wanted = parsed.data.names
    .map((name, index) => ({ name, position: index + 1 }))
    .filter((w) => w.name !== '');
  try {
    return await publicDataTransaction(db, async (tx) => {
      await lockTable(tx);
      const matches: { position: number; lawyerId: string; name: string }[] = [];
      const missing: Record<string, string> = {};
      const missingNames: Record<string, Record<string, string>> = {};
      for (const w of wanted) {
        const [found] = await tx
          .select({ id: lawyersPublic.id, name: lawyersPublic.name })
          .from(lawyersPublic)
          .where(ilike(lawyersPublic.name, containsPattern(w.name)))
          .orderBy(
            sql`(lower(${lawyersPublic.name}) = lower(${w.name})) DESC`,
            asc(lawyersPublic.name),
            asc(lawyersPublic.id),
          )
          .limit(1);
        if (found) matches.push({ position: w.position, lawyerId: found.id, name: found.name });
        else {
          // The message names the name that matched nobody (several fields may be wrong at once).
          missing[pinFieldName(w.position)] = FEATURED_MESSAGES.pinNotFoundName;
          missingNames[pinFieldName(w.position)] = { name: w.name };
        }
      }
      if (Object.keys(missing).length > 0) throw inputError(missing, 'INVALID_INPUT', missingNames);
      const duplicates: Record<string, string> = {};
      matches.forEach((m, i) => {
        if (matches.findIndex((o) => o.lawyerId === m.lawyerId) !== i)
          duplicates[pinFieldName(m.position)] = FEATURED_MESSAGES.pinDuplicate;
      });
      if (Object.keys(duplicates).length > 0) throw inputError(duplicates);

      const lawyerIds = matches.map((m) => m.lawyerId);
      const replaced: SQL = or(
        isNotNull(featuredLawyers.pinPosition),
        inArray(featuredLawyers.lawyerId, lawyerIds),
      )!;
      const beforeRows = await tx
        .select({ row: featuredLawyers, name: lawyers.name })
        .from(featuredLawyers)
        .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
        .where(replaced)
        .orderBy(sql`${featuredLawyers.pinPosition} ASC NULLS LAST`, asc(featuredLawyers.displayOrder));
      await tx.delete(featuredLawyers).where(replaced);
      const earlierOrder = new Map(beforeRows.map((b) => [b.row.lawyerId, b.row.displayOrder]));
      const inserted = await tx
        .insert(featuredLawyers)
        .values(
          matches.map((m) => ({
            lawyerId: m.lawyerId,
            pinPosition: m.position,
            displayOrder: earlierOrder.get(m.lawyerId) ?? 0,
            active: true,
          })),
        )
        .returning();
      const nameOf = new Map(matches.map((m) => [m.lawyerId, m.name]));
      const after = inserted
        .map((row) => snapshot(row, nameOf.get(row.lawyerId) ?? null))
        .sort((a, b) => (a.pinPosition ?? 0) - (b.pinPosition ?? 0));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'featured-pin',
        entityType: ENTITY,
        entityId: null,
        before: beforeRows.map((b) => snapshot(b.row, b.name)),
        after,
      });
      return after;
    });
  } catch (error) {
    // Another admin's write got in between: nothing was changed.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

/** The values an audit entry records for one row. */
function snapshot(row: typeof featuredLawyers.$inferSelect, name: string | null) {
  return {
    id: row.id,
    lawyerId: row.lawyerId,
    name,
    displayOrder: row.displayOrder,
    pinPosition: row.pinPosition,
    active: row.active,
  };
}

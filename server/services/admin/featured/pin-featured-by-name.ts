import { asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError, inputError, isAppError } from '#domain/errors.ts';
import { featuredPinSchema, pinFieldName } from '#domain/schemas/featured.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { featuredLawyers, lawyers, lawyersPublic } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';
import { requireAdmin } from '../../guard.ts';
import { containsPattern } from '../../lawyers/search-lawyers.ts';
import { recordAudit } from '../audit.ts';
import { ENTITY, FEATURED_MESSAGES, lockTable, snapshot } from './featured-record.ts';

/** The names to pin, checked; a refusal of the list is shown on the form's first field. */
function parsePinNames(input: unknown): string[] {
  try {
    return parseInput(featuredPinSchema, input).names;
  } catch (error) {
    if (!isAppError(error) || !error.fields) throw error;
    throw inputError({ [pinFieldName(1)]: error.fields.names ?? 'adminFeatured.errors.pinNamesRequired' });
  }
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
  const wanted = parsePinNames(input)
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

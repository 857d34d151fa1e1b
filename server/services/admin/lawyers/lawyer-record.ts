import { eq } from 'drizzle-orm';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { ADMIN_LAWYER_ERRORS } from '#domain/schemas/admin-lawyer.ts';
import type { Tx } from '../../../db/client.ts';
import { type LawyerRow, lawyers } from '../../../db/schema/index.ts';

/**
 * What the admin lawyer services share (docs/product-rules.md, "Administration"): every function checks the
 * admin first (`requireAdmin`), and every change writes exactly one audit entry in the same transaction, which
 * empties the public data cache once committed (`publicDataTransaction`, server/cache/public-data.ts).
 * Refused input throws `AppError` with `fields` (INVALID_INPUT with a message key per field) and stores nothing.
 */

export const E = ADMIN_LAWYER_ERRORS;

/** Values outside the allowed list, except those the record already had (older data is kept as it is). */
function unknownChoices(values: string[], allowed: readonly string[], kept: readonly string[] = []) {
  return values.filter((v) => !allowed.includes(v) && !kept.includes(v));
}

export function checkChoices(
  data: { experienceAreas: string[]; languages: string[] },
  before?: Pick<LawyerRow, 'experienceAreas' | 'languages'>,
) {
  const fields: Record<string, string> = {};
  if (unknownChoices(data.experienceAreas, CASE_TYPE_VALUES, before?.experienceAreas).length)
    fields.experienceAreas = E.areaInvalid;
  if (unknownChoices(data.languages, LAWYER_LANGUAGE_VALUES, before?.languages).length)
    fields.languages = E.languageInvalid;
  if (Object.keys(fields).length) throw inputError(fields);
}

/** The audit snapshot of a record (everything but the timestamps). */
export function snapshot(row: LawyerRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, rating: rest.rating === null ? null : Number(rest.rating) };
}

/** The fields that differ, before and after. */
export function changes(before: LawyerRow, after: LawyerRow) {
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

/** The lawyer, locked for the change; NOT_FOUND when there is none. */
export async function lockLawyer(tx: Tx, id: unknown): Promise<LawyerRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', E.notFound);
  const [row] = await tx.select().from(lawyers).where(eq(lawyers.id, id)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return row;
}

import { eq, sql } from 'drizzle-orm';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { AppError, inputError } from '#domain/errors.ts';
import type { FeeUnit } from '#domain/fees.ts';
import { isUuid } from '#domain/ids.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { ADMIN_LAWYER_ERRORS, type AdminLawyerCreateInput } from '#domain/schemas/admin-lawyer.ts';
import type { Tx } from '../../../db/client.ts';
import { type LawyerRow, lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { recordAudit } from '../audit.ts';

/**
 * What the admin lawyer services share (docs/product-rules.md, "Administration"): every function checks the
 * admin first (`requireAdmin`), and every change writes exactly one audit entry in the same transaction, which
 * empties the public data cache once committed (`publicDataTransaction`, server/cache/public-data.ts).
 * Refused input throws `AppError` with `fields` (INVALID_INPUT with a message key per field) and stores nothing.
 */

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
    fields.experienceAreas = ADMIN_LAWYER_ERRORS.areaInvalid;
  if (unknownChoices(data.languages, LAWYER_LANGUAGE_VALUES, before?.languages).length)
    fields.languages = ADMIN_LAWYER_ERRORS.languageInvalid;
  if (Object.keys(fields).length) throw inputError(fields);
}

/** The audit snapshot of a record (everything but the timestamps). */
export function snapshot(row: LawyerRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, rating: rest.rating === null ? null : Number(rest.rating) };
}

/** The columns both the add and the edit form set: names, titles, place, experience, areas and languages. */
export const listingColumns = (data: Omit<AdminLawyerCreateInput, 'fee'>) => ({
  name: data.name,
  nameEn: data.nameEn ?? null,
  nameZh: data.nameZh ?? null,
  nameLatin: latinSpellings(data.name),
  title: data.title,
  titleEn: data.titleEn ?? null,
  titleZh: data.titleZh ?? null,
  province: data.province,
  district: data.district ?? null,
  experience: data.experience ?? null,
  experienceAreas: data.experienceAreas,
  languages: data.languages,
});

/** The fee columns: the amounts, and their unit (per session unless chosen) when there is an amount. */
export const feeColumns = (
  feeMin: number | undefined,
  feeMax: number | undefined,
  unit: FeeUnit | undefined,
) => ({
  feeMin: feeMin ?? null,
  feeMax: feeMax ?? null,
  feeUnit: feeMin === undefined && feeMax === undefined ? null : (unit ?? 'per_session'),
});

/** The lawyer, locked for the change; NOT_FOUND when there is none. */
export async function lockLawyer(tx: Tx, id: unknown): Promise<LawyerRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_LAWYER_ERRORS.notFound);
  const [row] = await tx.select().from(lawyers).where(eq(lawyers.id, id)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_LAWYER_ERRORS.notFound);
  return row;
}

/**
 * Empties one column of a lawyer (the picture or the linked account) with its audit entry `action`, in the
 * caller's transaction; answers the lawyer as it was, or null when the column was empty already (nothing done).
 */
export async function clearLawyerColumn(
  tx: Tx,
  actor: NonNullable<Actor>,
  id: unknown,
  column: 'avatarUrl' | 'userId',
  action: string,
): Promise<LawyerRow | null> {
  const before = await lockLawyer(tx, id);
  if (before[column] === null) return null;
  await tx
    .update(lawyers)
    .set({ [column]: null, updatedAt: sql`now()` })
    .where(eq(lawyers.id, before.id));
  await recordAudit(tx, {
    actorUserId: actor.id,
    action,
    entityType: 'lawyer',
    entityId: before.id,
    before: { [column]: before[column] },
    after: { [column]: null },
  });
  return before;
}

import { latinSpellings } from '#domain/romanize.ts';
import { adminLawyerCreateSchema } from '#domain/schemas/admin-lawyer.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { checkChoices, snapshot } from './lawyer-record.ts';

/**
 * Adds a lawyer: name, title and province required; experience and the fee are whole
 * numbers ≥ 0; the ONE fee amount is stored as both fee_min and fee_max (with its unit, per session unless
 * chosen otherwise). Experience areas and languages come from the domain lists. New lawyers are unverified.
 */
export async function createAdminLawyer(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<{ id: string; name: string }> {
  requireAdmin(actor);
  const checked = parseInput(adminLawyerCreateSchema, input);
  const data = checked;
  checkChoices(data);
  const fee = data.fee ?? null;
  return publicDataTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(lawyers)
      .values({
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
        feeMin: fee,
        feeMax: fee,
        feeUnit: fee === null ? null : (data.feeUnit ?? 'per_session'),
        experienceAreas: data.experienceAreas,
        languages: data.languages,
        verified: false,
      })
      .returning();
    if (!row) throw new Error('the lawyer was not stored');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'create-lawyer',
      entityType: 'lawyer',
      entityId: row.id,
      after: snapshot(row),
    });
    return { id: row.id, name: row.name };
  });
}

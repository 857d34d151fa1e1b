import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { changes, checkChoices, E, lockLawyer } from './lawyer-record.ts';

/** Edits every field of a lawyer (not the flags, the account or the avatar, which have their own actions). */
export async function updateAdminLawyer(db: Db, actor: Actor, id: unknown, input: unknown): Promise<void> {
  requireAdmin(actor);
  const values = parseInput(adminLawyerUpdateSchema, input);
  const data = values;
  await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    checkChoices(data, before);
    const hasFee = data.feeMin !== undefined || data.feeMax !== undefined;
    const [after] = await tx
      .update(lawyers)
      .set({
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
        feeMin: data.feeMin ?? null,
        feeMax: data.feeMax ?? null,
        feeUnit: hasFee ? (data.feeUnit ?? 'per_session') : null,
        experienceAreas: data.experienceAreas,
        languages: data.languages,
        description: data.description ?? null,
        phone: data.phone ?? null,
        email: data.email ?? null,
        lineId: data.lineId ?? null,
        education: data.education,
        achievements: data.achievements,
        availability: data.availability ?? null,
        licenseNumber: data.licenseNumber ?? null,
        address: data.address ?? null,
        website: data.website ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(lawyers.id, before.id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', E.notFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'update-lawyer',
      entityType: 'lawyer',
      entityId: before.id,
      ...changes(before, after),
    });
  });
}

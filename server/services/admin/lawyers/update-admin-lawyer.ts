import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { ADMIN_LAWYER_ERRORS, adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { auditChanges, recordAudit } from '../audit.ts';
import { checkChoices, feeColumns, listingColumns, lockLawyer, snapshot } from './lawyer-record.ts';

/** Edits every field of a lawyer (not the flags, the account or the avatar, which have their own actions). */
export async function updateAdminLawyer(db: Db, actor: Actor, id: unknown, input: unknown): Promise<void> {
  requireAdmin(actor);
  const data = parseInput(adminLawyerUpdateSchema, input);
  await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    checkChoices(data, before);
    const [after] = await tx
      .update(lawyers)
      .set({
        ...listingColumns(data),
        ...feeColumns(data.feeMin, data.feeMax, data.feeUnit),
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
    if (!after) throw new AppError('NOT_FOUND', ADMIN_LAWYER_ERRORS.notFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'update-lawyer',
      entityType: 'lawyer',
      entityId: before.id,
      ...auditChanges(snapshot(before), snapshot(after)),
    });
  });
}

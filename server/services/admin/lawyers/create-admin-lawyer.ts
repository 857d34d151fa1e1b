import { adminLawyerCreateSchema } from '#domain/schemas/admin-lawyer.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { checkChoices, feeColumns, listingColumns, snapshot } from './lawyer-record.ts';

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
  const data = parseInput(adminLawyerCreateSchema, input);
  checkChoices(data);
  return publicDataTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(lawyers)
      .values({
        ...listingColumns(data),
        ...feeColumns(data.fee, data.fee, data.feeUnit),
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

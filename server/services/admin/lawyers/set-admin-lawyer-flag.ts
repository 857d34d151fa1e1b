import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { lockLawyer } from './lawyer-record.ts';

export type LawyerFlag = 'verified' | 'networkMember';
const FLAG_ACTIONS: Record<LawyerFlag, string> = {
  verified: 'set-lawyer-verified',
  networkMember: 'set-lawyer-network-member',
};

/**
 * Sets the verified flag (public only when true) or the network-member flag (own phone shown;
 * docs/product-rules.md, "Lawyer listings"). Setting a flag to the value it already has changes nothing and records
 * nothing.
 */
export async function setAdminLawyerFlag(
  db: Db,
  actor: Actor,
  id: unknown,
  flag: LawyerFlag,
  value: boolean,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  if (flag !== 'verified' && flag !== 'networkMember') throw new AppError('INVALID_INPUT');
  if (typeof value !== 'boolean') throw new AppError('INVALID_INPUT');
  return publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before[flag] === value) return { changed: false };
    await tx
      .update(lawyers)
      .set({
        [flag]: value,
        // The verified badge says when the licence was checked: set on verifying, cleared on unverifying.
        ...(flag === 'verified' ? { verifiedAt: value ? sql`now()` : null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: FLAG_ACTIONS[flag],
      entityType: 'lawyer',
      entityId: before.id,
      before: { [flag]: before[flag] },
      after: { [flag]: value },
    });
    return { changed: true };
  });
}

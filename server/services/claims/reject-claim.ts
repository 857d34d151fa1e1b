import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { claimRejectSchema } from '#domain/schemas/claim.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db } from '../../db/client.ts';
import { listingClaims } from '../../db/schema/index.ts';
import { claimRejectedContent } from '../../mail/claim-templates.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../guard.ts';
import { type ClaimDecisionMail, claimantOf, lockPendingClaim, tellClaimant } from './claim-decision.ts';

/**
 * An administrator rejects a proven claim with a reason (docs/product-rules.md, "Claiming a listing"): one audit
 * entry in the same transaction, then the reason is e-mailed to the claimant (who may claim again or apply).
 */
export async function rejectClaim(
  db: Db,
  actor: Actor,
  id: string,
  input: unknown,
  { mailer, publicUrl }: ClaimDecisionMail,
  now: Date = new Date(),
): Promise<{ id: string; emailed: boolean }> {
  requireAdmin(actor);
  const { reason } = parseInput(claimRejectSchema, input);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const decided = await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    const [rejected] = await tx
      .update(listingClaims)
      .set({ status: 'rejected', reason, reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
      .where(eq(listingClaims.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'claim.reject',
      entityType: 'listing_claim',
      entityId: id,
      before: { ...claim, codeHash: null },
      after: { ...rejected, codeHash: null },
    });
    return { lawyerId: claim.lawyerId, claimant: await claimantOf(tx, claim.userId) };
  });
  const emailed = await tellClaimant(mailer, decided.claimant, 'listing-claim-rejected', (lang, name) =>
    claimRejectedContent(lang, name, reason, `${publicUrl}/${lang}/apply`),
  );
  return { id, emailed };
}

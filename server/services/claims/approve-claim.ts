import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { fixedT } from '#i18n/index.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, listingClaims, profiles } from '../../db/schema/index.ts';
import { claimApprovedContent, claimRejectedContent } from '../../mail/claim-templates.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { requireAdmin } from '../guard.ts';
import { type ClaimDecisionMail, claimantOf, lockPendingClaim, tellClaimant } from './claim-decision.ts';
import { claimableListing, linkedListingOf, CLAIM_REFUSALS as R } from './claim-record.ts';

/**
 * An administrator approves a proven claim (docs/product-rules.md, "Claiming a listing"), in one transaction with
 * one audit entry: the listing is linked to the claimant (`lawyers.user_id`, so auto-match can invite it:
 * server/services/questions/matching.ts), a member's profile becomes a lawyer's, the claim is approved; then the
 * claimant is e-mailed; every other open claim of the listing is rejected with it, and those of them that had proven
 * the listing's e-mail are told. Refused, changing nothing: a claim not waiting, a listing linked meanwhile, a claimant
 * linked to another listing meanwhile.
 */
export async function approveClaim(
  db: Db,
  actor: Actor,
  id: string,
  { mailer, publicUrl }: ClaimDecisionMail,
  now: Date = new Date(),
): Promise<{ id: string; lawyerId: string; emailed: boolean }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  let decided: {
    lawyerId: string;
    claimant: Awaited<ReturnType<typeof claimantOf>>;
    rivals: Awaited<ReturnType<typeof claimantOf>>[];
  };
  try {
    decided = await publicDataTransaction(db, async (tx) => {
      const claim = await lockPendingClaim(tx, id);
      const listing = await claimableListing(tx, claim.lawyerId, true);
      if (listing.userId) throw new AppError('CONFLICT', R.alreadyLinked);
      if (await linkedListingOf(tx, claim.userId)) throw new AppError('CONFLICT', R.claimantLinked);
      await tx
        .update(lawyers)
        .set({ userId: claim.userId, updatedAt: now })
        .where(eq(lawyers.id, listing.id));
      await tx
        .update(profiles)
        .set({ profileType: 'lawyer', updatedAt: now })
        .where(and(eq(profiles.userId, claim.userId), eq(profiles.profileType, 'member')));
      const [approved] = await tx
        .update(listingClaims)
        .set({ status: 'approved', reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
        .where(eq(listingClaims.id, id))
        .returning();
      // Every other open claim of the listing ends with it: the listing is linked now (the rivals are told below).
      const rivals = await tx
        .update(listingClaims)
        .set({ status: 'rejected', reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
        .where(
          and(
            eq(listingClaims.lawyerId, listing.id),
            ne(listingClaims.id, id),
            inArray(listingClaims.status, ['pending_code', 'pending']),
          ),
        )
        .returning({
          userId: listingClaims.userId,
          status: listingClaims.status,
          provenAt: listingClaims.provenAt,
        });
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'claim.approve',
        entityType: 'listing_claim',
        entityId: id,
        before: { claim: { ...claim, codeHash: null }, lawyer: { id: listing.id, userId: null } },
        after: { claim: { ...approved, codeHash: null }, lawyer: { id: listing.id, userId: claim.userId } },
      });
      // Those who proved the listing's e-mail were waiting for a decision: they hear of it.
      const toldRivals = rivals.filter((r) => r.provenAt !== null);
      return {
        lawyerId: listing.id,
        claimant: await claimantOf(tx, claim.userId),
        rivals: await Promise.all(toldRivals.map((r) => claimantOf(tx, r.userId))),
      };
    });
  } catch (error) {
    // The claimant linked to a listing by another change at the same moment.
    if (isUniqueViolation(error, 'lawyers_user_id_unique')) throw new AppError('CONFLICT', R.claimantLinked);
    throw error;
  }
  const url = (lang: string) => `${publicUrl}/${lang}/account/lawyer`;
  const emailed = await tellClaimant(mailer, decided.claimant, 'listing-claim-approved', (lang, name) =>
    claimApprovedContent(lang, name, url(lang)),
  );
  for (const rival of decided.rivals)
    await tellClaimant(mailer, rival, 'listing-claim-rejected', (lang, name) =>
      claimRejectedContent(
        lang,
        name,
        fixedT(lang)('mail.listingClaim.rejected.claimedByAnother'),
        `${publicUrl}/${lang}/apply`,
      ),
    );
  return { id, lawyerId: decided.lawyerId, emailed };
}

import { and, eq, inArray } from 'drizzle-orm';
import { CLAIM_CODE_MINUTES, CLAIM_CODE_RATE_LIMIT, normalizeLicense } from '#domain/claims.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { claimStartSchema } from '#domain/schemas/claim.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db } from '../../db/client.ts';
import { listingClaims } from '../../db/schema/index.ts';
import { claimCodeContent } from '../../mail/claim-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { claimLinkValid, hashClaimCode, newClaimCode } from './claim-proof.ts';
import {
  claimableListing,
  linkedListingOf,
  listingEmail,
  OPEN_CLAIM,
  openClaimsOf,
  CLAIM_REFUSALS as R,
} from './claim-record.ts';

/** What starting a claim needs beside the database: the mailer, the signing secret, the code's language, the clock. */
export interface ClaimContext {
  mailer: Mailer;
  secret: string;
  lang?: Lang;
  now?: Date;
}

/**
 * Starts (or restarts) the signed-in person's claim of a verified listing without an account
 * (docs/product-rules.md, "Claiming a listing"). Refused, changing nothing: a listing with an account, a claimant
 * linked to a listing or with an open claim of another listing, a claim of this listing already waiting for the
 * administrators, a licence number that is not the listing's (compared normalised, when the listing has one), a
 * listing without an e-mail. With the signed link of a claim invitation to the listing's current e-mail, the claim
 * is proven at once and waits for an administrator; otherwise a one-time code (`CLAIM_CODE_MINUTES` long) is sent to
 * the listing's e-mail through the outbox, at most `CLAIM_CODE_RATE_LIMIT` per claimant.
 */
export async function startClaim(
  db: Db,
  actor: Actor,
  lawyerId: string,
  input: unknown,
  { mailer, secret, lang = 'th', now = new Date() }: ClaimContext,
): Promise<{ claimId: string; status: 'pending_code' | 'pending'; sentTo: string | null }> {
  requireActor(actor, R.signIn);
  const data = parseInput(claimStartSchema, input);
  const started = await db.transaction(async (tx) => {
    const listing = await claimableListing(tx, lawyerId, true);
    if (listing.userId) throw new AppError('CONFLICT', R.alreadyLinked);
    if (await linkedListingOf(tx, actor.id)) throw new AppError('CONFLICT', R.claimantLinked);
    const open = await openClaimsOf(tx, actor.id);
    if (open.some((c) => c.lawyerId !== lawyerId)) throw new AppError('CONFLICT', R.otherOpenClaim);
    const mine = open.find((c) => c.lawyerId === lawyerId);
    if (mine?.status === 'pending') throw new AppError('CONFLICT', R.alreadyPending);
    if (
      listing.licenseNumber?.trim() &&
      normalizeLicense(listing.licenseNumber) !== normalizeLicense(data.licenseNumber)
    )
      throw inputError({ licenseNumber: R.licenseMismatch });
    const email = listingEmail(listing);
    if (!email) throw new AppError('CONFLICT', R.noEmail);

    if (claimLinkValid(secret, listing.id, email, data, now)) {
      const values = {
        licenseNumber: data.licenseNumber,
        proof: 'invitation_link' as const,
        codeHash: null,
        codeExpiresAt: null,
        provenAddress: email,
        provenAt: now,
        status: 'pending' as const,
        updatedAt: now,
      };
      const [claim] = mine
        ? await tx.update(listingClaims).set(values).where(eq(listingClaims.id, mine.id)).returning()
        : await tx
            .insert(listingClaims)
            .values({ lawyerId, userId: actor.id, ...values, createdAt: now })
            .returning();
      return { claimId: claim!.id, status: 'pending' as const, code: null, email, name: listing.name };
    }

    await enforceRateLimit(tx, 'claimCode', actor.id, CLAIM_CODE_RATE_LIMIT, now);
    const [claim] = mine
      ? [mine]
      : await tx
          .insert(listingClaims)
          .values({
            lawyerId,
            userId: actor.id,
            licenseNumber: data.licenseNumber,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    const code = newClaimCode();
    await tx
      .update(listingClaims)
      .set({
        licenseNumber: data.licenseNumber,
        codeHash: hashClaimCode(secret, claim!.id, code),
        codeExpiresAt: new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000),
        codeAttempts: 0,
        provenAddress: email,
        updatedAt: now,
      })
      .where(and(eq(listingClaims.id, claim!.id), inArray(listingClaims.status, [...OPEN_CLAIM])));
    return { claimId: claim!.id, status: 'pending_code' as const, code, email, name: listing.name };
  });

  if (started.code) {
    const locale = isLang(lang) ? lang : 'th';
    await mailer.send({
      to: started.email,
      kind: 'listing-claim-code',
      locale,
      ...claimCodeContent(locale, started.name, started.code, CLAIM_CODE_MINUTES),
    });
  }
  return { claimId: started.claimId, status: started.status, sentTo: started.code ? started.email : null };
}

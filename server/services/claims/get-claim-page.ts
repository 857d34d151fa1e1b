import { and, desc, eq } from 'drizzle-orm';
import { CLAIM_CODE_ATTEMPTS } from '#domain/claims.ts';
import type { Db } from '../../db/client.ts';
import { listingClaims } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import {
  CLAIM_REFUSALS,
  claimableListing,
  linkedListingOf,
  listingEmail,
  openClaimsOf,
} from './claim-record.ts';

/** Where a claim stands for the claim page (docs/product-rules.md, "Claiming a listing"). */
export type ClaimStep =
  /** The listing has an account already. */
  | 'linked'
  /** The claimant's account is linked to a listing. */
  | 'claimantLinked'
  /** The claimant has an open claim of another listing. */
  | 'otherClaim'
  /** The listing has no e-mail to send a code to: apply, or contact the network. */
  | 'noEmail'
  /** Name the licence number (and have a code sent). */
  | 'start'
  /** Type the code sent to the listing's e-mail. */
  | 'code'
  /** Proven; waiting for an administrator. */
  | 'pending'
  /** The latest claim was rejected (the reason shown); the claimant may claim again. */
  | 'rejected'
  /** Approved: the listing is the claimant's. */
  | 'approved';

/** The listing's e-mail shown half hidden: 'so•••@example.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(3)}@${domain}`;
}

/**
 * The claim page of a verified listing for the signed-in person: the listing's name, where their claim stands, the
 * listing's e-mail half hidden and the time the current code expires. NOT_FOUND for an unknown or unverified listing.
 */
export async function getClaimPage(db: Db, actor: Actor, lawyerId: string) {
  requireActor(actor, CLAIM_REFUSALS.signIn);
  const listing = await claimableListing(db, lawyerId);
  const [latest] = await db
    .select()
    .from(listingClaims)
    .where(and(eq(listingClaims.lawyerId, lawyerId), eq(listingClaims.userId, actor.id)))
    .orderBy(desc(listingClaims.createdAt))
    .limit(1);
  const email = listingEmail(listing);
  const view = {
    lawyerId: listing.id,
    name: listing.name,
    maskedEmail: email ? maskEmail(email) : null,
    codeExpiresAt: null as string | null,
    reason: null as string | null,
    /** The licence number of the claim under way (a new code is sent for it). */
    licenseNumber: latest?.licenseNumber ?? '',
  };
  const at = (step: ClaimStep, extra: Partial<typeof view> = {}) => ({ ...view, ...extra, step });
  if (latest?.status === 'approved' && listing.userId === actor.id) return at('approved');
  if (listing.userId) return at('linked');
  if (await linkedListingOf(db, actor.id)) return at('claimantLinked');
  if ((await openClaimsOf(db, actor.id)).some((c) => c.lawyerId !== lawyerId)) return at('otherClaim');
  if (latest?.status === 'pending') return at('pending');
  if (latest?.status === 'pending_code' && latest.codeExpiresAt && latest.codeAttempts < CLAIM_CODE_ATTEMPTS)
    return at('code', { codeExpiresAt: latest.codeExpiresAt.toISOString() });
  if (!email) return at('noEmail');
  if (latest?.status === 'rejected') return at('rejected', { reason: latest.reason });
  return at('start');
}

export type ClaimPageView = Awaited<ReturnType<typeof getClaimPage>>;

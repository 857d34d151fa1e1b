import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type ListingClaimRow, lawyers, listingClaims } from '../../db/schema/index.ts';

/** What the claim services share (docs/product-rules.md, "Claiming a listing"): their refusals and look-ups. */
export const CLAIM_REFUSALS = {
  alreadyLinked: 'claim.errors.alreadyLinked',
  claimantLinked: 'claim.errors.claimantLinked',
  otherOpenClaim: 'claim.errors.otherOpenClaim',
  alreadyPending: 'claim.errors.alreadyPending',
  licenseMismatch: 'claim.errors.licenseMismatch',
  noEmail: 'claim.errors.noEmail',
  noClaim: 'claim.errors.noClaim',
  codeExpired: 'claim.errors.codeExpired',
  wrongCode: 'claim.errors.wrongCode',
  notPending: 'claim.errors.notPending',
  signIn: 'claim.errors.signIn',
} as const;

/** The statuses of a claim under way. */
export const OPEN_CLAIM = ['pending_code', 'pending'] as const;

/** A verified listing by id (locked when `lock`), or NOT_FOUND: an unverified listing cannot be claimed. */
export async function claimableListing(db: Db | Tx, lawyerId: string, lock = false) {
  if (!isUuid(lawyerId)) throw new AppError('NOT_FOUND');
  const query = db
    .select({
      id: lawyers.id,
      name: lawyers.name,
      userId: lawyers.userId,
      email: lawyers.email,
      licenseNumber: lawyers.licenseNumber,
      verified: lawyers.verified,
    })
    .from(lawyers)
    .where(eq(lawyers.id, lawyerId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row?.verified) throw new AppError('NOT_FOUND');
  return row;
}

/** The id of the listing linked to the user, if any. */
export async function linkedListingOf(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The user's open claims (of any listing). */
export function openClaimsOf(db: Db | Tx, userId: string): Promise<ListingClaimRow[]> {
  return db
    .select()
    .from(listingClaims)
    .where(and(eq(listingClaims.userId, userId), inArray(listingClaims.status, [...OPEN_CLAIM])));
}

/** The listing's e-mail, or null when it has none. */
export const listingEmail = (listing: { email: string | null }) => listing.email?.trim() || null;

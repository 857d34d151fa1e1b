import type { RateLimitRule } from './limits.ts';
import { asciiDigits } from './text.ts';

/**
 * The rules of claiming a listing (docs/product-rules.md, "Claiming a listing"): the one-time code's length, life and
 * attempts, how often codes may be sent, and the administrators' claim invitations.
 */

/** The one-time code sent to the listing's e-mail: six digits. */
export const CLAIM_CODE_LENGTH = 6;
/** A code lasts 30 minutes. */
export const CLAIM_CODE_MINUTES = 30;
/** Five wrong codes end the current code (a new one must be sent). */
export const CLAIM_CODE_ATTEMPTS = 5;
/** Codes sent by one claimant: 3 per hour. */
export const CLAIM_CODE_RATE_LIMIT: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
/** The signed link of a claim invitation lasts 14 days. */
export const CLAIM_INVITATION_LINK_DAYS = 14;
/** A listing is invited to claim again only 30 days after its last invitation. */
export const CLAIM_INVITATION_REPEAT_DAYS = 30;
/** At most 50 invitations per run of "send claim invitations". */
export const CLAIM_INVITATIONS_PER_RUN = 50;
/** Runs of "send claim invitations" per administrator: 5 per hour. */
export const CLAIM_INVITATION_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };
/** The longest reason of a rejected claim. */
export const CLAIM_REASON_MAX = 500;

/**
 * A licence number as compared: Thai digits as Arabic ones, full-width forms folded (NFKC), upper case, and only
 * letters and digits kept ('12345/2560', '12345 / 2560' and '๑๒๓๔๕/๒๕๖๐' are the same number).
 */
export function normalizeLicense(value: string): string {
  return asciiDigits(value.normalize('NFKC'))
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CLAIM_CODE_LENGTH, CLAIM_INVITATION_LINK_DAYS } from '#domain/claims.ts';
import { signLink, verifyLink } from '../uploads/file-links.ts';

/**
 * How a claimant proves control of a listing's e-mail (docs/product-rules.md, "Claiming a listing"): a one-time code
 * sent there, kept only as an HMAC under the server's secret; or the signed link of an administrator's claim
 * invitation, which names the listing and the address it was sent to (signed as the file links are:
 * `signLink` in server/services/uploads/file-links.ts).
 */

/** A new one-time code: `CLAIM_CODE_LENGTH` random digits. */
export function newClaimCode(): string {
  return String(randomInt(0, 10 ** CLAIM_CODE_LENGTH)).padStart(CLAIM_CODE_LENGTH, '0');
}

/** The stored form of a claim's code: an HMAC of the claim and the code, never the code itself. */
export function hashClaimCode(secret: string, claimId: string, code: string): string {
  return createHmac('sha256', secret).update(`tanai-claim-code\n${claimId}\n${code}`).digest('base64url');
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether `code` is the claim's code (constant-time compare). */
export const claimCodeMatches = (secret: string, claimId: string, code: string, hash: string) =>
  sameText(hashClaimCode(secret, claimId, code), hash);

const CLAIM_LINK = 'tanai-claim-link';
/** What a claim link names: the listing and the address it was sent to. */
const linkSubject = (lawyerId: string, email: string) => `${lawyerId}\n${email.trim().toLowerCase()}`;

/** The query of an invitation's claim link for the listing and the address it goes to, valid 14 days. */
export function signClaimLink(
  secret: string,
  lawyerId: string,
  email: string,
  now: Date,
): { exp: number; sig: string } {
  const seconds = CLAIM_INVITATION_LINK_DAYS * 24 * 3600;
  return signLink(secret, CLAIM_LINK, linkSubject(lawyerId, email), seconds, now.getTime());
}

/** Whether a claim link was signed for this listing and this address and has not expired. */
export function claimLinkValid(
  secret: string,
  lawyerId: string,
  email: string | null,
  link: { exp?: string; sig?: string },
  now: Date,
): boolean {
  if (!email) return false;
  return verifyLink(secret, CLAIM_LINK, linkSubject(lawyerId, email), link.exp, link.sig, now.getTime());
}

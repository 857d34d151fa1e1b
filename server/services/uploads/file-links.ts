import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_SECONDS } from '#domain/limits.ts';
import { parseFileKey } from '../../files/keys.ts';

/**
 * Signed links to private files (business cards: docs/product-rules.md, "Uploads"). A link names the key and an expiry
 * (Unix seconds) and carries an HMAC-SHA256 of both under the server's secret. Who may obtain a link (the
 * owner or an admin) is decided by the caller, e.g. the applications service, with isOwnKey.
 */

/**
 * The one signing of the site's links: an HMAC-SHA256 under the server's secret of what the link is for
 * (`purpose`), what it names (`subject`) and its expiry (Unix seconds). File links and claim invitations
 * (server/services/claims/claim-proof.ts) use it with their own purpose.
 */
function signature(secret: string, purpose: string, subject: string, exp: number): string {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${exp}`).digest('base64url');
}

export function signLink(
  secret: string,
  purpose: string,
  subject: string,
  seconds: number,
  now: number = Date.now(),
): { exp: number; sig: string } {
  const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(seconds));
  return { exp, sig: signature(secret, purpose, subject, exp) };
}

/** True for a signature made by signLink for this purpose and subject whose expiry has not passed. Constant-time. */
export function verifyLink(
  secret: string,
  purpose: string,
  subject: string,
  exp: string | number | null | undefined,
  sig: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (exp === null || exp === undefined || !sig) return false;
  const expText = String(exp);
  if (!/^[1-9]\d{0,11}$/.test(expText)) return false;
  const expiry = Number(expText);
  if (expiry * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, purpose, subject, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const FILE_LINK = 'tanai-file-link';

export const signFileLink = (
  secret: string,
  key: string,
  seconds: number = SIGNED_LINK_SECONDS,
  now: number = Date.now(),
) => signLink(secret, FILE_LINK, key, seconds, now);

/** True for a signature made by signFileLink for this key whose expiry has not passed. Constant-time compare. */
export const verifyFileLink = (
  secret: string,
  key: string,
  exp: string | number | null | undefined,
  sig: string | null | undefined,
  now: number = Date.now(),
) => verifyLink(secret, FILE_LINK, key, exp, sig, now);

/** `/files/private/{key}?exp=…&sig=…`, valid for `seconds` (600 by default). */
export function privateFileUrl(
  secret: string,
  key: string,
  seconds: number = SIGNED_LINK_SECONDS,
  now: number = Date.now(),
): string {
  if (!parseFileKey(key)) throw new Error('not a file key');
  const { exp, sig } = signFileLink(secret, key, seconds, now);
  return `/files/private/${key}?exp=${exp}&sig=${sig}`;
}

import { SIGNED_LINK_SECONDS } from '#domain/limits.ts';
import { privateFileUrl } from '../uploads/file-links.ts';

/**
 * A signed, expiring link to a private file (a business card), valid SIGNED_LINK_SECONDS (600 s,
 * docs/product-rules.md, "Uploads"). Who may have one is decided by the caller.
 */
export function privateFileLink(
  secret: string,
  key: string,
  now: Date = new Date(),
): { url: string; expiresAt: Date } {
  const url = privateFileUrl(secret, key, SIGNED_LINK_SECONDS, now.getTime());
  return { url, expiresAt: new Date((Math.floor(now.getTime() / 1000) + SIGNED_LINK_SECONDS) * 1000) };
}

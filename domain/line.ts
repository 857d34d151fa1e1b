import { z } from 'zod';

/**
 * The address of an account made by signing in with LINE without an e-mail (LINE gives one only when the person
 * allowed it): better-auth needs an address per account, so it is one under the reserved `.invalid` domain
 * (RFC 2606), which no e-mail is ever sent to and no one can sign in with (docs/product-rules.md, "Sign in with LINE").
 */
const LINE_ACCOUNT_EMAIL_DOMAIN = 'line.invalid';

/** The stand-in address of the LINE user id `sub` (LINE user ids are 'U' and 32 hexadecimal digits). */
export const lineAccountEmail = (sub: string) => `${sub.toLowerCase()}@${LINE_ACCOUNT_EMAIL_DOMAIN}`;

/** Whether an account's address is a stand-in, not the person's e-mail. */
export const isLineAccountEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${LINE_ACCOUNT_EMAIL_DOMAIN}`);

/**
 * The e-mail of a LINE ID token as a suggestion only (docs/decisions/0022-line-login.md): LINE does not say whether
 * the person confirmed it, so the site never takes it as the account's address; it may only send the link that adds
 * it (as the account page's "add an e-mail" does). Used only when the claim is an address exactly as it stands — no
 * space, no line break, nothing to trim — lower-cased; otherwise null.
 */
export function lineEmailSuggestion(claim: unknown): string | null {
  if (typeof claim !== 'string' || /\s/.test(claim)) return null;
  const parsed = z.email().safeParse(claim);
  if (!parsed.success || isLineAccountEmail(parsed.data)) return null;
  return parsed.data.toLowerCase();
}

import { randomInt } from 'node:crypto';
import type { Lang } from '#domain/i18n.ts';
import { signLink, verifyLink } from '../uploads/file-links.ts';

/*
 * A booking's reference and its private link (docs/product-rules.md, "Lawyers' calendars"): whoever holds the link
 * sees the receipt, downloads its calendar file and may cancel or move the booking within the lawyer's rules,
 * without an account. The link is signed like the other links of the site (`signLink`), names the reference and
 * is valid for RECEIPT_LINK_DAYS from when it was made; every message about the booking carries a fresh one.
 */

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L, U). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'TN-' and six characters: about 729 million references; a clash is retried by the booking service. */
export function newAppointmentReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `TN-${code}`;
}

/** Whether `x` has the shape of a reference (new ones and those of bookings made before references). */
export function isAppointmentReference(x: unknown): x is string {
  return typeof x === 'string' && /^TN-[0-9A-Z]{6}$/.test(x);
}

/** How long a receipt link stays valid after it was made. */
export const RECEIPT_LINK_DAYS = 180;

const RECEIPT_LINK = 'tanai-booking-receipt';

/** The signature of a receipt link for `reference`, valid RECEIPT_LINK_DAYS from `now`. */
export function signReceiptLink(secret: string, reference: string, now: Date = new Date()) {
  return signLink(secret, RECEIPT_LINK, reference, RECEIPT_LINK_DAYS * 86_400, now.getTime());
}

/** True for a receipt link's `exp` and `sig` made for `reference` that has not expired. Constant-time. */
export function verifyReceiptLink(
  secret: string,
  reference: string,
  exp: string | null | undefined,
  sig: string | null | undefined,
  now: Date = new Date(),
): boolean {
  return verifyLink(secret, RECEIPT_LINK, reference, exp, sig, now.getTime());
}

/** The receipt's path in `lang` with a fresh signature: `/{lang}/booking/{reference}?exp=…&sig=…`. */
export function receiptPath(secret: string, lang: Lang, reference: string, now: Date = new Date()): string {
  const { exp, sig } = signReceiptLink(secret, reference, now);
  return `/${lang}/booking/${reference}?exp=${exp}&sig=${sig}`;
}

import { z } from 'zod';
import { PASSWORD_MAX } from '../limits.ts';
import { PRIVACY_NOTICE_VERSION } from '../privacy.ts';

// Messages are i18n keys (namespace common); the forms translate them.

/** The sign-up form's consent checkbox: it must be ticked (the request then carries the notice version). */
export const privacyConsentSchema = z.literal(true, { error: 'privacy.consent.required' });

/** What the sign-up request carries as consent: exactly the current notice version. */
export const privacyConsentVersionSchema = z.literal(PRIVACY_NOTICE_VERSION, {
  error: 'privacy.consent.required',
});

/** Deleting one's account: the current password, as typed (never trimmed). */
export const deleteAccountSchema = z.object({
  password: z
    .string('account.delete.errors.passwordRequired')
    .min(1, 'account.delete.errors.passwordRequired')
    .max(PASSWORD_MAX, 'account.delete.errors.wrongPassword'),
});

/**
 * The confirmation step of deleting one's account: the box "I understand…" ticked (a plain form post too, so the
 * step needs no script); the server refuses the deletion without it.
 */
export const deleteAccountConfirmSchema = z.object({
  confirm: z.literal('on', { error: 'account.delete.errors.confirmRequired' }),
});

/** The account page's deletion form as the browser checks it before sending (with or without a password). */
export const deleteAccountFormSchema = (hasPassword: boolean) =>
  hasPassword ? deleteAccountSchema.extend(deleteAccountConfirmSchema.shape) : deleteAccountConfirmSchema;

/** An account without a password (made with LINE) deletes itself within this many minutes of signing in. */
export const ACCOUNT_DELETE_SIGN_IN_MINUTES = 10;

/** Attempts at deleting one's account (each checks the password): 5 per 15 minutes per account. */
export const DELETE_ACCOUNT_RATE_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;

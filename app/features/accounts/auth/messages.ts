/**
 * Maps an auth-service error to its text as an i18n key (docs/product-rules.md, "Accounts and roles").
 * The Thai texts are the originals; en and zh are translations.
 */
import type { TextKey } from '#i18n/keys.ts';

export type AuthAction = 'signIn' | 'signUp' | 'resend' | 'forgot' | 'reset';

export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
  /** Seconds until better-auth's rate limit lets this client try again (its `X-Retry-After`). */
  retryAfter?: number;
}

export function authErrorKey(action: AuthAction, error: AuthErrorLike | null | undefined): TextKey {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (error?.status === 429 || code === 'TOO_MANY_REQUESTS') return 'auth.errors.rateLimited';
  if (code === 'FULL_NAME_REQUIRED') return 'auth.errors.fullNameRequired';
  if (code === 'FULL_NAME_TOO_LONG') return 'auth.errors.fullNameTooLong';
  if (code === 'FULL_NAME_INVALID') return 'auth.errors.fullNameInvalid';
  if (code === 'FULL_NAME_NOT_ONE_LINE') return 'errors.singleLine';
  if (code === 'PASSWORD_TOO_SHORT') return 'auth.errors.passwordTooShort';
  if (code === 'PASSWORD_TOO_LONG') return 'auth.errors.passwordTooLong';
  if (code === 'INVALID_EMAIL') return 'auth.errors.emailInvalid';
  // Sign-up without agreeing to the current privacy notice (PDPA consent record).
  if (code === 'PRIVACY_CONSENT_REQUIRED') return 'privacy.consent.required';
  switch (action) {
    case 'signIn':
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || message.includes('Invalid login credentials'))
        return 'auth.signIn.invalidCredentials';
      if (code === 'EMAIL_NOT_VERIFIED') return 'auth.signIn.notConfirmed';
      return 'auth.signIn.failed';
    case 'signUp':
      if (code.startsWith('USER_ALREADY_EXISTS') || message.includes('User already registered'))
        return 'auth.signUp.alreadyRegistered';
      return 'auth.signUp.failed';
    case 'resend':
      if (code === 'EMAIL_ALREADY_VERIFIED' || message.includes('already confirmed'))
        return 'auth.resend.alreadyConfirmed';
      return 'auth.resend.failed';
    case 'forgot':
      return 'auth.forgot.failed';
    case 'reset':
      if (code === 'INVALID_TOKEN') return 'auth.reset.invalidToken';
      return 'auth.reset.failed';
  }
}

/** The form field a catalogue key is about (shown next to it), or undefined for the form's own message. */
const AUTH_KEY_FIELDS: Record<string, string> = {
  'auth.errors.fullNameRequired': 'fullName',
  'auth.errors.fullNameTooLong': 'fullName',
  'auth.errors.fullNameInvalid': 'fullName',
  'errors.singleLine': 'fullName',
  'auth.errors.passwordTooShort': 'password',
  'auth.errors.passwordTooLong': 'password',
  'auth.errors.emailInvalid': 'email',
  'privacy.consent.required': 'privacyConsent',
};

export const authKeyField = (key: string): string | undefined => AUTH_KEY_FIELDS[key];

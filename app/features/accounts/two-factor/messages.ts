import type { AuthErrorLike } from '#app/features/accounts/auth/messages.ts';

/** Maps a two-factor error of the auth service to an i18n key. */
export function twoFactorErrorKey(error: AuthErrorLike | null | undefined): string {
  const code = error?.code ?? '';
  if (error?.status === 429 || code === 'TOO_MANY_REQUESTS') return 'auth.errors.rateLimited';
  switch (code) {
    case 'INVALID_CODE':
      return 'twoFactor.errors.invalidCode';
    // A code is accepted once (server/auth.ts, refuseReplayedTotp).
    case 'TOTP_CODE_USED':
      return 'twoFactor.errors.codeUsed';
    case 'INVALID_BACKUP_CODE':
      return 'twoFactor.errors.recoveryInvalid';
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'OTP_HAS_EXPIRED':
      return 'twoFactor.errors.signInExpired';
    case 'ACCOUNT_TEMPORARILY_LOCKED':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return 'twoFactor.errors.locked';
    case 'INVALID_PASSWORD':
      return 'twoFactor.errors.wrongPassword';
    default:
      return 'twoFactor.errors.failed';
  }
}

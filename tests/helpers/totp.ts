import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/**
 * The current code of an authenticator app for a TOTP secret as people see it: the base32 secret shown for
 * typing by hand (spaces allowed), or the whole otpauth:// URI of the QR code.
 */
export async function totpCode(secretOrUri: string): Promise<string> {
  const secret = secretOrUri.startsWith('otpauth://')
    ? (new URL(secretOrUri).searchParams.get('secret') ?? '')
    : secretOrUri.replace(/\s+/g, '');
  return createOTP(base32.decode(secret.toUpperCase()) as unknown as string).totp();
}

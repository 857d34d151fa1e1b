import { z } from 'zod';

// Messages are i18n keys (namespace common); the forms translate them.

/** A code from an authenticator app: six digits (spaces typed by the person are ignored). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'twoFactor.errors.codeFormat')),
});

/** A recovery code as shown at enrolment (letters, digits and a dash). */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'twoFactor.errors.recoveryRequired')
    .max(64, 'twoFactor.errors.recoveryInvalid')
    .regex(/^[A-Za-z0-9-]+$/, 'twoFactor.errors.recoveryInvalid'),
});

export const currentPasswordSchema = z.object({
  password: z.string().min(1, 'twoFactor.errors.passwordRequired'),
});

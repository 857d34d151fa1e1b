import { z } from 'zod';
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits.ts';
import { singleLineString } from './single-line.ts';

// Messages are i18n keys (namespace common); the form translates them.
const email = z.string().trim().min(1, 'auth.errors.emailRequired').pipe(z.email('auth.errors.emailInvalid'));
const password = z.string().min(1, 'auth.errors.passwordRequired');

export const signInSchema = z.object({ email, password });

/**
 * A person's full name, as the sign-up form and the server (sign-up and update-user, server/auth.ts) take it:
 * one line (domain/schemas/single-line.ts), trimmed, not blank, at most FULL_NAME_MAX characters, no markup (no '<'
 * or '>').
 */
export const fullNameSchema = singleLineString('auth.errors.fullNameRequired')
  .trim()
  .min(1, 'auth.errors.fullNameRequired')
  .max(FULL_NAME_MAX, 'auth.errors.fullNameTooLong')
  .refine((name) => !/[<>]/.test(name), 'auth.errors.fullNameInvalid');

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email,
  password: password
    .min(PASSWORD_MIN, 'auth.errors.passwordTooShort')
    .max(PASSWORD_MAX, 'auth.errors.passwordTooLong'),
});

/** An e-mail added to an account made with LINE (the account page). */
export const addEmailSchema = z.object({ email });

export const resendSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'auth.errors.resendEmailRequired')
    .pipe(z.email('auth.errors.emailInvalid')),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: password
      .min(PASSWORD_MIN, 'auth.errors.passwordTooShort')
      .max(PASSWORD_MAX, 'auth.errors.passwordTooLong'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'auth.errors.passwordMismatch', path: ['confirm'] });

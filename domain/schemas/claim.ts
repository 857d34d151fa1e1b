import { z } from 'zod';
import { CLAIM_CODE_LENGTH, CLAIM_REASON_MAX } from '../claims.ts';
import { LAWYER_TEXT_MAX, requiredText } from './lawyer.ts';

/**
 * The claim forms (docs/product-rules.md, "Claiming a listing"), shared by the claim page, the admin's claims list
 * and the services. Messages are i18n keys (section `claim`).
 */
export const CLAIM_ERRORS = {
  licenseRequired: 'claim.errors.licenseRequired',
  tooLong: 'claim.errors.tooLong',
  codeFormat: 'claim.errors.codeFormat',
  reasonRequired: 'claim.errors.reasonRequired',
} as const;

/** Starting a claim: the licence number, and the signed link of an invitation when the page was opened from one. */
export const claimStartSchema = z.object({
  licenseNumber: requiredText(
    LAWYER_TEXT_MAX.licenseNumber,
    CLAIM_ERRORS.licenseRequired,
    CLAIM_ERRORS.tooLong,
  ),
  exp: z.string().optional(),
  sig: z.string().optional(),
});
export type ClaimStartInput = z.infer<typeof claimStartSchema>;

/** The one-time code: six digits (spaces typed between them are ignored). */
export const claimCodeSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
    z
      .string(CLAIM_ERRORS.codeFormat)
      .regex(new RegExp(`^\\d{${CLAIM_CODE_LENGTH}}$`), CLAIM_ERRORS.codeFormat),
  ),
});

/** An administrator's rejection: a reason, e-mailed to the claimant. */
export const claimRejectSchema = z.object({
  reason: z
    .string(CLAIM_ERRORS.reasonRequired)
    .trim()
    .min(1, CLAIM_ERRORS.reasonRequired)
    .max(CLAIM_REASON_MAX, CLAIM_ERRORS.tooLong),
});

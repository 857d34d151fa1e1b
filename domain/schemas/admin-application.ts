import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses.ts';
import { applicationSchema } from './application.ts';
import { blankToUndefined, LAWYER_TEXT_MAX, optionalText, requiredText } from './lawyer.ts';

/** Longest applicant reference (an e-mail address or a user id) accepted by the admin form. */
export const USER_REF_MAX = LAWYER_TEXT_MAX.email;

const USER_REQUIRED = 'adminApplications.errors.userRequired';
const USER_TOO_LONG = 'apply.errors.tooLong';

/** A checkbox: 'on' (browser), '1' or true mean checked; anything else (also a missing field) unchecked. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean());

/**
 * The admin application form (member-admin-area §2 "Admin applications", §4, §5), shared by the form and
 * the admin service: every field of the member's application form (same rules and messages, so the full name
 * is required and the licence number too, which the table requires), plus
 * - `userRef`: the applicant, typed as an e-mail address or a user id (required for a new application, where
 *   the form fills in the admin's own id; blank on an edit keeps the applicant),
 * - `status`: any of the three statuses (a blank status is pending),
 * - `avatarRemove` / `businessCardRemove`: drop the stored picture (a new upload key replaces it instead).
 */
export const adminApplicationSchema = applicationSchema.extend({
  userRef: optionalText(USER_REF_MAX, USER_TOO_LONG),
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? 'pending',
    z.enum(APPLICATION_STATUSES, 'adminApplications.errors.statusInvalid'),
  ),
  avatarRemove: checkbox,
  businessCardRemove: checkbox,
});

/** A new application: the applicant is required. */
export const adminApplicationCreateSchema = adminApplicationSchema.extend({
  userRef: requiredText(USER_REF_MAX, USER_REQUIRED, USER_TOO_LONG),
});

export type AdminApplicationInput = z.infer<typeof adminApplicationSchema>;

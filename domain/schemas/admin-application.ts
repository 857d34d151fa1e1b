import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses.ts';
import { applicantFields, applicationFeeCheck, applicationListingFields } from './application.ts';
import { blankToUndefined, LAWYER_TEXT_MAX, optionalLine, requiredText } from './lawyer.ts';
import type { ListingChoicesKept } from './practice.ts';

/** Longest applicant reference (an e-mail address or a user id) accepted by the admin form. */
export const USER_REF_MAX = LAWYER_TEXT_MAX.email;

const USER_REQUIRED = 'adminApplications.errors.userRequired';
const USER_TOO_LONG = 'apply.errors.tooLong';

/** A checkbox: 'on' (browser), '1' or true mean checked; anything else (also a missing field) unchecked. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean());

/**
 * The admin application form (docs/product-rules.md, "Administration"), shared by the form and
 * the admin service: every field of the member's application form (same rules and messages, so the full name
 * is required and the licence number too, which the table requires; the listing fields — title, specialties,
 * languages, fee, education — are optional here, as older applications have none, and values an application
 * already holds outside the lists (`kept`) stay allowed), plus
 * - `userRef`: the applicant, typed as an e-mail address or a user id (required for a new application, where
 *   the form fills in the admin's own id; blank on an edit keeps the applicant),
 * - `status`: any of the three statuses (a blank status is pending),
 * - `avatarRemove` / `businessCardRemove`: drop the stored picture (a new upload key replaces it instead).
 */
export function adminApplicationSchemaFor(options: { isNew?: boolean; kept?: ListingChoicesKept } = {}) {
  return z
    .object({
      ...applicantFields,
      ...applicationListingFields(false, options.kept),
      userRef: options.isNew
        ? requiredText(USER_REF_MAX, USER_REQUIRED, USER_TOO_LONG)
        : optionalLine(USER_REF_MAX, USER_TOO_LONG),
      status: z.preprocess(
        (v) => blankToUndefined(v) ?? 'pending',
        z.enum(APPLICATION_STATUSES, 'adminApplications.errors.statusInvalid'),
      ),
      avatarRemove: checkbox,
      businessCardRemove: checkbox,
    })
    .superRefine(...applicationFeeCheck);
}

/** An edit of an application holding only values of the lists. */
export const adminApplicationSchema = adminApplicationSchemaFor();

/** A new application: the applicant is required. */
export const adminApplicationCreateSchema = adminApplicationSchemaFor({ isNew: true });

export type AdminApplicationInput = z.infer<typeof adminApplicationSchema>;

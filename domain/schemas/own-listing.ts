import { z } from 'zod';
import { isUuid } from '../ids.ts';
import { listField } from './form.ts';
import {
  LAWYER_TEXT_MAX,
  listingContactFields,
  OWN_LAWYER_INCOMPLETE,
  provinceField,
  requiredText,
  translatedTitleFields,
} from './lawyer.ts';
import {
  EXPERIENCE_MAX,
  feeRules,
  type ListingChoicesKept,
  optionalWholeNumber,
  practiceFields,
} from './practice.ts';

/**
 * The lawyer's own listing editor (`/account/lawyer`): what the lawyer linked to a listing may change
 * themselves (docs/product-rules.md, "A lawyer's own listing"): title (also in English and Chinese), province, district, specialties, contact
 * fields, address, website, description, avatar, and the practice details (languages, fee or fee range with its
 * unit, experience, education). The name (in every language) and the licence number are not here: after verification only an
 * admin changes them
 * (admin/lawyers). Neither are achievements, availability or the verified and network-member flags; nor the
 * rating and the number of reviews, which nobody types: the server derives them from published reviews
 * (server/services/reviews/refresh-lawyer-rating.ts). Messages are i18n keys (feature `lawyerform`); a missing title, province or specialty is the required
 * 'ข้อมูลไม่ครบ'.
 */

export const OWN_LISTING_ERRORS = {
  incomplete: OWN_LAWYER_INCOMPLETE,
  tooLong: 'lawyerform.errors.tooLong',
  markup: 'lawyerform.errors.markup',
  tooManyAreas: 'lawyerform.errors.tooManyAreas',
  tooMany: 'lawyerform.errors.tooMany',
  areaInvalid: 'lawyerform.errors.areaInvalid',
  languageInvalid: 'lawyerform.errors.languageInvalid',
  feeInvalid: 'lawyerform.errors.feeInvalid',
  feeMissing: 'lawyerform.errors.feeMissing',
  feeOrder: 'lawyerform.errors.feeOrder',
  feeUnitInvalid: 'lawyerform.errors.feeUnitInvalid',
  experienceInvalid: 'lawyerform.errors.experienceInvalid',
  provinceInvalid: 'lawyerform.errors.provinceInvalid',
  phoneInvalid: 'lawyerform.errors.phoneInvalid',
  emailInvalid: 'lawyerform.errors.emailInvalid',
  websiteInvalid: 'lawyerform.errors.websiteInvalid',
  avatarInvalid: 'lawyerform.errors.avatarInvalid',
  notFound: 'lawyerform.errors.notFound',
} as const;

const E = OWN_LISTING_ERRORS;

/**
 * The editor's schema. `kept`: the listing's current areas and languages, so values outside the lists that it
 * already has may stay (new ones must come from the lists). `lawyerId` names the listing being edited; the
 * server only changes it when it is linked to the signed-in user.
 */
export function ownListingSchema(kept: ListingChoicesKept = {}) {
  // A specialty is required ('ข้อมูลไม่ครบ'); languages and the fee are not.
  const { areas, ...practice } = practiceFields({ ...E, areasRequired: E.incomplete }, kept);
  return z
    .object({
      lawyerId: z.string(E.notFound).refine(isUuid, E.notFound),
      title: requiredText(LAWYER_TEXT_MAX.title, E.incomplete, E.tooLong),
      ...translatedTitleFields({ tooLong: E.tooLong, invalid: E.markup }),
      province: provinceField({ missing: E.incomplete, invalid: E.provinceInvalid }),
      specialties: listField(areas),
      ...practice,
      experience: optionalWholeNumber(EXPERIENCE_MAX, { invalid: E.experienceInvalid }),
      ...listingContactFields(E),
    })
    .superRefine(...feeRules(E));
}

export type OwnListingInput = z.infer<ReturnType<typeof ownListingSchema>>;

import { z } from 'zod';
import type { FeeUnit } from '../fees.ts';
import { EXPERIENCE_MIN } from '../limits.ts';
import type { ApplicationStatus } from '../statuses.ts';
import {
  LAWYER_TEXT_MAX,
  listingContactFields,
  optionalLine,
  optionalUploadKey,
  provinceField,
  requiredText,
} from './lawyer.ts';
import { EXPERIENCE_MAX, feeRules, type ListingChoicesKept, practiceFields, readNumber } from './practice.ts';

export { EXPERIENCE_MAX } from './practice.ts';

const TOO_LONG = 'apply.errors.tooLong';
const EXPERIENCE_INVALID = 'apply.errors.experienceInvalid';

/** The messages of the application's listing fields (i18n keys, feature `apply`). */
export const APPLICATION_LISTING_ERRORS = {
  titleRequired: 'apply.errors.titleRequired',
  areasRequired: 'apply.errors.areasRequired',
  areaInvalid: 'apply.errors.areaInvalid',
  languagesRequired: 'apply.errors.languagesRequired',
  languageInvalid: 'apply.errors.languageInvalid',
  feeRequired: 'apply.errors.feeRequired',
  feeInvalid: 'apply.errors.feeInvalid',
  feeMissing: 'apply.errors.feeRequired',
  feeOrder: 'apply.errors.feeOrder',
  feeUnitInvalid: 'apply.errors.feeUnitInvalid',
  tooLong: TOO_LONG,
  tooManyAreas: 'apply.errors.tooManyAreas',
  tooMany: 'apply.errors.tooMany',
} as const;

const L = APPLICATION_LISTING_ERRORS;

/**
 * Experience in whole years (docs/product-rules.md, "Applications"): blank means 0; '2.5', '-1' and 'abc' are
 * refused (never rounded or clamped silently).
 */
const experienceField = z.preprocess(
  (v) => readNumber(v) ?? 0,
  z
    .number(EXPERIENCE_INVALID)
    .int(EXPERIENCE_INVALID)
    .min(EXPERIENCE_MIN, EXPERIENCE_INVALID)
    .max(EXPERIENCE_MAX, EXPERIENCE_INVALID),
);

/** The fields of the application form (docs/product-rules.md, "Applications"), the admin's form too. */
export const applicantFields = {
  fullName: requiredText(LAWYER_TEXT_MAX.name, 'apply.errors.fullNameRequired', TOO_LONG),
  licenseNumber: requiredText(LAWYER_TEXT_MAX.licenseNumber, 'apply.errors.licenseRequired', TOO_LONG),
  ...listingContactFields({
    tooLong: TOO_LONG,
    phoneInvalid: 'apply.errors.phoneInvalid',
    emailInvalid: 'apply.errors.emailInvalid',
    websiteInvalid: 'apply.errors.websiteInvalid',
    avatarInvalid: 'apply.errors.avatarInvalid',
  }),
  province: provinceField({ invalid: 'apply.errors.provinceInvalid' }),
  experience: experienceField,
  businessCardKey: optionalUploadKey('business-card', 'apply.errors.businessCardInvalid'),
};

/**
 * What the listing needs (docs/product-rules.md, "Lawyer listings"): title, specialties (areas, as case types:
 * domain/schemas/practice.ts), languages, fee or fee range with its unit, education. `required` for the
 * applicant's own form: title, at least one specialty, at least one language and the fee. The admin's form
 * takes them optional (older applications have none).
 */
export function applicationListingFields(required: boolean, kept: ListingChoicesKept = {}) {
  const { titleRequired, areasRequired, languagesRequired, feeRequired, ...optional } = L;
  return {
    title: required
      ? requiredText(LAWYER_TEXT_MAX.title, titleRequired, TOO_LONG)
      : optionalLine(LAWYER_TEXT_MAX.title, TOO_LONG),
    ...practiceFields(required ? L : optional, kept),
  };
}

/** The fee rules of an application form ("up to" needs the fee and is not below it). */
export const applicationFeeCheck = feeRules(L);

/**
 * The lawyer application form (docs/product-rules.md, "Applications"), shared by the
 * form and the server action. Messages are i18n keys (namespace common). Specialties are typed comma
 * separated or picked, and stored as case types. The e-mail defaults to the account's (the server fills it in
 * when left blank). The avatar and business card are upload keys, whose owner the server checks.
 */
export const applicationSchema = z
  .object({ ...applicantFields, ...applicationListingFields(true) })
  .superRefine(...applicationFeeCheck);

export type ApplicationInput = z.infer<typeof applicationSchema>;

/** What the admin table and form show of an application (the admin service's rows, the admin page's data). */
export interface AdminApplication {
  id: string;
  userId: string;
  applicantEmail: string;
  fullName: string;
  licenseNumber: string;
  phone: string | null;
  email: string | null;
  lineId: string | null;
  experienceAreas: string[];
  title: string | null;
  languages: string[];
  feeMin: number | null;
  feeMax: number | null;
  feeUnit: FeeUnit | null;
  education: string[];
  province: string | null;
  district: string | null;
  address: string | null;
  website: string | null;
  experience: number;
  description: string | null;
  avatarUrl: string | null;
  hasBusinessCard: boolean;
  status: ApplicationStatus;
  reviewedAt: string | null;
  createdAt: string;
  /** The applicant's lawyer record, if any (after an approval: the public profile). */
  lawyerId: string | null;
}

import { z } from 'zod';
import { listField } from './form.ts';
import {
  LAWYER_TEXT_MAX,
  optionalEmail,
  optionalLine,
  optionalPhone,
  optionalText,
  optionalWebsite,
  provinceField,
  requiredText,
  translatedNameFields,
  translatedTitleFields,
} from './lawyer.ts';
import {
  choiceList,
  EXPERIENCE_MAX,
  FEE_MAX,
  feeUnitField,
  lineList,
  optionalWholeNumber,
} from './practice.ts';

export { choiceValues, LINE_ITEM_MAX, LINE_LIST_MAX, lineValues } from './practice.ts';

/**
 * The admin lawyer forms (docs/product-rules.md, "Administration"), shared by the forms
 * and the services. Messages are i18n keys (namespace common, feature `adminLawyers`).
 *
 * - Add: name, title and province required (the name and title also in English and Chinese, optional); fee and experience are numbers, minimum 0; ONE fee amount that is
 *   stored as both fee_min and fee_max.
 * - Edit: every field of the record, with fee_min and fee_max separately (fee_min ≤ fee_max); not the rating and
 *   the number of reviews, which the server derives from published reviews (docs/product-rules.md, "Reviews").
 * Numbers are never rounded or clamped silently: '-1', '2.5' (for whole numbers) and 'abc' are refused.
 */

export const ADMIN_LAWYER_ERRORS = {
  required: 'adminLawyers.errors.required',
  tooLong: 'adminLawyers.errors.tooLong',
  markup: 'adminLawyers.errors.markup',
  provinceInvalid: 'adminLawyers.errors.provinceInvalid',
  negative: 'adminLawyers.errors.negative',
  numberInvalid: 'adminLawyers.errors.numberInvalid',
  feeOrder: 'adminLawyers.errors.feeOrder',
  feeUnitInvalid: 'adminLawyers.errors.feeUnitInvalid',
  areaInvalid: 'adminLawyers.errors.areaInvalid',
  languageInvalid: 'adminLawyers.errors.languageInvalid',
  tooMany: 'adminLawyers.errors.tooMany',
  phoneInvalid: 'adminLawyers.errors.phoneInvalid',
  emailInvalid: 'adminLawyers.errors.emailInvalid',
  websiteInvalid: 'adminLawyers.errors.websiteInvalid',
  emailRequired: 'adminLawyers.errors.emailRequired',
  unknownEmail: 'adminLawyers.errors.unknownEmail',
  accountTaken: 'adminLawyers.errors.accountTaken',
  avatarInvalid: 'adminLawyers.errors.avatarInvalid',
  notFound: 'adminLawyers.errors.notFound',
} as const;

const E = ADMIN_LAWYER_ERRORS;

/** Largest fee amount accepted (baht). */
export const ADMIN_FEE_MAX = FEE_MAX;
/** Longest availability text. */
export const AVAILABILITY_MAX = 300;

/** An optional whole number from 0 to `max` (negative → `negative`, other bad input → `numberInvalid`). */
export const optionalCount = (max: number) =>
  optionalWholeNumber(max, { invalid: E.numberInvalid, negative: E.negative });

/** A multi-select; which values are allowed is checked by the service (the record may keep older values). */
const choices = listField(choiceList({ tooLong: E.tooLong, tooMany: E.tooMany }));

const lines = lineList({ tooLong: E.tooLong, tooMany: E.tooMany });

const coreFields = {
  name: requiredText(LAWYER_TEXT_MAX.name, E.required, E.tooLong),
  title: requiredText(LAWYER_TEXT_MAX.title, E.required, E.tooLong),
  ...translatedNameFields({ tooLong: E.tooLong, invalid: E.markup }),
  ...translatedTitleFields({ tooLong: E.tooLong, invalid: E.markup }),
  province: provinceField({ missing: E.required, invalid: E.provinceInvalid }),
  district: optionalLine(LAWYER_TEXT_MAX.district, E.tooLong),
  experience: optionalCount(EXPERIENCE_MAX),
  feeUnit: feeUnitField(E.feeUnitInvalid),
  experienceAreas: choices,
  languages: choices,
};

/** Add a lawyer: the core fields and ONE fee amount (stored as both fee_min and fee_max). */
export const adminLawyerCreateSchema = z.object({
  ...coreFields,
  fee: optionalCount(ADMIN_FEE_MAX),
});

export type AdminLawyerCreateInput = z.infer<typeof adminLawyerCreateSchema>;

/** Edit a lawyer: every field of the record. */
export const adminLawyerUpdateSchema = z
  .object({
    ...coreFields,
    feeMin: optionalCount(ADMIN_FEE_MAX),
    feeMax: optionalCount(ADMIN_FEE_MAX),
    description: optionalText(LAWYER_TEXT_MAX.description, E.tooLong),
    phone: optionalPhone(E.phoneInvalid),
    email: optionalEmail(E.emailInvalid),
    lineId: optionalLine(LAWYER_TEXT_MAX.lineId, E.tooLong),
    education: lines,
    achievements: lines,
    availability: optionalText(AVAILABILITY_MAX, E.tooLong),
    licenseNumber: optionalLine(LAWYER_TEXT_MAX.licenseNumber, E.tooLong),
    address: optionalText(LAWYER_TEXT_MAX.address, E.tooLong),
    website: optionalWebsite(E.websiteInvalid),
  })
  .superRefine((v, ctx) => {
    if (v.feeMin !== undefined && v.feeMax !== undefined && v.feeMin > v.feeMax)
      ctx.addIssue({ code: 'custom', path: ['feeMax'], message: E.feeOrder });
  });

export type AdminLawyerUpdateInput = z.infer<typeof adminLawyerUpdateSchema>;

/** Link a lawyer to a user account by the account's e-mail. */
export const adminLawyerLinkSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string(E.emailRequired)
      .min(1, E.emailRequired)
      .max(LAWYER_TEXT_MAX.email, E.emailInvalid)
      .pipe(z.email(E.emailInvalid)),
  ),
});

/** The search box: trimmed, at most 100 characters. */
export const ADMIN_LAWYER_QUERY_MAX = 100;
export const adminLawyerQuery = (v: unknown): string =>
  typeof v === 'string' ? v.trim().slice(0, ADMIN_LAWYER_QUERY_MAX) : '';

import { z } from 'zod';
import { isCaseType } from '../case-types.ts';
import { formInput, formText, listField } from './form.ts';
import { blankToUndefined, optionalText, parseCommaList } from './lawyer.ts';
import { choiceValues, readNumber } from './practice.ts';

/**
 * The case-category form (docs/product-rules.md, "Administration"), shared by the form and the
 * service. Name and slug are required with 'กรอกชื่อและสลัก (slug)'; the slug is lower-case
 * letters and digits in groups joined by single hyphens (the database checks the same pattern) and unique;
 * the display order is a whole number, 0 when left blank. Messages are i18n keys (feature `adminCategories`).
 */

export const CATEGORY_ERRORS = {
  required: 'adminCategories.errors.required',
  tooLong: 'adminCategories.errors.tooLong',
  slugFormat: 'adminCategories.errors.slugFormat',
  slugTaken: 'adminCategories.errors.slugTaken',
  orderInvalid: 'adminCategories.errors.orderInvalid',
  areaInvalid: 'adminCategories.errors.areaInvalid',
  iconInvalid: 'adminCategories.errors.iconInvalid',
  tooMany: 'adminCategories.errors.tooMany',
  notFound: 'adminCategories.errors.notFound',
} as const;

const E = CATEGORY_ERRORS;

/** The slug pattern of case_categories (also a CHECK constraint in the database). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A lucide icon name: kebab-case, like 'scale' or 'building-2'. */
export const ICON_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const CATEGORY_TEXT_MAX = {
  name: 200,
  slug: 100,
  description: 2000,
  keyword: 100,
  icon: 64,
} as const;
export const CATEGORY_KEYWORDS_MAX = 50;
/** Display orders accepted (whole numbers). */
export const DISPLAY_ORDER_MIN = -100_000;
export const DISPLAY_ORDER_MAX = 100_000;

/** A whole number; blank means 0. */
const displayOrder = z.preprocess(
  (v) => readNumber(v) ?? 0,
  z
    .number(E.orderInvalid)
    .int(E.orderInvalid)
    .min(DISPLAY_ORDER_MIN, E.orderInvalid)
    .max(DISPLAY_ORDER_MAX, E.orderInvalid),
);

/** A checkbox: 'on' / 'true' / true; missing means the default (active). */
const flag = (whenMissing: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return whenMissing;
    if (typeof v === 'boolean') return v;
    return v === 'on' || v === 'true' || v === '1';
  }, z.boolean());

export const categorySchema = z.object({
  name: z.string(E.required).trim().min(1, E.required).max(CATEGORY_TEXT_MAX.name, E.tooLong),
  slug: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string(E.required)
      .min(1, E.required)
      .max(CATEGORY_TEXT_MAX.slug, E.tooLong)
      .regex(SLUG_PATTERN, E.slugFormat),
  ),
  description: optionalText(CATEGORY_TEXT_MAX.description, E.tooLong),
  keywords: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? parseCommaList(v)
        : Array.isArray(v)
          ? parseCommaList(v.filter((x) => typeof x === 'string').join(','))
          : (v ?? []),
    z.array(z.string().max(CATEGORY_TEXT_MAX.keyword, E.tooLong)).max(CATEGORY_KEYWORDS_MAX, E.tooMany),
  ),
  experienceAreas: listField(
    z.preprocess(
      choiceValues,
      z.array(z.string().refine((a) => isCaseType(a), E.areaInvalid)).max(20, E.tooMany),
    ),
  ),
  icon: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(CATEGORY_TEXT_MAX.icon, E.iconInvalid)
      .regex(ICON_PATTERN, E.iconInvalid)
      .optional(),
  ),
  displayOrder,
  active: flag(true),
});

export type CategoryInput = z.infer<typeof categorySchema>;

/**
 * The posted category form as `categorySchema` reads it, `active` being the checkbox: an unchecked box sends
 * nothing, which on the form means off (a caller that leaves `active` out of its input gets the default, on).
 */
export const categoryFormInput = (form: FormData) => ({
  ...formInput(form, categorySchema),
  active: formText(form, 'active') === 'on',
});

/** The required message when name or slug is missing. */
export const CATEGORY_REQUIRED = E.required;

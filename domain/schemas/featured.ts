import { z } from 'zod';
import { UUID_PATTERN } from '../ids.ts';
import { PINNED_MAX } from '../limits.ts';
import { readNumber } from './practice.ts';

/**
 * The admin featured-lawyer screen (docs/product-rules.md, "Administration"), shared by the
 * page and the server. Form values arrive as strings; these schemas read them strictly (no silent rounding or
 * clamping). Messages are i18n keys (namespace common, feature `adminFeatured`).
 */

/** The pin positions, 1..PINNED_MAX. */
export const PIN_POSITIONS: readonly number[] = Array.from({ length: PINNED_MAX }, (_, i) => i + 1);
/** The field of the pin form for one position (name1, name2, name3). */
export const pinFieldName = (position: number) => `name${position}`;

/** Highest display order accepted (lower numbers come first). */
export const DISPLAY_ORDER_MAX = 9999;
/** Longest search text and pinned name accepted. */
export const FEATURED_NAME_MAX = 200;

const idField = (message: string) => z.string().trim().regex(UUID_PATTERN, message);

/** A whole number from 0 to DISPLAY_ORDER_MAX; blank means 0. */
const displayOrderField = z.preprocess(
  (v) => readNumber(v) ?? 0,
  z
    .number('adminFeatured.errors.displayOrder')
    .int('adminFeatured.errors.displayOrder')
    .min(0, 'adminFeatured.errors.displayOrder')
    .max(DISPLAY_ORDER_MAX, 'adminFeatured.errors.displayOrder'),
);

/** Pin position 1..PINNED_MAX, or none (blank, 'none' or null). */
const pinPositionField = z.preprocess((v) => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '' || text === 'none') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}, z
  .number('adminFeatured.errors.pinPosition')
  .int('adminFeatured.errors.pinPosition')
  .min(1, 'adminFeatured.errors.pinPosition')
  .max(PINNED_MAX, 'adminFeatured.errors.pinPosition')
  .nullable());

/** A yes/no value from a form ('true'/'false', a checkbox's 'on', or a boolean); missing means `fallback`. */
const booleanField = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'string') return v;
    const text = v.trim().toLowerCase();
    if (['true', 'on', '1'].includes(text)) return true;
    if (['false', 'off', '0', ''].includes(text)) return false;
    return text;
  }, z.boolean('adminFeatured.errors.active'));

/** Search of the public lawyer view: partial, case-insensitive name; blank lists the first names. */
export const featuredSearchSchema = z.object({
  q: z.string().trim().max(FEATURED_NAME_MAX, 'adminFeatured.errors.tooLong').default(''),
});

/** Add a lawyer to the list: { lawyer_id, display_order, active }. */
export const featuredAddSchema = z.object({
  lawyerId: idField('adminFeatured.errors.lawyerNotFound'),
  displayOrder: displayOrderField,
  active: booleanField(true),
});
export type FeaturedAddInput = z.infer<typeof featuredAddSchema>;

/** Inline edit of one entry: display order, pin position (1-3 or none) and active. */
export const featuredUpdateSchema = z.object({
  id: idField('adminFeatured.errors.entryNotFound'),
  displayOrder: displayOrderField,
  pinPosition: pinPositionField,
  active: booleanField(false),
});
export type FeaturedUpdateInput = z.infer<typeof featuredUpdateSchema>;

export const featuredDeleteSchema = z.object({
  id: idField('adminFeatured.errors.entryNotFound'),
});

/**
 * Pin three lawyers by name: one text per position 1..PINNED_MAX (index 0 is position 1). Blank texts are
 * skipped (that position stays empty); at least one name is needed.
 */
export const featuredPinSchema = z.object({
  names: z
    .array(z.string().trim().max(FEATURED_NAME_MAX, 'adminFeatured.errors.tooLong'))
    .length(PINNED_MAX, 'adminFeatured.errors.pinNamesRequired')
    .refine((names) => names.some((n) => n !== ''), 'adminFeatured.errors.pinNamesRequired'),
});
export type FeaturedPinInput = z.infer<typeof featuredPinSchema>;

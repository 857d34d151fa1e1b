import { z } from 'zod';
import { FEE_UNITS, type FeeUnit } from '../fees.ts';
import { isLawyerLanguage } from '../lawyer-languages.ts';
import { EXPERIENCE_MIN } from '../limits.ts';
import { areaFromName, caseTypesForSpecialties } from '../specialties.ts';
import { listField } from './form.ts';
import { AREAS_MAX, blankToUndefined, commaListField, LAWYER_TEXT_MAX } from './lawyer.ts';

/**
 * The practice details of a lawyer listing, the fields that search and auto-match read (docs/product-rules.md,
 * "Lawyer listings"): specialties as case types, languages, fee or fee range with its unit, years of
 * experience and education. Field builders shared by the lawyer application (`application.ts`), the admin's
 * application form (`admin-application.ts`), the admin lawyer forms (`admin-lawyer.ts`) and the lawyer's own
 * listing editor (`own-listing.ts`). Messages are passed in (i18n keys of the form's own text section).
 */

/** Most years of experience accepted. */
export const EXPERIENCE_MAX = 80;
/** Largest fee amount accepted (baht). */
export const FEE_MAX = 10_000_000;
/** Education and achievement lists: items and item length. */
export const LINE_LIST_MAX = 30;
export const LINE_ITEM_MAX = 300;

/** A number typed in a form ('' or missing: not given); anything but a plain decimal stays as text. */
export function readNumber(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * An optional whole number from 0 to `max`: blank is "not given"; '-1' (`negative`, else `invalid`), '2.5'
 * and 'abc' (`invalid`) are refused, never rounded or clamped.
 */
export const optionalWholeNumber = (max: number, messages: { invalid: string; negative?: string }) =>
  z.preprocess(
    readNumber,
    z
      .number(messages.invalid)
      .int(messages.invalid)
      .min(EXPERIENCE_MIN, messages.negative ?? messages.invalid)
      .max(max, messages.invalid)
      .optional(),
  );

/** A required whole number from 0 to `max` (`required` when blank, `invalid` otherwise). */
export const requiredWholeNumber = (max: number, messages: { required: string; invalid: string }) =>
  z.preprocess(
    readNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .int(messages.invalid)
      .min(EXPERIENCE_MIN, messages.invalid)
      .max(max, messages.invalid),
  );

/** The values of a multi-select (repeated form fields, or one value): trimmed, blanks and repeats dropped. */
export function choiceValues(v: unknown): string[] {
  const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const value = item.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/** A multi-select whose allowed values are checked elsewhere (a record may keep older values). */
export const choiceList = (messages: { tooLong: string; tooMany: string }) =>
  z.preprocess(
    choiceValues,
    z.array(z.string().max(LAWYER_TEXT_MAX.area, messages.tooLong)).max(AREAS_MAX, messages.tooMany),
  );

/** Text typed one item per line (education, achievements): trimmed, blank lines and repeats dropped. */
export function lineValues(v: unknown): string[] {
  const lines = typeof v === 'string' ? v.split(/\r?\n/) : Array.isArray(v) ? v : [];
  return choiceValues(lines);
}

export const lineList = (messages: { tooLong: string; tooMany: string }) =>
  z.preprocess(
    lineValues,
    z.array(z.string().max(LINE_ITEM_MAX, messages.tooLong)).max(LINE_LIST_MAX, messages.tooMany),
  );

/** The fee unit of a select (blank: not given; the services then store per_session with a fee). */
export const feeUnitField = (invalid: string) =>
  z.preprocess(blankToUndefined, z.enum(FEE_UNITS, invalid).optional());

// ---------------------------------------------------------------------------------------------------------
// Specialties and languages chosen from the product's lists (domain/specialties.ts, domain/lawyer-languages.ts).

/**
 * Values a record already holds outside the lists (an older application, areas typed on /lawyers/new): kept
 * when it is saved, while new values must come from the lists.
 */
export interface ListingChoicesKept {
  experienceAreas?: readonly string[];
  languages?: readonly string[];
}

/**
 * The experience areas of a listing from what was typed or picked: a case type stays as it is, one of the ask
 * form's 8 specialties becomes the case types it stands for (SPECIALTY_TO_CASE_TYPES, the table auto-match
 * uses for questions), in order of first appearance, without repeats. Either may be typed by its label in th, en
 * or zh, in any letter case ('Civil', '民事': `areaFromName`). Values in `kept` (a record's older, free-text areas)
 * stay as they are; anything else is returned in `unknown`.
 */
export function listingAreas(
  values: readonly string[],
  kept: readonly string[] = [],
): { areas: string[]; unknown: string[] } {
  const areas: string[] = [];
  const unknown: string[] = [];
  for (const value of values) {
    const area = areaFromName(value);
    const mapped: readonly string[] = area
      ? caseTypesForSpecialties([area])
      : kept.includes(value)
        ? [value]
        : [];
    if (mapped.length === 0) {
      if (!unknown.includes(value)) unknown.push(value);
      continue;
    }
    for (const area of mapped) if (!areas.includes(area)) areas.push(area);
  }
  return { areas, unknown };
}

/**
 * Specialties typed comma separated or picked from the case types, each one a case
 * type or a specialty of the ask form's list (`invalid` otherwise, except the `kept` values), stored as case
 * types (`listingAreas`): what the search's case-type filter and auto-match compare.
 */
export function specialtiesField(
  messages: { required?: string; invalid: string; tooLong: string; tooMany: string },
  kept: readonly string[] = [],
) {
  return commaListField(messages).transform((list, ctx) => {
    const { areas, unknown } = listingAreas(list, kept);
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return areas;
  });
}

/** Languages picked from the 7 lawyer languages (`invalid` otherwise, except the `kept` values): a list. */
export function languagesField(
  messages: { required?: string; invalid: string; tooLong: string; tooMany: string },
  kept: readonly string[] = [],
) {
  const list = z
    .array(z.string().max(LAWYER_TEXT_MAX.area, messages.tooLong))
    .max(AREAS_MAX, messages.tooMany);
  return listField(
    z.preprocess(
      choiceValues,
      (messages.required ? list.min(1, messages.required) : list).refine(
        (values) => values.every((v) => isLawyerLanguage(v) || kept.includes(v)),
        messages.invalid,
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Fee or fee range.

export interface FeeMessages {
  /** The fee is required (the application); without it the fee is optional (the own listing editor). */
  required?: string;
  invalid: string;
  /** "Up to" given without the fee. */
  missing: string;
  /** "Up to" below the fee. */
  order: string;
  unitInvalid: string;
}

/**
 * The fee fields of a form: `feeMin` (the fee) and `feeMax` ("up to", for a range; blank for one fee), whole
 * baht from 0 to FEE_MAX, and the unit. `listingFees` turns them into the stored columns; `checkFees` the
 * rules between them.
 */
export function feeFields(messages: FeeMessages) {
  return {
    feeMin: messages.required
      ? requiredWholeNumber(FEE_MAX, { required: messages.required, invalid: messages.invalid })
      : optionalWholeNumber(FEE_MAX, { invalid: messages.invalid }),
    feeMax: optionalWholeNumber(FEE_MAX, { invalid: messages.invalid }),
    feeUnit: feeUnitField(messages.unitInvalid),
  };
}

const FEE_KEYS = ['feeMin', 'feeMax'];

/** Run the fee rules whenever both amounts were read, even when other fields of the form are refused. */
export const feesRead = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => FEE_KEYS.includes(String(issue.path?.[0])));

/** The rules between the fee fields: "up to" needs the fee and is not below it. */
export function checkFees(
  value: { feeMin?: number | undefined; feeMax?: number | undefined },
  ctx: z.RefinementCtx,
  messages: Pick<FeeMessages, 'missing' | 'order'>,
) {
  if (value.feeMax !== undefined && value.feeMin === undefined)
    ctx.addIssue({ code: 'custom', path: ['feeMin'], message: messages.missing });
  if (value.feeMin !== undefined && value.feeMax !== undefined && value.feeMin > value.feeMax)
    ctx.addIssue({ code: 'custom', path: ['feeMax'], message: messages.order });
}

// ---------------------------------------------------------------------------------------------------------
// The practice fields together.

/** The messages of the practice fields (i18n keys of the form's own section); a `…Required` makes its field required. */
export interface PracticeMessages {
  areasRequired?: string;
  languagesRequired?: string;
  feeRequired?: string;
  areaInvalid: string;
  languageInvalid: string;
  tooLong: string;
  tooManyAreas: string;
  tooMany: string;
  feeInvalid: string;
  feeMissing: string;
  feeOrder: string;
  feeUnitInvalid: string;
}

/**
 * The practice fields of the application forms and the own listing: specialties (`areas`, stored as case types),
 * languages, fee or fee range with its unit, and education. `kept`: the record's values outside the lists.
 */
export function practiceFields(messages: PracticeMessages, kept: ListingChoicesKept = {}) {
  const { tooLong, tooMany } = messages;
  return {
    areas: specialtiesField(
      {
        required: messages.areasRequired,
        invalid: messages.areaInvalid,
        tooLong,
        tooMany: messages.tooManyAreas,
      },
      kept.experienceAreas,
    ),
    languages: languagesField(
      { required: messages.languagesRequired, invalid: messages.languageInvalid, tooLong, tooMany },
      kept.languages,
    ),
    ...feeFields({
      required: messages.feeRequired,
      invalid: messages.feeInvalid,
      missing: messages.feeMissing,
      order: messages.feeOrder,
      unitInvalid: messages.feeUnitInvalid,
    }),
    education: lineList({ tooLong, tooMany }),
  };
}

/** The fee rules of a form with `practiceFields`, as its `superRefine` arguments (run once both amounts are read). */
export const feeRules = (messages: Pick<PracticeMessages, 'feeMissing' | 'feeOrder'>) =>
  [
    (value: { feeMin?: number | undefined; feeMax?: number | undefined }, ctx: z.RefinementCtx) =>
      checkFees(value, ctx, { missing: messages.feeMissing, order: messages.feeOrder }),
    { when: feesRead },
  ] as const;

/**
 * The stored fee columns of a fee or a fee range (docs/product-rules.md, "Lawyer listings": a profile shows
 * 'min - max', one amount when both are equal): one fee is stored as both fee_min and fee_max, so it falls in the
 * search's budget bands; the unit is per_session unless chosen, and none without a fee.
 */
export function listingFees(data: {
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  feeUnit?: FeeUnit | undefined;
}): { feeMin: number | null; feeMax: number | null; feeUnit: FeeUnit | null } {
  if (data.feeMin === undefined) return { feeMin: null, feeMax: null, feeUnit: null };
  return {
    feeMin: data.feeMin,
    feeMax: data.feeMax ?? data.feeMin,
    feeUnit: data.feeUnit ?? 'per_session',
  };
}

/** The "up to" a form shows for stored fees: blank for one fee (fee_min = fee_max), so saving keeps one. */
export const feeUpToShown = (feeMin: number | null, feeMax: number | null): number | null =>
  feeMax !== null && feeMax !== feeMin ? feeMax : null;

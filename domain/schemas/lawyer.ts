import { z } from 'zod';
import { PROVINCE_NAMES_TH } from '../provinces.ts';
import { areaFromName } from '../specialties.ts';
import { isUploadKey, type UploadKind } from '../uploads.ts';
import { singleLineString } from './single-line.ts';

/**
 * The own lawyer profile form (`/lawyers/new`, docs/product-rules.md, "Lawyer listings"),
 * shared by the form and the server, plus the field builders the lawyer application form reuses.
 * Messages are i18n keys (namespace common); the forms translate them.
 */

/** Longest texts accepted from the lawyer forms. */
export const LAWYER_TEXT_MAX = {
  name: 200,
  title: 200,
  licenseNumber: 50,
  phone: 30,
  email: 254,
  lineId: 50,
  district: 100,
  address: 500,
  website: 300,
  description: 5000,
  area: 100,
} as const;
/** At most this many specialties (experience areas) per profile or application. */
export const AREAS_MAX = 20;

// ---------------------------------------------------------------------------------------------------------
// Uploaded image keys (docs/product-rules.md, "Uploads"). The upload service stores each file under a new key in
// the uploader's own folder; a form only hands the key back. The server must check that a submitted key is one of
// the submitting user's own keys: the browser is never trusted.

export { avatarPublicUrl, isOwnUploadKey, isUploadKey, type UploadKind } from '../uploads.ts';

// ---------------------------------------------------------------------------------------------------------
// Field builders.

/** Empty form fields arrive as '' (or are missing): both mean "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A comma-separated list as typed in a form: split on commas (also the full-width and ideographic ones),
 * trimmed, empty items dropped, duplicates removed (first one kept).
 */
export function parseCommaList(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[,，、]/)) {
    const item = part.trim();
    if (item && !out.includes(item)) out.push(item);
  }
  return out;
}

/** Comma-separated text (or an already split list) → trimmed list of areas. */
export function commaListField(messages: { required?: string; tooLong: string; tooMany: string }) {
  const list = z
    .array(z.string().trim().min(1).max(LAWYER_TEXT_MAX.area, messages.tooLong))
    .max(AREAS_MAX, messages.tooMany);
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      if (typeof v === 'string') return parseCommaList(v);
      if (Array.isArray(v)) return parseCommaList(v.filter((x) => typeof x === 'string').join(','));
      return v;
    },
    messages.required ? list.min(1, messages.required) : list,
  );
}

/** A required trimmed single-line text (a name, a title, a licence number: domain/schemas/single-line.ts). */
export const requiredText = (max: number, required: string, tooLong: string) =>
  singleLineString(required).trim().min(1, required).max(max, tooLong);

/** An optional trimmed text (blank → undefined), on several lines (an address, a description). */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, tooLong).optional());

/** An optional trimmed single-line text (blank → undefined): a LINE ID, a district. */
export const optionalLine = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, singleLineString().trim().max(max, tooLong).optional());

/**
 * A listing's name or title in English or Chinese (`name_en`, `name_zh`, `title_en`, `title_zh`): optional,
 * trimmed, at most `max` characters, no markup ('<' or '>', as a person's full name, domain/schemas/auth.ts).
 */
export const optionalNameText = (max: number, messages: { tooLong: string; invalid: string }) =>
  z.preprocess(
    blankToUndefined,
    singleLineString()
      .trim()
      .max(max, messages.tooLong)
      .refine((text) => !/[<>]/.test(text), messages.invalid)
      .optional(),
  );

/** The English and Chinese name fields of the admin forms (the lawyer's own form leaves the name to admins). */
export const translatedNameFields = (messages: { tooLong: string; invalid: string }) => ({
  nameEn: optionalNameText(LAWYER_TEXT_MAX.name, messages),
  nameZh: optionalNameText(LAWYER_TEXT_MAX.name, messages),
});

/** The English and Chinese title fields (admin forms and the lawyer's own listing). */
export const translatedTitleFields = (messages: { tooLong: string; invalid: string }) => ({
  titleEn: optionalNameText(LAWYER_TEXT_MAX.title, messages),
  titleZh: optionalNameText(LAWYER_TEXT_MAX.title, messages),
});

export const optionalPhone = (invalid: string) =>
  z.preprocess(
    blankToUndefined,
    singleLineString()
      .trim()
      .max(LAWYER_TEXT_MAX.phone, invalid)
      .regex(/^\+?[0-9][0-9\s\-().]{5,}$/, invalid)
      .optional(),
  );

export const optionalEmail = (invalid: string) =>
  z.preprocess(
    blankToUndefined,
    singleLineString().trim().max(LAWYER_TEXT_MAX.email, invalid).pipe(z.email(invalid)).optional(),
  );

/**
 * A website address as typed: 'example.com' becomes 'https://example.com/'. Only http and https addresses
 * with a dotted host name are accepted; the stored value is the normalised address.
 */
export function normalizeWebsite(text: string): string | null {
  const value = text.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
  return url.href;
}

export const optionalWebsite = (invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(LAWYER_TEXT_MAX.website, invalid)
      .transform((v, ctx) => {
        const url = normalizeWebsite(v);
        if (url === null || url.length > LAWYER_TEXT_MAX.website) {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
  );

/** A province of the list (the Thai name is stored); `missing` when blank, `invalid` for any other text. */
export function provinceField(messages: { missing?: string; invalid: string }) {
  const choice = z.enum(PROVINCE_NAMES_TH as unknown as [string, ...string[]], {
    error: (issue) => (issue.input === undefined ? (messages.missing ?? messages.invalid) : messages.invalid),
  });
  return z.preprocess(blankToUndefined, messages.missing ? choice : choice.optional());
}

/** An optional upload key of this kind (the exact format; the owner is checked on the server). */
export const optionalUploadKey = (kind: UploadKind, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((k) => isUploadKey(kind, k), invalid)
      .optional(),
  );

/**
 * The contact, place and description fields every lawyer form shares (the own profile, the own listing, the
 * application, the admin's application), with the form's own messages: phone, e-mail, LINE id, district, address,
 * website, description and the picture's upload key.
 */
export const listingContactFields = (messages: {
  tooLong: string;
  phoneInvalid: string;
  emailInvalid: string;
  websiteInvalid: string;
  avatarInvalid: string;
}) => ({
  phone: optionalPhone(messages.phoneInvalid),
  email: optionalEmail(messages.emailInvalid),
  lineId: optionalLine(LAWYER_TEXT_MAX.lineId, messages.tooLong),
  district: optionalLine(LAWYER_TEXT_MAX.district, messages.tooLong),
  address: optionalText(LAWYER_TEXT_MAX.address, messages.tooLong),
  website: optionalWebsite(messages.websiteInvalid),
  description: optionalText(LAWYER_TEXT_MAX.description, messages.tooLong),
  avatarKey: optionalUploadKey('avatar', messages.avatarInvalid),
});

// ---------------------------------------------------------------------------------------------------------
// The own lawyer profile form.

const INCOMPLETE = 'lawyerform.errors.incomplete';

export const ownLawyerSchema = z.object({
  name: requiredText(LAWYER_TEXT_MAX.name, INCOMPLETE, 'lawyerform.errors.tooLong'),
  title: requiredText(LAWYER_TEXT_MAX.title, INCOMPLETE, 'lawyerform.errors.tooLong'),
  province: provinceField({ missing: INCOMPLETE, invalid: 'lawyerform.errors.provinceInvalid' }),
  // A case type or specialty typed by its label in any language is kept as its stored value; other text as typed.
  specialties: commaListField({
    required: INCOMPLETE,
    tooLong: 'lawyerform.errors.tooLong',
    tooMany: 'lawyerform.errors.tooManyAreas',
  }).transform((list) => [...new Set(list.map((item) => areaFromName(item) ?? item))]),
  licenseNumber: requiredText(
    LAWYER_TEXT_MAX.licenseNumber,
    'lawyerform.errors.licenseRequired',
    'lawyerform.errors.tooLong',
  ),
  ...listingContactFields({
    tooLong: 'lawyerform.errors.tooLong',
    phoneInvalid: 'lawyerform.errors.phoneInvalid',
    emailInvalid: 'lawyerform.errors.emailInvalid',
    websiteInvalid: 'lawyerform.errors.websiteInvalid',
    avatarInvalid: 'lawyerform.errors.avatarInvalid',
  }),
});

export type OwnLawyerInput = z.infer<typeof ownLawyerSchema>;

/** The message of a missing required field of the own lawyer form (spec: 'ข้อมูลไม่ครบ'). */
export const OWN_LAWYER_INCOMPLETE = INCOMPLETE;

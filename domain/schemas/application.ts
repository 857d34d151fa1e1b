import { z } from 'zod';
import { EXPERIENCE_MIN } from '../limits.ts';
import type { ApplicationStatus } from '../statuses.ts';
import {
  commaListField,
  LAWYER_TEXT_MAX,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUploadKey,
  optionalWebsite,
  provinceField,
  requiredText,
} from './lawyer.ts';

/** Most years of experience accepted. */
export const EXPERIENCE_MAX = 80;

const TOO_LONG = 'apply.errors.tooLong';
const EXPERIENCE_INVALID = 'apply.errors.experienceInvalid';

/**
 * Experience in whole years (member-admin-area §5): blank means 0; '2.5', '-1' and 'abc' are refused
 * (never rounded or clamped silently).
 */
const experienceField = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return 0;
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return 0;
    return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  },
  z
    .number(EXPERIENCE_INVALID)
    .int(EXPERIENCE_INVALID)
    .min(EXPERIENCE_MIN, EXPERIENCE_INVALID)
    .max(EXPERIENCE_MAX, EXPERIENCE_INVALID),
);

/**
 * The lawyer application form (member-admin-area §2 "Apply", §5), shared by the form and the server action.
 * Messages are i18n keys (namespace common). Areas are typed comma separated. The e-mail defaults to the
 * account's (the server fills it in when left blank). The avatar and business card are upload keys, whose
 * owner the server checks.
 */
export const applicationSchema = z.object({
  fullName: requiredText(LAWYER_TEXT_MAX.name, 'apply.errors.fullNameRequired', TOO_LONG),
  licenseNumber: requiredText(LAWYER_TEXT_MAX.licenseNumber, 'apply.errors.licenseRequired', TOO_LONG),
  phone: optionalPhone('apply.errors.phoneInvalid'),
  email: optionalEmail('apply.errors.emailInvalid'),
  lineId: optionalText(LAWYER_TEXT_MAX.lineId, TOO_LONG),
  areas: commaListField({ tooLong: TOO_LONG, tooMany: 'apply.errors.tooManyAreas' }),
  province: provinceField({ invalid: 'apply.errors.provinceInvalid' }),
  district: optionalText(LAWYER_TEXT_MAX.district, TOO_LONG),
  address: optionalText(LAWYER_TEXT_MAX.address, TOO_LONG),
  website: optionalWebsite('apply.errors.websiteInvalid'),
  experience: experienceField,
  description: optionalText(LAWYER_TEXT_MAX.description, TOO_LONG),
  avatarKey: optionalUploadKey('avatar', 'apply.errors.avatarInvalid'),
  businessCardKey: optionalUploadKey('business-card', 'apply.errors.businessCardInvalid'),
});

export type ApplicationInput = z.infer<typeof applicationSchema>;

/** The fields of the application form, in form order. */
export const APPLICATION_FIELDS = [
  'fullName',
  'licenseNumber',
  'phone',
  'email',
  'lineId',
  'areas',
  'province',
  'district',
  'address',
  'website',
  'experience',
  'description',
  'avatarKey',
  'businessCardKey',
] as const;

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

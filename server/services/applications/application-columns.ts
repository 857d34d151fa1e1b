import type { FeeUnit } from '#domain/fees.ts';
import { listingFees } from '#domain/schemas/practice.ts';

/**
 * The listing columns of an application (title, specialties as case types, languages, fee or fee range with
 * its unit, education), as approval copies them to the lawyer record.
 */
export function applicationListingColumns(data: {
  title?: string | undefined;
  areas: string[];
  languages: string[];
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  feeUnit?: FeeUnit | undefined;
  education: string[];
}) {
  return {
    title: data.title ?? null,
    experienceAreas: data.areas,
    languages: data.languages,
    ...listingFees(data),
    education: data.education,
  };
}

/**
 * The stored columns of what an application form gives, the applicant's (submit-application.ts) and the admin's
 * (admin/applications/input.ts): identity, contact, place, practice and description. The pictures, the status and
 * a blank e-mail's default are each form's own.
 */
export function applicationFormColumns(
  data: Parameters<typeof applicationListingColumns>[0] & {
    fullName: string;
    licenseNumber: string;
    phone?: string | undefined;
    email?: string | undefined;
    lineId?: string | undefined;
    province?: string | undefined;
    district?: string | undefined;
    address?: string | undefined;
    website?: string | undefined;
    experience: number;
    description?: string | undefined;
  },
) {
  return {
    fullName: data.fullName,
    licenseNumber: data.licenseNumber,
    phone: data.phone ?? null,
    email: data.email ?? null,
    lineId: data.lineId ?? null,
    ...applicationListingColumns(data),
    province: data.province ?? null,
    district: data.district ?? null,
    address: data.address ?? null,
    website: data.website ?? null,
    experience: data.experience,
    description: data.description ?? null,
  };
}

import type { LawyerRow } from '../../db/schema/index.ts';

/** What the lawyer's own listing editor shows: every field it edits, and the admin-only name and licence. */
export type OwnListing = Pick<
  LawyerRow,
  | 'id'
  | 'verified'
  | 'name'
  | 'licenseNumber'
  | 'title'
  | 'titleEn'
  | 'titleZh'
  | 'province'
  | 'district'
  | 'experienceAreas'
  | 'languages'
  | 'feeMin'
  | 'feeMax'
  | 'feeUnit'
  | 'experience'
  | 'education'
  | 'phone'
  | 'email'
  | 'lineId'
  | 'address'
  | 'website'
  | 'description'
  | 'avatarUrl'
>;

export function toOwnListing(row: LawyerRow): OwnListing {
  return {
    id: row.id,
    verified: row.verified,
    name: row.name,
    licenseNumber: row.licenseNumber,
    title: row.title,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    province: row.province,
    district: row.district,
    experienceAreas: row.experienceAreas,
    languages: row.languages,
    feeMin: row.feeMin,
    feeMax: row.feeMax,
    feeUnit: row.feeUnit,
    experience: row.experience,
    education: row.education,
    phone: row.phone,
    email: row.email,
    lineId: row.lineId,
    address: row.address,
    website: row.website,
    description: row.description,
    avatarUrl: row.avatarUrl,
  };
}

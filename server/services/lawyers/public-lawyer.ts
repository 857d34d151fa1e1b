import { and, eq } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { type LawyerRow, lawyers } from '../../db/schema/index.ts';
import type { LawyerCard } from './search-lawyers.ts';

/**
 * What the public may see of a verified lawyer. The phone is the lawyer's own only for network members
 * (docs/product-rules.md, "Lawyer listings"); otherwise the network's number. The licence number is never published
 * (only that the lawyer is verified), nor the linked account: only whether it has one (`claimable`: no account, so
 * its lawyer may claim it; docs/product-rules.md, "Claiming a listing").
 */
export type PublicLawyer = LawyerCard &
  Pick<
    LawyerRow,
    'description' | 'lineId' | 'education' | 'achievements' | 'availability' | 'website' | 'networkMember'
  > & { phone: string; createdAt: string; claimable: boolean };

export function toPublicLawyer(row: LawyerRow, networkPhone: string): PublicLawyer {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    nameLatin: row.nameLatin,
    title: row.title,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    description: row.description,
    avatarUrl: row.avatarUrl,
    province: row.province,
    district: row.district,
    experience: row.experience,
    experienceAreas: row.experienceAreas,
    languages: row.languages,
    feeMin: row.feeMin,
    feeMax: row.feeMax,
    feeUnit: row.feeUnit,
    phone: row.networkMember && row.phone ? row.phone : networkPhone,
    lineId: row.lineId,
    education: row.education,
    achievements: row.achievements,
    availability: row.availability,
    website: row.website,
    rating: row.rating === null ? null : Number(row.rating),
    reviews: row.reviews,
    networkMember: row.networkMember,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    claimable: row.verified && row.userId === null,
  };
}

/** A verified lawyer by id, or null: unknown, malformed and unverified ids all answer "not found". */
export async function getPublicLawyer(
  db: Db,
  id: string,
  networkPhone: string,
): Promise<PublicLawyer | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(lawyers)
    .where(and(eq(lawyers.id, id), eq(lawyers.verified, true)))
    .limit(1);
  return row ? toPublicLawyer(row, networkPhone) : null;
}

/**
 * A profile page's lawyer: any verified lawyer; an unverified one only for its own user and for admins (a new own
 * profile waits for an admin: docs/product-rules.md, "Lawyer listings"). Everyone else gets null ("not found").
 */
export async function getLawyerForViewer(
  db: Db,
  id: string,
  viewer: { id: string; isAdmin: boolean } | null,
  networkPhone: string,
): Promise<{ lawyer: PublicLawyer; pendingVerification: boolean } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(lawyers).where(eq(lawyers.id, id)).limit(1);
  if (!row) return null;
  if (row.verified) return { lawyer: toPublicLawyer(row, networkPhone), pendingVerification: false };
  if (viewer && (viewer.isAdmin || row.userId === viewer.id)) {
    return { lawyer: toPublicLawyer(row, networkPhone), pendingVerification: true };
  }
  return null;
}

/** A verified lawyer's public profile by id (null for anything else), from the public data cache. */
export function cachedPublicLawyer(db: Db, id: string, networkPhone: string): Promise<PublicLawyer | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return readPublicData(`lawyer:${JSON.stringify([id, networkPhone])}`, () =>
    getPublicLawyer(db, id, networkPhone),
  );
}

/**
 * `getLawyerForViewer` for the profile page, with a verified listing from the public data cache
 * (server/cache/public-data.ts). A signed-in person's own listing, and whatever an admin sees, are read from the
 * database; so is an unverified listing for any signed-in viewer (only its own user and admins see it).
 */
export async function cachedLawyerForViewer(
  db: Db,
  id: string,
  viewer: { id: string; isAdmin: boolean; lawyerId: string | null } | null,
  networkPhone: string,
): Promise<{ lawyer: PublicLawyer; pendingVerification: boolean } | null> {
  if (viewer && (viewer.isAdmin || viewer.lawyerId === id))
    return getLawyerForViewer(db, id, viewer, networkPhone);
  const lawyer = await cachedPublicLawyer(db, id, networkPhone);
  if (lawyer) return { lawyer, pendingVerification: false };
  return viewer ? getLawyerForViewer(db, id, viewer, networkPhone) : null;
}

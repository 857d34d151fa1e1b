import { desc, eq, sql } from 'drizzle-orm';
import { normalizeLicense } from '#domain/claims.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, listingClaims, profiles, users } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireAdmin } from '../guard.ts';

/**
 * The claims waiting for an administrator's decision, oldest first (docs/product-rules.md, "Claiming a listing"):
 * the listing, the claimant's account, the licence number named beside the listing's, and how control of the
 * listing's e-mail was proven.
 */
export async function listClaims(db: Db, actor: Actor) {
  requireAdmin(actor);
  const rows = await db
    .select({
      id: listingClaims.id,
      lawyerId: listingClaims.lawyerId,
      listingName: lawyers.name,
      listingLicense: lawyers.licenseNumber,
      listingEmail: lawyers.email,
      listingLinked: sql<boolean>`${lawyers.userId} IS NOT NULL`,
      claimantName: profiles.fullName,
      claimantEmail: users.email,
      licenseNumber: listingClaims.licenseNumber,
      proof: listingClaims.proof,
      provenAddress: listingClaims.provenAddress,
      provenAt: listingClaims.provenAt,
      createdAt: listingClaims.createdAt,
    })
    .from(listingClaims)
    .innerJoin(lawyers, eq(lawyers.id, listingClaims.lawyerId))
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .leftJoin(profiles, eq(profiles.userId, listingClaims.userId))
    .where(eq(listingClaims.status, 'pending'))
    .orderBy(listingClaims.provenAt, desc(listingClaims.createdAt));
  return rows.map((row) => ({
    ...row,
    licenseMatches: row.listingLicense
      ? normalizeLicense(row.listingLicense) === normalizeLicense(row.licenseNumber)
      : null,
    provenAt: row.provenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type AdminClaim = Awaited<ReturnType<typeof listClaims>>[number];

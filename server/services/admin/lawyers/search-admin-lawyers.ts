import { asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ADMIN_LAWYER_SEARCH_LIMIT } from '#domain/limits.ts';
import { PROVINCES } from '#domain/provinces.ts';
import { adminLawyerQuery } from '#domain/schemas/admin-lawyer.ts';
import type { Db } from '../../../db/client.ts';
import { type LawyerRow, lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { containsPattern } from '../../lawyers/search-lawyers.ts';

/** A row of the admin lawyer table. */
export type AdminLawyerRow = Pick<
  LawyerRow,
  | 'id'
  | 'name'
  | 'title'
  | 'province'
  | 'district'
  | 'verified'
  | 'networkMember'
  | 'userId'
  | 'rating'
  | 'reviews'
  | 'avatarUrl'
> & { accountEmail: string | null };

/**
 * The admin lawyer list: at most 100 rows, verified first, then by name; the search text
 * matches name (also the English one and the romanised Thai one), province and district partially and case-insensitively (a province also by its English name,
 * so the /en screen finds 'Bangkok').
 */
export async function searchAdminLawyers(db: Db, actor: Actor, query?: unknown): Promise<AdminLawyerRow[]> {
  requireAdmin(actor);
  const q = adminLawyerQuery(query);
  let where: SQL | undefined;
  if (q) {
    const pattern = containsPattern(q);
    const lower = q.toLowerCase();
    const provincesByEnglish = PROVINCES.filter((p) => p.en.toLowerCase().includes(lower)).map((p) => p.th);
    where = or(
      ilike(lawyers.name, pattern),
      ilike(lawyers.nameEn, pattern),
      ilike(lawyers.nameLatin, pattern),
      ilike(lawyers.province, pattern),
      ilike(lawyers.district, pattern),
      ...(provincesByEnglish.length ? [inArray(lawyers.province, provincesByEnglish)] : []),
    );
  }
  const rows = await db
    .select({
      id: lawyers.id,
      name: lawyers.name,
      title: lawyers.title,
      province: lawyers.province,
      district: lawyers.district,
      verified: lawyers.verified,
      networkMember: lawyers.networkMember,
      userId: lawyers.userId,
      accountEmail: users.email,
      rating: lawyers.rating,
      reviews: lawyers.reviews,
      avatarUrl: lawyers.avatarUrl,
    })
    .from(lawyers)
    .leftJoin(users, eq(users.id, lawyers.userId))
    .where(where)
    .orderBy(desc(lawyers.verified), asc(lawyers.name), asc(lawyers.id))
    .limit(ADMIN_LAWYER_SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, rating: r.rating === null ? null : Number(r.rating) }));
}

import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { type PageCursor, readCursor } from '#domain/paging.ts';
import { PROVINCES } from '#domain/provinces.ts';
import { adminLawyerQuery } from '#domain/schemas/admin-lawyer.ts';
import type { Db } from '../../../db/client.ts';
import { cappedCount, keyset, keysetOrder, pageOf, readSections } from '../../../db/keyset.ts';
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

const byName = keysetOrder({
  sort: lawyers.name,
  keyType: 'text',
  id: lawyers.id,
  idType: 'uuid',
  direction: 'asc',
});

/**
 * The admin lawyer list, a page at a time (`size` a page, the page after the cursor `after`; keyset paging,
 * server/db/keyset.ts): the verified first, then the others, each by name (the cursor names the part), with the
 * total (exact up to ADMIN_COUNT_CAP, `totalIsMore` past it); the search
 * text matches name (also the English one and the romanised Thai one), province and district partially and
 * case-insensitively (a province also by its English name, so the /en screen finds 'Bangkok').
 */
export async function searchAdminLawyers(
  db: Db,
  actor: Actor,
  query?: unknown,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
) {
  requireAdmin(actor);
  const cursor = readCursor(after);
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
  const part = (verified: boolean) => (after: PageCursor | undefined, limit: number) => {
    const ks = keyset(byName, after, limit - 1);
    return db
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
        pageKey: ks.pageKey,
      })
      .from(lawyers)
      .leftJoin(users, eq(users.id, lawyers.userId))
      .where(and(where, eq(lawyers.verified, verified), ks.where))
      .orderBy(...ks.orderBy)
      .limit(limit);
  };
  const [rows, total] = await Promise.all([
    readSections(
      [
        { name: 'v', read: part(true) },
        { name: 'u', read: part(false) },
      ],
      cursor,
      size,
    ),
    cappedCount(
      db,
      (limit) => db.select({ one: sql`1` }).from(lawyers).where(where).limit(limit),
      ADMIN_COUNT_CAP,
    ),
  ]);
  const page = pageOf(rows, size, cursor, rows[size - 1]?.section);
  return {
    ...page,
    total: total.count,
    totalIsMore: total.more,
    rows: page.rows.map(
      ({ section: _section, ...r }): AdminLawyerRow => ({
        ...r,
        rating: r.rating === null ? null : Number(r.rating),
      }),
    ),
  };
}

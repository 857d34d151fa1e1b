import { asc, eq, ilike } from 'drizzle-orm';
import { FEATURED_SEARCH_LIMIT } from '#domain/limits.ts';
import { featuredSearchSchema } from '#domain/schemas/featured.ts';
import type { Db } from '../../../db/client.ts';
import { featuredLawyers, type LawyerRow, lawyersPublic } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { containsPattern } from '../../lawyers/search-lawyers.ts';
import { parse } from './featured-record.ts';

export type FeaturedCandidate = Pick<LawyerRow, 'id' | 'name' | 'province' | 'district'> & {
  /** Already in the featured list (adding it again is refused). */
  featured: boolean;
};

/**
 * Search of the public lawyer view (verified lawyers only): partial, case-insensitive name, by name, at most
 * FEATURED_SEARCH_LIMIT rows. A blank text lists the first names.
 */
export async function searchFeaturedCandidates(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<FeaturedCandidate[]> {
  requireAdmin(actor);
  const { q } = parse(featuredSearchSchema, input);
  const rows = await db
    .select({
      id: lawyersPublic.id,
      name: lawyersPublic.name,
      province: lawyersPublic.province,
      district: lawyersPublic.district,
      featuredId: featuredLawyers.id,
    })
    .from(lawyersPublic)
    .leftJoin(featuredLawyers, eq(featuredLawyers.lawyerId, lawyersPublic.id))
    .where(q ? ilike(lawyersPublic.name, containsPattern(q)) : undefined)
    .orderBy(asc(lawyersPublic.name), asc(lawyersPublic.id))
    .limit(FEATURED_SEARCH_LIMIT);
  return rows.map(({ featuredId, ...r }) => ({ ...r, featured: featuredId !== null }));
}

import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { featuredLawyers, lawyers } from '../../db/schema/index.ts';
import { type PublicLawyer, toPublicLawyer } from './public-lawyer.ts';
import { containsPattern } from './search-lawyers.ts';

/**
 * Home's featured lawyer (decisions.md item 9): the first active featured entry of a verified lawyer
 * (pin position, then display order); if there is none, the configured featured name searched as the spec
 * says (verified, partial case-insensitive name, newest first); otherwise null (the fallback contact box).
 */
export async function getFeaturedLawyer(
  db: Db,
  options: { fallbackName: string; networkPhone: string },
): Promise<PublicLawyer | null> {
  const [featured] = await db
    .select({ lawyer: lawyers })
    .from(featuredLawyers)
    .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
    .where(and(eq(featuredLawyers.active, true), eq(lawyers.verified, true)))
    .orderBy(
      sql`${featuredLawyers.pinPosition} ASC NULLS LAST`,
      asc(featuredLawyers.displayOrder),
      asc(featuredLawyers.id),
    )
    .limit(1);
  if (featured) return toPublicLawyer(featured.lawyer, options.networkPhone);
  if (!options.fallbackName.trim()) return null;
  const [byName] = await db
    .select()
    .from(lawyers)
    .where(and(eq(lawyers.verified, true), ilike(lawyers.name, containsPattern(options.fallbackName.trim()))))
    .orderBy(desc(lawyers.createdAt))
    .limit(1);
  return byName ? toPublicLawyer(byName, options.networkPhone) : null;
}

/** Home's featured lawyer, from the public data cache (server/cache/public-data.ts). */
export function cachedFeaturedLawyer(
  db: Db,
  options: { fallbackName: string; networkPhone: string },
): Promise<PublicLawyer | null> {
  const key = `featured:${JSON.stringify([options.fallbackName, options.networkPhone])}`;
  return readPublicData(key, () => getFeaturedLawyer(db, options));
}

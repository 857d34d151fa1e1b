import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { HOME_FEATURED_COUNT } from '#domain/limits.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { featuredLawyers, lawyers } from '../../db/schema/index.ts';
import { type PublicLawyer, toPublicLawyer } from './public-lawyer.ts';
import { containsPattern } from './search-lawyers.ts';

/**
 * Home's featured lawyers (docs/product-rules.md, "Search and the home page"), at most `HOME_FEATURED_COUNT`: the
 * active featured entries of verified lawyers (pin position, then display order); if there is none, the configured
 * featured name searched (verified, partial case-insensitive name, newest first), alone; otherwise none (the
 * fallback contact box).
 */
export async function getFeaturedLawyers(
  db: Db,
  options: { fallbackName: string; networkPhone: string },
): Promise<PublicLawyer[]> {
  const featured = await db
    .select({ lawyer: lawyers })
    .from(featuredLawyers)
    .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
    .where(and(eq(featuredLawyers.active, true), eq(lawyers.verified, true)))
    .orderBy(
      sql`${featuredLawyers.pinPosition} ASC NULLS LAST`,
      asc(featuredLawyers.displayOrder),
      asc(featuredLawyers.id),
    )
    .limit(HOME_FEATURED_COUNT);
  if (featured.length > 0) return featured.map((f) => toPublicLawyer(f.lawyer, options.networkPhone));
  if (!options.fallbackName.trim()) return [];
  const [byName] = await db
    .select()
    .from(lawyers)
    .where(and(eq(lawyers.verified, true), ilike(lawyers.name, containsPattern(options.fallbackName.trim()))))
    .orderBy(desc(lawyers.createdAt))
    .limit(1);
  return byName ? [toPublicLawyer(byName, options.networkPhone)] : [];
}

/** The first of home's featured lawyers (the large card), or null. */
export async function getFeaturedLawyer(
  db: Db,
  options: { fallbackName: string; networkPhone: string },
): Promise<PublicLawyer | null> {
  return (await getFeaturedLawyers(db, options))[0] ?? null;
}

/** Home's featured lawyers, from the public data cache (server/cache/public-data.ts). */
export function cachedFeaturedLawyers(
  db: Db,
  options: { fallbackName: string; networkPhone: string },
): Promise<PublicLawyer[]> {
  const key = `featured:${JSON.stringify([options.fallbackName, options.networkPhone])}`;
  return readPublicData(key, () => getFeaturedLawyers(db, options));
}

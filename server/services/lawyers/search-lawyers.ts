import { and, asc, count, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { BUDGET_RULES } from '#domain/budget.ts';
import { SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import type { SearchFilters } from '#domain/search.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';

/** What a search result card shows. */
export interface LawyerCard {
  id: string;
  name: string;
  title: string | null;
  avatarUrl: string | null;
  province: string | null;
  district: string | null;
  experience: number | null;
  experienceAreas: string[];
  languages: string[];
  feeMin: number | null;
  feeMax: number | null;
  feeUnit: 'per_session' | 'per_hour' | null;
  rating: number | null;
  reviews: number | null;
  /** When an administrator last checked the licence (ISO), shown on the verified badge; null if not recorded. */
  verifiedAt: string | null;
}

export interface SearchResult {
  total: number;
  items: LawyerCard[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of every public lawyer search: verified lawyers only, always; name and province partial and
 * case-insensitive (trigram indexes); case type and language by array membership (GIN indexes); budget bands
 * as domain/budget.ts defines them (a missing fee never matches a rule that needs it).
 */
export function publicSearchWhere(filters: SearchFilters): SQL {
  const conditions: SQL[] = [eq(lawyers.verified, true)];
  if (filters.q) conditions.push(ilike(lawyers.name, containsPattern(filters.q)));
  if (filters.province) conditions.push(ilike(lawyers.province, containsPattern(filters.province)));
  if (filters.caseType)
    conditions.push(sql`${lawyers.experienceAreas} @> ARRAY[${filters.caseType}]::text[]`);
  if (filters.language) conditions.push(sql`${lawyers.languages} @> ARRAY[${filters.language}]::text[]`);
  if (filters.budget) {
    const rule: { feeMinAtLeast?: number; feeMaxAtMost?: number } = BUDGET_RULES[filters.budget];
    if (rule.feeMinAtLeast !== undefined) conditions.push(gte(lawyers.feeMin, rule.feeMinAtLeast));
    if (rule.feeMaxAtMost !== undefined) conditions.push(lte(lawyers.feeMax, rule.feeMaxAtMost));
  }
  return and(...conditions)!;
}

const cardColumns = {
  id: lawyers.id,
  name: lawyers.name,
  title: lawyers.title,
  avatarUrl: lawyers.avatarUrl,
  province: lawyers.province,
  district: lawyers.district,
  experience: lawyers.experience,
  experienceAreas: lawyers.experienceAreas,
  languages: lawyers.languages,
  feeMin: lawyers.feeMin,
  feeMax: lawyers.feeMax,
  feeUnit: lawyers.feeUnit,
  rating: lawyers.rating,
  reviews: lawyers.reviews,
  verifiedAt: lawyers.verifiedAt,
};

/** The two statements of a search page (rows and total), also used by the search benchmark. */
export function searchQueries(db: Db, filters: SearchFilters, page: number, pageSize: number) {
  const where = publicSearchWhere(filters);
  return {
    rows: db
      .select(cardColumns)
      .from(lawyers)
      .where(where)
      .orderBy(sql`${lawyers.rating} DESC NULLS LAST`, asc(lawyers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total: db.select({ total: count() }).from(lawyers).where(where),
  };
}

/**
 * Public lawyer search (public-area §7 "Search"): rating descending with nulls last, then id so that pages
 * never overlap or skip; 12 per page.
 */
export async function searchLawyers(
  db: Db,
  filters: SearchFilters,
  options: { page?: number; pageSize?: number } = {},
): Promise<SearchResult> {
  const page = Math.max(1, options.page ?? 1);
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const queries = searchQueries(db, filters, page, pageSize);
  const [rows, [totalRow]] = await Promise.all([queries.rows, queries.total]);
  const total = Number(totalRow?.total ?? 0);
  return {
    total,
    page,
    pageSize,
    hasMore: page * pageSize < total,
    items: rows.map((r) => ({
      ...r,
      rating: r.rating === null ? null : Number(r.rating),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A public search as the search page shows it, from the public data cache (server/cache/public-data.ts), keyed
 * by the filters (in a fixed order; absent ones as null) and the page.
 */
export function cachedSearchLawyers(
  db: Db,
  filters: SearchFilters,
  options: { page?: number; pageSize?: number } = {},
): Promise<SearchResult> {
  const { q, caseType, province, language, budget } = filters;
  const key = `search:${JSON.stringify([
    q ?? null,
    caseType ?? null,
    province ?? null,
    language ?? null,
    budget ?? null,
    Math.max(1, options.page ?? 1),
    options.pageSize ?? SEARCH_PAGE_SIZE,
  ])}`;
  return readPublicData(key, () => searchLawyers(db, filters, options));
}

import { and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { BUDGET_RULES } from '#domain/budget.ts';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import { isProvince, PROVINCES } from '#domain/provinces.ts';
import type { SearchFilters, SearchSort } from '#domain/search.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { cappedCountOf, cappedCountQuery } from '../../db/keyset.ts';
import { type LawyerRow, lawyers } from '../../db/schema/index.ts';
import { normalise } from '../../triage/features.ts';
import { findProvince } from '../../triage/places.ts';

/**
 * What a search result card shows: the listing's columns below (the Thai name and title, and their English and
 * Chinese ones when given: `lawyerName`, domain/lawyer-names.ts), and when an administrator last checked the licence
 * (ISO), shown on the verified badge; null if not recorded.
 */
export type LawyerCard = Pick<
  LawyerRow,
  | 'id'
  | 'name'
  | 'nameEn'
  | 'nameZh'
  | 'nameLatin'
  | 'title'
  | 'titleEn'
  | 'titleZh'
  | 'avatarUrl'
  | 'province'
  | 'district'
  | 'experience'
  | 'experienceAreas'
  | 'languages'
  | 'feeMin'
  | 'feeMax'
  | 'feeUnit'
  | 'rating'
  | 'reviews'
> & { verifiedAt: string | null };

export interface SearchResult {
  /** The matching listings, counted up to SEARCH_COUNT_CAP; `totalIsMore` when there are more than that. */
  total: number;
  totalIsMore: boolean;
  items: LawyerCard[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The words of a search text written in Latin letters, lower case ("Somchai  Tuayangdi" → somchai, tuayangdi);
 * none for a text without Latin letters.
 */
export function latinQueryWords(q: string): string[] {
  if (!/[a-z]/i.test(q)) return [];
  return q
    .toLowerCase()
    .split(/[\s,.-]+/)
    .filter(Boolean);
}

/**
 * What the name box matches: the Thai name or the English one (partial, case-insensitive), or, for a text in
 * Latin letters, the romanised Thai name (`name_latin`: RTGS and the common spelling, domain/romanize.ts) holding
 * every word of it, in any order, so "Somchai", "somchai tuayangdi" and "Jaidee Somsri" all find their lawyer.
 * Each branch has its trigram index (name, name_en, name_latin).
 */
function nameMatches(q: string): SQL {
  const pattern = containsPattern(q);
  const words = latinQueryWords(q);
  const branches: SQL[] = [ilike(lawyers.name, pattern), ilike(lawyers.nameEn, pattern)];
  if (words.length) branches.push(and(...words.map((w) => ilike(lawyers.nameLatin, containsPattern(w))))!);
  return or(...branches)!;
}

/**
 * The WHERE clause of every public lawyer search: verified lawyers only, always; name (`nameMatches`) partial and
 * case-insensitive (trigram indexes); a province by its name, else part of one (trigram index); case type and
 * language by array membership (GIN indexes, or the search's own indexes: migration 0031); budget bands as
 * domain/budget.ts defines them (a missing fee never matches a rule that needs it).
 */
export function publicSearchWhere(filters: SearchFilters): SQL {
  const conditions: SQL[] = [eq(lawyers.verified, true)];
  if (filters.q) conditions.push(nameMatches(filters.q));
  // A province by its name is the column's value (listings hold one of the 77 names: domain/provinces.ts), read from
  // the search's own index (lawyers_search_province_idx); part of a name is matched on the trigram index.
  if (filters.province)
    conditions.push(
      isProvince(filters.province)
        ? eq(lawyers.province, filters.province)
        : ilike(lawyers.province, containsPattern(filters.province)),
    );
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
  nameEn: lawyers.nameEn,
  nameZh: lawyers.nameZh,
  nameLatin: lawyers.nameLatin,
  title: lawyers.title,
  titleEn: lawyers.titleEn,
  titleZh: lawyers.titleZh,
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

/**
 * The ORDER BY of each order of the results (domain/search.ts `SEARCH_SORTS`): what is missing comes last, and
 * the id ends every order, so that pages never overlap or skip. 'fee' compares like with like: fees per session
 * (or without a unit, which reads as per session) first, then fees per hour, then no fee; within each, by the
 * lowest amount the lawyer asks (the lower end, else the upper one). 'recommended' and 'rating' order by the figure of the published reviews
 * (`lawyers.rating`, the Bayesian average written by server/services/reviews/refresh-lawyer-rating.ts, null below
 * three reviews) and 'rating' then by their number (`lawyers.reviews`): the figure and count the cards show.
 */
export function searchOrderBy(sort: SearchSort = 'recommended'): SQL[] {
  const byId = asc(lawyers.id);
  switch (sort) {
    case 'rating':
      return [sql`${lawyers.rating} DESC NULLS LAST`, sql`${lawyers.reviews} DESC NULLS LAST`, byId];
    case 'fee':
      return [
        sql`CASE WHEN COALESCE(${lawyers.feeMin}, ${lawyers.feeMax}) IS NULL THEN 2 WHEN ${lawyers.feeUnit} = 'per_hour' THEN 1 ELSE 0 END`,
        sql`COALESCE(${lawyers.feeMin}, ${lawyers.feeMax}) ASC NULLS LAST`,
        byId,
      ];
    case 'experience':
      return [sql`${lawyers.experience} DESC NULLS LAST`, byId];
    default:
      return [sql`${lawyers.rating} DESC NULLS LAST`, byId];
  }
}

/**
 * The two statements of a search page, also used by the search benchmark: its rows and one more (whether there is a
 * next page), and the total up to SEARCH_COUNT_CAP (`cappedCountQuery`).
 */
export function searchQueries(db: Db, filters: SearchFilters, page: number, pageSize: number, pages = 1) {
  const where = publicSearchWhere(filters);
  return {
    rows: db
      .select(cardColumns)
      .from(lawyers)
      .where(where)
      .orderBy(...searchOrderBy(filters.sort))
      .limit(pages * pageSize + 1)
      .offset((page - 1) * pageSize),
    total: cappedCountQuery(
      db,
      (limit) => db.select({ one: sql`1` }).from(lawyers).where(where).limit(limit),
      SEARCH_COUNT_CAP,
    ),
  };
}

/** Which results a search reads: `pages` pages (default 1) of `pageSize` (default 12) from page `page` (from 1). */
export interface SearchPages {
  page?: number;
  pageSize?: number;
  pages?: number;
}

/**
 * Public lawyer search (docs/product-rules.md, "Search and the home page"): in the chosen order (`searchOrderBy`;
 * by default rating descending with nulls last), then id so that pages never overlap or skip; 12 per page.
 */
export async function searchLawyers(
  db: Db,
  filters: SearchFilters,
  options: SearchPages = {},
): Promise<SearchResult> {
  const page = Math.max(1, options.page ?? 1);
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const pages = Math.max(1, options.pages ?? 1);
  const queries = searchQueries(db, filters, page, pageSize, pages);
  const [rows, [totalRow]] = await Promise.all([queries.rows, queries.total]);
  const total = cappedCountOf(totalRow, SEARCH_COUNT_CAP);
  return {
    total: total.count,
    totalIsMore: total.more,
    page,
    pageSize,
    hasMore: rows.length > pages * pageSize,
    items: rows.slice(0, pages * pageSize).map(toCard),
  };
}

type CardRow = Awaited<ReturnType<typeof searchQueries>['rows']>[number];

/** A row of `cardColumns` as a card: the rating as a number, the verification date as ISO. */
const toCard = (r: CardRow): LawyerCard => ({
  ...r,
  rating: r.rating === null ? null : Number(r.rating),
  verifiedAt: r.verifiedAt?.toISOString() ?? null,
});

/** The cards of verified listings, in the order of `ids` (an id that is not a verified listing is left out). */
export async function lawyerCardsByIds(db: Db, ids: readonly string[]): Promise<LawyerCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(lawyers)
    .where(and(eq(lawyers.verified, true), inArray(lawyers.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A public search as the search page shows it, from the public data cache (server/cache/public-data.ts), keyed
 * by the filters and the order (in a fixed order; absent ones as null) and the page.
 */
export function cachedSearchLawyers(
  db: Db,
  filters: SearchFilters,
  options: SearchPages = {},
): Promise<SearchResult> {
  const { q, caseType, province, language, budget, sort } = filters;
  const key = `search:${JSON.stringify([
    q ?? null,
    caseType ?? null,
    province ?? null,
    language ?? null,
    budget ?? null,
    sort ?? null,
    Math.max(1, options.page ?? 1),
    options.pageSize ?? SEARCH_PAGE_SIZE,
    Math.max(1, options.pages ?? 1),
  ])}`;
  return readPublicData(key, () => searchLawyers(db, filters, options));
}

/**
 * What the search understood of a place someone typed (docs/product-rules.md, "Search and the home page"): a
 * province by its name in Thai, English or Chinese; a town or place the triage's place table knows
 * (server/triage/places.ts: Pattaya → ชลบุรี, Hua Hin → ประจวบคีรีขันธ์, "Chon Buri"), with the words as typed; part
 * of a province's Thai name (searched partially, as before); or nothing it knows.
 */
export type SearchPlace =
  | { kind: 'province'; province: string }
  | { kind: 'place'; province: string; place: string }
  | { kind: 'part' }
  | { kind: 'unknown'; place: string };

export function searchPlace(text: string): SearchPlace {
  const typed = text.trim();
  const lower = typed.toLowerCase();
  const named = PROVINCES.find((p) => p.th === typed || p.en.toLowerCase() === lower || p.zh === typed);
  if (named) return { kind: 'province', province: named.th };
  const province = typed ? findProvince(normalise(typed)) : null;
  if (province) return { kind: 'place', province, place: typed };
  if (typed && PROVINCES.some((p) => p.th.includes(typed))) return { kind: 'part' };
  return { kind: 'unknown', place: typed };
}

/** What the search page says about the place it searched: where it shows lawyers, or that it knows no such place. */
export type PlaceNotice =
  | { kind: 'showing'; province: string; place: string | null }
  | { kind: 'unknown'; place: string };

/**
 * The public search as the search page runs it, understanding places (`searchPlace`): a province field naming a
 * town or place searches its province; a name box (`q`) that finds nobody and names a place or province (without a
 * province of its own) searches that province instead. Says which (`notice`), or that the province field names
 * nothing it knows (then searched as typed, as before).
 */
export async function searchLawyersByPlace(
  db: Db,
  filters: SearchFilters,
  options: SearchPages = {},
): Promise<SearchResult & { notice: PlaceNotice | null }> {
  let notice: PlaceNotice | null = null;
  let query = filters;
  if (filters.province) {
    const read = searchPlace(filters.province);
    if (read.kind === 'place') {
      query = { ...filters, province: read.province };
      notice = { kind: 'showing', province: read.province, place: read.place };
    } else if (read.kind === 'unknown') notice = { kind: 'unknown', place: read.place };
  }
  const result = await cachedSearchLawyers(db, query, options);
  if (result.total > 0 || !filters.q || filters.province) return { ...result, notice };
  const read = searchPlace(filters.q);
  if (read.kind !== 'province' && read.kind !== 'place') return { ...result, notice };
  const byPlace = await cachedSearchLawyers(
    db,
    { ...filters, q: undefined, province: read.province },
    options,
  );
  return {
    ...byPlace,
    notice: { kind: 'showing', province: read.province, place: read.kind === 'place' ? read.place : null },
  };
}

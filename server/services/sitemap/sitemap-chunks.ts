import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, publicAnswers } from '../../db/schema/index.ts';
import type { SitemapChunk, SitemapChunkRange, SitemapSection } from '../../sitemap.ts';
import { isPublicAnswer } from '../answers/published-answers.ts';

/**
 * The rows of the sitemap's numbered children (server/sitemap.ts): verified lawyers (their profile) and public
 * answers (published, by a verified lawyer: docs/product-rules.md, "Public answers"), each section in id order and
 * cut into chunks of `size`.
 *
 * The index needs only each chunk's count, last change and last id: one aggregate query (row_number over the
 * ids, grouped by chunk) that returns a row per chunk, kept in the public data cache (server/cache/public-data.ts),
 * which every public change empties. A child then reads by keyset, `id > last id of the chunk before` and
 * `id ≤ its own last id`: only its own rows, whatever its number (an OFFSET would walk every row before it, and
 * a row added meanwhile would shift the later children). Verified lawyers' ids and last changes are read from the
 * partial index `lawyers_verified_id_updated_idx` alone. The child's rows are read fresh: a withdrawn answer or an
 * unverified lawyer leaves at once, and as the ranges cover every id, a row added since the chunks were computed is
 * still in exactly one child.
 */

/**
 * A section's public rows in id order, within `range` when given: the id, the last change, and the key of the
 * page's address.
 */
function publicRows(db: Db, section: SitemapSection, range?: SitemapChunkRange) {
  const inRange = (id: AnyPgColumn) =>
    and(
      range?.afterId == null ? undefined : gt(id, range.afterId),
      range?.throughId == null ? undefined : lte(id, range.throughId),
    );
  if (section === 'lawyers')
    return db
      .select({
        id: lawyers.id,
        updatedAt: lawyers.updatedAt,
        key: sql<string>`${lawyers.id}::text`.as('key'),
      })
      .from(lawyers)
      .where(and(eq(lawyers.verified, true), inRange(lawyers.id)))
      .orderBy(asc(lawyers.id));
  return db
    .select({
      id: publicAnswers.id,
      updatedAt: publicAnswers.updatedAt,
      key: sql<string>`${publicAnswers.slug}`.as('key'),
    })
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(and(isPublicAnswer, inRange(publicAnswers.id)))
    .orderBy(asc(publicAnswers.id));
}

/** Each chunk of a section, in order: its rows' count, their latest `updatedAt` and its last id. */
export async function listSitemapChunks(
  db: Db,
  section: SitemapSection,
  size: number,
): Promise<SitemapChunk[]> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`sitemap chunk size ${size}`);
  const rows = publicRows(db, section).as('r');
  const numbered = db
    .select({
      id: rows.id,
      updatedAt: rows.updatedAt,
      chunk: sql<number>`(row_number() over (order by ${rows.id}) - 1) / ${size}`.as('chunk'),
    })
    .from(rows)
    .as('t');
  return db
    .select({
      count: sql<number>`count(*)::int`,
      lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(lawyers.updatedAt),
      // No max() of uuid in PostgreSQL 15: the greatest id of the chunk, through an ordered aggregate.
      lastId: sql<string>`((array_agg(${numbered.id} order by ${numbered.id} desc))[1])::text`,
    })
    .from(numbered)
    .groupBy(numbered.chunk)
    .orderBy(numbered.chunk);
}

/** The chunks of a section, from the public data cache. */
export const cachedSitemapChunks = (db: Db, section: SitemapSection, size: number) =>
  readPublicData(`sitemap-chunks:${section}:${size}`, () => listSitemapChunks(db, section, size));

/** The rows of one chunk, in id order: the page's key (a lawyer's id, an answer's slug) and its last change. */
export function listSitemapChunkRows(
  db: Db,
  section: SitemapSection,
  range: SitemapChunkRange,
): Promise<{ id: string; key: string; updatedAt: Date }[]> {
  return publicRows(db, section, range);
}

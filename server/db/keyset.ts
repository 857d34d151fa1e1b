/**
 * The server half of keyset paging (domain/paging.ts, docs/decisions/0026-keyset-paging.md): one ordering of
 * (timestamp, id) read a page at a time with Drizzle.
 *
 * API:
 * ```ts
 * const order = keysetOrder({ sort: t.createdAt, id: t.id, idType: 'uuid', direction: 'desc' });
 * const cursor = readCursor(after);                        // domain/paging.ts; refuses a bad one
 * const ks = keyset(order, cursor, size);                 // refuses a cursor whose key or id is not of the order
 * const rows = await db.select({ …, pageKey: ks.pageKey }).from(t)
 *   .where(and(filters, ks.where)).orderBy(...ks.orderBy).limit(ks.limit);
 * return pageOf(rows, size, cursor);                      // { rows (without pageKey), next, page }
 * ```
 * `where` is `(sort, id) < (cursor's sort, cursor's id)` (`>` ascending): an index on (sort DESC, id DESC), or
 * (filter column, sort DESC, id DESC), serves it, whatever the page's depth. The sort key travels as its exact
 * text with microseconds (`pageKey`), so rows created in the same millisecond are neither skipped nor repeated;
 * equal sort keys are told apart by the id. A list in several parts, each in its own order (the waiting queue, then
 * the others), reads them with `readSections`, the cursor naming its part. `cappedCount` counts a filtered list up to a limit ("more than N").
 */
import { asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '#domain/errors.ts';
import { encodeCursor, PAGING_BAD_CURSOR, type Page, type PageCursor } from '#domain/paging.ts';
import type { Db } from './client.ts';

export interface KeysetOrder {
  /** The sort column (or expression) of the order: a timestamp, or a text (a name) with `keyType: 'text'`. */
  sort: PgColumn | SQL;
  keyType?: 'timestamp' | 'text';
  /** The row's id, which breaks ties of the sort key. */
  id: PgColumn;
  idType: 'uuid' | 'bigint';
  direction: 'asc' | 'desc';
}

export const keysetOrder = (order: KeysetOrder) => order;

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID_PATTERN = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  bigint: /^[1-9]\d{0,17}$/,
};

/** The pieces of one page's query: its condition, its order, its limit (one more row than shown) and `pageKey`. */
export function keyset(order: KeysetOrder, cursor: PageCursor | undefined, size: number) {
  const text = order.keyType === 'text';
  const pageKey = text
    ? sql<string>`${order.sort}`
    : sql<string>`to_char(${order.sort} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const by = order.direction === 'desc' ? desc : asc;
  let where: SQL | undefined;
  if (cursor) {
    if (!text && (!TIMESTAMP_KEY.test(cursor.key) || Number.isNaN(Date.parse(cursor.key))))
      throw new AppError('INVALID_INPUT', PAGING_BAD_CURSOR);
    if (!ID_PATTERN[order.idType].test(cursor.id)) throw new AppError('INVALID_INPUT', PAGING_BAD_CURSOR);
    const id = order.idType === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}::bigint`;
    const after = order.direction === 'desc' ? sql.raw('<') : sql.raw('>');
    const key = text ? sql`${cursor.key}::text` : sql`${cursor.key}::timestamptz`;
    where = sql`(${order.sort}, ${order.id}) ${after} (${key}, ${id})`;
  }
  return { where, orderBy: [by(order.sort), by(order.id)], limit: size + 1, pageKey };
}

/**
 * The page of rows read with `keyset(…).limit` (one more than `size`): the first `size` rows without their
 * `pageKey`, and the cursor after the last of them when there are more. `section` is written into the cursor.
 */
export function pageOf<T extends { pageKey: string; id: string | number }>(
  rows: T[],
  size: number,
  cursor: PageCursor | undefined,
  section?: string,
): Page<Omit<T, 'pageKey'>> {
  const page = cursor?.page ?? 1;
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const next =
    rows.length > size && last
      ? encodeCursor({
          key: last.pageKey,
          id: String(last.id),
          page: page + 1,
          ...(section ? { section } : {}),
        })
      : null;
  return { rows: shown.map(({ pageKey: _key, ...row }) => row), next, page };
}

/**
 * The rows of a page of a list in several parts (sections), each read in its own order: from the cursor's section
 * on (its rows after the cursor), then the following sections from their start, until `size + 1` rows; each row
 * tagged with its section, for `pageOf(rows, size, cursor, rows[size - 1]?.section)`. A cursor naming no section
 * of the list is refused.
 */
export async function readSections<T>(
  sections: { name: string; read: (cursor: PageCursor | undefined, limit: number) => Promise<T[]> }[],
  cursor: PageCursor | undefined,
  size: number,
): Promise<(T & { section: string })[]> {
  const start = cursor ? sections.findIndex((s) => s.name === cursor.section) : 0;
  if (start < 0) throw new AppError('INVALID_INPUT', PAGING_BAD_CURSOR);
  const rows: (T & { section: string })[] = [];
  for (const [i, section] of sections.entries()) {
    if (i < start || rows.length > size) continue;
    const read = await section.read(i === start ? cursor : undefined, size + 1 - rows.length);
    rows.push(...read.map((row) => ({ ...row, section: section.name })));
  }
  return rows;
}

/**
 * How many rows a filtered query holds, counted up to `cap` (cheap on any table size): `{ count, more }`, `more`
 * true when there are more than `cap` (the page then says "more than N").
 */
export async function cappedCount(db: Db, rowsUpTo: (limit: number) => SQLWrapper, cap: number) {
  const [row] = await cappedCountQuery(db, rowsUpTo, cap);
  return cappedCountOf(row, cap);
}

/** The statement of `cappedCount` (to run beside others, or to explain); `cappedCountOf` reads its row. */
export const cappedCountQuery = (db: Db, rowsUpTo: (limit: number) => SQLWrapper, cap: number) =>
  db.select({ n: count() }).from(sql`(${rowsUpTo(cap + 1)}) AS capped`);

export function cappedCountOf(row: { n: number } | undefined, cap: number) {
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, cap), more: n > cap };
}

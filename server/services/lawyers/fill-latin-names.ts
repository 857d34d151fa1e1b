import { and, eq, isNull, sql } from 'drizzle-orm';
import { latinSpellings } from '#domain/romanize.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';

/**
 * Fills `lawyers.name_latin` (the romanised Thai name that Latin-letter searches match, domain/romanize.ts) of
 * the listings that have a Thai name but none yet: those stored before migration 0009 added the column, which
 * SQL cannot romanise. Run at every start-up (server/entry.ts) after the migrations; idempotent (a filled row is
 * never read again, a name without Thai letters is never read), and harmless when several processes run it at
 * once (each writes the same value, only where it is still missing). Every other write of a name sets it too.
 * Returns how many rows it filled.
 */
export async function fillLatinNames(db: Db): Promise<number> {
  const rows = await db
    .select({ id: lawyers.id, name: lawyers.name })
    .from(lawyers)
    .where(and(isNull(lawyers.nameLatin), sql`${lawyers.name} ~ '[\u0E00-\u0E7F]'`));
  for (const row of rows) {
    await db
      .update(lawyers)
      .set({ nameLatin: latinSpellings(row.name) })
      .where(and(eq(lawyers.id, row.id), isNull(lawyers.nameLatin)));
  }
  return rows.length;
}

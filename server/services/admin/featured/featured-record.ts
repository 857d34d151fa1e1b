import { sql } from 'drizzle-orm';
import type { z } from 'zod';

import { parseInput } from '#domain/schemas/form.ts';
import type { Tx } from '../../../db/client.ts';
import type { FeaturedLawyerRow } from '../../../db/schema/index.ts';

/**
 * The admin featured-lawyer list (docs/product-rules.md, "Administration"). Every function checks
 * the admin first; every change is one transaction with exactly one audit entry, which empties the public data
 * cache once committed (`publicDataTransaction`, server/cache/public-data.ts), so the home page's featured
 * lawyer (server/services/lawyers/featured-lawyer.ts) shows the change at once.
 */

export const ENTITY = 'featured_lawyer';

export const FEATURED_MESSAGES = {
  lawyerNotFound: 'adminFeatured.errors.lawyerNotFound',
  alreadyFeatured: 'adminFeatured.errors.alreadyFeatured',
  entryNotFound: 'adminFeatured.errors.entryNotFound',
  pinTaken: 'adminFeatured.errors.pinTaken',
  /** The required 'ไม่พบรายชื่อที่ต้องการปักหมุด'. */
  pinNotFound: 'adminFeatured.errors.pinNotFound',
  pinNotFoundName: 'adminFeatured.errors.pinNotFoundName',
  pinDuplicate: 'adminFeatured.errors.pinDuplicate',
} as const;

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = parseInput(schema, input);
  return checked;
}

/**
 * Admin writes to the table are serialised (reads, such as the home page's, are not blocked): the checks
 * "already featured" and "pin in use" then hold until the transaction ends, on PostgreSQL as on PGlite.
 */
export const lockTable = (tx: Tx) => tx.execute(sql`LOCK TABLE featured_lawyers IN SHARE ROW EXCLUSIVE MODE`);

/** The values an audit entry records for one row. */
export function snapshot(row: FeaturedLawyerRow, name: string | null) {
  return {
    id: row.id,
    lawyerId: row.lawyerId,
    name,
    displayOrder: row.displayOrder,
    pinPosition: row.pinPosition,
    active: row.active,
  };
}

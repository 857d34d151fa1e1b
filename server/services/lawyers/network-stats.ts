import { count, countDistinct, eq } from 'drizzle-orm';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';

/**
 * Claims the site makes about the network itself come from the database (docs/product-rules.md, "Pages and texts").
 */
export async function getNetworkStats(db: Db): Promise<{ lawyers: number; provinces: number }> {
  const [row] = await db
    .select({ lawyers: count(), provinces: countDistinct(lawyers.province) })
    .from(lawyers)
    .where(eq(lawyers.verified, true));
  return { lawyers: Number(row?.lawyers ?? 0), provinces: Number(row?.provinces ?? 0) };
}

/** The counts as the public pages show them: from the public data cache (server/cache/public-data.ts). */
export const cachedNetworkStats = (db: Db) => readPublicData('network-stats', () => getNetworkStats(db));

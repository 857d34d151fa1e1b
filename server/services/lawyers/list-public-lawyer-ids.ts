import { asc, eq } from 'drizzle-orm';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';

/** Every verified lawyer's id and last change, for the sitemap. */
export async function listPublicLawyerIds(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: lawyers.id, updatedAt: lawyers.updatedAt })
    .from(lawyers)
    .where(eq(lawyers.verified, true))
    .orderBy(asc(lawyers.createdAt), asc(lawyers.id));
}

/** The sitemap's lawyers, from the public data cache (server/cache/public-data.ts). */
export const cachedPublicLawyerIds = (db: Db) =>
  readPublicData('public-lawyer-ids', () => listPublicLawyerIds(db));

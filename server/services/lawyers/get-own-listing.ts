import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { type OwnListing, toOwnListing } from './own-listing.ts';

/** The listing linked to the signed-in user (`lawyers.user_id`, at most one), or null. */
export async function getOwnListing(db: Db, viewer: Actor): Promise<OwnListing | null> {
  if (!viewer) return null;
  const [row] = await db.select().from(lawyers).where(eq(lawyers.userId, viewer.id)).limit(1);
  return row ? toOwnListing(row) : null;
}

import { eq } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { lawyerApplications } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { privateFileLink } from './private-link.ts';

/**
 * A signed link to an application's business card, valid 600 seconds (docs/product-rules.md,
 * "Uploads"), for the application's owner and for admins only. Anyone else, an unknown id and an application
 * without a card all get null: the answer never reveals whether the application exists.
 */
export async function getBusinessCardLink(
  db: Db,
  /** The secret private links are signed with (`config.authSecret`). */
  secret: string,
  viewer: Actor,
  applicationId: string,
  now: Date = new Date(),
): Promise<{ url: string; expiresAt: string } | null> {
  if (!viewer || !isUuid(applicationId)) return null;
  const [row] = await db
    .select({ userId: lawyerApplications.userId, key: lawyerApplications.businessCardKey })
    .from(lawyerApplications)
    .where(eq(lawyerApplications.id, applicationId))
    .limit(1);
  if (!row?.key) return null;
  if (row.userId !== viewer.id && !viewer.isAdmin) return null;
  const link = privateFileLink(secret, row.key, now);
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}

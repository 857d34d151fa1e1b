import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications, lawyers, profiles } from '../../../db/schema/index.ts';
import { parseFileKey } from '../../../files/keys.ts';
import type { FileStorage } from '../../../files/storage.ts';
import { logger } from '../../../logger.ts';

export const PUBLIC_PREFIX = '/files/public/';

/** The storage key behind an avatar URL of this app, or null (no avatar, or a picture from elsewhere). */
function avatarKeyOf(url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_PREFIX)) return null;
  const parsed = parseFileKey(url.slice(PUBLIC_PREFIX.length));
  return parsed?.folder === 'avatars' ? parsed.key : null;
}

export /**
 * Deletes an avatar file that nothing refers to any more (no lawyer, application or profile). Runs after the
 * change is committed; a failure only leaves an unused file behind, so it is logged, never thrown.
 */
async function removeUnusedAvatar(db: Db, storage: FileStorage, url: string | null) {
  const key = avatarKeyOf(url);
  if (!key || !url) return;
  try {
    const uses = await Promise.all([
      db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.avatarUrl, url)).limit(1),
      db
        .select({ id: lawyerApplications.id })
        .from(lawyerApplications)
        .where(eq(lawyerApplications.avatarUrl, url))
        .limit(1),
      db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.avatarUrl, url)).limit(1),
    ]);
    const used = uses.some((rows) => rows.length > 0);
    if (!used) await storage.delete(key);
  } catch (error) {
    logger.warn(
      { key, err: error instanceof Error ? error.message : String(error) },
      'avatar cleanup failed',
    );
  }
}

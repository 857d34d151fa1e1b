import { UNATTACHED_UPLOAD_MAX_AGE_HOURS } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ILLUSTRATION_OWNER, KIND_STORAGE, UPLOAD_KINDS } from '../../files/keys.ts';
import type { FileStorage } from '../../files/storage.ts';
import { logger } from '../../logger.ts';
import { uploadsInUse } from './uploads-in-use.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes the uploads that no record names (`uploadsInUse`: a form refused or never sent, a picture replaced) once
 * they are UNATTACHED_UPLOAD_MAX_AGE_HOURS old at `now` (docs/product-rules.md, "Uploads"), from every account's
 * upload folders and the folder of drawn portraits (an account's own deletion empties them: server/services/accounts/delete-account.ts). What a row
 * names is read after the folder is listed, so a file attached meanwhile stays. Safe on several processes at
 * once: removing a file that is already gone is no error. A failure is logged without the key (it names a
 * person's folder) and the sweep goes on.
 */
export async function sweepUnattachedUploads(
  db: Db,
  storage: FileStorage,
  now = new Date(),
  maxAgeHours = UNATTACHED_UPLOAD_MAX_AGE_HOURS,
): Promise<{ removed: string[] }> {
  const before = now.getTime() - maxAgeHours * HOUR_MS;
  const removed: string[] = [];
  const failed = (folder: string, step: string, error: unknown) =>
    logger.error(
      { folder, step, err: error instanceof Error ? error.name : 'unknown' },
      'unattached upload not removed',
    );
  // The drawn portraits of demo listings have a folder of their own: one replaced by an upload goes the same way.
  const owners = [...(await db.select({ id: users.id }).from(users)), { id: ILLUSTRATION_OWNER }];
  for (const { id } of owners) {
    const old: string[] = [];
    for (const kind of UPLOAD_KINDS) {
      const folder = KIND_STORAGE[kind].folder;
      const files = await storage.list(`${folder}/${id}`).catch((error: unknown) => {
        failed(folder, 'list', error);
        return [];
      });
      for (const file of files) if (file.modifiedAt.getTime() <= before) old.push(file.key);
    }
    if (old.length === 0) continue;
    const inUse = await uploadsInUse(db, id);
    for (const key of old) {
      if (inUse.has(key)) continue;
      try {
        await storage.delete(key);
        removed.push(key);
      } catch (error) {
        failed(key.split('/')[0]!, 'delete', error);
      }
    }
  }
  return { removed };
}

import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../files/storage.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { removeUnusedAvatar } from './avatar-files.ts';
import { clearLawyerColumn } from './lawyer-record.ts';

/** Removes a lawyer's avatar (and its file, when nothing else uses it). Nothing to do when there is none. */
export async function removeAdminLawyerAvatar(
  db: Db,
  actor: Actor,
  id: unknown,
  storage: FileStorage,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  const before = await publicDataTransaction(db, (tx) =>
    clearLawyerColumn(tx, actor, id, 'avatarUrl', 'remove-lawyer-avatar'),
  );
  if (before?.avatarUrl) await removeUnusedAvatar(db, storage, before.avatarUrl);
  return { changed: before !== null };
}

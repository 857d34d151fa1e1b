import { eq, sql } from 'drizzle-orm';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../files/storage.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { removeUnusedAvatar } from './avatar-files.ts';
import { lockLawyer } from './lawyer-record.ts';

/** Removes a lawyer's avatar (and its file, when nothing else uses it). Nothing to do when there is none. */
export async function removeAdminLawyerAvatar(
  db: Db,
  actor: Actor,
  id: unknown,
  storage: FileStorage,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  const previous = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before.avatarUrl === null) return null;
    await tx.update(lawyers).set({ avatarUrl: null, updatedAt: sql`now()` }).where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'remove-lawyer-avatar',
      entityType: 'lawyer',
      entityId: before.id,
      before: { avatarUrl: before.avatarUrl },
      after: { avatarUrl: null },
    });
    return before.avatarUrl;
  });
  if (previous) await removeUnusedAvatar(db, storage, previous);
  return { changed: previous !== null };
}

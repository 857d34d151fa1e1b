import { eq } from 'drizzle-orm';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../files/storage.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import type { MatchContext } from '../../questions/matching.ts';
import { rematchQuestions } from '../../questions/rematch-questions.ts';
import { withdrawListingInvitations } from '../../questions/withdraw-listing-invitations.ts';
import { recordAudit } from '../audit.ts';
import { removeUnusedAvatar } from './avatar-files.ts';
import { lockLawyer, snapshot } from './lawyer-record.ts';

/**
 * Deletes a lawyer (after the confirmation in the screen). Its featured entries and invitations go with it
 * (foreign keys cascade); the questions it had accepted or was invited to are open again as when a listing is
 * unlinked (`withdrawListingInvitations`), and after the commit get their next batch or wait in the admin queue.
 * The audit entry keeps the whole record. Answers the deleted lawyer's name.
 */
export async function deleteAdminLawyer(
  db: Db,
  actor: Actor,
  id: unknown,
  storage: FileStorage,
  match: MatchContext,
): Promise<{ name: string }> {
  requireAdmin(actor);
  const { name, avatarUrl, questionIds } = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    const questionIds = await withdrawListingInvitations(tx, before.id, new Date());
    await tx.delete(lawyers).where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'delete-lawyer',
      entityType: 'lawyer',
      entityId: before.id,
      before: snapshot(before),
    });
    return { name: before.name, avatarUrl: before.avatarUrl, questionIds };
  });
  await rematchQuestions(db, questionIds, match);
  if (avatarUrl) await removeUnusedAvatar(db, storage, avatarUrl);
  return { name };
}

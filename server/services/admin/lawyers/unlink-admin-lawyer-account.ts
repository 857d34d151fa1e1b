import { eq, sql } from 'drizzle-orm';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import type { MatchContext } from '../../questions/matching.ts';
import { rematchQuestions } from '../../questions/rematch-questions.ts';
import { withdrawListingInvitations } from '../../questions/withdraw-listing-invitations.ts';
import { recordAudit } from '../audit.ts';
import { lockLawyer } from './lawyer-record.ts';

/**
 * Removes the link between a lawyer and its account (nothing to do when there is none). In the same transaction
 * the listing's invitations end (`withdrawListingInvitations`): the account no longer opens the questions it was
 * invited to or accepted; after the commit those questions get their next batch or wait in the admin queue.
 */
export async function unlinkAdminLawyerAccount(
  db: Db,
  actor: Actor,
  id: unknown,
  match: MatchContext,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  const { changed, questionIds } = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before.userId === null) return { changed: false, questionIds: [] };
    await tx.update(lawyers).set({ userId: null, updatedAt: sql`now()` }).where(eq(lawyers.id, before.id));
    const questionIds = await withdrawListingInvitations(tx, before.id, new Date());
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'unlink-lawyer-account',
      entityType: 'lawyer',
      entityId: before.id,
      before: { userId: before.userId },
      after: { userId: null },
    });
    return { changed: true, questionIds };
  });
  await rematchQuestions(db, questionIds, match);
  return { changed };
}

import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import type { MatchContext } from '../../questions/matching.ts';
import { rematchQuestions } from '../../questions/rematch-questions.ts';
import { withdrawListingInvitations } from '../../questions/withdraw-listing-invitations.ts';
import { clearLawyerColumn } from './lawyer-record.ts';

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
    const before = await clearLawyerColumn(tx, actor, id, 'userId', 'unlink-lawyer-account');
    if (!before) return { changed: false, questionIds: [] };
    const questionIds = await withdrawListingInvitations(tx, before.id, new Date());
    return { changed: true, questionIds };
  });
  await rematchQuestions(db, questionIds, match);
  return { changed };
}

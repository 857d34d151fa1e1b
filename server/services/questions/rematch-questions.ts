import type { Db } from '../../db/client.ts';
import { publishStatus } from './admin-queue.ts';
import { autoMatchQuietly, type MatchContext } from './matching.ts';

/**
 * After invitations were withdrawn (`withdrawListingInvitations`, committed): each open question without a live
 * invitation gets its next batch, or enters the admin queue when nobody can be invited; the open pages hear of
 * the change. Never throws (auto-match logs its own failures).
 */
export async function rematchQuestions(db: Db, questionIds: string[], ctx: MatchContext) {
  for (const questionId of questionIds) {
    const invited = await autoMatchQuietly(db, questionId, ctx);
    if (invited.length === 0) await publishStatus(ctx, questionId);
  }
}

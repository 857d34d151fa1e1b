import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { questionRecipients } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { publishStatus } from './admin-queue.ts';
import { lockOwnInvitation } from './invitation-record.ts';
import { autoMatchQuietly, type MatchContext } from './matching.ts';

/** An invited lawyer declines; when no live invitation is left, the next batch is invited. */
export async function declineInvitation(db: Db, actor: Actor, recipientId: string, ctx: MatchContext) {
  requireActor(actor);
  const now = ctx.now ?? new Date();
  const questionId = await db.transaction(async (tx) => {
    const row = await lockOwnInvitation(tx, actor.id, recipientId);
    if (row.status !== 'invited') throw new AppError('CONFLICT', 'inbox.errors.notInvited');
    await tx
      .update(questionRecipients)
      .set({ status: 'declined', respondedAt: now })
      .where(eq(questionRecipients.id, recipientId));
    return row.questionId;
  });
  // The next batch, when no live invitation is left; the open pages hear of the decline either way.
  const invited = await autoMatchQuietly(db, questionId, ctx);
  if (invited.length === 0) await publishStatus(ctx, questionId);
  return { questionId };
}

import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { inviteToReview } from '../reviews/invite-to-review.ts';
import { mayClose, questionAccess } from './access.ts';
import { publishStatus, type QueueContext } from './admin-queue.ts';

/** What closing a question tells others: its live page (`events`), and the asker's invitation to review. */
export interface CloseContext {
  events?: QueueContext['events'];
  mailer?: Mailer;
  publicUrl?: string;
}

/**
 * The asker or an admin closes a question; an admin may reopen it (docs/product-rules.md, "Questions"). Once a
 * question is closed, the asker is invited by e-mail to review the lawyers whose rights it opened and that no
 * invitation named yet (`inviteToReview`, docs/product-rules.md, "Reviews"), after the commit: a failure is logged
 * and never undoes the close.
 */
export async function setQuestionClosed(
  db: Db,
  actor: Actor,
  questionId: string,
  closed: boolean,
  now = new Date(),
  ctx: CloseContext = {},
) {
  requireActor(actor);
  // Those who cannot see the question are told it does not exist; those who can but may not act, "forbidden".
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (closed ? !mayClose(access.role) : access.role !== 'admin') throw new AppError('FORBIDDEN');
  const result = await db.transaction(async (tx) => {
    let status: 'open' | 'assigned' | 'closed' = 'closed';
    if (!closed) {
      const [accepted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(questionRecipients)
        .where(and(eq(questionRecipients.questionId, questionId), eq(questionRecipients.status, 'accepted')));
      status = Number(accepted?.n ?? 0) > 0 ? 'assigned' : 'open';
    }
    // A closed question leaves the admin queue.
    await tx
      .update(questions)
      .set({ status, updatedAt: now, ...(closed ? { needsLawyerSince: null } : {}) })
      .where(eq(questions.id, questionId));
    return { status };
  });
  await publishStatus({ events: ctx.events }, questionId);
  if (closed && ctx.mailer && ctx.publicUrl)
    await inviteToReview(db, ctx.mailer, ctx.publicUrl, { questionId }, now).catch((error: unknown) =>
      logger.error({ err: String(error), questionId }, 'review invitation failed'),
    );
  return result;
}

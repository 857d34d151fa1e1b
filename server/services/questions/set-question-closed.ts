import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { mayClose, questionAccess } from './access.ts';
import { publishStatus, type QueueContext } from './admin-queue.ts';

/** The asker or an admin closes a question; an admin may reopen it (docs/product-rules.md, "Questions"). */
export async function setQuestionClosed(
  db: Db,
  actor: Actor,
  questionId: string,
  closed: boolean,
  now = new Date(),
  events?: QueueContext['events'],
) {
  if (!actor) throw new AppError('UNAUTHORIZED');
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
  await publishStatus({ events }, questionId);
  return result;
}

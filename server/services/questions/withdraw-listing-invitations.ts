import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { questionRecipients } from '../../db/schema/index.ts';
import { reopenUnassigned } from './reopen-unassigned.ts';

/**
 * A listing leaves its account (an administrator unlinks it) or the directory (deleted): in the same transaction,
 * every invitation of the listing that still opens a question — invited, or accepted — ends ('expired'), so the
 * account that had it no longer reads those questions, their contact details or threads, and linking the listing
 * again (to any account) brings none of it back. An assigned question left without an accepted lawyer is open
 * again (docs/product-rules.md, "Matching a question"). Returns the questions concerned: after the commit,
 * `rematchQuestions` invites their next batch or puts them in the admin queue.
 */
export async function withdrawListingInvitations(tx: Tx, lawyerId: string, now: Date): Promise<string[]> {
  const ended = await tx
    .update(questionRecipients)
    .set({ status: 'expired' })
    .where(
      and(
        eq(questionRecipients.lawyerId, lawyerId),
        inArray(questionRecipients.status, ['invited', 'accepted']),
      ),
    )
    .returning({ questionId: questionRecipients.questionId });
  const questionIds = [...new Set(ended.map((r) => r.questionId))];
  await reopenUnassigned(tx, questionIds, now);
  return questionIds;
}

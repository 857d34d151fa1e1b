import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';

/**
 * Each of these questions that is assigned but no longer has an accepted lawyer (the lawyer's invitation ended or
 * was removed) is open again (docs/product-rules.md, "Matching a question"). Part of the caller's transaction.
 */
export async function reopenUnassigned(tx: Tx, questionIds: string[], now: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .update(questions)
    .set({ status: 'open', updatedAt: now })
    .where(
      and(
        inArray(questions.id, questionIds),
        eq(questions.status, 'assigned'),
        sql`NOT EXISTS (SELECT 1 FROM ${questionRecipients} r
          WHERE r.question_id = ${questions.id} AND r.status = 'accepted')`,
      ),
    );
}

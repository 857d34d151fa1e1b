import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { questionRecipients } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { reopenUnassigned } from '../../questions/reopen-unassigned.ts';
import { recordAudit } from '../audit.ts';

/** Removes a recipient from a question (audited). */
export async function removeRecipient(db: Db, actor: Actor, questionId: string, recipientId: string) {
  requireAdmin(actor);
  if (!isUuid(questionId) || !isUuid(recipientId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    // Only an invitation of the question the admin is matching.
    const [row] = await tx
      .select()
      .from(questionRecipients)
      .where(and(eq(questionRecipients.id, recipientId), eq(questionRecipients.questionId, questionId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    await tx.delete(questionRecipients).where(eq(questionRecipients.id, recipientId));
    // The lawyer who had taken the question: it is open again, for the admin to invite another.
    if (row.status === 'accepted') await reopenUnassigned(tx, [row.questionId], new Date());
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'remove-recipient',
      entityType: 'question_recipient',
      entityId: recipientId,
      before: {
        questionId: row.questionId,
        lawyerId: row.lawyerId,
        status: row.status,
        assignedOrder: row.assignedOrder,
      },
    });
    return { questionId: row.questionId };
  });
}

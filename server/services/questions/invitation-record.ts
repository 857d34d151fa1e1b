import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Tx } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';

/** A question's row, locked for a change of its invitations (auto-match, an admin's invitation); none when absent. */
export async function lockQuestion(tx: Tx, questionId: string) {
  const [question] = await tx
    .select()
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update')
    .limit(1);
  return question;
}

/** The actor's own invitation row, locked for the change; someone else's answers "not found". */
export async function lockOwnInvitation(tx: Tx, userId: string, recipientId: string) {
  if (!isUuid(recipientId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(questionRecipients)
    .where(and(eq(questionRecipients.id, recipientId), eq(questionRecipients.recipientUserId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

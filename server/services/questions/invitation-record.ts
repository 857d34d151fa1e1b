import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Tx } from '../../db/client.ts';
import { questionRecipients } from '../../db/schema/index.ts';

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

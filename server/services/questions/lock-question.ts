import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';

/**
 * A question's row, locked until the transaction ends (FOR UPDATE): what an invitation, an acceptance or a payment
 * decides from it cannot change meanwhile. Undefined for an unknown id; each caller says what that means for it.
 */
export async function lockQuestion(tx: Tx, id: string): Promise<typeof questions.$inferSelect | undefined> {
  const [question] = await tx.select().from(questions).where(eq(questions.id, id)).for('update').limit(1);
  return question;
}

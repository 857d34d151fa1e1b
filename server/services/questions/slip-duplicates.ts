import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SlipDuplicateFlag } from '#domain/fees.ts';
import type { Db } from '../../db/client.ts';
import { paymentSlipDuplicates, questions } from '../../db/schema/index.ts';

/**
 * The flag of each of these questions that had a transfer slip refused because another question holds it
 * (send-payment-slip.ts): how many attempts, and the latest — how it matched and which question holds the slip.
 * For administrators only: the callers check.
 */
export async function slipDuplicateFlags(
  db: Db,
  questionIds: string[],
): Promise<Map<string, SlipDuplicateFlag>> {
  const flags = new Map<string, SlipDuplicateFlag>();
  if (questionIds.length === 0) return flags;
  const holder = alias(questions, 'holder');
  const rows = await db
    .select({
      questionId: paymentSlipDuplicates.questionId,
      matched: paymentSlipDuplicates.matched,
      attemptedAt: paymentSlipDuplicates.attemptedAt,
      holderId: holder.id,
      holderTitle: holder.title,
    })
    .from(paymentSlipDuplicates)
    .leftJoin(holder, eq(holder.id, paymentSlipDuplicates.duplicateOfQuestionId))
    .where(inArray(paymentSlipDuplicates.questionId, questionIds))
    .orderBy(desc(paymentSlipDuplicates.attemptedAt));
  for (const row of rows) {
    const flag = flags.get(row.questionId);
    if (flag) {
      flag.attempts += 1;
      continue;
    }
    flags.set(row.questionId, {
      attempts: 1,
      matched: row.matched,
      attemptedAt: row.attemptedAt.toISOString(),
      duplicateOf:
        row.holderId && row.holderTitle !== null ? { id: row.holderId, title: row.holderTitle } : null,
    });
  }
  return flags;
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { questionAccess } from './access.ts';
import { publishStatus } from './admin-queue.ts';
import type { PaymentContext } from './question-payment.ts';

/**
 * The asker sends the transfer slip: an image they uploaded themselves (`payment-slip`). Anyone else who may
 * see the question is refused (FORBIDDEN), anyone who may not is told it does not exist; a paid question takes
 * no new slip. The payment becomes 'slip_sent' for an administrator to confirm.
 */
export async function sendPaymentSlip(
  db: Db,
  actor: Actor,
  questionId: string,
  slipKey: string,
  ctx: PaymentContext = {},
) {
  if (!actor) throw new AppError('UNAUTHORIZED');
  const now = ctx.now ?? new Date();
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'asker') throw new AppError('FORBIDDEN');
  if (!isOwnUploadKey('payment-slip', slipKey, actor.id))
    throw new AppError('INVALID_INPUT', 'question.payment.errors.slipRequired');
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (row?.paymentStatus === 'paid') throw new AppError('CONFLICT', 'question.payment.errors.alreadyPaid');
    await tx
      .update(questions)
      .set({ paymentStatus: 'slip_sent', paymentSlipKey: slipKey, paymentSlipAt: now })
      .where(eq(questions.id, questionId));
    return true;
  });
  if (updated) await publishStatus(ctx, questionId);
  return { status: 'slip_sent' as const };
}

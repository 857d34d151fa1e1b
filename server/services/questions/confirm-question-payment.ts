import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../guard.ts';
import { publishStatus } from './admin-queue.ts';
import { lockQuestion } from './lock-question.ts';
import type { PaymentContext } from './question-payment.ts';

/** An administrator confirms a question's payment (audited; confirming twice changes nothing). */
export async function confirmQuestionPayment(
  db: Db,
  actor: Actor,
  questionId: string,
  ctx: PaymentContext = {},
) {
  requireAdmin(actor);
  if (!isUuid(questionId)) throw new AppError('NOT_FOUND');
  const now = ctx.now ?? new Date();
  const changed = await db.transaction(async (tx) => {
    const row = await lockQuestion(tx, questionId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus === 'paid') return false;
    await tx
      .update(questions)
      .set({ paymentStatus: 'paid', paidAt: now, paidConfirmedBy: actor.id })
      .where(eq(questions.id, questionId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'confirm-payment',
      entityType: 'question',
      entityId: questionId,
      before: { paymentStatus: row.paymentStatus },
      after: { paymentStatus: 'paid', feeBaht: row.feeBaht },
    });
    return true;
  });
  if (changed) await publishStatus(ctx, questionId);
  return { status: 'paid' as const };
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { questionPaymentReference } from '#domain/fees.ts';
import { isUuid } from '#domain/ids.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/guard.ts';
import { type PaymentConfig, promptPayPayloadWithReference, qrSvg } from '../payments/payment-qr.ts';
import { privateFileUrl } from '../uploads/file-links.ts';
import { questionAccess } from './access.ts';
import { publishStatus } from './admin-queue.ts';

/**
 * Paying for a question (docs/decisions/0007-questions-and-live-threads.md, "Paying for a question"): the question
 * keeps the fee configured when it was asked; its page shows the asker a PromptPay QR for that fee carrying the
 * question's reference; the asker sends the transfer slip (an image upload of their own); an administrator
 * confirms the payment (audited). Matching never waits for it: answering people quickly comes first.
 */

export type QuestionPaymentStatus = (typeof questions.$inferSelect)['paymentStatus'];

/** What a viewer of the question may know of its payment (read-questions.ts fills it by role). */
export interface QuestionPaymentFacts {
  status: QuestionPaymentStatus;
  feeBaht: number;
  paidAt: string | null;
  /** The slip's storage key: the asker and admins only. */
  slipKey: string | null;
  /** The asker and admins see the QR, the reference and the slip; the accepted lawyer only whether it is paid. */
  full: boolean;
}

export interface QuestionPaymentView {
  status: QuestionPaymentStatus;
  feeBaht: number;
  paidAt: string | null;
  reference: string | null;
  /** The PromptPay payload for the fee with the reference, and its QR (SVG); null once paid, when free, or on a bad id. */
  qrPayload: string | null;
  qrSvg: string | null;
  /** A 10-minute signed link to the slip. */
  slipUrl: string | null;
}

/** The payment part of the question page, for the viewer's facts. */
export async function questionPaymentView(
  questionId: string,
  facts: QuestionPaymentFacts,
  ctx: { payment: Pick<PaymentConfig, 'promptPayId'>; authSecret: string },
): Promise<QuestionPaymentView> {
  const reference = facts.full ? questionPaymentReference(questionId) : null;
  let payload: string | null = null;
  let svg: string | null = null;
  if (reference && facts.status !== 'paid' && facts.feeBaht > 0) {
    try {
      payload = promptPayPayloadWithReference(ctx.payment.promptPayId, facts.feeBaht, reference);
      svg = await qrSvg(payload);
    } catch {
      // A misconfigured PromptPay id: the reference and the payment page's bank details still work.
      payload = null;
      svg = null;
    }
  }
  return {
    status: facts.status,
    feeBaht: facts.feeBaht,
    paidAt: facts.paidAt,
    reference,
    qrPayload: payload,
    qrSvg: svg,
    slipUrl: facts.full && facts.slipKey ? privateFileUrl(ctx.authSecret, facts.slipKey) : null,
  };
}

interface PaymentContext {
  now?: Date;
  events?: Pick<EventBus, 'publish'>;
}

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
    const [row] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
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

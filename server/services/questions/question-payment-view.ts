import { questionPaymentReference, type SlipDuplicateFlag } from '#domain/fees.ts';
import type { questions } from '../../db/schema/index.ts';
import { type PaymentConfig, promptPayPayloadWithReference, qrSvg } from '../payments/payment-qr.ts';
import { privateFileUrl } from '../uploads/file-links.ts';

export type QuestionPaymentStatus = (typeof questions.$inferSelect)['paymentStatus'];

/** What a viewer of the question may know of its payment (get-question-for-viewer.ts fills it by role). */
export interface QuestionPaymentFacts {
  status: QuestionPaymentStatus;
  feeBaht: number;
  paidAt: string | null;
  /** The slip's storage key: the asker and admins only. */
  slipKey: string | null;
  /** The asker and admins see the QR, the reference and the slip; the accepted lawyer only whether it is paid. */
  full: boolean;
  /** Admins only: slips refused for this question because another question holds them. */
  duplicateSlip: SlipDuplicateFlag | null;
  /** The question is closed: nothing more is asked of the asker, so no QR to pay with. */
  closed: boolean;
}

export interface QuestionPaymentView {
  status: QuestionPaymentStatus;
  feeBaht: number;
  paidAt: string | null;
  reference: string | null;
  /**
   * The PromptPay payload for the fee with the reference, and its QR (SVG); null once paid, on a closed question,
   * when free, or on a bad id.
   */
  qrPayload: string | null;
  qrSvg: string | null;
  /** A 10-minute signed link to the slip. */
  slipUrl: string | null;
  /** Admins only (see QuestionPaymentFacts). */
  duplicateSlip: SlipDuplicateFlag | null;
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
  if (reference && !facts.closed && facts.status !== 'paid' && facts.feeBaht > 0) {
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
    duplicateSlip: facts.duplicateSlip,
  };
}

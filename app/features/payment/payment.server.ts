import type { RequestContext } from '#app/context.server.ts';
import { logger } from '#server/logger.ts';
import { getPaymentDetails } from '#server/services/payments/payment-qr.ts';

/**
 * The payment page's data, computed from the current configuration on every request. A bad PromptPay id
 * never breaks the page: the bank details still show, with a notice instead of the QR codes.
 */
export async function loadPayment({ runtime }: RequestContext) {
  const { payment } = runtime.config;
  const details = await getPaymentDetails(payment, payment.questionFeeBaht);
  if (details.qrError) logger.warn({ reason: details.qrError }, 'payment QR codes unavailable');
  const qr = (q: { amount: number | null; svg: string; png: string }) => ({
    amount: q.amount,
    svg: q.svg,
    png: q.png,
  });
  return {
    fee: payment.questionFeeBaht,
    bank: details.bank,
    promptPayId: details.promptPayId,
    qr: details.qr ? { consultation: qr(details.qr.consultation), transfer: qr(details.qr.transfer) } : null,
  };
}

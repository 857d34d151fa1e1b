import type { EventBus } from '../../events/bus.ts';

/**
 * Paying for a question (docs/decisions/0007-questions-and-live-threads.md, "Paying for a question"): the question
 * keeps the fee configured when it was asked; its page shows the asker a PromptPay QR for that fee carrying the
 * question's reference; the asker sends the transfer slip (an image upload of their own); an administrator
 * confirms the payment (audited). Matching never waits for it: answering people quickly comes first.
 */

export interface PaymentContext {
  now?: Date;
  events?: Pick<EventBus, 'publish'>;
}

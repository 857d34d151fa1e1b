import { createHmac, randomUUID } from 'node:crypto';

/** LINE's `x-line-signature`: base64 of the HMAC-SHA256 of the raw body with the Messaging API channel secret. */
export const lineSignature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** The body of a webhook request with one follow event of `userId`, as LINE sends it when someone adds the account. */
export function lineFollowBody(userId: string, destination = 'Utests'): string {
  const event = {
    type: 'follow',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: randomUUID(),
    deliveryContext: { isRedelivery: false },
    replyToken: 'reply-token',
    follow: { isUnblocked: false },
  };
  return JSON.stringify({ destination, events: [event] });
}

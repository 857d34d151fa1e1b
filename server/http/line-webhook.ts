import type { webhook } from '@line/bot-sdk';
import { Hono } from 'hono';
import type { Runtime } from '../runtime.ts';
import { recordFollowEvents } from '../services/line/record-follow-events.ts';
import { lineSdk } from '../services/line/sdk.ts';

/**
 * POST /api/line/webhook: the LINE Messaging API webhook (mounted at '/' by server/app.ts). 404 without
 * LINE_MESSAGING_CHANNEL_SECRET; 401 unless `x-line-signature` is the HMAC-SHA256 of the raw body with the
 * channel secret (compared in constant time by the SDK's validateSignature); then follow/unfollow events are
 * recorded and the answer is 200 `{}`. Neither the body nor user ids are ever logged (server/logger.ts).
 */
export function createLineWebhookRoutes(runtime: Runtime) {
  const app = new Hono();
  app.post('/api/line/webhook', async (c) => {
    c.header('cache-control', 'no-store');
    const secret = runtime.config.lineMessagingChannelSecret;
    if (!secret) return c.json({}, 404);
    const signature = c.req.header('x-line-signature');
    const body = await c.req.text();
    if (!signature || !(await lineSdk()).validateSignature(body, secret, signature)) return c.json({}, 401);
    let request: Partial<webhook.CallbackRequest>;
    try {
      request = JSON.parse(body) as Partial<webhook.CallbackRequest>;
    } catch {
      return c.json({}, 400);
    }
    const events = Array.isArray(request?.events) ? request.events : [];
    await recordFollowEvents(runtime.db, events);
    return c.json({});
  });
  return app;
}

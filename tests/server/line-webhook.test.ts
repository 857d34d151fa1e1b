import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINE_WEBHOOK_BODY_MAX_BYTES } from '#domain/limits.ts';
import { lineFollowers, lineWebhookEvents } from '#server/db/schema/index.ts';
import { lineSignature } from '../helpers/line-webhook.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

const SECRET = 'line-channel-secret-for-tests';
const PATH = '/api/line/webhook';

const sign = (body: string, secret = SECRET) => lineSignature(body, secret);

let eventCount = 0;
function event(type: 'follow' | 'unfollow' | 'message', userId: string, timestamp: number, id?: string) {
  eventCount += 1;
  return {
    type,
    mode: 'active',
    timestamp,
    source: { type: 'user', userId },
    webhookEventId: id ?? `01TESTEVENT${String(eventCount).padStart(15, '0')}`,
    deliveryContext: { isRedelivery: false },
    ...(type === 'unfollow' ? {} : { replyToken: 'reply-token' }),
    ...(type === 'follow' ? { follow: { isUnblocked: false } } : {}),
    ...(type === 'message' ? { message: { id: '1', type: 'text', text: 'hello' } } : {}),
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ LINE_MESSAGING_CHANNEL_SECRET: SECRET });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(lineFollowers);
  await server.database.db.delete(lineWebhookEvents);
});

function post(events: unknown[], signature?: (body: string) => string | undefined) {
  const body = JSON.stringify({ destination: 'Uchannel', events });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const value = signature ? signature(body) : sign(body);
  if (value !== undefined) headers['x-line-signature'] = value;
  return server.request(PATH, { method: 'POST', headers, body });
}

const followers = async () =>
  (await server.database.db.select().from(lineFollowers)).map((r) => ({
    userId: r.lineUserId,
    following: r.following,
    changedAt: r.changedAt.getTime(),
  }));

describe('POST /api/line/webhook', () => {
  it('records a follow signed with the channel secret and answers 200 {}', async () => {
    const res = await post([event('follow', 'Uaaa', 1_700_000_000_000)]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await followers()).toEqual([{ userId: 'Uaaa', following: true, changedAt: 1_700_000_000_000 }]);
  });

  it('refuses a wrong signature with 401 and records nothing', async () => {
    const res = await post([event('follow', 'Uaaa', 1_700_000_000_000)], (body) =>
      sign(body, 'other-secret'),
    );
    expect(res.status).toBe(401);
    expect(await followers()).toEqual([]);
    expect(await server.database.db.select().from(lineWebhookEvents)).toEqual([]);
  });

  it('refuses a signature of another body with 401', async () => {
    const res = await post([event('follow', 'Uaaa', 1_700_000_000_000)], () => sign('{"events":[]}'));
    expect(res.status).toBe(401);
    expect(await followers()).toEqual([]);
  });

  it('refuses a request without x-line-signature with 401 and records nothing', async () => {
    const res = await post([event('follow', 'Uaaa', 1_700_000_000_000)], () => undefined);
    expect(res.status).toBe(401);
    expect(await followers()).toEqual([]);
  });

  it('answers 404 when the channel secret is not configured', async () => {
    const bare = await createTestServer();
    try {
      const body = JSON.stringify({ destination: 'U', events: [event('follow', 'Uaaa', 1_700_000_000_000)] });
      const res = await bare.request(PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-line-signature': sign(body) },
        body,
      });
      expect(res.status).toBe(404);
      expect(await bare.database.db.select().from(lineFollowers)).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('answers 200 to an empty events array (the console verify request)', async () => {
    const res = await post([]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('accepts a batch larger than the 64 KiB of other API posts (its limit is 1 MiB)', async () => {
    const chatter = Array.from({ length: 40 }, (_, i) => ({
      ...event('message', `Uchat${i}`, 1_700_000_000_000),
      message: { id: String(i), type: 'text', text: 'x'.repeat(4000) },
    }));
    const res = await post([...chatter, event('follow', 'Uaaa', 1_700_000_000_000)]);
    expect(res.status).toBe(200);
    expect(await followers()).toEqual([{ userId: 'Uaaa', following: true, changedAt: 1_700_000_000_000 }]);
  });

  it('refuses a body over 1 MiB with 413 and records nothing', async () => {
    const follow = event('follow', 'Uaaa', 1_700_000_000_000);
    const res = await post([follow, { type: 'message', pad: 'x'.repeat(LINE_WEBHOOK_BODY_MAX_BYTES) }]);
    expect(res.status).toBe(413);
    expect(await followers()).toEqual([]);
  });

  it('records an unfollow after a follow; other event types change nothing', async () => {
    await post([event('follow', 'Uaaa', 1_700_000_000_000), event('follow', 'Ubbb', 1_700_000_000_000)]);
    const res = await post([
      event('unfollow', 'Uaaa', 1_700_000_100_000),
      event('message', 'Uccc', 1_700_000_100_000),
    ]);
    expect(res.status).toBe(200);
    expect(await followers()).toEqual(
      expect.arrayContaining([
        { userId: 'Uaaa', following: false, changedAt: 1_700_000_100_000 },
        { userId: 'Ubbb', following: true, changedAt: 1_700_000_000_000 },
      ]),
    );
    expect(await followers()).toHaveLength(2);
  });

  it('skips a redelivered event: a follow sent again after an unfollow does not follow again', async () => {
    const follow = event('follow', 'Uaaa', 1_700_000_000_000, '01REDELIVEREDFOLLOW');
    await post([follow]);
    await post([event('unfollow', 'Uaaa', 1_700_000_000_000)]);
    const res = await post([{ ...follow, deliveryContext: { isRedelivery: true } }]);
    expect(res.status).toBe(200);
    expect(await followers()).toEqual([{ userId: 'Uaaa', following: false, changedAt: 1_700_000_000_000 }]);
  });

  it('keeps the newest state when an older event arrives later', async () => {
    await post([event('unfollow', 'Uaaa', 1_700_000_200_000)]);
    const res = await post([event('follow', 'Uaaa', 1_700_000_100_000)]);
    expect(res.status).toBe(200);
    expect(await followers()).toEqual([{ userId: 'Uaaa', following: false, changedAt: 1_700_000_200_000 }]);
  });

  it('applies the events of one request in order, newest wins', async () => {
    await post([event('follow', 'Uaaa', 1_700_000_300_000), event('unfollow', 'Uaaa', 1_700_000_200_000)]);
    expect(await followers()).toEqual([{ userId: 'Uaaa', following: true, changedAt: 1_700_000_300_000 }]);
  });
});

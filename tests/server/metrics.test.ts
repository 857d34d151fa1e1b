import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { bearerMatches } from '#server/metrics.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The app of `server` with a logger whose lines the test reads. */
function withLog(server: TestServer) {
  const lines: string[] = [];
  const log = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const app = createApp(server.runtime, undefined, { log });
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(
      app.request(path, init, {
        incoming: { socket: { remoteAddress: '10.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } },
      }),
    );
  return { lines, request };
}

describe('GET /metrics', () => {
  let withToken: TestServer;
  let withoutToken: TestServer;
  beforeAll(async () => {
    [withToken, withoutToken] = await Promise.all([
      createTestServer({ METRICS_TOKEN: TOKEN }),
      createTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withToken.close(), withoutToken.close()]);
  });

  it('is 404 while METRICS_TOKEN is not set, even with a token', async () => {
    const res = await withoutToken.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  });

  it('refuses a missing, a wrong, a longer or a non-bearer token with 401 and no metrics', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}0`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await withToken.request('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status, String(authorization)).toBe(401);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the request histogram by route pattern and status with the token, and is never logged', async () => {
    const { lines, request } = withLog(withToken);
    for (const file of ['website-th.jsonld', 'faq-en.jsonld', 'website-zh.jsonld'])
      expect((await request(`/schema/${file}`)).status).toBe(200);
    expect((await request('/schema/nothing.jsonld')).status).toBe(404);

    const res = await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    // The route's pattern, never the raw path.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/schema\/:file",status="200"\} [3-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/schema\/:file",status="404"\} \d/,
    );
    expect(text).not.toContain('website-th.jsonld');
    expect(text).not.toContain('route="/metrics"');
    for (const name of [
      'db_pool_wait_seconds',
      'db_pool_waiting',
      'event_streams_open',
      'email_outbox_backlog',
      'invitation_sweep_runs_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name}`);

    expect(lines.some((l) => l.includes('/schema/'))).toBe(true);
    expect(lines.some((l) => l.includes('/metrics'))).toBe(false);
  });

  it('reads the outbox backlog from the database on each scrape', async () => {
    const scrape = async () =>
      (await withToken.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(await scrape()).toContain('email_outbox_backlog{status="failed"} 0');
    await withToken.database.db.insert(emailOutbox).values({
      toAddress: 'someone@example.com',
      subject: 'x',
      textBody: 'x',
      kind: 'verify-email',
      status: 'failed',
      attempts: 2,
      nextAttemptAt: new Date(),
    });
    const text = await scrape();
    expect(text).toContain('email_outbox_backlog{status="failed"} 1');
    expect(text).toContain('email_outbox_backlog{status="pending"} 0');
  });
});

describe('bearerMatches', () => {
  it('accepts only the exact token after "Bearer "', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} `, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

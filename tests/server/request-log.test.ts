import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PageHandler } from '#server/app.ts';
import { requestIdFor } from '#server/http/request-log.ts';
import { createLogger, currentRequestId } from '#server/logger.ts';
import type { Runtime } from '#server/runtime.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Line = Record<string, unknown>;

/** A logger writing into an array, at the given level. */
function memoryLogger(level = 'info') {
  const lines: Line[] = [];
  const log = createLogger({ level, destination: { write: (s: string) => lines.push(JSON.parse(s)) } });
  return { lines, log };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(options: { level?: string; runtime?: Runtime } = {}) {
  const { lines, log } = memoryLogger(options.level);
  // A "service" called by the page renderer: it logs with its own logger, as services do.
  const service = memoryLogger('info');
  const pages: PageHandler = async (request) => {
    await new Promise((r) => setTimeout(r, 5));
    if (new URL(request.url).pathname.endsWith('/boom')) throw new Error('relation "secret" does not exist');
    service.log.info('service work');
    return new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } });
  };
  const app = createApp(options.runtime ?? server.runtime, pages, { log });
  const request = (pathname: string, init: RequestInit = {}) =>
    Promise.resolve(
      app.request(pathname, init, {
        incoming: { socket: { remoteAddress: '203.0.113.7', remotePort: 40000, remoteFamily: 'IPv4' } },
      }),
    );
  return { lines, serviceLines: service.lines, request };
}

describe('request log', () => {
  it('writes one line per request: method, path without query, status, duration and request id', async () => {
    const { lines, request } = setup();
    const res = await request(
      '/th/search?q=%E0%B8%AA%E0%B8%A1%E0%B8%A8%E0%B8%A3%E0%B8%B5&email=a@b.example',
      {
        headers: { cookie: 'better-auth.session_token=secret-cookie', 'user-agent': 'UA-test' },
      },
    );
    expect(res.status).toBe(200);
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toMatch(UUID);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/th/search', status: 200, reqId });
    expect(typeof line.ms).toBe('number');
    expect(line.ms as number).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(lines);
    for (const secret of ['q=', 'a@b.example', 'secret-cookie', '203.0.113.7', 'UA-test', 'สมศรี', 'email']) {
      expect(text).not.toContain(secret);
    }
  });

  it('never writes the token of a password-reset link', async () => {
    const { lines, request } = setup();
    await request('/api/auth/reset-password/tok3n-S3CRET?callbackURL=%2Fth%2Fauth%2Freset');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: '/api/auth/reset-password/[token]' });
    expect(JSON.stringify(lines)).not.toContain('tok3n-S3CRET');
  });

  it('gives every request its own id and hands it to the code that serves the request', async () => {
    const { lines, serviceLines, request } = setup();
    const [a, b] = await Promise.all([request('/th'), request('/en')]);
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.map((l) => l.reqId).sort()).toEqual([...ids].sort());
    // Log lines written while serving a request carry its id, without being passed it (the pages too: no
    // request header or load context carries it, docs/decisions/0018-request-context.md).
    expect(serviceLines.map((l) => l.reqId).sort()).toEqual([...ids].sort());
    expect(currentRequestId()).toBeUndefined();
  });

  it('logs a failed request with its status, and answers with the same id', async () => {
    const { lines, request } = setup();
    // A form post (anything else is refused before the page, server/http/page-actions.ts), whose page fails.
    const res = await request('/th/boom?x=1', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/th/boom', status: 500 });
    expect(res.headers.get('x-request-id')).toBe(lines[0]!.reqId);
  });

  it('ignores an incoming x-request-id unless a trusted proxy sent a safe one', async () => {
    const { request } = setup();
    const sent = await request('/th', { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(sent.headers.get('x-request-id')).toMatch(UUID);

    const trusted = { ...server.runtime, config: { ...server.runtime.config, trustProxy: true } };
    const proxied = setup({ runtime: trusted });
    const kept = await proxied.request('/th', { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    expect(proxied.lines[0]!.reqId).toBe('lb-0123456789abcdef');
    for (const unsafe of ['short', 'a b c d e f g h', 'x'.repeat(129), 'id<script>1234', '"};alert(1)//xx']) {
      const res = await proxied.request('/th', { headers: { 'x-request-id': unsafe } });
      expect(res.headers.get('x-request-id'), unsafe).toMatch(UUID);
    }
    expect(requestIdFor('0123456789abcdef', false)).toMatch(UUID);
  });

  it('logs health checks at debug level only', async () => {
    const info = setup();
    await info.request('/healthz');
    await info.request('/healthz');
    expect(info.lines).toHaveLength(0);
    const debug = setup({ level: 'debug' });
    await debug.request('/healthz');
    expect(debug.lines).toHaveLength(1);
    expect(debug.lines[0]).toMatchObject({ level: 20, path: '/healthz', status: 200 });
  });
});

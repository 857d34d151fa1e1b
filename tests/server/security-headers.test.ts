import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddressContext, nonceContext, runtimeContext } from '#app/context.server.ts';
import { API_BODY_MAX_BYTES, PAGE_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '#domain/limits.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { type AppOptions, createApp, type PageHandler } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema/index.ts';
import { createRuntime, type Runtime } from '#server/runtime.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The app on the test database with another configuration (same database). */
function runtimeWith(env: Record<string, string>): Runtime {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tanai-sec-')),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  return createRuntime(config, server.database);
}

/** A page renderer stand-in that records what it was given. */
function recordingPages() {
  const seen: Request[] = [];
  const contexts: Parameters<PageHandler>[1][] = [];
  const pages: PageHandler = async (request, context) => {
    seen.push(request);
    contexts.push(context);
    if (request.method === 'POST') await request.text();
    return new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } });
  };
  return { seen, contexts, pages };
}

function request(app: ReturnType<typeof createApp>, pathname: string, init: RequestInit = {}) {
  return Promise.resolve(
    app.request(pathname, init, {
      incoming: { socket: { remoteAddress: '10.0.0.9', remotePort: 40000, remoteFamily: 'IPv4' } },
    }),
  );
}

const appWith = (pages?: PageHandler, options?: AppOptions, runtime = server.runtime) =>
  createApp(runtime, pages, options);

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('is strict in production: scripts only from the site or with this response’s nonce', async () => {
    const { contexts, pages } = recordingPages();
    const app = appWith(pages);
    const res = await request(app, '/th/search');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'font-src')).toBe("font-src 'self' data:");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // The renderer gets the same nonce in its load context (app/context.ts), with the runtime and the client's
    // address.
    expect(contexts[0]!.get(nonceContext)).toBe(nonce);
    expect(contexts[0]!.get(runtimeContext)).toBe(server.runtime);
    expect(contexts[0]!.get(clientAddressContext)).toBe('10.0.0.9');
  });

  it('lets forms lead to LINE’s sign-in only when sign in with LINE is on', async () => {
    const line = await createTestServer({
      LINE_LOGIN_CHANNEL_ID: '1650000000',
      LINE_LOGIN_CHANNEL_SECRET: 'line-login-secret',
    });
    try {
      const res = await request(appWith(recordingPages().pages, undefined, line.runtime), '/th/auth');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'form-action')).toBe("form-action 'self' https://access.line.me");
    } finally {
      await line.close();
    }
  });

  it('has a new nonce for every response', async () => {
    const app = appWith(recordingPages().pages);
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const csp = (await request(app, '/en')).headers.get('content-security-policy') ?? '';
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]!);
    }
    expect(nonces.size).toBe(5);
  });

  it('is relaxed only for the development server (Vite’s inline scripts and HMR socket)', async () => {
    const res = await request(appWith(recordingPages().pages, { dev: true }), '/th');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws: wss:");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('leaves the stricter policy of served files alone', async () => {
    const key = `avatars/csp-owner/${randomUUID()}.webp`;
    await server.runtime.storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const res = await request(appWith(), `/files/public/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('other security headers', () => {
  it('sends nosniff, the referrer policy and no framing on every answer, and no HSTS over http', async () => {
    for (const pathname of ['/th', '/healthz', '/api/auth/get-session', '/robots.txt']) {
      const res = await request(appWith(recordingPages().pages), pathname);
      expect(res.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(res.headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security'), pathname).toBeNull();
    }
  });

  it('sends HSTS for a year with subdomains only in production on https', async () => {
    const production = runtimeWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://tanai.example' });
    const res = await request(appWith(undefined, {}, production), '/healthz');
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toContain('includeSubDomains');

    const notProduction = runtimeWith({ PUBLIC_URL: 'https://tanai.example' });
    const plain = runtimeWith({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    for (const runtime of [notProduction, plain]) {
      const other = await request(appWith(undefined, {}, runtime), '/healthz');
      expect(other.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure on https', async () => {
    const https = runtimeWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://tanai.example' });
    const app = appWith(undefined, {}, https);
    const email = 'cookie-check@example.com';
    const post = (pathname: string, body: unknown) =>
      request(app, `/api/auth${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://tanai.example' },
        body: JSON.stringify(body),
      });
    const signUp = await post('/sign-up/email', {
      name: 'ทดสอบคุกกี้',
      email,
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
      callbackURL: '/th',
    });
    expect(signUp.status).toBe(200);
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signIn = await post('/sign-in/email', { email, password: 'secret1' });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Secure/i);
  });
});

describe('/healthz', () => {
  it('answers 200 {ok:true} while the database answers, never cached', async () => {
    const res = await request(appWith(), '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 {ok:false} without any detail when the database is unreachable', async () => {
    const execute = vi
      .spyOn(server.runtime.database.db, 'execute')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.1.2.3:5432 password authentication failed'));
    try {
      const res = await request(appWith(), '/healthz');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('{"ok":false}');
    } finally {
      execute.mockRestore();
    }
  });
});

describe('errors', () => {
  it('answer a generic 500 without stack or SQL', async () => {
    const app = appWith(async () => {
      throw new Error('Failed query: select "password" from "accounts" where "email" = $1\nparams: a@b.c');
    });
    const res = await request(app, '/th/search');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toBe('Internal Server Error');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('request body limits', () => {
  const userCount = async () => (await server.database.db.select().from(users)).length;

  it('refuse a JSON post over the /api limit with a translated JSON error, and store nothing', async () => {
    const before = await userCount();
    const body = JSON.stringify({
      name: 'x'.repeat(API_BODY_MAX_BYTES),
      email: 'too-large@example.com',
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
    });
    const res = await request(appWith(), '/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'accept-language': 'en',
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The data you sent is too large. Please make it smaller and try again.',
      },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuse a streamed body without Content-Length as soon as it passes the limit', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * API_BODY_MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await request(appWith(), '/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        'accept-language': 'th',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    const { error } = await res.json();
    expect(error.message).toBe('ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป กรุณาลดขนาดแล้วลองอีกครั้ง');
    // Reading stopped soon after the limit (the stream reads a few chunks ahead), not at the end of the body.
    expect(sent).toBeLessThan(2 * API_BODY_MAX_BYTES);
  });

  it('let a post just under the limit through', async () => {
    const body = { email: 'nobody@example.com', password: 'wrong-password', pad: '' };
    body.pad = 'x'.repeat(API_BODY_MAX_BYTES - JSON.stringify(body).length);
    expect(JSON.stringify(body).length).toBe(API_BODY_MAX_BYTES);
    const res = await request(appWith(), '/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(401);
  });

  it('refuse a page action over the page limit in plain text in the page’s language; the page never sees it', async () => {
    const { seen, pages } = recordingPages();
    const app = appWith(pages);
    const form = (size: number) =>
      request(app, '/zh/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `details=${'a'.repeat(size)}`,
      });
    const big = await form(PAGE_BODY_MAX_BYTES);
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toContain('text/plain');
    expect(await big.text()).toBe('提交的数据过大，请减小后重试。');
    expect(seen).toHaveLength(0);

    // A long but valid form (larger than the /api limit) still reaches the page.
    const ok = await form(API_BODY_MAX_BYTES * 2);
    expect(ok.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('allow an upload a bit over 5 MB of envelope, not more', async () => {
    const upload = (size: number) =>
      request(appWith(), '/api/uploads', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(size) },
        body: new Uint8Array(size),
      });
    const over = await upload(UPLOAD_BODY_MAX_BYTES + 1);
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    // Within the limit the upload route answers itself (here: not signed in).
    expect((await upload(UPLOAD_BODY_MAX_BYTES)).status).toBe(401);
  });
});

describe('NUL characters', () => {
  it('are refused in paths, queries, form and JSON bodies with a translated 400; the page never sees them', async () => {
    const { seen, pages } = recordingPages();
    const app = appWith(pages);
    const query = await request(app, '/th/search?q=a%00b');
    expect(query.status).toBe(400);
    expect(await query.text()).toBe('ข้อมูลที่ส่งมีอักขระที่ใช้ไม่ได้ กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง');
    const form = await request(app, '/en/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=ok&details=a%00b',
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toBe(
      'What you sent contains a character that cannot be used. Please check it and try again.',
    );
    const multipart = new FormData();
    multipart.set('title', 'a\0b');
    const posted = await request(app, '/zh/ask', { method: 'POST', body: multipart });
    expect(posted.status).toBe(400);
    expect(seen).toHaveLength(0);

    const before = (await server.database.db.select().from(users)).length;
    const json = await request(app, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'a\u0000b', email: 'nul@example.com', password: 'secret1' }),
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error.code).toBe('INVALID_CHARACTER');
    expect((await server.database.db.select().from(users)).length).toBe(before);

    // Ordinary text, including a percent sign, passes.
    const fine = await request(app, '/th/search?q=50%25%20off');
    expect(fine.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

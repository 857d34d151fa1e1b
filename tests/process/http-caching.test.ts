import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { gzipWithNonce, prepareNonceGzip } from '#server/http/nonce-gzip.ts';
import { createPageCache } from '#server/http/page-cache.ts';
import { NONCE_HEADER } from '#server/http/security-headers.ts';
import { createSession, createUser, migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Caching and compression headers of the production build (issue 7): hashed assets cached for good and
// precompressed, pages compressed, signed-in pages never stored by a shared cache and never served to others.

const NAME = 'Caching Tester Zq7';

let server: ServerProcess;
let cookie: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  // PGlite is one process: the fixture rows are written before the server opens the folder.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const user = await createUser(database.db, { email: 'caching@example.test', name: NAME });
  cookie = await createSession(database.db, user.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  /** The body as sent. */
  raw: Buffer;
  /** The body decoded by its Content-Encoding. */
  body: Buffer;
  text: string;
}

/** A GET through node:http, which (unlike fetch) leaves the body as the server sent it. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = raw.length > 0 ? res.headers['content-encoding'] : undefined;
          let body: Buffer;
          try {
            body =
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          } catch (error) {
            reject(error);
            return;
          }
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({
            status: res.statusCode ?? 0,
            headers: answerHeaders,
            raw,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const nonceOf = (res: Answer) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('static files', () => {
  it('a hashed asset: immutable for a year, Brotli or gzip as accepted, ETag and 304', async () => {
    const html = (await get('/en/auth')).text; // a hydrating page (public read pages load no script)
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const plain = (await get(script!, { 'accept-encoding': 'identity' })).raw;

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(script!, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      const etag = res.headers.get('etag');
      const body = res.body;
      expect(body.equals(plain)).toBe(true);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(plain.length / 2);

      const again = await get(script!, { 'accept-encoding': accept, 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
    }

    const unencoded = await get(script!, { 'accept-encoding': 'identity' });
    expect(unencoded.headers.get('content-encoding')).toBeNull();
    expect(unencoded.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('fonts are already compressed: sent as they are; other public files are cached for an hour', async () => {
    const html = (await get('/en/auth')).text; // a hydrating page (public read pages load no script)
    const stylesheet = /\/assets\/root-[\w-]+\.css/.exec(html)?.[0];
    const styles = (await get(stylesheet!, { 'accept-encoding': 'br' })).text;
    const font = /\/assets\/[\w.-]+\.woff2/.exec(styles)?.[0];
    expect(font).toBeDefined();
    const res = await get(font!, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/robots.txt')).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});

describe('pages', () => {
  it('a public page is compressed, revalidated by every cache, with a new nonce matching its policy each time', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      // The second answer may come from the in-process page cache: the same rules hold.
      const res = await get('/en/about', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      // Rendered: Brotli; from the page cache: its one-time gzip with this answer's nonce (page-cache.ts).
      expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const html = res.text;
      expect(html).toContain('<html lang="en"');
      const nonce = nonceOf(res);
      expect(nonce).toBeTruthy();
      const scriptNonces = new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...scriptNonces]).toEqual([nonce]);
      nonces.add(nonce!);
    }
    // Also an answer from the cache has a nonce of its own.
    expect(nonces.size).toBe(2);
    const gzip = await get('/en', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toContain('<html lang="en"');
  });

  it('a signed-in page is private and no-store, and never reaches a signed-out visitor', async () => {
    const signedOutBefore = (await get('/en/about')).text;
    expect(signedOutBefore).not.toContain(NAME);

    const mine = await get('/en/about', { cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.text).toContain(NAME);

    const signedOutAfter = await get('/en/about');
    expect(signedOutAfter.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(signedOutAfter.text).not.toContain(NAME);

    // Member pages: signed in they are private; signed out the redirect is not stored either.
    expect((await get('/en/account', { cookie })).headers.get('cache-control')).toBe('private, no-store');
    const redirect = await get('/en/account');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });
});

describe('nonce gzip', () => {
  it('one compression, any nonce: the gzip of the page with that nonce', async () => {
    const nonce = 'Zm9vYmFyYmF6cXV4MTIzNA==';
    // Over 32 KB with nonces all through it, like a page with many scripts.
    const html = Array.from(
      { length: 400 },
      (_, i) =>
        `<link rel="modulepreload" href="/assets/m${i}.js" nonce="${nonce}"/><p>${'x'.repeat(i % 90)}</p>`,
    ).join('');
    const parts = html.split(nonce).map((part) => Buffer.from(part));
    const page = await prepareNonceGzip(parts, nonce.length);
    expect(page).not.toBeNull();
    for (const other of ['QUJDREVGR0hJSktMTU5PUA==', 'a+b/c+d/e+f/g+h/i+j/kl==']) {
      const gz = gzipWithNonce(page!, Buffer.from(other));
      expect(gunzipSync(gz).toString()).toBe(html.replaceAll(nonce, other));
      expect(gz.length).toBeLessThan(html.length / 2);
    }
    // A page holding one of the stand-in bytes is left to ordinary compression.
    expect(await prepareNonceGzip([Buffer.from('a\u0001b'), Buffer.from('c')], nonce.length)).toBeNull();
  });
});

describe('page cache (in process)', () => {
  const page = (body: string, init: ResponseInit = {}) =>
    new Response(body, { status: 200, headers: { 'content-type': 'text/html' }, ...init });
  const request = (pathname: string, nonce: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${pathname}`, { headers: { [NONCE_HEADER]: nonce, ...headers } });
  const settle = () => new Promise((r) => setTimeout(r, 10));
  const text = async (response: Promise<Response>) => (await response).text();

  it('serves a kept page with each answer’s own nonce, forgets it on a write, never keeps a signed-in one', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    let renders = 0;
    // A page with the request's nonce on two scripts, as React Router renders it.
    const render = async (req: Request) => {
      const nonce = req.headers.get(NONCE_HEADER);
      return page(`<script nonce="${nonce}">${++renders}</script><script nonce="${nonce}"></script>`);
    };
    const rendered = (n: number, nonce: string) =>
      `<script nonce="${nonce}">${n}</script><script nonce="${nonce}"></script>`;

    expect(await text(cache.handle(request('/en/about', 'aaa'), render))).toBe(rendered(1, 'aaa'));
    await settle();
    expect(await text(cache.handle(request('/en/about', 'bbb'), render))).toBe(rendered(1, 'bbb'));
    expect(renders).toBe(1);

    cache.invalidate();
    expect(await text(cache.handle(request('/en/about', 'ccc'), render))).toBe(rendered(2, 'ccc'));
    await settle();

    // Signed in, a member page, a cookie-setting answer: always rendered, never kept.
    const signedIn = request('/en/about', 'ddd', { cookie: 'better-auth.session_token=x' });
    expect(await text(cache.handle(signedIn, render))).toBe(rendered(3, 'ddd'));
    await cache.handle(request('/en/account', 'eee'), render);
    expect(renders).toBe(4);
    const setsCookie = async () => page('<p>cookie</p>', { headers: { 'set-cookie': 'a=b' } });
    await cache.handle(request('/en/services', 'fff'), setsCookie);
    await settle();
    expect(await text(cache.handle(request('/en/services', 'ggg'), render))).toBe(rendered(5, 'ggg'));

    // Expired: answered once more while one rendering replaces it; then the new one.
    now = 1500;
    expect(await text(cache.handle(request('/en/about', 'hhh'), render))).toBe(rendered(2, 'hhh'));
    await settle();
    expect(await text(cache.handle(request('/en/about', 'iii'), render))).toBe(rendered(6, 'iii'));
  });
});

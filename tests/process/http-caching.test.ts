import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createSession, createUser } from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Caching and compression headers of the production build: hashed assets cached for good and
// compressed at build time (vite.config.ts, served by serveStatic in server/entry.ts), pages compressed,
// signed-in pages never stored by a shared cache and never served to others.

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
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(again.raw.length).toBe(0);
    }

    const unencoded = await get(script!, { 'accept-encoding': 'identity' });
    expect(unencoded.headers.get('content-encoding')).toBeNull();
    expect(unencoded.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(unencoded.headers.get('vary')).toMatch(/accept-encoding/i);
    // Each variant has its own validator: a Brotli ETag does not validate the plain file.
    const brotliTag = (await get(script!, { 'accept-encoding': 'br' })).headers.get('etag');
    expect(unencoded.headers.get('etag')).toBeTruthy();
    expect(unencoded.headers.get('etag')).not.toBe(brotliTag);
    const stale = await get(script!, { 'accept-encoding': 'identity', 'if-none-match': brotliTag! });
    expect(stale.status).toBe(200);
  });

  it('static files carry the security headers; the compressed copies are not files of their own', async () => {
    const html = (await get('/en/auth')).text; // a hydrating page: it loads scripts
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    const res = await get(script!, { 'accept-encoding': 'br' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${server.url}${script}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject)
        .end(),
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(res.headers.get('content-length'));

    for (const copy of [`${script}.br`, `${script}.gz`]) {
      const asked = await get(copy);
      expect(asked.status, copy).toBe(404);
      expect(asked.headers.get('content-type'), copy).toMatch(/text\/html/);
    }
    expect((await get('/assets/../package.json')).status).not.toBe(200);
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
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
      // Every answer is rendered for its request (its data may come from the public data cache).
      const res = await get('/en/about', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
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

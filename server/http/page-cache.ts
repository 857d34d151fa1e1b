import { isbot } from 'isbot';
import { LANGS } from '#domain/i18n.ts';
import {
  acceptedEncodings,
  addVary,
  COMPRESS_MIN_BYTES,
  compressBytes,
  negotiateEncoding,
} from './compression.ts';
import { gzipWithNonce, type NonceGzip, prepareNonceGzip } from './nonce-gzip.ts';
import { NONCE_HEADER } from './security-headers.ts';

/**
 * Public pages that show the same thing to every signed-out visitor (the route table's public, read-only pages;
 * the profile by id). Forms that read query parameters into their state (auth, appointment, payment) and member
 * and admin pages are not cached.
 */
const CACHEABLE_PAGE = new RegExp(
  `^/(?:${LANGS.join('|')})(?:/(?:search|services|about|knowledge|news|emergency|privacy|(?:lawyers|profile)/[0-9a-f-]{36}))?/?$`,
);

export function isCacheablePage(pathname: string): boolean {
  return CACHEABLE_PAGE.test(pathname);
}

/** Whether the request may carry a person's session: any cookie or credentials at all. */
export function isAnonymous(request: Request): boolean {
  return !request.headers.get('cookie') && !request.headers.get('authorization');
}

/** Headers of a stored page that belong to one answer only, not to the page. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'date',
  'set-cookie',
  'x-request-id',
]);

interface Entry {
  /** The page's bytes cut where the nonce it was rendered with stood: each answer puts its own nonce there. */
  parts: Buffer[];
  nonceLength: number;
  bytes: number;
  /** The page gzipped once with gaps for the nonce (nonce-gzip.ts), made on its first answer. */
  gzip?: Promise<NonceGzip | null>;
  status: number;
  headers: [string, string][];
  expires: number;
}

/** A body cut at every occurrence of a nonce (a random 128-bit value: it occurs nowhere else). */
function cutAt(body: Buffer, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from); at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export interface PageCacheOptions {
  /** How long a rendered page is served again (milliseconds). */
  ttlMs: number;
  /** Pages kept at most (the oldest goes first). */
  maxEntries?: number;
  /** Larger pages are not kept. */
  maxBytes?: number;
  /** Bytes of pages kept at most, all together (the oldest go first): many distinct search URLs stay bounded. */
  maxTotalBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /** The page for this request: from the cache, or rendered by `render` (and kept when it may be). */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /** Forgets every page (after a write: what the pages show may have changed). */
  invalidate(): void;
  readonly size: number;
}

/**
 * A short-lived in-process cache of the public pages as signed-out visitors get them (a "micro-cache"): under
 * load one rendering serves every request for the same URL during `ttlMs` instead of one each.
 *
 * Only GET requests without any cookie or Authorization header, for the pages of CACHEABLE_PAGE, answered 200
 * with HTML and no Set-Cookie or `private`/`no-store`, are kept; bots and browsers apart (bots get the whole page
 * at once, browsers a streamed one). Concurrent requests for a URL that is being rendered wait for that one
 * rendering; once a page has expired, the next request gets it once more while a rendering in the background
 * replaces it (so requests do not queue behind renderings under load).
 *
 * Every answer has its own CSP nonce, as a rendered page has: the kept page is cut where its rendering's nonce
 * stood and each answer puts the request's nonce there (the one server/app.ts puts in the response's policy). The
 * page is gzipped once with gaps for the nonce (nonce-gzip.ts), so a hit costs neither rendering nor compressing:
 * browsers that accept gzip (all of them) get that, even when they also accept Brotli; others get the page
 * compressed for them alone, or as it is.
 *
 * Freshness: every write request to this process (any method but GET/HEAD/OPTIONS) empties the cache, and a
 * rendering that was under way during a write is not kept. Writes made by another process on the same PostgreSQL
 * database (or straight into the database) are seen by signed-out visitors after at most `ttlMs` plus one
 * rendering (server/app.ts: PAGE_CACHE_MS); signed-in people always get a fresh rendering.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 32 * 1024 * 1024;
  let totalBytes = 0;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  let generation = 0;

  const answer = async (entry: Entry, request: Request) => {
    const headers = new Headers(entry.headers);
    const nonce = Buffer.from(request.headers.get(NONCE_HEADER) ?? '');
    const acceptEncoding = request.headers.get('accept-encoding');
    let body: Uint8Array | null = null;
    if (entry.bytes >= COMPRESS_MIN_BYTES) {
      addVary(headers, 'Accept-Encoding');
      if (acceptedEncodings(acceptEncoding).has('gzip') && nonce.length === entry.nonceLength) {
        entry.gzip ??= prepareNonceGzip(entry.parts, entry.nonceLength).catch(() => null);
        const gzip = await entry.gzip;
        if (gzip) {
          body = gzipWithNonce(gzip, nonce);
          headers.set('content-encoding', 'gzip');
        }
      }
      const encoding = body ? null : negotiateEncoding(acceptEncoding);
      if (encoding) {
        try {
          body = await compressBytes(joinWith(entry.parts, nonce), encoding);
          headers.set('content-encoding', encoding);
        } catch {
          // Sent as it is.
        }
      }
    }
    body ??= joinWith(entry.parts, nonce);
    headers.set('content-length', String(body.byteLength));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
  };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    while (entries.size > maxEntries || totalBytes > maxTotalBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };

  /** Only complete, public, signed-out HTML answers, rendered since the last write. */
  const cacheable = (response: Response, startedIn: number) => {
    const type = response.headers.get('content-type') ?? '';
    return (
      response.status === 200 &&
      response.body !== null &&
      type.startsWith('text/html') &&
      !response.headers.has('set-cookie') &&
      !/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '') &&
      generation === startedIn
    );
  };

  /** Reads a rendered page to its end and keeps it (unless a write happened meanwhile or it is too large). */
  const store = async (
    key: string,
    body: ReadableStream<Uint8Array>,
    response: Response,
    nonce: string,
    startedIn: number,
  ): Promise<Entry | null> => {
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
    try {
      const buffer = await new Response(body).arrayBuffer();
      if (generation !== startedIn || buffer.byteLength > maxBytes) return null;
      const entry: Entry = {
        parts: cutAt(Buffer.from(buffer), Buffer.from(nonce)),
        nonceLength: Buffer.byteLength(nonce),
        bytes: buffer.byteLength,
        status: 200,
        headers,
        expires: now() + options.ttlMs,
      };
      keep(key, entry);
      return entry;
    } catch {
      return null;
    }
  };

  /** One rendering per URL at a time: later requests for it wait for this one. */
  const track = (key: string, pending: Promise<Entry | null>) => {
    inflight.set(key, pending);
    void pending.finally(() => {
      if (inflight.get(key) === pending) inflight.delete(key);
    });
  };

  return {
    get size() {
      return entries.size;
    },
    invalidate() {
      generation++;
      entries.clear();
      totalBytes = 0;
      inflight.clear();
    },
    async handle(request, render) {
      const url = new URL(request.url);
      const nonce = request.headers.get(NONCE_HEADER) ?? '';
      if (request.method !== 'GET' || !nonce || !isAnonymous(request) || !isCacheablePage(url.pathname))
        return render(request);
      const userAgent = request.headers.get('user-agent');
      const key = `${userAgent && isbot(userAgent) ? 'bot' : 'browser'} ${url.pathname}${url.search}`;

      const cached = entries.get(key);
      if (cached) {
        const age = now() - cached.expires;
        if (age < 0) return answer(cached, request);
        // Just expired: answered once more while one rendering (started here, in the background) replaces it,
        // so that requests never queue behind a rendering; a page that is no longer cacheable is dropped.
        if (age < options.ttlMs) {
          if (!inflight.has(key)) {
            const startedIn = generation;
            const refreshed = render(request)
              .then((response) => {
                if (cacheable(response, startedIn))
                  return store(key, response.body!, response, nonce, startedIn);
                void response.body?.cancel();
                return null;
              })
              .catch(() => null)
              .then((entry) => {
                if (!entry && entries.get(key) === cached) drop(key);
                return entry;
              });
            track(key, refreshed);
          }
          return answer(cached, request);
        }
        drop(key);
      }

      const pending = inflight.get(key);
      if (pending) {
        const entry = await pending;
        if (entry) return answer(entry, request);
        return render(request);
      }

      const startedIn = generation;
      const response = await render(request);
      if (!cacheable(response, startedIn)) return response;
      // The browser gets the page as it streams; a copy is read to the end and kept.
      const [toBrowser, toCache] = response.body!.tee();
      track(key, store(key, toCache, response, nonce, startedIn));
      return new Response(toBrowser, { status: response.status, headers: response.headers });
    },
  };
}

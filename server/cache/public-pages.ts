import { LRUCache } from 'lru-cache';
import { isAnonymous } from '../http/cache-control.ts';
import { publicPageReads } from '../metrics.ts';
import type { RenderedPage } from '../page-context.ts';
import { publicDataGeneration, TTL_MS } from './public-data.ts';

/**
 * Signed-out visitors' plain pages, kept whole in each process (ADR docs/decisions/0027-kept-plain-pages.md):
 * rendering is most of a public page's cost once its data comes from the public data cache (public-data.ts), so
 * a profile, the home page or a search asked for again is answered without rendering it.
 *
 * - Only what is the same for every signed-out visitor: a GET without a cookie or credentials, answered 200 with a
 *   plain page (a route that says `hydrate: false`, app/lib/page-scripts.ts: no loader data, no per-visitor state),
 *   setting no cookie. Signed-in people, hydrating pages, React Router's `.data`, redirects and errors are rendered
 *   every time.
 * - The page's one per-answer part is its Content-Security-Policy nonce (a random 128-bit value): a kept page is
 *   sent with the new answer's nonce where the old one was, so it still matches the answer's policy. Pages are
 *   kept as their bytes, and the nonce's bytes are written over the old ones (both are 24 base64 characters).
 * - As fresh as the data it was made from: a page rendered while the public data cache was emptied is not kept,
 *   and a kept page made before the last emptying (a change in this process or another one: public-data.ts) is never
 *   sent. The same TTL bounds the rest (a change made straight in the database).
 * - Bounded: MAX_BYTES of pages per process, the least recently used go first.
 */

/** The kept pages' size (their bytes) in one process. */
const MAX_BYTES = 48 * 1024 * 1024;

interface KeptPage {
  /** The page's bytes as rendered, with `nonce` where its answer's nonce was. */
  body: Uint8Array<ArrayBuffer>;
  nonce: string;
  /** Where `nonce` is in `body` (byte offsets). */
  nonceAt: number[];
  status: number;
  headers: [string, string][];
  /** The matched route's pattern, for the request histogram (server/metrics.ts). */
  route: string | undefined;
  /** The public data cache's generation the page was rendered under. */
  generation: number;
}

// On globalThis, like the public data cache: the development server's module reloads keep one.
const holder = globalThis as { __tanaiPublicPages?: LRUCache<string, KeptPage> };
const kept = () => {
  holder.__tanaiPublicPages ??= new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.body.byteLength),
    ttl: TTL_MS,
  });
  return holder.__tanaiPublicPages;
};

/** The key of a request whose answer may be kept (its path and query), or null: not a signed-out GET of a page. */
function publicPageKey(request: Request): string | null {
  if (request.method !== 'GET' || !isAnonymous(request)) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return null;
  return url.pathname + url.search;
}

/** Whether a rendered answer is the same for every signed-out visitor, and so may be kept. */
function keepable(response: Response, rendered: RenderedPage): boolean {
  return (
    rendered.plain === true &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '') &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
  );
}

/**
 * The answer to a page request: the kept page when there is one for this signed-out visitor's request (with this
 * answer's `nonce`), else `render`'s, kept when it may be. `rendered` is what the render said of itself (its route
 * pattern, whether the page is plain: server/page-context.ts).
 */
export async function answerPublicPage(
  request: Request,
  nonce: string | undefined,
  render: (rendered: RenderedPage) => Promise<Response>,
): Promise<{ response: Response; route: string | undefined }> {
  const rendered: RenderedPage = {};
  // Without a nonce (no policy: tests of the HTTP layer alone) nothing is kept.
  const key = nonce ? publicPageKey(request) : null;
  if (!nonce || !key) return { response: await render(rendered), route: rendered.pattern };
  const cache = kept();
  const generation = publicDataGeneration();
  const page = cache.get(key);
  // Its nonce is written over in place, so the new one must be as long (hono's nonces always are).
  if (page?.generation === generation && page.nonce.length === nonce.length) {
    publicPageReads.inc({ result: 'hit' });
    return {
      response: new Response(withNonce(page, nonce), { status: page.status, headers: page.headers }),
      route: page.route,
    };
  }
  const response = await render(rendered);
  if (!keepable(response, rendered)) return { response, route: rendered.pattern };
  publicPageReads.inc({ result: 'miss' });
  const { status } = response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers];
  // Not kept when public data changed while it rendered; a kept page of an older generation is replaced.
  if (publicDataGeneration() === generation)
    cache.set(key, {
      body,
      nonce,
      nonceAt: offsetsOf(body, nonce),
      status,
      headers,
      route: rendered.pattern,
      generation,
    });
  return { response: new Response(body, { status, headers }), route: rendered.pattern };
}

/** The byte offsets of every `text` (ASCII) in `body`. */
function offsetsOf(body: Uint8Array, text: string): number[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const offsets: number[] = [];
  for (
    let at = bytes.indexOf(text, 0, 'latin1');
    at !== -1;
    at = bytes.indexOf(text, at + text.length, 'latin1')
  )
    offsets.push(at);
  return offsets;
}

/** A copy of a kept page's bytes with `nonce` (as long as the page's own) where its own nonce was. */
function withNonce(page: KeptPage, nonce: string): Uint8Array<ArrayBuffer> {
  const body = Buffer.from(page.body);
  for (const at of page.nonceAt) body.write(nonce, at, 'latin1');
  return body;
}

/** Forgets every kept page of this process (tests). */
export const forgetPublicPages = (): void => kept().clear();

/** How many pages are kept (tests). */
export const publicPagesSize = (): number => kept().size;

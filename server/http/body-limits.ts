import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_LANG, isLang, type Lang } from '#domain/i18n.ts';
import {
  API_BODY_MAX_BYTES,
  LINE_WEBHOOK_BODY_MAX_BYTES,
  PAGE_BODY_MAX_BYTES,
  UPLOAD_BODY_MAX_BYTES,
} from '#domain/limits.ts';
import { fixedT } from '#i18n/index.ts';

/** The error code of a refused body, in the JSON answer of /api routes. */
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

/** The most a request to this path may send: uploads, the LINE webhook, other /api routes, or a page action. */
export function bodyLimitFor(pathname: string): number {
  if (pathname === '/api/uploads') return UPLOAD_BODY_MAX_BYTES;
  if (pathname === '/api/line/webhook') return LINE_WEBHOOK_BODY_MAX_BYTES;
  if (pathname.startsWith('/api/')) return API_BODY_MAX_BYTES;
  return PAGE_BODY_MAX_BYTES;
}

/** The page's language from its path (`/en/ask`, `/en/ask.data`), else the browser's first supported one. */
export function languageOf(c: Context): Lang {
  const first = (c.req.path.split('/')[1] ?? '').replace(/\.data$/, '');
  if (isLang(first)) return first;
  for (const part of (c.req.header('accept-language') ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

function tooLarge(c: Context): Response {
  const message = fixedT(languageOf(c))('security.tooLarge');
  c.header('cache-control', 'no-store');
  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: PAYLOAD_TOO_LARGE, message } }, 413);
  return c.text(message, 413);
}

const limiters = new Map(
  [API_BODY_MAX_BYTES, PAGE_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES, LINE_WEBHOOK_BODY_MAX_BYTES].map(
    (maxSize) => [maxSize, bodyLimit({ maxSize, onError: tooLarge })],
  ),
);

/**
 * Refuses a request body over the limit of its route kind with 413 and a translated message, before any route
 * reads it: an announced size (Content-Length) is refused without reading, a streamed body as soon as it passes
 * the limit. Requests without a body pass untouched.
 */
export function bodyLimits(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const limiter = limiters.get(bodyLimitFor(c.req.path));
    return limiter ? limiter(c, next) : next();
  };
}

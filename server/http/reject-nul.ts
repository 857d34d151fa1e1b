import type { Context, MiddlewareHandler } from 'hono';
import { fixedT } from '#i18n/index.ts';
import { languageOf } from './body-limits.ts';

/** The error code of a refused request in the JSON answer of /api routes. */
export const INVALID_CHARACTER = 'INVALID_CHARACTER';

const NUL_ENCODED = /%00/i;
const NUL_JSON = /\\u0000/i;

function refuse(c: Context): Response {
  const message = fixedT(languageOf(c))('security.badCharacter');
  c.header('cache-control', 'no-store');
  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: INVALID_CHARACTER, message } }, 400);
  return c.text(message, 400);
}

/** Whether a request body of this type holds a NUL character in its text (files of uploads are not text). */
async function bodyHasNul(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    for (const value of form.values()) if (typeof value === 'string' && value.includes('\0')) return true;
    return false;
  }
  const text = await request.clone().text();
  if (text.includes('\0')) return true;
  if (type.startsWith('application/x-www-form-urlencoded')) return NUL_ENCODED.test(text);
  if (type.includes('json')) return NUL_JSON.test(text);
  return false;
}

/**
 * No text a person types contains the NUL character, and PostgreSQL cannot store it in text: a request that
 * carries one in its path, query or form/JSON fields is refused with 400 and a translated message before any
 * route sees it, so hostile input never reaches a query. Uploaded files (binary) are not inspected.
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (NUL_ENCODED.test(url) || url.includes('\0')) return refuse(c);
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && c.req.path !== '/api/uploads') {
      try {
        if (await bodyHasNul(c.req.raw)) return refuse(c);
      } catch {
        // An unreadable body is left for the route to refuse.
      }
    }
    return next();
  };
}

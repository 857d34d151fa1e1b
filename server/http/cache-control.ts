import { addVary } from './compression.ts';

/** Answers that may hold a person's data: browsers keep nothing, shared caches store nothing. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * Public pages for signed-out visitors: any cache may keep them but must ask again before each use (they
 * carry a per-answer CSP nonce and change when the directory does). No validator is sent, so every use is a
 * fresh answer: rendered, or kept in the process (server/cache/public-pages.ts) with the answer's own nonce.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Whether the request may carry a person's session: any cookie or credentials at all. */
export function isAnonymous(request: Request): boolean {
  return !request.headers.get('cookie') && !request.headers.get('authorization');
}

/**
 * Sets the Cache-Control of a page answer (HTML, React Router `.data`, resource routes):
 * - the request carried a cookie or credentials, or the answer sets a cookie → `private, no-store`, whatever the
 *   route said (a page with a session's data never goes into a shared cache), unless the route said `no-store`;
 * - else the route's own Cache-Control, when it set one;
 * - else a 200 answer to GET → PUBLIC_PAGE_CACHE_CONTROL; anything else (redirects, 404, errors, actions) →
 *   `no-store`.
 * `Vary: Cookie` tells caches that the same URL differs with and without a session.
 */
export function applyPageCacheControl(request: Request, response: Response): Response {
  const headers = response.headers;
  if (!isAnonymous(request) || headers.has('set-cookie')) {
    // A route's own `no-store` already keeps it out of every cache.
    if (!/\bno-store\b/i.test(headers.get('cache-control') ?? ''))
      headers.set('cache-control', PRIVATE_CACHE_CONTROL);
  } else if (!headers.has('cache-control')) {
    const publicPage = response.status === 200 && (request.method === 'GET' || request.method === 'HEAD');
    headers.set('cache-control', publicPage ? PUBLIC_PAGE_CACHE_CONTROL : 'no-store');
  }
  addVary(headers, 'Cookie');
  return response;
}

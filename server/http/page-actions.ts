import type { Context, MiddlewareHandler } from 'hono';
import { fixedT } from '#i18n/index.ts';
import { languageOf } from './body-limits.ts';

/** The methods that run a page's action (or a resource route's, such as POST /{lang}/theme). */
const ACTION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The bodies every page action reads (`request.formData()`): a form post, with or without files. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

function refuse(c: Context, status: 400 | 403 | 415, key: 'security.crossSite' | 'security.notAForm') {
  c.header('cache-control', 'no-store');
  return c.text(fixedT(languageOf(c))(key), status);
}

/**
 * The one gate of every action of the pages, mounted just before the page renderer (server/app.ts), so page
 * actions and resource routes (POST /{lang}/theme, /{lang}/sign-out, /{lang}/auth/line, /{lang}/account/line)
 * pass the same checks, which React Router itself makes only for page actions:
 * - from this site only: a request a browser marks cross-site (Sec-Fetch-Site), or whose Origin is neither the
 *   site's public address (PUBLIC_URL) nor the request's own origin ('null' included), is refused with 403;
 * - a form: any other body (none, JSON, text) is refused with 415, and a multipart body that cannot be read
 *   with 400, so no action fails on `request.formData()` with a 500.
 * Refusals carry a translated message in the page's language and change nothing.
 */
export function pageActionGuard(config: { publicUrl: string }): MiddlewareHandler {
  const site = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (!ACTION_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && origin !== site && origin !== new URL(c.req.url).origin)
    )
      return refuse(c, 403, 'security.crossSite');
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.has(type)) return refuse(c, 415, 'security.notAForm');
    if (type === 'multipart/form-data') {
      try {
        await c.req.raw.clone().formData();
      } catch {
        return refuse(c, 400, 'security.notAForm');
      }
    }
    return next();
  };
}

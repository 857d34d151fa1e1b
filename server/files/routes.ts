import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isAppError } from '#domain/errors.ts';
import { AVATAR_CACHE_SECONDS, UPLOAD_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '#domain/limits.ts';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { retryAfterHeaders } from '../services/rate-limits/consume-rate-limit.ts';
import { verifyFileLink } from '../services/uploads/file-links.ts';
import { claimUploadSlot, uploadImage } from '../services/uploads/upload-image.ts';
import { isUploadKind, parseFileKey } from './keys.ts';

const PUBLIC_PREFIX = '/files/public/';
const PRIVATE_PREFIX = '/files/private/';

/** The key after a prefix, taken from the raw (undecoded) path so that encoded slashes or dots never match. */
function keyAfter(url: string, prefix: string): string {
  const { pathname } = new URL(url);
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
}

const fileHeaders = (contentType: string, cacheControl: string) => ({
  'content-type': contentType,
  'cache-control': cacheControl,
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
});

/** HTTP routes for files: uploads and serving (mounted at '/' by server/app.ts). */
export function createFileRoutes(runtime: Runtime) {
  const app = new Hono();
  const tooLarge = { code: 'uploads.errors.tooLarge' };

  app.post(
    '/api/uploads',
    async (c, next) => {
      c.header('cache-control', 'no-store');
      // Uploads come from the site's own pages (the session cookie is SameSite=Lax, this is a second guard).
      if (c.req.header('sec-fetch-site') === 'cross-site')
        return c.json({ code: 'uploads.errors.invalid' }, 403);
      const origin = c.req.header('origin');
      if (
        origin &&
        origin !== new URL(runtime.config.publicUrl).origin &&
        origin !== new URL(c.req.url).origin
      ) {
        return c.json({ code: 'uploads.errors.invalid' }, 403);
      }
      await next();
    },
    // Refuses an announced oversize body (Content-Length) before reading any of it, and stops reading a body
    // without one as soon as it passes the limit; both before the session is looked up.
    bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: (c) => c.json(tooLarge, 413) }),
    async (c) => {
      const session = await runtime.auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return c.json({ code: 'uploads.errors.signedOut' }, 401);
      // Counted in the database (shared by every server process), before the body is read.
      try {
        await claimUploadSlot(runtime.db, { id: session.user.id });
      } catch (err) {
        if (isAppError(err) && err.code === 'RATE_LIMITED')
          return c.json({ code: err.message }, 429, retryAfterHeaders(err));
        throw err;
      }

      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return c.json({ code: 'uploads.errors.invalid' }, 400);
      }
      const { kind, file } = form;
      if (!isUploadKind(kind) || !(file instanceof File))
        return c.json({ code: 'uploads.errors.invalid' }, 400);
      if (file.size > UPLOAD_MAX_BYTES) return c.json(tooLarge, 413);

      try {
        const result = await uploadImage(runtime.storage, { id: session.user.id }, kind, {
          name: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
        });
        return c.json(result, 200);
      } catch (err) {
        if (isAppError(err) && err.message.startsWith('uploads.errors.')) {
          const status = err.message === tooLarge.code ? 413 : err.status === 401 ? 401 : 400;
          return c.json({ code: err.message }, status);
        }
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'upload failed');
        return c.json({ code: 'uploads.errors.failed' }, 500);
      }
    },
  );

  // Avatars are public (docs/product-rules.md, "Uploads"); only keys under avatars/ are served here.
  app.get(`${PUBLIC_PREFIX}*`, async (c) => {
    const parsed = parseFileKey(keyAfter(c.req.url, PUBLIC_PREFIX));
    if (!parsed?.public) return c.notFound();
    const file = await runtime.storage.get(parsed.key);
    if (!file) return c.notFound();
    return c.body(
      new Uint8Array(file.body),
      200,
      fileHeaders(parsed.contentType, `public, max-age=${AVATAR_CACHE_SECONDS}`),
    );
  });

  // Private files only through a signed link that has not expired.
  app.get(`${PRIVATE_PREFIX}*`, async (c) => {
    const parsed = parseFileKey(keyAfter(c.req.url, PRIVATE_PREFIX));
    if (!parsed) return c.notFound();
    if (!verifyFileLink(runtime.config.authSecret, parsed.key, c.req.query('exp'), c.req.query('sig'))) {
      return c.json({ code: 'FORBIDDEN' }, 403, { 'cache-control': 'private, no-store' });
    }
    const file = await runtime.storage.get(parsed.key);
    if (!file) return c.notFound();
    return c.body(new Uint8Array(file.body), 200, {
      ...fileHeaders(parsed.contentType, 'private, no-store'),
      'referrer-policy': 'no-referrer',
    });
  });

  return app;
}

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { runWithRequestContext } from '../logger.ts';
import { METRICS_PATH } from '../metrics.ts';

/** The response header (and, behind a trusted proxy, the request header) with the request's id. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a load balancer may hand us: letters, digits and `. _ : -`, 8 to 128 characters (UUIDs, hex ids). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The request's id: the proxy's when it is trusted and looks safe, else a new UUID. */
export function requestIdFor(incoming: string | undefined, trustProxy: boolean): string {
  return trustProxy && incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * A path as the log shows it: a token that an auth link carries in its path (the password-reset link,
 * `/api/auth/reset-password/<token>`) is replaced, so the log never holds what opens an account.
 */
export const loggedPath = (path: string): string =>
  path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[token]');

/** Paths polled by load balancers and monitors: logged at debug level only. */
const QUIET_PATHS = new Set(['/healthz']);

/**
 * The first middleware: gives the request an id (returned as `x-request-id`), serves it inside the logger's
 * request context (so that every log line written on its behalf, also by services, carries `reqId`) and writes one
 * log line when the response starts: method, path without the query string, status, milliseconds, and the body
 * size when it is known. Nothing that names a person: no address, cookie, query string or user agent, and no token
 * in the path (`loggedPath`).
 */
export function requestLog(options: { log: Logger; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const reqId = requestIdFor(c.req.header(REQUEST_ID_HEADER), options.trustProxy);
    // The scrapes of /metrics (server/metrics.ts) are never logged, whatever the level.
    if (c.req.path === METRICS_PATH) return next();
    const started = performance.now();
    await runWithRequestContext({ reqId }, async () => {
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
      const length = c.res.headers.get('content-length');
      const line = {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(length ? { bytes: Number(length) } : {}),
      };
      if (QUIET_PATHS.has(c.req.path)) options.log.debug(line, 'request');
      else options.log.info(line, 'request');
    });
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { RouterContextProvider } from 'react-router';
import { HOME_FAQ } from '#domain/content/home-faq.ts';
import { isLang, LANGS } from '#domain/i18n.ts';
import { faqJsonLd, serializeJsonLd, websiteJsonLd } from '#domain/jsonld.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { answerPublicPage } from './cache/public-pages.ts';
import { createFileRoutes } from './files/routes.ts';
import { bodyLimits } from './http/body-limits.ts';
import { applyPageCacheControl } from './http/cache-control.ts';
import { compression } from './http/compression.ts';
import { createEventRoutes } from './http/events.ts';
import { createLineWebhookRoutes } from './http/line-webhook.ts';
import { pageActionGuard } from './http/page-actions.ts';
import { pageQueue } from './http/page-queue.ts';
import { rejectNul } from './http/reject-nul.ts';
import { requestLog } from './http/request-log.ts';
import {
  type ContentSecurityPolicyOptions,
  contentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
  sendsHsts,
} from './http/security-headers.ts';
import { createSitemapRoutes } from './http/sitemap.ts';
import { createTriageRoutes } from './http/triage.ts';
import { createWaitingEventRoutes } from './http/waiting-events.ts';
import { lineAuthorizationOrigin } from './line-login.ts';
import { logger } from './logger.ts';
import { createMetricsRoutes, type MetricsVariables, requestMetrics } from './metrics.ts';
import { getLoadContext } from './page-context.ts';
import type { Runtime } from './runtime.ts';

/** Paths that are not pages and so never get a language prefix. */
const NON_PAGE_PREFIXES = [
  '/api/',
  '/assets/',
  '/files/',
  '/schema/',
  '/sitemaps/',
  '/fonts/',
  '/__manifest',
  '/healthz',
];
const NON_PAGE_FILES = ['/favicon.ico', '/favicon.svg', '/robots.txt', '/sitemap.xml', '/_.data'];

export function isPagePathWithoutLang(pathname: string): boolean {
  if (NON_PAGE_FILES.includes(pathname) || NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p)))
    return false;
  // Client navigations fetch '/th.data', '/th/search.data' (React Router single fetch).
  const first = (pathname.split('/')[1] ?? '').replace(/\.data$/, '');
  return !isLang(first);
}

/** The address of the request's socket peer (never a header), or null when there is no socket (tests). */
function socketPeer(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** React Router's request handler: the request and its load context (app/context.ts, `getLoadContext`). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppOptions {
  /** The Vite development server serves the pages: relaxed Content-Security-Policy (see security-headers.ts). */
  dev?: boolean;
  /** The request log's logger (tests pass their own). */
  log?: Logger;
  /** Pages a child sitemap holds (server/sitemap.ts, SITEMAP_CHUNK_PAGES; tests pass a smaller one). */
  sitemapChunkSize?: number;
}

/**
 * The security headers of every answer (hono/secure-headers): no framing, nosniff, the referrer policy, HSTS in
 * production, each unless the route set its own; with `contentSecurityPolicy` (createApp) also the policy, whose
 * nonce (hono's `NONCE`) is new for every answer. server/entry.ts puts the same headers, without a policy, on the
 * build's static files, which are served before this app.
 */
export function securityHeaders(
  config: Runtime['config'],
  contentSecurityPolicy?: ContentSecurityPolicyOptions,
) {
  return secureHeaders({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    // Browsers must send the Origin of same-site form posts (React Router refuses 'Origin: null').
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: sendsHsts(config) ? STRICT_TRANSPORT_SECURITY : false,
    // A route's own value stays (private files: 'Referrer-Policy: no-referrer').
    overwrite: false,
  });
}

/**
 * The HTTP surface: auth API, JSON-LD files, health check, the language redirect, then the pages.
 * `pages` is the React Router request handler (absent in API-only tests).
 */
export function createApp(runtime: Runtime, pages?: PageHandler, options: AppOptions = {}) {
  const app = new Hono<{ Variables: SecureHeadersVariables & MetricsVariables }>();
  const { config } = runtime;

  // First: the request id, the request's log context and its one log line.
  app.use('*', requestLog({ log: options.log ?? logger, trustProxy: config.trustProxy }));
  // Every request's duration by route pattern and status; GET /metrics (bearer token) answers them.
  app.use('*', requestMetrics());
  app.route('/', createMetricsRoutes(runtime));

  // The policy's nonce is the one the page renderer puts on every inline script (below); a route's own policy
  // stays (files: default-src 'none').
  const formTargets = config.lineLogin ? [lineAuthorizationOrigin(config.lineLogin)] : [];
  app.use('*', securityHeaders(config, contentSecurityPolicy({ dev: options.dev, formTargets })));

  // The client address (the socket's peer, or the load balancer's header when trusted), as an internal request
  // header that is always set here (a browser's own value is replaced): better-auth reads the address for its rate
  // limits only from a request header (`advanced.ipAddress` in server/auth.ts), so it must stay on the request.
  // The pages get it from their load context (below).
  app.use('*', async (c, next) => {
    let ip: string | undefined;
    // The last X-Forwarded-For entry is the one the trusted proxy added; earlier ones come from the client.
    if (config.trustProxy) ip = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (!ip) ip = socketPeer(c) ?? undefined;
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ''));
    c.req.raw = new Request(c.req.raw, { headers });
    await next();
  });

  // Event streams must reach the browser as they are written, so they are never compressed.
  const compress = compression();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/events/') ? next() : compress(c, next)));

  // Request bodies over the limit of their route kind are refused before any route reads them.
  app.use('*', bodyLimits());
  // NUL characters (never typed by a person, never storable as text) are refused before any route.
  app.use('*', rejectNul());

  // 200 while the database answers, else 503 without any detail; never cached, logged at debug level only.
  app.get('/healthz', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      await runtime.database.db.execute('select 1');
      return c.json({ ok: true });
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'health check failed');
      return c.json({ ok: false }, 503);
    }
  });

  app.on(['GET', 'POST'], '/api/auth/*', (c) => runtime.auth.handler(c.req.raw));

  app.route('/', createFileRoutes(runtime));
  app.route('/', createEventRoutes(runtime));
  app.route('/', createWaitingEventRoutes(runtime));
  app.route('/', createLineWebhookRoutes(runtime));
  app.route('/', createTriageRoutes(runtime));

  app.get('/schema/:file', (c) => {
    const match = /^(website|faq)-([a-z]{2})\.jsonld$/.exec(c.req.param('file'));
    const lang = match?.[2];
    if (!match || !isLang(lang)) return c.notFound();
    const body =
      match[1] === 'website' ? websiteJsonLd(lang, config.publicUrl) : faqJsonLd(lang, HOME_FAQ[lang]);
    return c.body(serializeJsonLd(body, 2), 200, {
      'content-type': 'application/ld+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  app.get('/robots.txt', (c) =>
    c.body(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...LANGS.flatMap((l) => [`Disallow: /${l}/dev/`, `Disallow: /${l}/auth`, `Disallow: /${l}/me`]),
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    ),
  );

  // The sitemap index and its children (server/http/sitemap.ts).
  app.route('/', createSitemapRoutes(runtime, options.sitemapChunkSize));

  // Unprefixed page paths move under /th with the rest of the path and the query kept.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePathWithoutLang(url.pathname)) {
      const rest = url.pathname === '/' ? '' : url.pathname;
      return c.redirect(`/th${rest}${url.search}`, 302);
    }
    await next();
  });

  // Pages are rendered for their request, except a signed-out visitor's plain page kept from an earlier one
  // (server/cache/public-pages.ts); what the public pages read from the database comes from the public data cache
  // (server/cache/public-data.ts). React Router gets the runtime, the policy's nonce and the client address in its
  // load context (app/context.ts), never as request headers. Every action of the pages, page actions and resource
  // routes alike, first passes the same origin and form checks (server/http/page-actions.ts).
  if (pages) {
    app.use('*', pageActionGuard(config));
    // Each page request waits for its turn (server/http/page-queue.ts), a kept page too.
    const inTurn = pageQueue(config.pageConcurrency);
    app.all('*', (c) =>
      inTurn(c.req.raw, async () => {
        const nonce = c.get('secureHeadersNonce');
        const { response, route } = await answerPublicPage(c.req.raw, nonce, (rendered) =>
          pages(
            c.req.raw,
            getLoadContext({
              rendered,
              runtime,
              nonce,
              clientAddress: c.req.header(CLIENT_IP_HEADER) ?? null,
              peerAddress: socketPeer(c),
            }),
          ),
        );
        // React Router's patterns have no leading slash (`:lang/about`); Hono's route paths do.
        if (route) c.set('routePattern', `/${route.replace(/^\//, '')}`);
        return applyPageCacheControl(c.req.raw, response);
      }),
    );
  }

  // Never a stack trace, SQL or an error message in the answer; the log line has the request id.
  app.onError((err, c) => {
    logger.error({ err: err.message, path: c.req.path }, 'unhandled error');
    return c.text('Internal Server Error', 500, { 'cache-control': 'no-store' });
  });

  return app;
}

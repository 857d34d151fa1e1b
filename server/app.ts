import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { isLang, LANGS } from '#domain/i18n.ts';
import { faqJsonLd, websiteJsonLd } from '#domain/jsonld.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { createFileRoutes } from './files/routes.ts';
import { createEventRoutes } from './http/events.ts';
import { logger } from './logger.ts';
import type { Runtime } from './runtime.ts';
import { listPublicLawyerIds } from './services/lawyers/list-public-lawyer-ids.ts';
import { renderSitemap } from './sitemap.ts';

/** Paths that are not pages and so never get a language prefix. */
const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/files/', '/schema/', '/fonts/', '/__manifest', '/healthz'];
const NON_PAGE_FILES = ['/favicon.ico', '/favicon.svg', '/robots.txt', '/sitemap.xml', '/_root.data'];

export function isPagePathWithoutLang(pathname: string): boolean {
  if (NON_PAGE_FILES.includes(pathname) || NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p)))
    return false;
  // Client navigations fetch '/th.data', '/th/search.data' (React Router single fetch).
  const first = (pathname.split('/')[1] ?? '').replace(/\.data$/, '');
  return !isLang(first);
}

export type PageHandler = (request: Request) => Promise<Response>;

/**
 * The HTTP surface: auth API, JSON-LD files, health check, the language redirect, then the pages.
 * `pages` is the React Router request handler (absent in API-only tests).
 */
export function createApp(runtime: Runtime, pages?: PageHandler) {
  const app = new Hono();
  const { config } = runtime;

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      // Browsers must send the Origin of same-site form posts (React Router refuses 'Origin: null').
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // Event streams must reach the browser as they are written, so they are never compressed.
  const compression = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/events/') ? next() : compression(c, next)));

  // The client address for rate limits: the socket's peer, or the load balancer's header when trusted.
  app.use('*', async (c, next) => {
    let ip: string | undefined;
    if (config.trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined;
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ''));
    c.req.raw = new Request(c.req.raw, { headers });
    await next();
  });

  app.get('/healthz', async (c) => {
    await runtime.database.db.execute('select 1');
    return c.json({ ok: true });
  });

  app.on(['GET', 'POST'], '/api/auth/*', (c) => runtime.auth.handler(c.req.raw));

  app.route('/', createFileRoutes(runtime));
  app.route('/', createEventRoutes(runtime));

  app.get('/schema/:file', (c) => {
    const match = /^(website|faq)-([a-z]{2})\.jsonld$/.exec(c.req.param('file'));
    const lang = match?.[2];
    if (!match || !isLang(lang)) return c.notFound();
    const body = match[1] === 'website' ? websiteJsonLd(lang, config.publicUrl) : faqJsonLd(lang);
    return c.body(JSON.stringify(body, null, 2), 200, {
      'content-type': 'application/ld+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...LANGS.flatMap((l) => [`Disallow: /${l}/dev/`, `Disallow: /${l}/auth`, `Disallow: /${l}/me`]),
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );

  app.get('/sitemap.xml', async (c) => {
    const lawyers = await listPublicLawyerIds(runtime.db);
    return c.body(renderSitemap(config.publicUrl, lawyers), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  // Unprefixed page paths move under /th with the rest of the path and the query kept.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePathWithoutLang(url.pathname)) {
      const rest = url.pathname === '/' ? '' : url.pathname;
      return c.redirect(`/th${rest}${url.search}`, 302);
    }
    await next();
  });

  if (pages) {
    app.all('*', (c) => pages(c.req.raw));
  }

  app.onError((err, c) => {
    logger.error({ err: err.message, path: new URL(c.req.url).pathname }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  });

  return app;
}

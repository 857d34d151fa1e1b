import { Hono } from 'hono';
import type { Runtime } from '../runtime.ts';
import { cachedSitemapChunks, listSitemapChunkRows } from '../services/sitemap/sitemap-chunks.ts';
import {
  parseSitemapChild,
  renderPagesSitemap,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_CHUNK_PAGES,
  SITEMAP_SECTIONS,
  sectionPagePath,
  sitemapChunkRange,
} from '../sitemap.ts';

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/**
 * GET /sitemap.xml, the sitemap index (robots.txt names it), and its children GET /sitemaps/pages.xml and
 * /sitemaps/{lawyers|answers}-{n}.xml: the public pages, verified lawyers' profiles and published answers in th, en
 * and zh, at most `chunkSize` pages a child (server/sitemap.ts, SITEMAP_CHUNK_PAGES; tests pass a smaller one). A
 * child past the last, or any other name, is 404.
 */
export function createSitemapRoutes(runtime: Runtime, chunkSize = SITEMAP_CHUNK_PAGES) {
  const app = new Hono();
  const { config } = runtime;
  const chunksOf = (section: (typeof SITEMAP_SECTIONS)[number]) =>
    cachedSitemapChunks(runtime.db, section, chunkSize);

  app.get('/sitemap.xml', async (c) => {
    const [lawyers, answers] = await Promise.all(SITEMAP_SECTIONS.map(chunksOf));
    return c.body(
      renderSitemapIndex(config.publicUrl, { lawyers: lawyers!, answers: answers! }),
      200,
      XML_HEADERS,
    );
  });

  app.get('/sitemaps/:file', async (c) => {
    const child = parseSitemapChild(c.req.param('file'));
    if (!child) return c.notFound();
    if (child.kind === 'pages') return c.body(renderPagesSitemap(config.publicUrl), 200, XML_HEADERS);
    const range = sitemapChunkRange(await chunksOf(child.section), child.n);
    if (!range) return c.notFound();
    // The rows themselves are read fresh: a withdrawn answer or unverified lawyer leaves at once.
    const rows = await listSitemapChunkRows(runtime.db, child.section, range);
    const pages = rows.map((row) => ({
      path: sectionPagePath(child.section, row.key),
      lastmod: row.updatedAt,
    }));
    return c.body(renderUrlSet(config.publicUrl, pages), 200, XML_HEADERS);
  });

  return app;
}

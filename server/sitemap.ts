import { HTML_LANG, LANGS } from '#domain/i18n.ts';

/** The public pages of every language, as paths after the language prefix. */
export const PUBLIC_PAGES = [
  '',
  '/search',
  '/services',
  '/about',
  '/how-we-verify',
  '/knowledge',
  '/answers',
  '/news',
  '/emergency',
  '/ai',
  '/payment',
  '/appointment',
] as const;

/**
 * The sitemaps.org protocol's limits (https://www.sitemaps.org/protocol.html, "Sitemap index files"): a sitemap
 * holds at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed; an index lists at most 50,000 sitemaps.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Pages (a profile, a published answer) in one child sitemap. Each page is one `<url>` per language (3), each with
 * its alternates (4 `xhtml:link`, about 1 KB in all with a long origin and slug): 5,000 pages are 15,000 URLs and
 * some 15 MB, a third of either limit, so a chunk stays within them even when rows are added between two
 * computations of the chunks (server/services/sitemap/sitemap-chunks.ts).
 */
export const SITEMAP_CHUNK_PAGES = 5_000;

/** The kinds of pages split into numbered child sitemaps, `/sitemaps/{section}-{n}.xml`. */
export const SITEMAP_SECTIONS = ['lawyers', 'answers'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** One child sitemap of a section, as the index knows it: its rows' number, last change and last id (by id order). */
export interface SitemapChunk {
  count: number;
  lastmod: Date;
  lastId: string;
}

/** The rows of chunk `n` (1-based): ids after `afterId` up to `throughId` (each end open when null). */
export interface SitemapChunkRange {
  afterId: string | null;
  throughId: string | null;
}

/**
 * The id range of chunk `n` of `chunks`, or null past the last. The ranges split every id there is: the first is
 * open below, the last open above, so a row added since the chunks were computed still lands in exactly one child.
 */
export function sitemapChunkRange(chunks: readonly SitemapChunk[], n: number): SitemapChunkRange | null {
  if (!Number.isInteger(n) || n < 1 || n > chunks.length) return null;
  return {
    afterId: n === 1 ? null : chunks[n - 2]!.lastId,
    throughId: n === chunks.length ? null : chunks[n - 1]!.lastId,
  };
}

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
export const sitemapChildPath = (section: SitemapSection, n: number) => `/sitemaps/${section}-${n}.xml`;

/** The child a `/sitemaps/{file}` names: the public pages, or a section's chunk number; null for anything else. */
export function parseSitemapChild(
  file: string,
): { kind: 'pages' } | { kind: 'chunk'; section: SitemapSection; n: number } | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = /^(lawyers|answers)-([1-9][0-9]{0,8})\.xml$/.exec(file);
  if (!match) return null;
  return { kind: 'chunk', section: match[1] as SitemapSection, n: Number(match[2]) };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of every language, as a path after the language prefix, and its last change. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * A child sitemap (`<urlset>`): each page in th, en and zh, every entry with its alternates (hreflang per
 * language, x-default → /th).
 */
export function renderUrlSet(baseUrl: string, pages: readonly SitemapPage[]): string {
  const entries: string[] = [];
  for (const { path, lastmod } of pages) {
    const alternates = [
      ...LANGS.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${escapeXml(`${baseUrl}/${l}${path}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${baseUrl}/th${path}`)}"/>`,
    ].join('');
    for (const lang of LANGS) {
      entries.push(
        `<url><loc>${escapeXml(`${baseUrl}/${lang}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The public pages' child sitemap. */
export const renderPagesSitemap = (baseUrl: string) =>
  renderUrlSet(
    baseUrl,
    PUBLIC_PAGES.map((path) => ({ path })),
  );

/** A section's pages: a lawyer's profile by id (its canonical address), a published answer by slug. */
export const sectionPagePath = (section: SitemapSection, key: string) =>
  section === 'lawyers' ? `/lawyers/${key}` : `/answers/${key}`;

/**
 * `/sitemap.xml`, the sitemap index (`<sitemapindex>`): the public pages' child, then each section's chunks in
 * order, each with the last change of its rows.
 */
export function renderSitemapIndex(
  baseUrl: string,
  chunks: Readonly<Record<SitemapSection, readonly SitemapChunk[]>>,
): string {
  const children = [
    `<sitemap><loc>${escapeXml(`${baseUrl}${PAGES_SITEMAP_PATH}`)}</loc></sitemap>`,
    ...SITEMAP_SECTIONS.flatMap((section) =>
      chunks[section].map(
        (chunk, i) =>
          `<sitemap><loc>${escapeXml(`${baseUrl}${sitemapChildPath(section, i + 1)}`)}</loc><lastmod>${chunk.lastmod.toISOString()}</lastmod></sitemap>`,
      ),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</sitemapindex>\n`;
}

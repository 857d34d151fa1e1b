import { describe, expect, it } from 'vitest';
import { sitemapLocs, sitemapSchemaErrors } from '#tests/helpers/sitemap.ts';
import {
  PUBLIC_PAGES,
  parseSitemapChild,
  renderPagesSitemap,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_CHUNK_PAGES,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  type SitemapChunk,
  sitemapChunkRange,
} from './sitemap.ts';

const ORIGIN = 'https://tanai.example';
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 3));
const chunk = (lastId: string, day: number, count = 2): SitemapChunk => ({ count, lastmod: at(day), lastId });

describe('the sitemap index', () => {
  const index = renderSitemapIndex(ORIGIN, {
    lawyers: [chunk('a1', 3), chunk('b2', 5)],
    answers: [chunk('c3', 4)],
  });

  it('lists the public pages, then each chunk of lawyers and of answers with the last change of its rows', () => {
    expect(sitemapLocs(index)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/lawyers-1.xml`,
      `${ORIGIN}/sitemaps/lawyers-2.xml`,
      `${ORIGIN}/sitemaps/answers-1.xml`,
    ]);
    expect(index).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/lawyers-2.xml</loc><lastmod>2026-11-05T03:00:00.000Z</lastmod></sitemap>`,
    );
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('is valid against the sitemaps.org index schema, and a broken index is not', async () => {
    expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
    const empty = renderSitemapIndex(ORIGIN, { lawyers: [], answers: [] });
    expect(sitemapLocs(empty)).toEqual([`${ORIGIN}/sitemaps/pages.xml`]);
    expect(await sitemapSchemaErrors(empty, 'index')).toEqual([]);
    // A lastmod that is no date, and a child without its address.
    expect(
      await sitemapSchemaErrors(index.replace('2026-11-05T03:00:00.000Z', 'yesterday'), 'index'),
    ).not.toEqual([]);
    expect(
      await sitemapSchemaErrors(index.replace(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`, ''), 'index'),
    ).not.toEqual([]);
  });
});

describe('a child sitemap', () => {
  const xml = renderUrlSet(ORIGIN, [{ path: '/lawyers/l-1', lastmod: at(2) }, { path: '/answers/a&b' }]);

  it('lists each page in th, en and zh, each entry with its alternates and x-default, escaped', () => {
    expect(sitemapLocs(xml)).toEqual([
      `${ORIGIN}/th/lawyers/l-1`,
      `${ORIGIN}/en/lawyers/l-1`,
      `${ORIGIN}/zh/lawyers/l-1`,
      `${ORIGIN}/th/answers/a&amp;b`,
      `${ORIGIN}/en/answers/a&amp;b`,
      `${ORIGIN}/zh/answers/a&amp;b`,
    ]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/en/lawyers/l-1</loc><lastmod>2026-11-02T03:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="th" href="${ORIGIN}/th/lawyers/l-1"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/lawyers/l-1"/>` +
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/zh/lawyers/l-1"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/th/lawyers/l-1"/></url>`,
    );
  });

  it('the public pages are a child of their own', () => {
    const pages = renderPagesSitemap(ORIGIN);
    expect(sitemapLocs(pages)).toHaveLength(3 * PUBLIC_PAGES.length);
    expect(sitemapLocs(pages)).toContain(`${ORIGIN}/zh/how-we-verify`);
  });

  it('is valid against the sitemaps.org schema with its alternates, and a broken one is not', async () => {
    expect(await sitemapSchemaErrors(xml, 'urlset')).toEqual([]);
    expect(await sitemapSchemaErrors(renderPagesSitemap(ORIGIN), 'urlset')).toEqual([]);
    // An alternate without its language, an entry without its address, an unknown element.
    expect(await sitemapSchemaErrors(xml.replace('hreflang="en" ', ''), 'urlset')).not.toEqual([]);
    expect(
      await sitemapSchemaErrors(xml.replace(`<loc>${ORIGIN}/th/lawyers/l-1</loc>`, ''), 'urlset'),
    ).not.toEqual([]);
    expect(
      await sitemapSchemaErrors(xml.replace('<lastmod>', '<changed>x</changed><lastmod>'), 'urlset'),
    ).not.toEqual([]);
  });

  it('a full chunk with a long origin and long addresses stays within the sitemaps.org limits', () => {
    const origin = `https://${'w'.repeat(60)}.example`;
    const pages = Array.from({ length: SITEMAP_CHUNK_PAGES }, (_, i) => ({
      path: `/answers/${'slug-word-'.repeat(20)}${i}`,
      lastmod: at(1),
    }));
    const full = renderUrlSet(origin, pages);
    expect(full.match(/<url>/g)).toHaveLength(3 * SITEMAP_CHUNK_PAGES);
    expect(3 * SITEMAP_CHUNK_PAGES).toBeLessThanOrEqual(SITEMAP_MAX_URLS / 3);
    expect(Buffer.byteLength(full)).toBeLessThan(SITEMAP_MAX_BYTES / 2);
  });
});

describe('the chunks of a section', () => {
  const chunks = [chunk('a', 1), chunk('m', 2), chunk('t', 3)];

  it('split every id: the first open below, the last open above, none past the last', () => {
    expect(sitemapChunkRange(chunks, 1)).toEqual({ afterId: null, throughId: 'a' });
    expect(sitemapChunkRange(chunks, 2)).toEqual({ afterId: 'a', throughId: 'm' });
    expect(sitemapChunkRange(chunks, 3)).toEqual({ afterId: 'm', throughId: null });
    expect(sitemapChunkRange([chunk('a', 1)], 1)).toEqual({ afterId: null, throughId: null });
    for (const n of [0, 4, 1.5, -1]) expect(sitemapChunkRange(chunks, n)).toBeNull();
    expect(sitemapChunkRange([], 1)).toBeNull();
  });

  it('a child is named by its section and number, nothing else', () => {
    expect(parseSitemapChild('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapChild('lawyers-12.xml')).toEqual({ kind: 'chunk', section: 'lawyers', n: 12 });
    expect(parseSitemapChild('answers-1.xml')).toEqual({ kind: 'chunk', section: 'answers', n: 1 });
    for (const file of [
      'lawyers-0.xml',
      'lawyers-01.xml',
      'lawyers-1',
      'reviews-1.xml',
      'lawyers-x.xml',
      'pages',
    ])
      expect(parseSitemapChild(file), file).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// Reading and validating the sitemap as a search engine does: the index at /sitemap.xml, then every child it
// lists; each checked against the sitemaps.org schemas (tests/fixtures/xsd/).

const xsd = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.resolve('tests/fixtures/xsd', name), 'utf8'),
});

/**
 * The schema errors of a sitemap index (`index`, siteindex.xsd) or a child sitemap (`urlset`, sitemap.xsd with
 * the alternates' xhtml:link); none when it is valid.
 */
export async function sitemapSchemaErrors(xml: string, kind: 'index' | 'urlset'): Promise<string[]> {
  const schema = kind === 'index' ? [xsd('siteindex.xsd')] : [xsd('sitemap-alternates.xsd')];
  const result = await validateXML({
    xml: [{ fileName: `${kind}.xml`, contents: xml }],
    schema,
    preload: kind === 'index' ? [] : [xsd('sitemap.xsd')],
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The `<loc>` addresses of a sitemap or an index, in order. */
export const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The index and every child it lists, fetched by `get` (a path → the answer's body). */
export async function readSitemaps(
  get: (path: string) => Promise<string>,
): Promise<{ index: string; children: { path: string; xml: string }[] }> {
  const index = await get('/sitemap.xml');
  const children = [];
  for (const loc of sitemapLocs(index)) {
    const childPath = new URL(loc).pathname;
    children.push({ path: childPath, xml: await get(childPath) });
  }
  return { index, children };
}

/** The whole sitemap as one text: the index, then every child (for "is it listed anywhere" checks). */
export async function wholeSitemap(get: (path: string) => Promise<string>): Promise<string> {
  const { index, children } = await readSitemaps(get);
  return [index, ...children.map((c) => c.xml)].join('\n');
}

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

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: each public page, each verified lawyer's profile and each published answer in th, en and zh, every
 * entry with its alternates (hreflang per language, x-default → /th).
 */
export function renderSitemap(
  baseUrl: string,
  lawyers: { id: string; updatedAt: Date }[],
  answers: { slug: string; updatedAt: Date }[] = [],
): string {
  const entries: string[] = [];
  const add = (path: string, lastmod?: Date) => {
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
  };
  for (const page of PUBLIC_PAGES) add(page);
  for (const lawyer of lawyers) add(`/lawyers/${lawyer.id}`, lawyer.updatedAt);
  for (const answer of answers) add(`/answers/${answer.slug}`, answer.updatedAt);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

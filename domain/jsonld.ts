import { fixedT } from '#i18n/lookup.ts';
import { HTML_LANG, type Lang } from './i18n.ts';

export const SITE_NAME = 'Tanai';

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` block (or a .jsonld file): the same JSON, with `<`, `>`, `&`
 * and the line separators U+2028/U+2029 written as \u escapes, so that no text inside (a lawyer's name, a
 * question) can close the script element or start markup. JSON.parse gives back exactly the same value.
 */
export function serializeJsonLd(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(/[<>&\u2028\u2029]/g, (c) => JSON_LD_ESCAPES[c] ?? c);
}

/** schema.org WebSite (with the site search action) for /schema/website-{lang}.jsonld and every page. */
export function websiteJsonLd(lang: Lang, baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    alternateName: 'ทนาย',
    url: `${baseUrl}/${lang}`,
    inLanguage: HTML_LANG[lang],
    description: fixedT(lang)('meta.websiteDescription'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}/${lang}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org FAQPage of the home FAQ, for /schema/faq-{lang}.jsonld and the home page. */
/** A FAQPage of question/answer pairs in one language (the home page's FAQ: domain/content/home-faq.ts). */
export function faqJsonLd(lang: Lang, items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: HTML_LANG[lang],
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

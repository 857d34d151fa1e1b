import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '#domain/i18n.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// Every JSON-LD block of the home, knowledge, news and a profile page, in th, en and zh, as search engines read
// it from the production build: valid JSON, https://schema.org, and the properties each type needs.

type Node = Record<string, unknown>;

let server: ServerProcess;
let lawyerPath = '';
beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: '1' });
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  lawyerPath = new URL(/<loc>([^<]+\/th\/lawyers\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname.replace(
    /^\/th/,
    '',
  );
});
afterAll(() => server?.kill());

function blocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
}

const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const url = (v: unknown) => typeof v === 'string' && /^https?:\/\//.test(v);

/** The problems of one schema.org node: required properties by type (Google's structured-data rules). */
function problems(node: Node, lang: Lang, path = node['@type'] as string): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) out.push(`${path}: ${what}`);
  };
  switch (node['@type']) {
    case 'WebSite': {
      need(text(node.name), 'name');
      need(url(node.url), 'url');
      const action = node.potentialAction as Node | undefined;
      need(action?.['@type'] === 'SearchAction', 'potentialAction SearchAction');
      const target = action?.target as Node | undefined;
      need(
        String(target?.urlTemplate ?? '').includes('{search_term_string}'),
        'urlTemplate with {search_term_string}',
      );
      need(action?.['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    }
    case 'FAQPage': {
      const questions = node.mainEntity as Node[] | undefined;
      need(Array.isArray(questions) && questions.length > 0, 'mainEntity questions');
      for (const [i, q] of (questions ?? []).entries()) {
        need(q['@type'] === 'Question' && text(q.name), `mainEntity[${i}] Question with name`);
        const answer = q.acceptedAnswer as Node | undefined;
        need(answer?.['@type'] === 'Answer' && text(answer.text), `mainEntity[${i}] acceptedAnswer text`);
      }
      break;
    }
    case 'ItemList': {
      const items = node.itemListElement as Node[] | undefined;
      need(Array.isArray(items) && items.length > 0, 'itemListElement');
      for (const [i, li] of (items ?? []).entries()) {
        need(
          li['@type'] === 'ListItem' && li.position === i + 1,
          `itemListElement[${i}] ListItem position ${i + 1}`,
        );
        out.push(...problems(li.item as Node, lang, `${path}.itemListElement[${i}].item`));
      }
      break;
    }
    case 'Article':
    case 'NewsArticle':
      need(text(node.headline) && String(node.headline).length <= 110, 'headline (≤ 110 characters)');
      need(!Number.isNaN(Date.parse(String(node.datePublished))), 'datePublished (ISO date)');
      need(url(node.url), 'url');
      break;
    case 'Attorney': {
      need(text(node.name), 'name');
      need(url(node.url) && node['@id'] === node.url, 'url and @id');
      const address = node.address as Node | undefined;
      need(address?.['@type'] === 'PostalAddress' && address.addressCountry === 'TH', 'PostalAddress in TH');
      need(text(node.telephone), 'telephone');
      const rating = node.aggregateRating as Node | undefined;
      if (rating) {
        need(rating['@type'] === 'AggregateRating', 'AggregateRating');
        need(Number(rating.ratingValue) >= 0 && Number(rating.ratingValue) <= 5, 'ratingValue 0-5');
        need(Number.isInteger(rating.reviewCount) && Number(rating.reviewCount) > 0, 'reviewCount > 0');
      }
      break;
    }
    default:
      out.push(`${path}: unexpected type ${String(node['@type'])}`);
  }
  if ('inLanguage' in node) need(String(node.inLanguage).startsWith(lang), `inLanguage ${lang}`);
  return out;
}

describe('structured data (JSON-LD) on the production build', () => {
  const pages: Array<[string, string, string[]]> = [
    ['home', '', ['WebSite', 'FAQPage']],
    ['knowledge', '/knowledge', ['WebSite', 'FAQPage']],
    ['news', '/news', ['WebSite', 'ItemList']],
    ['profile', 'PROFILE', ['WebSite', 'Attorney']],
  ];
  for (const lang of LANGS) {
    for (const [name, path, types] of pages) {
      it(`${name} in ${lang}: ${types.join(' + ')}, each with its required properties`, async () => {
        const res = await fetch(`${server.url}/${lang}${path === 'PROFILE' ? lawyerPath : path}`);
        expect(res.status).toBe(200);
        const found = blocks(await res.text());
        expect(found.map((b) => b['@type']).sort()).toEqual([...types].sort());
        for (const block of found) {
          expect(block['@context']).toBe('https://schema.org');
          expect(problems(block, lang)).toEqual([]);
        }
      });
    }
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '#domain/i18n.ts';
import { RATING_MIN_REVIEWS } from '#domain/reviews.ts';
import vocabulary from '#tests/fixtures/schema-org-vocabulary.json';
import { readSitemaps, sitemapSchemaErrors, wholeSitemap } from '#tests/helpers/sitemap.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Every JSON-LD block of the home, knowledge, news, answers, a published answer's and a profile page, in th, en and zh, as search engines read
// it from the production build: valid JSON, https://schema.org, the properties each type needs, and every type
// and property in the schema.org vocabulary (tests/fixtures/schema-org-vocabulary.json: a checked-in subset of a
// schema.org release, so no network), no type deprecated. Then the sitemap index and its children, against the
// sitemaps.org schemas (tests/fixtures/xsd/).

type Node = Record<string, unknown>;

let server: ServerProcess;
let lawyerPath = '';
let answerPath = '';
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await migratedDataDir(), SEED_DEMO: '1' });
  const sitemap = await wholeSitemap(async (path) => (await fetch(`${server.url}${path}`)).text());
  answerPath = new URL(/<loc>([^<]+\/th\/answers\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname.replace(
    /^\/th/,
    '',
  );
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

const THAI = /[\u0e00-\u0e7f]/;
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
    case 'QAPage': {
      // Google's Q&A page: one Question with its name, text and answer count, and its accepted Answer with text,
      // url, dates and an author Person with name and url (the lawyer's profile).
      need(url(node.url), 'url');
      const question = node.mainEntity as Node | undefined;
      need(
        question?.['@type'] === 'Question' && text(question.name) && text(question.text),
        'Question name, text',
      );
      need(question?.answerCount === 1, 'answerCount 1');
      need(!Number.isNaN(Date.parse(String(question?.datePublished))), 'Question datePublished');
      const answer = question?.acceptedAnswer as Node | undefined;
      need(
        answer?.['@type'] === 'Answer' && text(answer.text) && url(answer.url),
        'acceptedAnswer text, url',
      );
      need(!Number.isNaN(Date.parse(String(answer?.datePublished))), 'Answer datePublished');
      const author = answer?.author as Node | undefined;
      need(author?.['@type'] === 'Person' && text(author.name), 'Answer author Person with name');
      need(
        url(author?.url) && String(author?.url).includes(`/${lang}/lawyers/`),
        `author url of the ${lang} profile`,
      );
      break;
    }
    case 'LegalService': {
      need(text(node.name), 'name');
      need(url(node.url) && node['@id'] === node.url, 'url and @id');
      const address = node.address as Node | undefined;
      need(address?.['@type'] === 'PostalAddress' && address.addressCountry === 'TH', 'PostalAddress in TH');
      need(text(node.telephone), 'telephone');
      const rating = node.aggregateRating as Node | undefined;
      if (rating) {
        need(rating['@type'] === 'AggregateRating', 'AggregateRating');
        need(Number(rating.ratingValue) >= 0 && Number(rating.ratingValue) <= 5, 'ratingValue 0-5');
        need(
          Number.isInteger(rating.reviewCount) && Number(rating.reviewCount) >= RATING_MIN_REVIEWS,
          `reviewCount ≥ ${RATING_MIN_REVIEWS}`,
        );
        need(rating.bestRating === 5 && rating.worstRating === 1, 'bestRating 5, worstRating 1');
      }
      // The lawyer: a Person who knows the case types the page shows, in its language.
      const lawyer = node.employee as Node | undefined;
      need(lawyer?.['@type'] === 'Person' && lawyer.name === node.name, 'employee Person with the name');
      const topics = lawyer?.knowsAbout as unknown[] | undefined;
      need(Array.isArray(topics) && topics.length > 0 && topics.every(text), 'employee.knowsAbout');
      need(
        (topics ?? []).every((topic) => THAI.test(String(topic)) === (lang === 'th')),
        `employee.knowsAbout in ${lang}: ${JSON.stringify(topics)}`,
      );
      const languages = lawyer?.knowsLanguage as unknown[] | undefined;
      need(
        Array.isArray(languages) && languages.every((l) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(String(l))),
        'employee.knowsLanguage as BCP 47 tags',
      );
      break;
    }
    default:
      out.push(`${path}: unexpected type ${String(node['@type'])}`);
  }
  if ('inLanguage' in node) need(String(node.inLanguage).startsWith(lang), `inLanguage ${lang}`);
  return out;
}

type Vocabulary = Record<
  string,
  {
    subClassOf: string[];
    deprecated?: boolean;
    supersededBy?: string;
    properties: string[];
    deprecatedProperties?: Record<string, string>;
  }
>;
const TYPES = vocabulary.types as Vocabulary;
const JSON_LD_KEYWORDS = new Set(['@context', '@type', '@id']);

/**
 * The vocabulary problems of a node and the nodes inside it: a type the subset does not know or that schema.org
 * deprecates, a property the type does not have (inherited ones included) or that is superseded. An Action's
 * `<property>-input` / `-output` names one of its properties (schema.org's Potential Actions: the annotation of
 * what a `target` expects, as in `query-input`).
 */
function vocabularyProblems(node: Node, path: string): string[] {
  const out: string[] = [];
  const type = String(node['@type']);
  const known = TYPES[type];
  if (!known) return [`${path}: type ${type} is not in tests/fixtures/schema-org-vocabulary.json`];
  if (known.deprecated)
    out.push(`${path}: type ${type} is deprecated (schema.org: use ${known.supersededBy})`);
  const isAction = known.subClassOf.includes('Action');
  for (const [key, value] of Object.entries(node)) {
    if (JSON_LD_KEYWORDS.has(key)) continue;
    const property = isAction ? key.replace(/-(input|output)$/, '') : key;
    const replacement = known.deprecatedProperties?.[property];
    if (replacement) out.push(`${path}.${key}: deprecated on ${type} (schema.org: use ${replacement})`);
    else if (!known.properties.includes(property)) out.push(`${path}.${key}: not a property of ${type}`);
    for (const [i, child] of (Array.isArray(value) ? value : [value]).entries()) {
      if (child && typeof child === 'object' && '@type' in child) {
        out.push(
          ...vocabularyProblems(child as Node, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`),
        );
      }
    }
  }
  return out;
}

describe('the schema.org vocabulary check', () => {
  it('finds a deprecated type, a property of another type and a superseded one, in nested nodes too', () => {
    const attorney = {
      '@type': 'Attorney',
      name: 'x',
      jobTitle: 'x',
      inLanguage: 'en',
      employees: [{ '@type': 'Person', name: 'x', jobTitle: 'x', priceRange: 'x' }],
    };
    expect(vocabularyProblems(attorney, 'Attorney')).toEqual([
      'Attorney: type Attorney is deprecated (schema.org: use LegalService)',
      'Attorney.jobTitle: not a property of Attorney',
      'Attorney.inLanguage: not a property of Attorney',
      'Attorney.employees: deprecated on Attorney (schema.org: use employee)',
      'Attorney.employees[0].priceRange: not a property of Person',
    ]);
    expect(vocabularyProblems({ '@type': 'ItemList', inLanguage: 'th' }, 'ItemList')).toEqual([
      'ItemList.inLanguage: not a property of ItemList',
    ]);
    const search = {
      '@type': 'SearchAction',
      target: 'x',
      'query-input': 'required name=q',
      'name-input': 'x',
    };
    expect(vocabularyProblems(search, 'SearchAction')).toEqual([]);
    expect(vocabularyProblems({ '@type': 'Person', 'name-input': 'x' }, 'Person')).toEqual([
      'Person.name-input: not a property of Person',
    ]);
  });
});

describe('structured data (JSON-LD) on the production build', () => {
  const pages: Array<[string, string, string[]]> = [
    ['home', '', ['WebSite', 'FAQPage']],
    ['knowledge', '/knowledge', ['WebSite', 'FAQPage']],
    ['news', '/news', ['WebSite', 'ItemList']],
    ['profile', 'PROFILE', ['WebSite', 'LegalService']],
    ['answers', '/answers', ['WebSite']],
    ['answer', 'ANSWER', ['WebSite', 'QAPage']],
  ];
  for (const lang of LANGS) {
    for (const [name, path, types] of pages) {
      it(`${name} in ${lang}: ${types.join(' + ')}, each with its required properties, all in schema.org`, async () => {
        const where = path === 'PROFILE' ? lawyerPath : path === 'ANSWER' ? answerPath : path;
        const res = await fetch(`${server.url}/${lang}${where}`);
        expect(res.status).toBe(200);
        const found = blocks(await res.text());
        expect(found.map((b) => b['@type']).sort()).toEqual([...types].sort());
        for (const block of found) {
          expect(block['@context']).toBe('https://schema.org');
          expect(problems(block, lang)).toEqual([]);
          expect(vocabularyProblems(block, String(block['@type']))).toEqual([]);
        }
      });
    }
  }
});

describe('the sitemap on the production build', () => {
  it('the index and every child it lists are valid against the sitemaps.org schemas', async () => {
    const { index, children } = await readSitemaps(async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    });
    expect(children.map((c) => c.path)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/lawyers-1.xml',
      '/sitemaps/answers-1.xml',
    ]);
    expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
    for (const child of children)
      expect(await sitemapSchemaErrors(child.xml, 'urlset'), child.path).toEqual([]);
    // A child that is not a sitemap fails the same check.
    expect(await sitemapSchemaErrors(children[1]!.xml.replace(/<loc>/, '<location>'), 'urlset')).not.toEqual(
      [],
    );
  });
});

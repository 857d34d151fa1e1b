import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPagePathWithoutLang } from '#server/app.ts';
import { createLawyer } from '#tests/factories.ts';
import { wholeSitemap } from '#tests/helpers/sitemap.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the HTTP surface', () => {
  it('redirects unprefixed page paths under /th, keeping path and query', async () => {
    const root = await server.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/th');
    const search = await server.request('/search?x=1&q=%E0%B8%97');
    expect(search.headers.get('location')).toBe('/th/search?x=1&q=%E0%B8%97');
    const deep = await server.request('/lawyers/abc');
    expect(deep.headers.get('location')).toBe('/th/lawyers/abc');
  });

  it('leaves language-prefixed pages, their data requests and non-page paths alone', () => {
    for (const p of [
      '/th',
      '/en/search',
      '/zh/auth',
      '/th.data',
      '/en/auth.data',
      '/api/auth/get-session',
      '/schema/website-th.jsonld',
      '/sitemaps/lawyers-1.xml',
      '/assets/x.js',
      '/healthz',
      '/__manifest',
    ]) {
      expect(isPagePathWithoutLang(p), p).toBe(false);
    }
    for (const p of ['/', '/search', '/xx/auth', '/thai', '/search.data']) {
      expect(isPagePathWithoutLang(p), p).toBe(true);
    }
  });

  it('serves the JSON-LD files for each language and refuses unknown ones', async () => {
    const website = await server.request('/schema/website-en.jsonld');
    expect(website.headers.get('content-type')).toContain('application/ld+json');
    const body = await website.json();
    expect(body).toMatchObject({ '@type': 'WebSite', inLanguage: 'en', url: 'http://localhost:3000/en' });
    const faq = await (await server.request('/schema/faq-zh.jsonld')).json();
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.inLanguage).toBe('zh-CN');
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect((await server.request('/schema/website-fr.jsonld')).status).toBe(404);
    expect((await server.request('/schema/other-th.jsonld')).status).toBe(404);
  });

  it('answers the health check from the database', async () => {
    const res = await server.request('/healthz');
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('findability', () => {
  it('lists every public page and every verified profile in three languages with alternates', async () => {
    const shown = await createLawyer(server.database.db, { name: 'ทนายในแผนผัง' });
    const hidden = await createLawyer(server.database.db, { name: 'ทนายซ่อน', verified: false });
    const res = await server.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await wholeSitemap(async (path) => (await server.request(path)).text());
    for (const lang of ['th', 'en', 'zh']) {
      expect(xml).toContain(`<loc>http://localhost:3000/${lang}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000/${lang}/search</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000/${lang}/lawyers/${shown.id}</loc>`);
    }
    expect(xml).toContain(`hreflang="zh-CN" href="http://localhost:3000/zh/lawyers/${shown.id}"`);
    expect(xml).toContain(`hreflang="x-default" href="http://localhost:3000/th/lawyers/${shown.id}"`);
    expect(xml).not.toContain(hidden.id);
    expect(xml).toContain(`<loc>http://localhost:3000/th/how-we-verify</loc>`);
    expect(xml.match(/<url>/g)?.length).toBe(3 * 12 + 3);
  });

  it('point robots at the sitemap and keep private paths out', async () => {
    const robots = await (await server.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /th/dev/');
  });
});

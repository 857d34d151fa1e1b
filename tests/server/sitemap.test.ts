import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetPublicData } from '#server/cache/public-data.ts';
import { lawyers, publicAnswers } from '#server/db/schema/index.ts';
import { listSitemapChunks } from '#server/services/sitemap/sitemap-chunks.ts';
import { PUBLIC_PAGES } from '#server/sitemap.ts';
import { createLawyer, createPublicAnswer } from '#tests/factories.ts';
import { readSitemaps, sitemapLocs, sitemapSchemaErrors } from '#tests/helpers/sitemap.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

// The sitemap index and its children (server/http/sitemap.ts) with a chunk of 2 pages, so that every section
// spreads over several children: every public page, verified lawyer and published answer is listed exactly once
// across them, in th, en and zh; nothing else is; each document is valid against the sitemaps.org schemas.

const CHUNK = 2;
let server: TestServer;
const db = () => server.database.db;
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 3));
const get = async (path: string) => {
  const res = await server.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

const shown: { id: string; updatedAt: Date }[] = [];
const hiddenIds: string[] = [];
const answerSlugs: string[] = [];
const hiddenSlugs: string[] = [];

beforeAll(async () => {
  server = await createTestServer({}, { sitemapChunkSize: CHUNK });
  for (let i = 1; i <= 5; i++)
    shown.push(await createLawyer(db(), { name: `ทนายแผนผัง ${i}`, updatedAt: at(i) }));
  const unverified = await createLawyer(db(), { name: 'ทนายยังไม่ตรวจ', verified: false, updatedAt: at(20) });
  hiddenIds.push(unverified.id);
  for (let i = 1; i <= 3; i++)
    answerSlugs.push(
      (await createPublicAnswer(db(), { lawyerId: shown[i - 1]!.id, updatedAt: at(i) })).slug!,
    );
  hiddenSlugs.push(
    (await createPublicAnswer(db(), { lawyerId: shown[0]!.id, status: 'withdrawn' })).slug!,
    (await createPublicAnswer(db(), { lawyerId: unverified.id })).slug!,
  );
  const awaiting = await createPublicAnswer(db(), { lawyerId: shown[0]!.id, status: 'awaiting_review' });
  hiddenIds.push(awaiting.id);
});
afterAll(() => server.close());
beforeEach(() => forgetPublicData());

/** How many `<loc>`s of the whole sitemap (every child) are the address of `path` in `lang`. */
const timesListed = (locs: string[], path: string, lang = 'th') =>
  locs.filter((loc) => loc === `${TEST_ORIGIN}/${lang}${path}`).length;

describe('the sitemap index', () => {
  it('lists the public pages, then lawyers and answers in children of at most the chunk size', async () => {
    const res = await server.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const { index, children } = await readSitemaps(get);
    expect(index).toContain('<sitemapindex');
    expect(children.map((c) => c.path)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/lawyers-1.xml',
      '/sitemaps/lawyers-2.xml',
      '/sitemaps/lawyers-3.xml',
      '/sitemaps/answers-1.xml',
      '/sitemaps/answers-2.xml',
    ]);
    for (const child of children.slice(1))
      expect(sitemapLocs(child.xml).length, child.path).toBeLessThanOrEqual(3 * CHUNK);
  });

  it('lists every verified lawyer and published answer exactly once, in th, en and zh, and nothing else', async () => {
    const { children } = await readSitemaps(get);
    const locs = children.flatMap((c) => sitemapLocs(c.xml));
    const verified = await db().select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.verified, true));
    expect(verified).toHaveLength(shown.length);
    for (const lang of ['th', 'en', 'zh']) {
      for (const page of PUBLIC_PAGES) expect(timesListed(locs, page, lang), page).toBe(1);
      for (const { id } of verified) expect(timesListed(locs, `/lawyers/${id}`, lang)).toBe(1);
      for (const slug of answerSlugs) expect(timesListed(locs, `/answers/${slug}`, lang)).toBe(1);
    }
    expect(locs).toHaveLength(3 * (PUBLIC_PAGES.length + shown.length + answerSlugs.length));
    const whole = children.map((c) => c.xml).join('\n');
    for (const hidden of [...hiddenIds, ...hiddenSlugs]) expect(whole).not.toContain(hidden);
    // Only the canonical address of a profile (/lawyers/:id), never /profile/:id.
    expect(whole).not.toContain('/profile/');
  });

  it("gives each child the last change of its rows, and each row's own", async () => {
    const { index, children } = await readSitemaps(get);
    const ordered = [...shown].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (let n = 1; n <= 3; n++) {
      const rows = ordered.slice((n - 1) * CHUNK, n * CHUNK);
      const latest = new Date(Math.max(...rows.map((r) => r.updatedAt.getTime())));
      expect(index).toContain(
        `<loc>${TEST_ORIGIN}/sitemaps/lawyers-${n}.xml</loc><lastmod>${latest.toISOString()}</lastmod>`,
      );
      const child = children.find((c) => c.path === `/sitemaps/lawyers-${n}.xml`)!.xml;
      for (const row of rows)
        expect(child).toContain(
          `<loc>${TEST_ORIGIN}/en/lawyers/${row.id}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>`,
        );
    }
  });

  it('the index and every child are valid against the sitemaps.org schemas', async () => {
    const { index, children } = await readSitemaps(get);
    expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
    for (const child of children)
      expect(await sitemapSchemaErrors(child.xml, 'urlset'), child.path).toEqual([]);
    // The check can fail: a child given as an index, an index given as a child.
    expect(await sitemapSchemaErrors(children[1]!.xml, 'index')).not.toEqual([]);
    expect(await sitemapSchemaErrors(index, 'urlset')).not.toEqual([]);
  });

  it('answers 404 past the last child and for any other name, and never redirects them under /th', async () => {
    for (const path of [
      '/sitemaps/lawyers-4.xml',
      '/sitemaps/answers-3.xml',
      '/sitemaps/lawyers-0.xml',
      '/sitemaps/reviews-1.xml',
      '/sitemaps/index.xml',
    ])
      expect((await server.request(path)).status, path).toBe(404);
    const pages = await server.request('/sitemaps/pages.xml');
    expect(pages.status).toBe(200);
    expect(pages.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the chunks', () => {
  it('are one aggregate row each: count, last change and last id in id order', async () => {
    const ids = shown.map((r) => r.id).sort();
    const chunks = await listSitemapChunks(db(), 'lawyers', CHUNK);
    expect(chunks.map((c) => c.count)).toEqual([2, 2, 1]);
    expect(chunks.map((c) => c.lastId)).toEqual([ids[1], ids[3], ids[4]]);
    expect(chunks.every((c) => c.lastmod instanceof Date)).toBe(true);
    expect(await listSitemapChunks(db(), 'answers', 10)).toHaveLength(1);
  });

  it('a row changed after the index was made is still listed exactly once; one no longer public is gone at once', async () => {
    await readSitemaps(get); // the chunks are now cached
    // Written straight to the database: the cached chunks stay as they were.
    const added = await createLawyer(db(), { name: 'ทนายมาใหม่' });
    await db().update(lawyers).set({ verified: false }).where(eq(lawyers.id, shown[2]!.id));
    await db()
      .update(publicAnswers)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(publicAnswers.slug, answerSlugs[0]!));
    const locs = [];
    for (let n = 1; n <= 3; n++) locs.push(...sitemapLocs(await get(`/sitemaps/lawyers-${n}.xml`)));
    for (let n = 1; n <= 2; n++) locs.push(...sitemapLocs(await get(`/sitemaps/answers-${n}.xml`)));
    expect(timesListed(locs, `/lawyers/${added.id}`)).toBe(1);
    expect(timesListed(locs, `/lawyers/${shown[2]!.id}`)).toBe(0);
    expect(timesListed(locs, `/answers/${answerSlugs[0]}`)).toBe(0);
    await db().update(lawyers).set({ verified: true }).where(eq(lawyers.id, shown[2]!.id));
    await db().delete(lawyers).where(eq(lawyers.id, added.id));
    await db()
      .update(publicAnswers)
      .set({ status: 'published', withdrawnAt: null })
      .where(eq(publicAnswers.slug, answerSlugs[0]!));
  });
});

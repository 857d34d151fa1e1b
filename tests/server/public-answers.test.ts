import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAnswer, loadAnswers } from '#app/features/answers/public/answers.server.ts';
import { answerJsonLd } from '#domain/answer-jsonld.ts';
import { answerFiltersQuery, parseAnswerFilters } from '#domain/answer-search.ts';
import { provinceOptions } from '#domain/provinces.ts';
import { lawyers, publicAnswers } from '#server/db/schema/index.ts';
import { getPublishedAnswer, listPublishedAnswers } from '#server/services/answers/published-answers.ts';
import { similarPublishedAnswers } from '#server/services/answers/similar-answers.ts';
import { profileFigures } from '#server/services/lawyers/profile-figures.ts';
import { createLawyer, createPublicAnswer } from '#tests/factories.ts';
import { wholeSitemap } from '#tests/helpers/sitemap.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// The public side of published answers (docs/product-rules.md, "Public answers"): only published answers of
// verified lawyers are listed, found, counted and in the sitemap; withdrawn ones are gone at once.

let server: TestServer;
const db = () => server.database.db;
const none = { q: '', caseType: '', province: '', lawyerId: '' };
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 3));

let lawyer: { id: string };
let other: { id: string };
let hidden: { id: string };
const rows: Record<string, typeof publicAnswers.$inferSelect> = {};

beforeAll(async () => {
  server = await createTestServer();
  lawyer = await createLawyer(db(), { name: 'สมชาย ตัวอย่าง', nameEn: 'Somchai Example', nameZh: '颂猜' });
  other = await createLawyer(db(), { name: 'สมศรี ทดสอบ', experienceAreas: ['ครอบครัว'] });
  hidden = await createLawyer(db(), { name: 'ทนาย ยังไม่ตรวจ', verified: false });
  rows.severance = await createPublicAnswer(db(), {
    lawyerId: lawyer.id,
    title: 'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย',
    publishedAt: at(1),
  });
  rows.overtime = await createPublicAnswer(db(), {
    lawyerId: lawyer.id,
    title: 'บริษัทไม่จ่ายค่าล่วงเวลา',
    questionText: 'ทำงานเกินเวลาทุกวันมาหนึ่งปีแต่ไม่เคยได้ค่าล่วงเวลา จะเรียกร้องย้อนหลังได้ไหม',
    answerText:
      'ค่าล่วงเวลาเป็นค่าจ้างตามกฎหมายคุ้มครองแรงงาน เรียกร้องย้อนหลังได้ภายในอายุความสองปี ยื่นคำร้องต่อพนักงานตรวจแรงงาน',
    province: 'เชียงใหม่',
    publishedAt: at(2),
  });
  rows.divorce = await createPublicAnswer(db(), {
    lawyerId: other.id,
    lang: 'en',
    caseType: 'ครอบครัว',
    province: 'ชลบุรี',
    title: 'Divorce by mutual consent with one child',
    questionText: 'We both agree to divorce and have one child. What do we need at the district office?',
    answerText:
      'A divorce by mutual consent is registered at any district office with both spouses present and two witnesses; agree in writing who exercises parental power.',
    publishedAt: at(3),
  });
  rows.withdrawn = await createPublicAnswer(db(), {
    lawyerId: lawyer.id,
    title: 'ถูกเลิกจ้างกลางสัญญาจ้าง',
    status: 'withdrawn',
    publishedAt: at(4),
  });
  rows.awaiting = await createPublicAnswer(db(), {
    lawyerId: lawyer.id,
    title: 'ถูกเลิกจ้างเพราะตั้งครรภ์',
    status: 'awaiting_review',
  });
  rows.unverified = await createPublicAnswer(db(), {
    lawyerId: hidden.id,
    title: 'ถูกเลิกจ้างไม่เป็นธรรม',
    publishedAt: at(5),
  });
});
afterAll(() => server.close());

const titles = async (filters: Partial<typeof none>, page = 1, pageSize?: number) =>
  (await listPublishedAnswers(db(), { ...none, ...filters }, page, pageSize)).items.map((i) => i.title);

describe('the list of published answers', () => {
  it('holds only published answers of verified lawyers, newest first', async () => {
    const result = await listPublishedAnswers(db(), none);
    expect(result.items.map((i) => i.id)).toEqual([rows.divorce!.id, rows.overtime!.id, rows.severance!.id]);
    expect(result.total).toBe(3);
    expect(result.items[0]?.lawyer).toMatchObject({ id: other.id, name: 'สมศรี ทดสอบ' });
  });

  it('finds by words: each word in the title, the question or the answer, any case, % taken literally', async () => {
    expect(await titles({ q: 'เลิกจ้าง' })).toEqual(['ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย']);
    expect(await titles({ q: 'อายุความ' })).toEqual(['บริษัทไม่จ่ายค่าล่วงเวลา']);
    expect(await titles({ q: 'DISTRICT witnesses' })).toEqual(['Divorce by mutual consent with one child']);
    expect(await titles({ q: 'district เลิกจ้าง' })).toEqual([]);
    expect(await titles({ q: '%' })).toEqual([]);
  });

  it('filters by case type, province and lawyer', async () => {
    expect(await titles({ caseType: 'ครอบครัว' })).toEqual(['Divorce by mutual consent with one child']);
    expect(await titles({ province: 'เชียงใหม่' })).toEqual(['บริษัทไม่จ่ายค่าล่วงเวลา']);
    expect(await titles({ lawyerId: lawyer.id, caseType: 'แรงงาน' })).toEqual([
      'บริษัทไม่จ่ายค่าล่วงเวลา',
      'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย',
    ]);
    expect(await titles({ lawyerId: hidden.id })).toEqual([]);
  });

  it('pages: the page size, the total and the number of pages', async () => {
    const second = await listPublishedAnswers(db(), none, 2, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(second.items.map((i) => i.id)).toEqual([rows.severance!.id]);
    expect(await titles({}, 3, 2)).toEqual([]);
  });

  it('reads its filters from the address, dropping what is not a case type, a province or an id', () => {
    const parsed = parseAnswerFilters(
      new URLSearchParams('q= ค่าชดเชย &case=อาญา&province=Atlantis&lawyer=x&page=3'),
    );
    expect(parsed).toEqual({
      filters: { q: 'ค่าชดเชย', caseType: 'อาญา', province: '', lawyerId: '' },
      page: 3,
    });
    expect(parseAnswerFilters(new URLSearchParams('page=-2')).page).toBe(1);
    const query = answerFiltersQuery({ ...none, q: 'a b', province: 'ชลบุรี' }, 2);
    expect(parseAnswerFilters(new URLSearchParams(query))).toEqual({
      filters: { ...none, q: 'a b', province: 'ชลบุรี' },
      page: 2,
    });
  });

  it('answers 404 past its last page, and names the lawyer it is filtered by', async () => {
    const url = (query: string) => new URL(`http://localhost/th/answers${query}`);
    const listed = await loadAnswers(server.context(), url(`?lawyer=${lawyer.id}`));
    expect(listed.lawyer).toMatchObject({ id: lawyer.id, nameEn: 'Somchai Example' });
    expect(listed.total).toBe(2);
    await expect(loadAnswers(server.context(), url('?page=2'))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("redirects what the form sends (empty fields, a first page) to the list's one address, keeping other parameters", async () => {
    const url = new URL(
      `http://localhost/th/answers?q=&case=${encodeURIComponent('แรงงาน')}&province=&page=1&ref=x`,
    );
    const answer = await loadAnswers(server.context(), url).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe(
      `/th/answers?case=${encodeURIComponent('แรงงาน')}&ref=x`,
    );
  });
});

describe("a published answer's page", () => {
  it('shows a published answer with up to three similar ones, never itself', async () => {
    const { answer, similar } = await loadAnswer(server.context(), rows.severance!.slug!);
    expect(answer).toMatchObject({ title: 'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย', lawyer: { id: lawyer.id } });
    expect(answer.answerText).toContain('180 วัน');
    expect(similar.map((s) => s.id)).toEqual([rows.overtime!.id]);
  });

  it('is not found when awaiting review, withdrawn, or by a lawyer no longer verified; withdrawing takes it down at once', async () => {
    expect(rows.withdrawn!.slug).toBeTruthy();
    expect(await getPublishedAnswer(db(), rows.withdrawn!.slug!)).toBeNull();
    expect(await getPublishedAnswer(db(), rows.unverified!.slug!)).toBeNull();
    expect(await getPublishedAnswer(db(), 'no-such-answer')).toBeNull();
    expect(await getPublishedAnswer(db(), "x' OR 1=1")).toBeNull();

    const extra = await createPublicAnswer(db(), { lawyerId: other.id, caseType: 'ครอบครัว' });
    expect(await getPublishedAnswer(db(), extra.slug!)).not.toBeNull();
    await db()
      .update(publicAnswers)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(publicAnswers.id, extra.id));
    await expect(loadAnswer(server.context(), extra.slug!)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await titles({ caseType: 'ครอบครัว' })).toEqual(['Divorce by mutual consent with one child']);
  });

  it('is a QAPage: the question, one accepted answer, its author the lawyer named in the page language and linked', async () => {
    const answer = (await getPublishedAnswer(db(), rows.severance!.slug!))!;
    const ld = answerJsonLd(answer, 'en', 'https://tanai.example');
    expect(ld).toMatchObject({
      '@type': 'QAPage',
      url: `https://tanai.example/en/answers/${answer.slug}`,
      mainEntity: {
        '@type': 'Question',
        name: answer.title,
        text: answer.questionText,
        answerCount: 1,
        acceptedAnswer: {
          '@type': 'Answer',
          text: answer.answerText,
          url: `https://tanai.example/en/answers/${answer.slug}#answer`,
          author: {
            '@type': 'Person',
            name: 'Somchai Example',
            url: `https://tanai.example/en/lawyers/${lawyer.id}`,
          },
        },
      },
    });
    expect(ld.mainEntity).not.toHaveProperty('author');
  });
});

describe('similar questions', () => {
  it('puts the titles sharing the most words first, then the same province, and leaves out unverified lawyers', async () => {
    const caseTypes = ['แรงงาน'];
    const found = await similarPublishedAnswers(db(), {
      caseTypes,
      province: 'กรุงเทพมหานคร',
      title: 'ไม่จ่ายค่าล่วงเวลาตามสัญญา',
    });
    expect(found.map((s) => s.id)).toEqual([rows.overtime!.id, rows.severance!.id]);
    const near = await similarPublishedAnswers(db(), { caseTypes, province: 'กรุงเทพมหานคร' });
    expect(near.map((s) => s.id)).toEqual([rows.severance!.id, rows.overtime!.id]);
  });
});

describe("a lawyer's public answers and the sitemap", () => {
  it('counts only published answers, and none once the lawyer is no longer verified', async () => {
    const count = async (id: string) => (await profileFigures(db(), id)).publicAnswers;
    expect(await count(lawyer.id)).toBe(2);
    expect(await count(hidden.id)).toBe(0);
    const third = await createLawyer(db(), { name: 'ทนาย ชั่วคราว' });
    await createPublicAnswer(db(), { lawyerId: third.id });
    expect(await count(third.id)).toBe(1);
    await db().update(lawyers).set({ verified: false }).where(eq(lawyers.id, third.id));
    expect(await count(third.id)).toBe(0);
  });

  it('lists each published answer in three languages with alternates, and no other', async () => {
    const xml = await wholeSitemap(async (path) => (await server.request(path)).text());
    const slug = rows.divorce!.slug!;
    for (const lang of ['th', 'en', 'zh'])
      expect(xml).toContain(`<loc>http://localhost:3000/${lang}/answers/${slug}</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="http://localhost:3000/th/answers/${slug}"`);
    expect(xml).toContain('<loc>http://localhost:3000/en/answers</loc>');
    for (const row of [rows.withdrawn!, rows.unverified!]) expect(xml).not.toContain(row.slug!);
    expect(xml).not.toContain(`/answers/${rows.awaiting!.id.slice(0, 8)}`);
  });
});

describe('the province choices', () => {
  it('are named and sorted in the page language', () => {
    const en = provinceOptions('en').map((p) => p.label);
    expect(en.slice(0, 2)).toEqual(['Amnat Charoen', 'Ang Thong']);
    expect(provinceOptions('th')[0]?.value).toBe('กระบี่');
    expect(provinceOptions('zh')).toHaveLength(77);
    expect(provinceOptions('en').find((p) => p.value === 'ชลบุรี')?.label).toBe('Chonburi');
  });
});

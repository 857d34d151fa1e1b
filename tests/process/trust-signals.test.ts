import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import {
  createFeatured,
  createLawyer,
  createMessage,
  createQuestion,
  createSession,
  createUser,
} from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// What the public pages show to earn trust (the verified badge and what it means, pictures of listings without
// one, several featured lawyers, the legal-help numbers and the LINE account) and dates as Thai readers write
// them, checked in the pages the production build sends.

const VERIFIED_AT = new Date('2026-11-10T05:00:00Z');
const LINE_ID = '@tanai-test';

let server: ServerProcess;
let dataDir: string;
let lawyerId: string;
let questionId: string;
let askerCookie: string;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  ({ id: lawyerId } = await createLawyer(db, {
    name: 'สมชาย ใจดี',
    title: 'ทนายความ',
    verifiedAt: VERIFIED_AT,
  }));
  const others = await Promise.all(
    ['วิชัย แสงทอง', 'เอกชัย โชติช่วง', 'นภา ศรีสุข'].map((name) => createLawyer(db, { name })),
  );
  for (const [i, id] of [lawyerId, ...others.map((o) => o.id)].entries())
    await createFeatured(db, { lawyerId: id, displayOrder: i });
  const asker = await createUser(db, { email: 'asker@example.test', name: 'ผู้ถาม ทดสอบ' });
  askerCookie = await createSession(db, asker.id);
  ({ id: questionId } = await createQuestion(db, { askerId: asker.id, title: 'คำถามเรื่องสัญญาเช่า' }));
  await createMessage(db, {
    questionId,
    senderUserId: asker.id,
    message: 'สวัสดีครับ',
    createdAt: new Date('2026-11-24T07:05:00Z'),
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, NETWORK_LINE_ID: LINE_ID });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const page = async (pathname: string, cookie?: string) => {
  const res = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
};

describe('trust signals on the public pages', () => {
  it('says on a profile what was verified and in which month, linking to how lawyers are verified', async () => {
    const th = (await page(`/th/lawyers/${lawyerId}`)).html;
    expect(th).toContain('ตรวจสอบใบอนุญาตแล้ว พ.ย. 2569');
    expect(th).toContain('ทะเบียนของสภาทนายความ เมื่อ พ.ย. 2569');
    expect(th).toContain('href="/th/how-we-verify"');
    const en = (await page(`/en/lawyers/${lawyerId}`)).html;
    expect(en).toContain('Licence verified Nov 2026');
    expect(en).toContain('Lawyers Council of Thailand in Nov 2026');
    const howTo = await page('/en/how-we-verify');
    expect(howTo.status).toBe(200);
    expect(howTo.html).toContain('<h1');
    expect(howTo.html).toContain('How we verify lawyers');
    expect((await page('/zh/how-we-verify')).html).toContain('我们如何审核律师');
  });

  it('shows a listing without a picture as its initials, never as an image', async () => {
    const html = (await page(`/th/lawyers/${lawyerId}`)).html;
    const avatar = /<span[^>]*data-testid="avatar-initials"[^>]*>([^<]*)<\/span>/.exec(html);
    expect(avatar?.[1]).toBe('สจ');
    expect(avatar?.[0]).toMatch(/--avatar-hue:\s*\d+/);
    expect(html).not.toMatch(/<img[^>]*alt="สมชาย ใจดี"/);
  });

  it('shows several featured lawyers on home, and a distinct icon on each "why us" card', async () => {
    const html = (await page('/th')).html;
    expect(html).toContain('data-testid="featured-card"');
    const more = html.slice(html.indexOf('data-testid="featured-more"'));
    for (const name of ['วิชัย แสงทอง', 'เอกชัย โชติช่วง', 'นภา ศรีสุข']) expect(more).toContain(name);
    const icons = [
      ...html.matchAll(/data-testid="why-point"[^>]*>\s*<svg[^>]*><use href="[^"#]*#([a-z-]+)"/g),
    ].map((m) => m[1]);
    expect(icons).toHaveLength(3);
    expect(new Set(icons).size).toBe(3);
    // The quick search folds its four filters under "more filters"; the name field stays outside.
    expect(html).toContain('data-testid="more-filters"');
    expect(html).toContain('ตัวกรองเพิ่มเติม');
  });

  it('counts the footer year in the Buddhist era on /th only, and links the LINE account', async () => {
    const bangkokYear = () =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()),
      );
    // Read before and after the pages, so that a run across midnight of New Year's Eve in Bangkok takes either.
    const before = bangkokYear();
    const th = (await page('/th/about')).html;
    const en = (await page('/en/about')).html;
    const years = new Set([before, bangkokYear()]);
    const footerYear = (html: string) => Number(/© (\d{4})/.exec(html)?.[1]);
    expect(years).toContain(footerYear(th) - 543);
    expect(years).toContain(footerYear(en));
    const lineLink = `href="https://line.me/R/ti/p/%40tanai-test"`;
    expect(th).toContain(`data-testid="footer-line"`);
    expect(th).toContain(lineLink);
    expect((await page('/th/emergency')).html).toContain(lineLink);
  });

  it('lists the checked legal-help numbers on the emergency page', async () => {
    const th = (await page('/th/emergency')).html;
    expect(th).toContain('href="tel:1567"');
    expect(th).toContain('ศูนย์ดำรงธรรม');
    expect(th).toContain('href="tel:1111"');
    expect(th).toContain('โทร 1111 แล้วกด 77');
    expect((await page('/en/emergency')).html).toContain('Call 1111, then press 77');
  });

  it('titles the not-found page in Thai on /th', async () => {
    const res = await page('/th/no-such-page');
    expect(res.status).toBe(404);
    expect(/<title>([^<]*)<\/title>/.exec(res.html)?.[1]).toMatch(/^ไม่พบหน้าที่ต้องการ/);
  });

  it('writes message times like the other dates of a question (no 24/11/69)', async () => {
    const html = (await page(`/th/question/${questionId}`, askerCookie)).html;
    expect(html).toContain('สวัสดีครับ');
    expect(html).toContain('24 พ.ย. 2569 14:05');
    expect(html).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2}\b/);
  });
});

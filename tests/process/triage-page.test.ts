import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAGE_RATE_LIMIT, TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import { openDatabase } from '#server/db/client.ts';
import { publicAnswers } from '#server/db/schema/index.ts';
import { createLawyerWithUser, createQuestion, createUser } from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The case-triage assistant's page (docs/product-rules.md, "Case triage") as the production build sends it, used
// without JavaScript: its form posting the text to the page's action, the triage, the urgency banner and the link
// to the ask form filled in ahead.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const labourLawyer = await createLawyerWithUser(database.db, {
    name: 'ทนายแรงงาน เชียงใหม่',
    nameLatin: 'thanairaengngan chiangmai',
    province: 'เชียงใหม่',
    experienceAreas: ['แรงงาน'],
    rating: 4.6,
    reviews: 5,
  });
  await createLawyerWithUser(database.db, {
    name: 'ทนายแรงงาน กรุงเทพ',
    province: 'กรุงเทพมหานคร',
    experienceAreas: ['แรงงาน'],
  });
  await createLawyerWithUser(database.db, {
    name: 'ทนายอาญา',
    province: 'เชียงใหม่',
    experienceAreas: ['อาญา'],
  });
  // A published answer on labour in Chiang Mai: a similar question of the labour texts.
  const asker = await createUser(database.db);
  const question = await createQuestion(database.db, { askerId: asker.id, specialties: ['แรงงาน'] });
  await database.db.insert(publicAnswers).values({
    questionId: question.id,
    lawyerId: labourLawyer.id,
    lang: 'th',
    caseType: 'แรงงาน',
    province: 'เชียงใหม่',
    slug: 'severance-chiang-mai',
    title: 'ถูกเลิกจ้างโดยไม่ได้ค่าชดเชย',
    questionText: 'ถูกเลิกจ้าง',
    answerText: 'คำตอบ',
    status: 'published',
    publishedAt: new Date('2026-11-20T03:00:00Z'),
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let ips = 0;
/** Each request from its own client address (the proxy's header is trusted), but where the rate limit is tested. */
const nextIp = () => `10.9.${Math.floor(++ips / 250)}.${ips % 250}`;

/** The page, or what its form answers to `text` (a plain POST, as a browser without JavaScript sends it). */
const page = async (lang: string, text?: string, ip = nextIp()) => {
  const res =
    text === undefined
      ? await fetch(`${server.url}/${lang}/ai`)
      : await fetch(`${server.url}/${lang}/ai`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: server.url,
            'x-forwarded-for': ip,
          },
          body: new URLSearchParams({ text }),
        });
  return { status: res.status, html: await res.text() };
};

const decodeEntities = (s: string) =>
  s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

/** The href of the element with this test id. */
const hrefOf = (html: string, testId: string) => {
  const tag = html.match(new RegExp(`<a[^>]*data-testid="${testId}"[^>]*>`))?.[0];
  return tag ? decodeEntities(tag.match(/href="([^"]*)"/)?.[1] ?? '') : null;
};

const LABOUR = {
  th: { text: 'ฉันถูกนายจ้างที่เชียงใหม่เลิกจ้างโดยไม่จ่ายค่าชดเชย', label: 'แรงงาน', province: 'เชียงใหม่' },
  en: {
    text: 'My employer in Chiang Mai fired me without notice and will not pay my severance',
    label: 'Labour',
    province: 'Chiang Mai',
  },
  zh: { text: '我在清迈的公司突然把我开除了，老板不给工资也不给赔偿', label: '劳动', province: '清迈' },
} as const;

const TITLES = { th: 'ผู้ช่วยคัดกรองคดี', en: 'Case-triage assistant', zh: '案件评估助手' } as const;

describe('the case-triage assistant page', () => {
  for (const lang of ['th', 'en', 'zh'] as const) {
    it(`${lang}: an empty text shows just the form, a plain page without scripts`, async () => {
      const { status, html } = await page(lang);
      expect(status).toBe(200);
      expect(html).toContain(`<h1`);
      expect(html).toContain(TITLES[lang]);
      const form = html.match(new RegExp(`<form[^>]*action="/${lang}/ai"[^>]*>`))?.[0];
      expect(form).toContain('method="post"');
      expect(html).toMatch(/<textarea[^>]*name="text"/);
      expect(html).toContain(`maxLength="${TRIAGE_TEXT_MAX}"`);
      expect(html).not.toContain('data-testid="triage-results"');
      expect(html).not.toContain('role="alert"');
      // No React in the browser (app/lib/page-scripts.ts).
      expect(html).not.toContain('window.__reactRouterContext');
      const blank = await page(lang, '   ');
      expect(blank.status).toBe(200);
      expect(blank.html).not.toContain('data-testid="triage-results"');
    });

    it(`${lang}: a labour question gives the case type, the words that decided, the province, lawyers and the ask link`, async () => {
      const { text, label, province } = LABOUR[lang];
      const { status, html } = await page(lang, text);
      expect(status).toBe(200);
      expect(html).toContain('data-case-type="labour"');
      expect(html).toContain(label);
      expect(html).toContain('data-testid="triage-word"');
      expect(html).toMatch(/\d+\s?%/);
      expect(html).toContain(province);
      // The lawyer in the page's language: the Thai name on /th, the romanised one on /en and /zh
      expect(html).toContain(lang === 'th' ? 'ทนายแรงงาน เชียงใหม่' : 'Thanairaengngan Chiangmai');
      if (lang !== 'th') expect(html).not.toContain('ทนายแรงงาน เชียงใหม่');
      expect(html).not.toContain('ทนายอาญา');
      // A similar published answer, linked in the page's language
      expect(html).toContain(`href="/${lang}/answers/severance-chiang-mai"`);
      expect(html).toContain('ถูกเลิกจ้างโดยไม่ได้ค่าชดเชย');
      // No legal aid where nothing points to it
      expect(html).not.toContain('data-testid="legal-aid"');
      // The text stays in the form, and the counter says its length.
      expect(html).toContain(`${text.length} / ${TRIAGE_TEXT_MAX}`);
      const ask = new URL(hrefOf(html, 'triage-ask')!, server.url);
      expect(ask.pathname).toBe(`/${lang}/ask`);
      expect(ask.searchParams.get('content')).toBe(text);
      expect(ask.searchParams.getAll('specialties')).toEqual(['แรงงาน']);
      expect(ask.searchParams.get('province')).toBe('เชียงใหม่');
      expect(html).not.toContain('data-testid="triage-urgent"');
    });
  }

  it('shows the urgency banner first: the hotline first, the emergency numbers, a lawyer today and the Justice Fund', async () => {
    const text = 'My husband was arrested last night and is at the police station now';
    const { html } = await page('en', text);
    expect(html).toContain('role="alert"');
    expect(html).toContain('This may need help today');
    for (const number of ['191', '1669', '1155', '1300', '1567', '1111'])
      expect(html).toContain(`href="tel:${number}"`);
    // The lawyers' hotline is the banner's first action, a button before every other number
    const banner = html.slice(html.indexOf('data-testid="triage-urgent"'));
    const firstTel = banner.match(/<a[^>]*href="tel:[^"]*"[^>]*>/)?.[0];
    expect(firstTel).toContain('data-testid="triage-urgent-hotline"');
    expect(hrefOf(html, 'triage-urgent-hotline')).toBe('tel:020000001');
    // 'Talk to a lawyer today' opens the ask form filled in ahead, not a search
    const ask = new URL(hrefOf(html, 'triage-urgent-lawyer')!, server.url);
    expect(ask.pathname).toBe('/en/ask');
    expect(ask.searchParams.get('content')).toBe(text);
    // Someone held: the Justice Fund for bail, with when it applies
    expect(html).toContain('data-legal-aid="justice_fund"');
    expect(html).toContain('Money for bail, court fees and a lawyer');
    expect(html).not.toContain('data-legal-aid="lawyers_council"');
    expect(html.indexOf('data-testid="triage-urgent"')).toBeLessThan(html.indexOf('name="text"'));
    // The words that made it urgent.
    expect(html).toMatch(
      /data-testid="triage-urgent-because">From what you wrote:(?:<!-- -->)? (?:<!-- -->)?<span[^>]*>“[^”]*arrested/,
    );
    const th = (await page('th', 'สามีถูกตำรวจจับเมื่อคืน ตอนนี้อยู่ที่สถานีตำรวจ ต้องประกันตัว')).html;
    expect(th).toContain('เรื่องนี้อาจต้องได้รับความช่วยเหลือวันนี้');
    expect(th).toContain('href="tel:191"');
  });

  it("points someone who cannot pay to the Lawyers Council's legal aid, and the emergency page lists both", async () => {
    const { html } = await page('zh', '我被公司解雇了，请不起律师');
    expect(html).toContain('data-legal-aid="justice_fund"');
    expect(html).toContain('data-legal-aid="lawyers_council"');
    expect(html).toContain('为请不起律师的人提供免费咨询和代理律师');
    expect(html).toContain('href="https://www.lawyerscouncil.or.th"');
    for (const [lang, when] of [
      ['th', 'เงินประกันตัว ค่าธรรมเนียมศาล'],
      ['en', 'for people who cannot pay a lawyer'],
      ['zh', '保释金、诉讼费'],
    ] as const) {
      const emergency = await (await fetch(`${server.url}/${lang}/emergency`)).text();
      expect(emergency, lang).toContain('data-legal-aid="justice_fund"');
      expect(emergency, lang).toContain('data-legal-aid="lawyers_council"');
      expect(emergency, lang).toContain(when);
    }
  });

  it(`triages a text of ${TRIAGE_TEXT_MAX} Thai characters and links to the ask form with all of it`, async () => {
    const text = `ถูกเลิกจ้างไม่จ่ายค่าชดเชย ${'ก'.repeat(TRIAGE_TEXT_MAX)}`.slice(0, TRIAGE_TEXT_MAX);
    const { status, html } = await page('th', text);
    expect(status).toBe(200);
    expect(html).toContain('data-case-type="labour"');
    expect(html).toContain(`${TRIAGE_TEXT_MAX} / ${TRIAGE_TEXT_MAX}`);
    // Some 18,000 bytes in the address: more than Node's default limit of a request's head (server/entry.ts).
    const ask = await fetch(new URL(hrefOf(html, 'triage-ask')!, server.url));
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain(text.slice(-50));
  });

  it('refuses a text that is too long with a translated error on the field, and keeps the form', async () => {
    const long = 'ก'.repeat(TRIAGE_TEXT_MAX + 1);
    for (const [lang, message] of [
      ['th', `ข้อความยาวเกิน ${TRIAGE_TEXT_MAX} ตัวอักษร`],
      ['en', `The text is longer than ${TRIAGE_TEXT_MAX} characters`],
      ['zh', `内容超过 ${TRIAGE_TEXT_MAX} 个字符`],
    ] as const) {
      const { status, html } = await page(lang, long);
      expect(status).toBe(400);
      expect(html).toContain(message);
      expect(html).toContain('id="triage-text-error"');
      expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
      expect(html).not.toContain('data-testid="triage-results"');
    }
  });

  it(`is rate limited per client address as the API is (${TRIAGE_RATE_LIMIT.max} a minute), in the page's language`, async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < TRIAGE_RATE_LIMIT.max; i++)
      expect((await page('en', 'fired without severance', ip)).status).toBe(200);
    const refused = await page('en', 'fired without severance', ip);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('You are sending texts to the case-triage assistant too often.');
    expect(refused.html).not.toContain('data-testid="triage-results"');
    const th = await page('th', 'ถูกเลิกจ้าง', ip);
    expect(th.status).toBe(429);
    expect(th.html).toContain('คุณส่งข้อความให้ผู้ช่วยคัดกรองคดีถี่เกินไป');
    // Another address is not held back.
    expect((await page('en', 'fired without severance')).status).toBe(200);
  });
});

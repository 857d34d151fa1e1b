import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { TRIAGE_RATE_LIMIT, TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import { publicAnswers } from '#server/db/schema/index.ts';
import { createLawyerWithUser, createQuestion, createUser } from '../factories.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let ips = 0;
/** Each test asks from its own client address (the per-address limit stays out of the way but where tested). */
const nextIp = () => `10.7.${Math.floor(++ips / 250)}.${ips % 250}`;

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  // Labour lawyers: two in Chonburi (one better rated), one in Bangkok, one not verified; a family lawyer.
  await createLawyerWithUser(db, {
    name: 'ทนายแรงงาน ชลบุรี',
    province: 'ชลบุรี',
    experienceAreas: ['แรงงาน'],
    rating: 4.6,
    reviews: 12,
  });
  await createLawyerWithUser(db, {
    name: 'ทนายแรงงาน ศรีราชา',
    province: 'ชลบุรี',
    experienceAreas: ['แรงงาน'],
    rating: 4.1,
    reviews: 4,
  });
  await createLawyerWithUser(db, {
    name: 'ทนายแรงงาน กรุงเทพ',
    province: 'กรุงเทพมหานคร',
    experienceAreas: ['แรงงาน'],
    rating: 4.9,
    reviews: 30,
  });
  await createLawyerWithUser(db, {
    name: 'ทนายยังไม่ยืนยัน',
    province: 'ชลบุรี',
    experienceAreas: ['แรงงาน'],
    verified: false,
  });
  await createLawyerWithUser(db, { name: 'ทนายครอบครัว', province: 'ชลบุรี', experienceAreas: ['ครอบครัว'] });
  // Published answers on labour (by a verified lawyer): one in Bangkok, then (newer) one in Chonburi and two more; one not yet published.
  const answerer = await createLawyerWithUser(db, {
    name: 'ทนายผู้ตอบ',
    nameEn: 'Answering Lawyer',
    province: 'กรุงเทพมหานคร',
    // Verified (only their answers are public), of another case type, so that the labour lawyers above stay the
    // triage's suggestions.
    experienceAreas: ['ทรัพย์สินทางปัญญา'],
  });
  const asker = await createUser(db);
  const answers = [
    { slug: 'bangkok-severance', province: 'กรุงเทพมหานคร', days: 1 },
    { slug: 'chonburi-severance', province: 'ชลบุรี', days: 5 },
    { slug: 'unpaid-overtime', province: null, days: 2 },
    { slug: 'dismissed-without-notice', province: null, days: 3 },
    { slug: null, province: 'ชลบุรี', days: 0 },
  ];
  for (const a of answers) {
    const question = await createQuestion(db, { askerId: asker.id, specialties: ['แรงงาน'] });
    await db.insert(publicAnswers).values({
      questionId: question.id,
      lawyerId: answerer.id,
      lang: 'th',
      caseType: 'แรงงาน',
      province: a.province,
      title: `คำถาม ${a.slug ?? 'ยังไม่เผยแพร่'}`,
      questionText: 'ถูกเลิกจ้าง',
      ...(a.slug
        ? {
            slug: a.slug,
            answerText: 'คำตอบ',
            status: 'published' as const,
            publishedAt: new Date(Date.UTC(2026, 10, 20) - a.days * 86_400_000),
          }
        : { status: 'awaiting_review' as const }),
    });
  }
});
afterAll(() => server.close());

const triage = (text: string, lang = 'th', ip = nextIp()) =>
  server.request(`/api/triage?text=${encodeURIComponent(text)}&lang=${lang}`, {}, ip);

interface Answer {
  caseTypes: { key: string; value: string; label: string; score: number; because: string[] }[];
  province: string | null;
  urgent: boolean;
  urgentBecause: string[];
  hotline: string | null;
  lawyers: { id: string; name: string; province: string; experienceAreas: string[] }[];
  legalAid: { key: string; phone: string | null; press: string | null; label: string; when: string }[];
  similarAnswers: {
    slug: string;
    href: string;
    title: string;
    province: string | null;
    lawyer: { name: string };
  }[];
}

describe('GET /api/triage', () => {
  it('answers the case types, province, urgency and three lawyers who fit, ranked as auto-match ranks them', async () => {
    const res = await triage('บริษัทเลิกจ้างผมโดยไม่บอกล่วงหน้า ไม่จ่ายค่าชดเชย ผมทำงานที่ศรีราชามา 6 ปี', 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Answer;
    expect(body.caseTypes[0]).toMatchObject({ key: 'labour', value: 'แรงงาน', label: 'Labour' });
    expect(body.caseTypes[0]!.because.length).toBeGreaterThan(0);
    for (const c of body.caseTypes) {
      expect(CASE_TYPE_VALUES).toContain(c.value);
      expect(c.score).toBeGreaterThan(0);
    }
    const scores = body.caseTypes.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.001);
    expect(body.province).toBe('ชลบุรี');
    expect(body.urgent).toBe(false);
    // Same province first, then by rating; never an unverified listing.
    expect(body.lawyers.map((l) => l.name)).toEqual([
      'ทนายแรงงาน ชลบุรี',
      'ทนายแรงงาน ศรีราชา',
      'ทนายแรงงาน กรุงเทพ',
    ]);
  });

  it('says when help is needed today, and why, with the hotline to call first and the Justice Fund for bail', async () => {
    const body = (await (
      await triage('My husband was arrested last night and is at the police station now', 'en')
    ).json()) as Answer;
    expect(body.urgent).toBe(true);
    expect(body.urgentBecause.length).toBeGreaterThan(0);
    expect(body.hotline).toBe('02-000-0001');
    expect(body.legalAid).toEqual([
      {
        key: 'justice_fund',
        phone: '1111',
        press: '77',
        label: 'Justice Fund, Ministry of Justice',
        when: 'Money for bail, court fees and a lawyer, for people who cannot afford them',
        website: null,
      },
    ]);
  });

  it("gives the Lawyers Council's legal aid to someone who cannot pay, in the page's language, and none otherwise", async () => {
    const poor = (await (await triage('ถูกเลิกจ้าง ไม่มีเงินจ้างทนาย', 'zh')).json()) as Answer;
    expect(poor.hotline).toBeNull();
    expect(poor.legalAid.map((a) => a.key)).toEqual(['justice_fund', 'lawyers_council']);
    expect(poor.legalAid[1]).toMatchObject({ phone: null, label: '泰国律师公会法律援助' });
    const other = (await (await triage('เพื่อนบ้านสร้างรั้วรุกล้ำที่ดินของเรา', 'th')).json()) as Answer;
    expect(other.legalAid).toEqual([]);
  });

  it("links up to three similar published answers, the province's first, in the page's language", async () => {
    const body = (await (
      await triage('บริษัทเลิกจ้างผมโดยไม่บอกล่วงหน้า ไม่จ่ายค่าชดเชย ผมทำงานที่ศรีราชามา 6 ปี', 'en')
    ).json()) as Answer;
    expect(body.similarAnswers.map((a) => a.slug)).toEqual([
      'chonburi-severance',
      'bangkok-severance',
      'unpaid-overtime',
    ]);
    expect(body.similarAnswers[0]).toMatchObject({
      href: '/en/answers/chonburi-severance',
      province: 'ชลบุรี',
      lawyer: { name: 'Answering Lawyer' },
    });
    // Another case type: none of these
    const family = (await (await triage('อยากหย่ากับสามี แบ่งสินสมรสอย่างไร', 'th')).json()) as Answer;
    expect(family.similarAnswers).toEqual([]);
  });

  it('answers empty lists for empty, missing or meaningless text, never an error', async () => {
    for (const path of [
      '/api/triage',
      '/api/triage?text=',
      '/api/triage?text=%21%21%21%20123',
      '/api/triage?text=qwxz%20zzkq&lang=xx',
    ]) {
      const res = await server.request(path, {}, nextIp());
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        caseTypes: [],
        province: null,
        urgent: false,
        urgentBecause: [],
        hotline: null,
        lawyers: [],
        legalAid: [],
        similarAnswers: [],
      });
    }
  });

  it(`refuses a text over ${TRIAGE_TEXT_MAX} characters in the page's language`, async () => {
    const long = 'ก'.repeat(TRIAGE_TEXT_MAX + 1);
    const th = await triage(long, 'th');
    expect(th.status).toBe(400);
    expect(await th.json()).toEqual({
      code: 'TEXT_TOO_LONG',
      message: `ข้อความยาวเกิน ${TRIAGE_TEXT_MAX} ตัวอักษร กรุณาเล่าให้สั้นลง`,
    });
    const zh = await triage(long, 'zh');
    expect(((await zh.json()) as { message: string }).message).toContain('内容超过');
    expect((await triage('ก'.repeat(TRIAGE_TEXT_MAX), 'th')).status).toBe(200);
  });

  it('limits each client address, with Retry-After and a translated message; another address goes on', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < TRIAGE_RATE_LIMIT.max; i++) expect((await triage('หย่า', 'th', ip)).status).toBe(200);
    const refused = await triage('หย่า', 'en', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message:
        'You are sending texts to the case-triage assistant too often. Please wait a moment and try again.',
    });
    expect((await triage('หย่า', 'th', '10.8.0.2')).status).toBe(200);
  });
});

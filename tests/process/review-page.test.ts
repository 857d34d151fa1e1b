import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerName } from '#domain/lawyer-names.ts';
import { REVIEW_BURST_LIMIT } from '#domain/reviews.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { openDatabase } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/index.ts';
import {
  openAppointmentReviewRight,
  openQuestionReviewRight,
} from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createQuestion,
  createReviewRight,
  createSession,
  createUser,
  ESTABLISHED,
  inviteLawyer,
} from '#tests/factories.ts';
import { ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import { migratedDataDir, postPageForm } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The review page (docs/product-rules.md, "Reviews") in the production build: the form works without
// JavaScript (a plain form post), refuses personal data at its field with nothing stored, publishes and goes to
// the lawyer's profile with a flash message; someone else's right is the not-found page, a signed-out visitor
// signs in first; a lapsed or used right is explained without the form; the account and question pages link to
// the rights.

let server: ServerProcess;
let dataDir: string;
let askerCookie: string;
let otherCookie: string;
let rightId: string;
let lapsedRightId: string;
let lawyerId: string;
let questionId: string;
let heldRightId: string;
let scriptRightId: string;
let scriptLawyerId: string;
let meetingRightId: string;
let database: Awaited<ReturnType<typeof openDatabase>> | null = null;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  const asker = await createUser(db, {
    email: 'asker@example.test',
    name: 'สมหญิง รักดี',
    createdAt: ESTABLISHED,
  });
  const lawyer = await createLawyerWithUser(db, { name: 'ทนาย รีวิวดี' });
  lawyerId = lawyer.id;
  const question = await createQuestion(db, { askerId: asker.id, status: 'assigned', title: 'สัญญาเช่า' });
  questionId = question.id;
  await inviteLawyer(db, question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
  await openQuestionReviewRight(db, question.id, lawyer.user.id);
  // A right opened 100 days ago has lapsed (90 days).
  const old = await createLawyerWithUser(db, { name: 'ทนาย เก่าแก่' });
  const oldQuestion = await createQuestion(db, { askerId: asker.id, status: 'assigned' });
  await inviteLawyer(db, oldQuestion.id, old.id, old.user.id, { status: 'accepted' });
  await openQuestionReviewRight(db, oldQuestion.id, old.user.id, new Date(Date.now() - 100 * 86_400_000));
  const rights = await db.query.reviewRights.findMany({ where: (r, { eq }) => eq(r.userId, asker.id) });
  rightId = rights.find((r) => r.lawyerId === lawyer.id)!.id;
  lapsedRightId = rights.find((r) => r.lawyerId === old.id)!.id;
  // A lawyer reviewed REVIEW_BURST_LIMIT times today: the asker's review of them is one too many, and held.
  const busy = await createLawyerWithUser(db, { name: 'ทนาย ยอดนิยม' });
  for (let i = 0; i <= REVIEW_BURST_LIMIT; i++) {
    const person = i === REVIEW_BURST_LIMIT ? asker : await createUser(db, { createdAt: ESTABLISHED });
    const q = await createQuestion(db, { askerId: person.id, status: 'assigned' });
    await inviteLawyer(db, q.id, busy.id, busy.user.id, { status: 'accepted' });
    await openQuestionReviewRight(db, q.id, busy.user.id);
    const [right] = await db.query.reviewRights.findMany({ where: (r, { eq }) => eq(r.questionId, q.id) });
    if (person === asker) heldRightId = right!.id;
    else await submitReview(db, person, { ...form(), text: '', rightId: right!.id });
  }
  // A right reviewed in a browser with JavaScript.
  const scripted = await createLawyerWithUser(db, { name: 'ทนาย สคริปต์' });
  scriptLawyerId = scripted.id;
  ({ id: scriptRightId } = await createReviewRight(db, { userId: asker.id, lawyerId: scripted.id }));
  // An appointment with another lawyer, marked completed: its right waits for the asker's word on the meeting.
  const met = await createLawyerWithUser(db, { name: 'ทนาย นัดพบ' });
  const appointment = await createAppointment(db, {
    userId: asker.id,
    lawyerId: met.id,
    status: 'completed',
  });
  await openAppointmentReviewRight(db, appointment.id);
  meetingRightId = (
    await db.query.reviewRights.findMany({ where: (r, { eq }) => eq(r.appointmentId, appointment.id) })
  )[0]!.id;
  askerCookie = await createSession(db, asker.id);
  const other = await createUser(db, { email: 'other@example.test' });
  otherCookie = await createSession(db, other.id);
  await database.close();
  database = null;
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const page = async (pathname: string, cookie?: string) => {
  const res = await fetch(`${server.url}${pathname}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), res };
};

const form = (extra: Record<string, string> = {}) => ({
  stars: '5',
  communication: '4',
  responsiveness: '5',
  valueForMoney: '4',
  text: 'อธิบายขั้นตอนชัดเจน ตอบเร็ว',
  showName: 'on',
  ...extra,
});

/** The reviews stored, read through a server page: the database belongs to the running server (PGlite). */
async function storedReviews() {
  const res = await page('/th/account', askerCookie);
  return res.html;
}

describe('the review page', () => {
  it('sends a signed-out visitor to sign in, with the page as next', async () => {
    const res = await page(`/th/review/${rightId}`);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/th/auth?next=${encodeURIComponent(`/th/review/${rightId}`)}`);
  });

  it('answers the not-found page for someone else’s right and for an unknown one, without the lawyer', async () => {
    for (const [id, cookie] of [
      [rightId, otherCookie],
      ['3f1c0b8e-0000-4000-8000-000000000001', askerCookie],
      ['not-a-uuid', askerCookie],
    ] as const) {
      const res = await page(`/th/review/${id}`, cookie);
      expect(res.status).toBe(404);
      expect(res.html).not.toContain('ทนาย รีวิวดี');
    }
    const post = await postPageForm(server.url, `/th/review/${rightId}`, otherCookie, form());
    expect(post.status).toBe(404);
    expect(await post.text()).not.toContain('ทนาย รีวิวดี');
  });

  it('shows the form: the lawyer, that it is public, star radios with words, the name preview', async () => {
    const { status, html } = await page(`/en/review/${rightId}`, askerCookie);
    expect(status).toBe(200);
    // On /en the lawyer is named in Latin letters (the romanised Thai name the server writes), never in Thai script.
    const romanised = lawyerName({ name: 'ทนาย รีวิวดี', nameLatin: latinSpellings('ทนาย รีวิวดี') }, 'en');
    expect(romanised).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(html).toContain(romanised);
    expect(html).not.toContain('ทนาย รีวิวดี');
    expect(html).toContain('public');
    expect(html).toMatch(/<form[^>]*method="post"/);
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([tag]) => tag);
    for (const name of ['stars', 'communication', 'responsiveness', 'valueForMoney'])
      expect(radios.filter((tag) => tag.includes(`name="${name}"`))).toHaveLength(5);
    expect(html).toContain('5 stars, excellent');
    expect(html).toMatch(/Show my name as(<!-- -->)? «<span lang="th">สมหญิง ร\.<\/span>»/);
    expect(html).toContain('2000');
  });

  it('asks first whether an appointment’s meeting took place; a review before the yes is refused, the yes without JavaScript shows the form', async () => {
    const before = await page(`/th/review/${meetingRightId}`, askerCookie);
    expect(before.status).toBe(200);
    expect(before.html).toContain('data-testid="meeting-form"');
    expect(before.html).toContain('การนัดหมายนี้เกิดขึ้นจริงหรือไม่');
    expect(before.html).toContain('ใช่ ฉันได้พบทนายตามนัดแล้ว');
    expect(before.html).not.toContain('name="stars"');
    const early = await postPageForm(server.url, `/th/review/${meetingRightId}`, askerCookie, form());
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('กรุณายืนยันก่อนว่าการนัดหมายเกิดขึ้นจริง');
    const yes = await postPageForm(server.url, `/th/review/${meetingRightId}`, askerCookie, {
      intent: 'confirmMeeting',
    });
    expect(yes.status).toBe(302);
    expect(yes.headers.get('location')).toBe(`/th/review/${meetingRightId}`);
    const after = await page(`/th/review/${meetingRightId}`, askerCookie);
    expect(after.html).not.toContain('data-testid="meeting-form"');
    expect(after.html).toContain('name="stars"');
  });

  it('refuses personal data at the text field without JavaScript, storing nothing, and keeps what was typed', async () => {
    const text = 'โทรหาผมได้ที่ 081-234-5678';
    const res = await postPageForm(server.url, `/th/review/${rightId}`, askerCookie, form({ text }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('กรุณาลบเบอร์โทรศัพท์');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(html).toContain(text);
    expect(html).toMatch(/value="5" checked=""|checked="" value="5"/);
    expect(await storedReviews()).not.toContain('data-testid="my-reviews"');
  });

  it('lists the open right on the account and question pages', async () => {
    const account = await page('/th/account', askerCookie);
    expect(account.html).toContain('รีวิวที่คุณเขียนได้');
    expect(account.html).toContain(`href="/th/review/${rightId}"`);
    expect(account.html).not.toContain(`href="/th/review/${lapsedRightId}"`);
    const question = await page(`/th/question/${questionId}`, askerCookie);
    expect(question.html).toContain('data-testid="question-review-links"');
    expect(question.html).toContain(`href="/th/review/${rightId}"`);
  });

  it('publishes a review posted without JavaScript and goes to the profile with a flash message', async () => {
    const res = await postPageForm(server.url, `/th/review/${rightId}`, askerCookie, form());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/th/lawyers/${lawyerId}`);
    const flash = res.headers.getSetCookie().find((c) => c.startsWith('tanai_flash='));
    expect(flash).toBeDefined();
    const profile = await page(`/th/lawyers/${lawyerId}`, `${askerCookie}; ${flash!.split(';')[0]}`);
    expect(profile.html).toContain('เผยแพร่รีวิวของคุณแล้ว');

    const account = await page('/th/account', askerCookie);
    expect(account.html).toContain('data-testid="my-reviews"');
    expect(account.html).toContain('เผยแพร่แล้ว');
    expect(account.html).not.toContain(`href="/th/review/${rightId}"`);
    const question = await page(`/th/question/${questionId}`, askerCookie);
    expect(question.html).not.toContain('data-testid="question-review-links"');
  });

  it('sends a held review to the account page, which says it waits for a check', async () => {
    const res = await postPageForm(server.url, `/en/review/${heldRightId}`, askerCookie, form());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/account');
    const flash = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('tanai_flash='))!
      .split(';')[0];
    const account = await page('/en/account', `${askerCookie}; ${flash}`);
    expect(account.html).toContain('It will appear once an administrator has checked it.');
    expect(account.html).toContain('Waiting for a check');
  });

  it('explains a used right and a lapsed one, without the form', async () => {
    const used = await page(`/th/review/${rightId}`, askerCookie);
    expect(used.status).toBe(200);
    expect(used.html).toContain('คุณรีวิวแล้ว');
    expect(used.html).not.toContain('type="radio"');
    const lapsed = await page(`/en/review/${lapsedRightId}`, askerCookie);
    expect(lapsed.status).toBe(200);
    expect(lapsed.html).toContain('This review right has lapsed');
    expect(lapsed.html).not.toContain('type="radio"');
    // A second post is refused with its message.
    const again = await postPageForm(server.url, `/th/review/${rightId}`, askerCookie, form());
    expect(again.status).toBe(409);
  });
});

describe('the review page with JavaScript', () => {
  it('takes the stars from the keyboard, shows a refusal at its field, and publishes', async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: ensureHeadlessShell(),
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      await context.addCookies(
        askerCookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/en/review/${scriptRightId}`);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      // Overall stars with the keyboard: focus the group's first radio, arrows move and choose.
      await page.getByRole('radio', { name: '1 star, very poor' }).first().focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('input[name="stars"]:checked').getAttribute('value')).toBe('4');
      for (const name of ['Communication', 'Responsiveness', 'Value for money'])
        await page.getByRole('group', { name }).getByRole('radio', { name: '5 stars, excellent' }).check();
      // Each choice is at least 44 px high on a phone.
      const box = await page
        .getByRole('radio', { name: '5 stars, excellent' })
        .first()
        .locator('..')
        .boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await page.getByLabel('Your experience (optional)').fill('Write to me at someone@example.com');
      await page.getByText('34 / 2000 characters').waitFor();
      await page.getByRole('button', { name: 'Send the review' }).click();
      // Checked in the browser with the service's schema: the message at the field, the field focused.
      await page.getByText('Please remove phone numbers').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-text');

      await page.getByLabel('Your experience (optional)').fill('Clear and quick answers.');
      await page.getByRole('button', { name: 'Send the review' }).click();
      await page.waitForURL(`${server.url}/en/lawyers/${scriptLawyerId}`);
      await page.getByText('Your review is published.').waitFor();
    } finally {
      await browser.close();
    }
  });
});

// The stored review itself is checked through the running server's pages above; this reads it once the server
// is gone (PGlite: one process at a time).
describe('what was stored', () => {
  it('is one published review with the first name and last initial', async () => {
    await server.stop();
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const rows = await database.db.select().from(reviews).where(eq(reviews.lawyerId, lawyerId));
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'published', authorName: 'สมหญิง ร.', stars: 5 });
  });
});

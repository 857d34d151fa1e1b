import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, PAYMENTS_PAGE_SIZE, THREAD_PAGE_SIZE } from '#domain/limits.ts';
import { openDatabase } from '#server/db/client.ts';
import {
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createSession,
  createUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The inbox's pagers and a thread's "earlier messages" are plain links in the server's HTML: without JavaScript a
// click is a GET of the address they name, which shows the next page (the other lists' pages kept) or the earlier
// messages.

let server: ServerProcess;
let cookie: string;
let questionId: string;
const QUESTIONS = INBOX_PAGE_SIZE + 5;
const MESSAGES = THREAD_PAGE_SIZE + 10;

beforeAll(async () => {
  const dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  const asker = await createUser(db, { email: 'paging-asker@example.test' });
  const lawyer = await createLawyerWithUser(db, {});
  const start = Date.now() - 24 * 3600_000;
  // Each unpaid: every one is also a fee due.
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await createQuestion(db, { askerId: asker.id, createdAt: new Date(start + i * 60_000) });
    questionId = q.id;
  }
  await inviteLawyer(db, questionId, lawyer.id, lawyer.user.id, { status: 'accepted' });
  for (let i = 0; i < MESSAGES; i++)
    await createMessage(db, {
      questionId,
      senderUserId: i % 2 ? asker.id : lawyer.user.id,
      message: `ข้อความที่ ${i + 1}`,
      createdAt: new Date(start + 3600_000 + i * 1000),
    });
  cookie = await createSession(db, asker.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(() => server?.stop());

const get = (address: string) =>
  fetch(`${server.url}${address}`, { headers: { cookie }, redirect: 'manual' });

/** The address of the link whose tag holds `data-testid="<testId>"`, the n-th of them. */
function linkOf(html: string, testId: string, n = 0) {
  const tags = html.match(new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>`, 'g')) ?? [];
  const href = tags[n]?.match(/href="([^"]*)"/)?.[1];
  return href?.replaceAll('&amp;', '&');
}

const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe('paging without JavaScript', () => {
  it("pages the member's questions and fees due by plain links, each keeping the other's page", async () => {
    const first = await get('/th/inbox');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(count(html, 'my-question')).toBe(INBOX_PAGE_SIZE);
    expect(count(html, 'payment-due')).toBe(PAYMENTS_PAGE_SIZE);
    const questionsNext = linkOf(html, 'pager-next', 0)!;
    expect(questionsNext).toMatch(/^\/th\/inbox\?questions=[\w-]+$/);

    const second = await get(questionsNext);
    expect(second.status).toBe(200);
    const page2 = await second.text();
    expect(count(page2, 'my-question')).toBe(QUESTIONS - INBOX_PAGE_SIZE);
    // The fees due still on their first page, and their "next" keeps the questions' page.
    expect(count(page2, 'payment-due')).toBe(PAYMENTS_PAGE_SIZE);
    const paymentsNext = linkOf(page2, 'pager-next', 0)!;
    const params = new URL(paymentsNext, server.url).searchParams;
    expect(params.get('questions')).toBe(new URL(questionsNext, server.url).searchParams.get('questions'));
    expect(params.get('payments')).toMatch(/^[\w-]+$/);
    const both = await (await get(paymentsNext)).text();
    expect(count(both, 'my-question')).toBe(QUESTIONS - INBOX_PAGE_SIZE);
    expect(count(both, 'payment-due')).toBe(PAYMENTS_PAGE_SIZE);
    expect(linkOf(both, 'pager-first', 0)).toBe(`/th/inbox?payments=${params.get('payments')}`);
    // Each pager is a navigation landmark named after its own list, so a screen reader tells them apart.
    const pagers = [...both.matchAll(/<nav aria-label="([^"]+)"[^>]*data-testid="keyset-pager"/g)].map(
      (m) => m[1],
    );
    expect(pagers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pagers).size).toBe(pagers.length);
  });

  it('answers a bad inbox cursor with that list its first page, the message and 400', async () => {
    const answer = await get('/th/inbox?questions=nonsense');
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(count(html, 'my-question')).toBe(INBOX_PAGE_SIZE);
    expect(html).toContain('ลิงก์ของหน้านั้นใช้ไม่ได้');
  });

  it('shows the latest messages of a thread and the earlier ones by a plain link; a bad one gives the latest and 400', async () => {
    const page = await get(`/th/question/${questionId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(count(html, 'message')).toBe(THREAD_PAGE_SIZE);
    expect(html).toContain(`ข้อความที่ ${MESSAGES}<`);
    expect(html).not.toContain('ข้อความที่ 1<');
    const earlier = linkOf(html, 'earlier-messages')!;
    expect(earlier).toMatch(new RegExp(`^/th/question/${questionId}\\?before=[\\w-]+$`));

    const all = await get(earlier);
    expect(all.status).toBe(200);
    const allHtml = await all.text();
    expect(count(allHtml, 'message')).toBe(MESSAGES);
    expect(allHtml).toContain('ข้อความที่ 1<');
    expect(linkOf(allHtml, 'earlier-messages')).toBeUndefined();

    const bad = await get(`/th/question/${questionId}?before=nonsense`);
    expect(bad.status).toBe(400);
    expect(count(await bad.text(), 'message')).toBe(THREAD_PAGE_SIZE);
  });
});

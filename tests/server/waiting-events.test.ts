import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/index.ts';
import { matchContextOf } from '#server/runtime.ts';
import { inviteLawyers } from '#server/services/admin/questions/invite-lawyers.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { askQuestionAndMatch } from '#server/services/questions/ask-question.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { markQuestionRead } from '#server/services/questions/question-reads.ts';
import { createLawyerWithUser, createQuestion, createSession, createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { openReader } from './helpers/sse.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const RECHECK_MS = 100;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AUTH_SECRET, EVENT_STREAM_RECHECK_MS: String(RECHECK_MS) });
});
afterAll(() => server.close());

const db = () => server.database.db;

/** The person's counts stream, read as it comes; `last()` is the newest counts it sent. */
async function openCounts(userId: string) {
  const cookie = await createSession(db(), userId, { secret: AUTH_SECRET });
  const res = await server.request('/api/events/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const stream = openReader(res.body!);
  const all = () =>
    [...stream.state.text.matchAll(/event: counts\ndata: (.*)\n/g)].map(
      (m) => JSON.parse(m[1]!).counts as Record<string, number>,
    );
  const last = () => all().at(-1);
  return {
    stream,
    last,
    sent: () => all().length,
    /** Waits until the newest counts match `expected` (the fields given). */
    async until(expected: Record<string, number>) {
      const matches = () => {
        const counts = last();
        return !!counts && Object.entries(expected).every(([k, v]) => counts[k] === v);
      };
      await stream.until(matches);
      expect(last()).toMatchObject(expected);
    },
  };
}

describe(`the counts of what waits, live, on ${engineName()}`, () => {
  it('refuses a signed-out request', async () => {
    const res = await server.request('/api/events/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED' });
  });

  it("sends each person's own counts again when an invitation arrives, a message comes and a thread is read", async () => {
    const asker = await createUser(db());
    const stranger = await createUser(db());
    const { id: lawyerId, user: lawyer } = await createLawyerWithUser(db(), {});
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    const question = await createQuestion(db(), { askerId: asker.id, needsLawyerSince: new Date() });
    const ctx = matchContextOf(server.runtime);

    const askerCounts = await openCounts(asker.id);
    const lawyerCounts = await openCounts(lawyer.id);
    const adminCounts = await openCounts(admin.id);
    const strangerCounts = await openCounts(stranger.id);
    await lawyerCounts.until({ invitations: 0 });
    await adminCounts.until({ adminQueue: 1 });
    await askerCounts.until({ unreadQuestions: 0 });
    await strangerCounts.until({ unreadQuestions: 0 });

    // An admin invites the lawyer: an invitation waits for the lawyer.
    await inviteLawyers(db(), admin, question.id, [lawyerId], ctx);
    await lawyerCounts.until({ invitations: 1 });

    // The lawyer accepts and writes: the asker has a reply to read.
    const [invitation] = await db().query.questionRecipients.findMany({
      where: (r, { eq: is }) => is(r.questionId, question.id),
    });
    await acceptInvitation(db(), lawyer, invitation!.id, ctx);
    await lawyerCounts.until({ invitations: 0 });
    // The question has its lawyer: the admins' queue empties.
    await adminCounts.until({ adminQueue: 0 });
    await postMessage(db(), lawyer, question.id, { message: 'สวัสดีครับ' }, ctx);
    await askerCounts.until({ unreadQuestions: 1 });

    // The asker opens the thread (the question page's loader reads it so): their count goes back to 0.
    await markQuestionRead(db(), asker, question.id, new Date(), server.runtime);
    await askerCounts.until({ unreadQuestions: 0 });

    // A reply while the asker's thread is open: delivered there, so read, and the count stays 0.
    const threadCookie = await createSession(db(), asker.id, { secret: AUTH_SECRET });
    const thread = openReader(
      (await server.request(`/api/events/questions/${question.id}`, { headers: { cookie: threadCookie } }))
        .body!,
    );
    expect(await thread.until((t) => t.includes('event: ready'))).toBe(true);
    const before = askerCounts.sent();
    await postMessage(db(), lawyer, question.id, { message: 'ตอบทันที' }, ctx);
    expect(await thread.until((t) => t.includes('ตอบทันที'))).toBe(true);
    await askerCounts.stream.until(
      () => askerCounts.sent() > before && askerCounts.last()?.unreadQuestions === 0,
    );
    expect(askerCounts.sent()).toBeGreaterThan(before);
    expect(askerCounts.last()).toMatchObject({ unreadQuestions: 0 });
    await thread.cancel();

    // Nobody else's counts ever reached the stranger.
    expect(strangerCounts.last()).toEqual({
      unreadQuestions: 0,
      invitations: 0,
      unreadCases: 0,
      adminQueue: 0,
      slips: 0,
    });
    for (const s of [askerCounts, lawyerCounts, adminCounts, strangerCounts]) await s.stream.cancel();
  });

  it('counts the invitations made as a question is asked (the ask page stores both at once)', async () => {
    const { user: lawyer } = await createLawyerWithUser(db(), { province: 'กรุงเทพมหานคร' });
    const asker = await createUser(db());
    const counts = await openCounts(lawyer.id);
    await counts.until({ invitations: 0 });
    const asked = await askQuestionAndMatch(
      db(),
      asker,
      { title: 'ค่าเช่า', content: 'ผู้เช่าไม่จ่าย', specialties: ['แพ่ง'], province: 'กรุงเทพมหานคร', consent: true },
      matchContextOf(server.runtime),
    );
    expect(asked.invited.length).toBeGreaterThan(0);
    await counts.until({ invitations: 1 });
    await counts.stream.cancel();
  });

  it('ends when its session ends', async () => {
    const member = await createUser(db());
    const counts = await openCounts(member.id);
    await counts.until({ unreadQuestions: 0 });
    await db().delete(sessions).where(eq(sessions.userId, member.id));
    expect(await counts.stream.end(50 * RECHECK_MS)).toBe(true);
  });
});

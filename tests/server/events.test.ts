import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { questionRecipients, sessions, users } from '#server/db/schema/index.ts';
import { createPostgresBus, type ThreadEvent } from '#server/events/bus.ts';
import { matchContextOf } from '#server/runtime.ts';
import { unlinkAdminLawyerAccount } from '#server/services/admin/lawyers/unlink-admin-lawyer-account.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  createLawyerWithUser,
  createQuestion,
  createSession,
  createUser,
  DEFAULT_PASSWORD,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, type TestServer } from './helpers/server.ts';
import { openReader } from './helpers/sse.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
/** Open streams check their session and access this often here (30 s on a real server). */
const RECHECK_MS = 100;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AUTH_SECRET, EVENT_STREAM_RECHECK_MS: String(RECHECK_MS) });
});
afterAll(() => server.close());

async function confirmedUser(email: string) {
  const res = await server.authPost('/sign-up/email', {
    name: email,
    email,
    password: 'secret1',
    privacyConsent: PRIVACY_NOTICE_VERSION,
    callbackURL: '/th',
  });
  expect(res.status).toBe(200);
  const { eq } = await import('drizzle-orm');
  await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await server.authPost('/sign-in/email', { email, password: 'secret1' });
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, cookie: cookieHeader(signIn) };
}

/** Reads a server-sent-event stream until `predicate` matches the text so far (or the time runs out). */
async function readUntil(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean, ms = 5000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !predicate(text)) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

describe(`live thread events on ${engineName()}`, () => {
  it('stream each new message to a page that may read the thread, and refuse others', async () => {
    const asker = await confirmedUser('stream-asker@example.com');
    const outsider = await confirmedUser('stream-outsider@example.com');
    const { id } = await askQuestion(
      server.database.db,
      { id: asker.id, isAdmin: false },
      {
        title: 'สด',
        content: 'ทดสอบสด',
        specialties: ['แพ่ง'],
        consent: true,
      },
    );
    expect((await server.request(`/api/events/questions/${id}`)).status).toBe(401);
    expect(
      (await server.request(`/api/events/questions/${id}`, { headers: { cookie: outsider.cookie } })).status,
    ).toBe(404);

    const res = await server.request(`/api/events/questions/${id}`, { headers: { cookie: asker.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readUntil(res.body!, (t) => t.includes('ข้อความสด'));
    await new Promise((r) => setTimeout(r, 100));
    const { runtime } = server;
    await postMessage(
      server.database.db,
      { id: asker.id, isAdmin: false },
      id,
      { message: 'ข้อความสด' },
      {
        events: runtime.events,
        mailer: runtime.mailer,
        publicUrl: runtime.config.publicUrl,
      },
    );
    const text = await reading;
    expect(text).toContain('event: message');
    expect(text).toContain('ข้อความสด');
  });
});

const db = () => server.database.db;
const messageCount = (text: string) => text.split('event: message').length - 1;

/** Opens the question's stream with `cookie` and waits for its `ready` event. */
async function openStream(questionId: string, cookie: string) {
  const res = await server.request(`/api/events/questions/${questionId}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const stream = openReader(res.body!);
  expect(await stream.until((t) => t.includes('event: ready'))).toBe(true);
  return stream;
}

/** The asker writes in the thread (the event goes to every open stream of the question). */
const say = (asker: FactoryUser, questionId: string, message: string) =>
  postMessage(db(), asker, questionId, { message }, matchContextOf(server.runtime));

/** An asker (a member unless told), signed in with a session of their own, and a question of theirs. */
async function askerWithStream(profileType: 'member' | 'admin' = 'member') {
  const asker = await createUser(db(), { profileType });
  const question = await createQuestion(db(), { askerId: asker.id });
  const cookie = await createSession(db(), asker.id, { secret: AUTH_SECRET });
  const stream = await openStream(question.id, cookie);
  // The stream works: a message before the change arrives.
  await say(asker, question.id, 'ก่อน');
  expect(await stream.until((t) => t.includes('ก่อน'))).toBe(true);
  return { asker, question, cookie, stream };
}

/** The stream ends within a few re-checks, and the message written after the change never reached it. */
async function expectEnded(stream: ReturnType<typeof openReader>) {
  expect(await stream.end(50 * RECHECK_MS)).toBe(true);
  expect(stream.state.text).not.toContain('หลัง');
  expect(messageCount(stream.state.text)).toBe(1);
}

describe(`an open stream lives only as long as its session and access on ${engineName()} (ADR 0016)`, () => {
  it('ends when the person signs out everywhere (from another session), and no later message reaches it', async () => {
    const { asker, question, stream } = await askerWithStream();
    const other = await createSession(db(), asker.id, { secret: AUTH_SECRET });
    const signOut = await server.authPost('/sign-out', {}, { cookie: other });
    expect(signOut.status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.userId, asker.id))).toEqual([]);
    await say(asker, question.id, 'หลัง');
    await expectEnded(stream);
  });

  it('ends when its session row is deleted (revoked, on any process), with no event to tell it', async () => {
    const { asker, stream } = await askerWithStream();
    await db().delete(sessions).where(eq(sessions.userId, asker.id));
    await expectEnded(stream);
  });

  it('ends when the password is changed from another session, and no later message reaches it', async () => {
    const { asker, question, cookie, stream } = await askerWithStream();
    const other = await createSession(db(), asker.id, { secret: AUTH_SECRET });
    const changed = await server.authPost(
      '/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'another-secret-2', revokeOtherSessions: false },
      { cookie: other },
    );
    expect(changed.status).toBe(200);
    // The streaming session is gone; the one that changed the password was replaced by a new one.
    const gone = await server.request('/api/auth/get-session', { headers: { cookie } });
    expect(await gone.json()).toBeNull();
    await say(asker, question.id, 'หลัง');
    await expectEnded(stream);
  });

  it("does not keep an administrator's idle session alive, and ends once it is past 30 minutes idle", async () => {
    const { asker, question, stream } = await askerWithStream('admin');
    const lastUse = async () =>
      (await db().select().from(sessions).where(eq(sessions.userId, asker.id)))[0]?.updatedAt.getTime();
    // 29 minutes idle: the session goes on, and the stream's re-checks (several of them) record no use.
    await db().execute(sql`
      UPDATE sessions SET updated_at = now() - interval '29 minutes' WHERE user_id = ${asker.id}`);
    const before = await lastUse();
    expect(await stream.until(() => false, 6 * RECHECK_MS)).toBe(false);
    expect(stream.state.ended).toBe(false);
    expect(await lastUse()).toBe(before);

    await db().execute(sql`
      UPDATE sessions SET updated_at = now() - interval '31 minutes' WHERE user_id = ${asker.id}`);
    await say(asker, question.id, 'หลัง');
    await expectEnded(stream);
    expect(await db().select().from(sessions).where(eq(sessions.userId, asker.id))).toEqual([]);
  });

  it("ends an administrator's stream 12 hours after signing in, however active", async () => {
    const { asker, stream } = await askerWithStream('admin');
    await db().execute(sql`
      UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', updated_at = now()
      WHERE user_id = ${asker.id}`);
    await expectEnded(stream);
  });

  it("ends a member's stream once the session has expired", async () => {
    const { asker, stream } = await askerWithStream();
    await db().execute(sql`
      UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${asker.id}`);
    await expectEnded(stream);
  });

  it("ends a lawyer's stream when the thread is no longer theirs (invitation withdrawn), with or without an event", async () => {
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    for (const withEvent of [true, false]) {
      const asker = await createUser(db());
      const question = await createQuestion(db(), { askerId: asker.id, status: 'assigned' });
      const lawyer = await createLawyerWithUser(db(), {});
      await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
      const stream = await openStream(
        question.id,
        await createSession(db(), lawyer.user.id, { secret: AUTH_SECRET }),
      );
      await say(asker, question.id, 'ก่อน');
      expect(await stream.until((t) => t.includes('ก่อน'))).toBe(true);

      if (withEvent) {
        // An administrator unlinks the listing: its invitations end, and the question's pages are told.
        await unlinkAdminLawyerAccount(db(), admin, lawyer.id, matchContextOf(server.runtime));
      } else {
        // The invitation ends in the database with no event on this process (as on another one).
        await db()
          .update(questionRecipients)
          .set({ status: 'expired' })
          .where(
            and(eq(questionRecipients.questionId, question.id), eq(questionRecipients.lawyerId, lawyer.id)),
          );
      }
      await expectEnded(stream);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('events across server processes (PostgreSQL NOTIFY)', () => {
  it('reach a subscriber of another process', async () => {
    const pool = server.database.pool!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await pool.query('select current_database() as d')).rows[0].d}`;
    const a = await createPostgresBus(url.toString(), pool);
    const b = await createPostgresBus(url.toString(), pool);
    const questionId = randomUUID();
    const received = new Promise<ThreadEvent>((resolve) => b.subscribe(questionId, resolve));
    await a.publish({ type: 'message', questionId, messageId: 'm-1' });
    const event = await Promise.race([
      received,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no event')), 5000)),
    ]);
    expect(event).toEqual({ type: 'message', questionId, messageId: 'm-1' });
    await a.close();
    await b.close();
  });

  it('are published on the listening connection, not waiting for the pool', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await server.database.pool!.query('select current_database() as d')).rows[0].d}`;
    // A pool of one connection, taken for the whole test: a publish through it would wait for ever.
    const busy = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const held = await busy.connect();
    const a = await createPostgresBus(url.toString(), busy);
    const b = await createPostgresBus(url.toString(), busy);
    const questionId = randomUUID();
    const received = new Promise<ThreadEvent>((resolve) => b.subscribe(questionId, resolve));
    const changed = new Promise<void>((resolve) => b.onPublicDataChange(resolve));
    const published = Promise.all([
      a.publish({ type: 'status', questionId }),
      a.publishPublicDataChange(),
      received,
      changed,
    ]);
    await expect(
      Promise.race([
        published.then(() => 'published'),
        new Promise((resolve) => setTimeout(() => resolve('waited for the pool'), 5000)),
      ]),
    ).resolves.toBe('published');
    held.release();
    await a.close();
    await b.close();
    await busy.end();
  });

  it('asked for while one is on its way go together in the next statement, in order, and all arrive', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await server.database.pool!.query('select current_database() as d')).rows[0].d}`;
    const a = await createPostgresBus(url.toString(), server.database.pool!);
    const b = await createPostgresBus(url.toString(), server.database.pool!);
    const questionId = randomUUID();
    const messageIds = Array.from({ length: 40 }, () => randomUUID());
    const received: string[] = [];
    const all = new Promise<void>((resolve) =>
      b.subscribe(questionId, (event) => {
        if (event.type === 'message') received.push(event.messageId);
        if (received.length === messageIds.length) resolve();
      }),
    );
    const sent: string[] = [];
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await Promise.all(messageIds.map((messageId) => a.publish({ type: 'message', questionId, messageId })));
      for (const call of query.mock.calls)
        if (typeof call[0] === 'string' && call[0].includes('pg_notify')) sent.push(call[0]);
    } finally {
      query.mockRestore();
    }
    await all;
    expect(received).toEqual(messageIds);
    // The first alone, the 39 asked for meanwhile in one more (one statement each would be 40).
    expect(sent.length).toBeLessThanOrEqual(3);
    await a.close();
    await b.close();
  });
});

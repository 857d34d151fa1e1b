import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { users } from '#server/db/schema/index.ts';
import { createPostgresBus, type ThreadEvent } from '#server/events/bus.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
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
});

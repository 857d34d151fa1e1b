import fs, { existsSync, readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, type ExpectStatic, expect, it } from 'vitest';
import { ASK_RATE_LIMIT, MESSAGE_RATE_LIMIT } from '#domain/limits.ts';
import { type Db, openDatabase } from '#server/db/client.ts';
import { createLawyerWithUser, createQuestion, createUser, type FactoryUser } from '#tests/factories.ts';
import {
  decodeActionData,
  migratedDataDir,
  postActionData,
  postPageForm,
  signIn,
} from './helpers/fixtures.ts';
import { createScratchDatabase } from './helpers/postgres.ts';
import { startServer } from './helpers/server-process.ts';

// kill -9 in the middle of a stream of writes, then restart on the same database: every write the server
// acknowledged is there, and no question is half-written.
//
// "Acknowledged": the ask page answered 302 to the inbox (its success), or the question page's action answered
// { ok: true, message } with the message's id. "Half-written question" (from ask-question.ts): the ask
// transaction writes the questions row (title, content, province, experience areas ≥ 1, phone, LINE, asker)
// AND takes one slot of the asker's 'app:ask:<user>' counter in rate_limits; postMessage's transaction writes
// the message and one slot of 'app:message:<user>'. So every stored question must equal, field for field, one
// of the forms that were sent, and each user's counters must equal the number of their stored questions and
// messages (a commit that kept one part without the other would break it). Auto-matching and e-mails run after
// the commit and are not part of the write: a crash in between can leave a question without invitations
// (reported, not failed).

type Engine = 'postgres' | 'pglite';

const USERS = 8;
// Below the per-user write limits, so that every write is accepted.
const ASKS_PER_USER = ASK_RATE_LIMIT.max - 1;
const MESSAGES_PER_USER = MESSAGE_RATE_LIMIT.max - 5;
const KILL_AFTER_ACKS = 40;

interface Sent {
  user: FactoryUser;
  title: string;
  content: string;
  province: string;
  specialties: string[];
  contactPhone: string;
  contactLine: string;
}

interface StoredQuestion {
  id: string;
  created_by: string;
  title: string;
  content: string;
  province: string | null;
  specialties: string[];
  contact_phone: string | null;
  contact_line: string | null;
  status: string;
}

interface Run {
  sentQuestions: Map<string, Sent>;
  ackedTitles: Set<string>;
  sentMessages: Map<string, FactoryUser>;
  ackedMessages: Map<string, string>;
  refused: string[];
}

const SPECIALTY_SETS = [['แพ่ง'], ['แพ่ง', 'อาญา'], ['ครอบครัว', 'แพ่ง'], ['ธุรกิจ', 'ภาษี', 'แพ่ง']];
const PROVINCE_CHOICES = ['', 'กรุงเทพมหานคร', 'เชียงใหม่'];

/** One user's stream: asks and messages interleaved until `stop()` or their quota runs out. */
async function writer(
  url: string,
  user: FactoryUser,
  index: number,
  threadId: string,
  cookie: string,
  run: Run,
  stopped: () => boolean,
) {
  let asks = 0;
  let posts = 0;
  for (let step = 0; !stopped() && (asks < ASKS_PER_USER || posts < MESSAGES_PER_USER); step++) {
    const ask = asks < ASKS_PER_USER && (step % 3 === 0 || posts >= MESSAGES_PER_USER);
    try {
      if (ask) {
        const n = asks++;
        const sent: Sent = {
          user,
          title: `crash u${index} q${n}${n ? ` ${'ก'.repeat(n * 7)}` : ''}`,
          content: `รายละเอียด u${index} q${n} ${'ข้อความ '.repeat(50 + n * 40)}`,
          province: PROVINCE_CHOICES[(index + n) % PROVINCE_CHOICES.length]!,
          specialties: SPECIALTY_SETS[(index + n) % SPECIALTY_SETS.length]!,
          contactPhone: n % 2 ? `08${index}${n}000000`.slice(0, 10) : '',
          contactLine: n % 3 ? `line-${index}-${n}` : '',
        };
        run.sentQuestions.set(sent.title, sent);
        const res = await postPageForm(url, '/th/ask', cookie, {
          title: sent.title,
          content: sent.content,
          province: sent.province,
          specialties: sent.specialties,
          contactPhone: sent.contactPhone,
          contactLine: sent.contactLine,
          languages: 'ไทย',
          consent: 'on',
        });
        if (res.status === 302 && res.headers.get('location')?.includes('/inbox?asked=1'))
          run.ackedTitles.add(sent.title);
        else run.refused.push(`ask ${res.status}`);
      } else {
        const text = `crash u${index} m${posts++}`;
        run.sentMessages.set(text, user);
        const res = await postActionData(url, `/th/question/${threadId}`, cookie, {
          intent: 'post',
          message: text,
        });
        const body = await res.text();
        const answer =
          res.status === 200 ? (decodeActionData(body) as { data?: Record<string, unknown> }) : {};
        const message = answer.data?.message as { id: string; message: string } | undefined;
        if (answer.data?.ok === true && message?.message === text) run.ackedMessages.set(message.id, text);
        else run.refused.push(`message ${res.status}`);
      }
    } catch {
      // The connection died with the server: not acknowledged.
    }
  }
}

const countAcks = (run: Run) => run.ackedTitles.size + run.ackedMessages.size;

type Raw = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

// kill -9 cannot show what happens on power loss (the operating system keeps what the process wrote), so the
// embedded database's own flushing is checked directly: one fsync per committed transaction, none for reads.
describe('embedded database durability', () => {
  it('fsyncs every commit before it returns', async () => {
    let fsyncs = 0;
    const original = fs.fsyncSync;
    fs.fsyncSync = (fd) => {
      fsyncs++;
      original(fd);
    };
    syncBuiltinESMExports();
    const dataDir = await migratedDataDir();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(
        await database.raw(
          "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method, " +
            "current_setting('synchronous_commit') AS commit",
        ),
      ).toEqual([{ fsync: 'on', method: 'fsync', commit: 'on' }]);
      const user = await createUser(database.db, { email: 'durable@example.com' });
      let before = fsyncs;
      await createQuestion(database.db, { askerId: user.id });
      expect(fsyncs - before, 'fsyncs of one committed insert').toBe(1);
      before = fsyncs;
      await database.db.transaction(async (tx) => {
        await createQuestion(tx as unknown as Db, { askerId: user.id });
        await createQuestion(tx as unknown as Db, { askerId: user.id });
      });
      expect(fsyncs - before, 'fsyncs of one transaction of two inserts').toBe(1);
      before = fsyncs;
      await database.raw('SELECT count(*) FROM questions');
      expect(fsyncs - before, 'fsyncs of a read').toBe(0);
    } finally {
      await database.close();
      fs.fsyncSync = original;
      syncBuiltinESMExports();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Both engines at once (the wall time of the slower one): each run has its own database and server.
describe('kill -9 during writes', () => {
  it.concurrent.for(['postgres', 'pglite'] as const)(
    'on %s: keeps every acknowledged write, leaves no half-written question, and restarts',
    async (engine, { expect }) => {
      const cleanup: (() => Promise<unknown>)[] = [];
      try {
        await crashRun(engine, expect, cleanup);
      } finally {
        for (const step of cleanup.reverse()) await step().catch(() => undefined);
      }
    },
  );
});

async function crashRun(engine: Engine, expect: ExpectStatic, cleanup: (() => Promise<unknown>)[]) {
  const t0 = Date.now();
  const lap = (label: string) => console.log(`[crash ${engine}] ${label} at ${Date.now() - t0} ms`);

  // A database with the fixtures. PGlite: written before the server opens the folder, and closed again.
  const scratch = engine === 'postgres' ? await createScratchDatabase() : undefined;
  if (scratch) cleanup.push(() => scratch.drop());
  const dataDir = engine === 'pglite' ? await migratedDataDir() : undefined;
  if (dataDir) cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const serverEnv = {
    ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir! }),
    AUTH_ATTEMPTS_PER_MINUTE: '1000',
  };
  const database = await openDatabase(
    scratch ? { url: scratch.url } : { dataDir: path.join(dataDir!, 'pglite') },
  );
  const users: FactoryUser[] = [];
  const threads: string[] = [];
  try {
    for (let i = 0; i < USERS; i++) {
      const user = await createUser(database.db, { email: `crash-${i}@example.com`, name: `ผู้ถาม ${i}` });
      users.push(user);
      threads.push((await createQuestion(database.db, { askerId: user.id, title: `thread ${i}` })).id);
    }
    for (let i = 0; i < 3; i++) {
      await createLawyerWithUser(database.db, {
        email: `crash-lawyer-${i}@example.com`,
        name: `ทนายแพ่ง ${i}`,
        experienceAreas: ['แพ่ง', 'อาญา', 'ครอบครัว', 'ธุรกิจ'],
      });
    }
  } finally {
    if (engine === 'pglite') await database.close();
  }
  if (engine === 'postgres') cleanup.push(() => database.close());
  lap('fixtures');

  let server = await startServer(serverEnv);
  cleanup.push(() => server.kill());
  lap('started');
  const firstPid = server.child.pid;
  const cookies = await Promise.all(users.map((u) => signIn(server.url, u.email, u.password)));

  // Writes from every user at once; kill -9 once enough were acknowledged, with more in flight.
  const run: Run = {
    sentQuestions: new Map(),
    ackedTitles: new Set(),
    sentMessages: new Map(),
    ackedMessages: new Map(),
    refused: [],
  };
  let stop = false;
  const url = server.url;
  const writers = users.map((u, i) => writer(url, u, i, threads[i]!, cookies[i]!, run, () => stop));
  const deadline = Date.now() + 30_000;
  while (countAcks(run) < KILL_AFTER_ACKS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  await server.kill();
  const ackedAtKill = countAcks(run);
  stop = true;
  await Promise.all(writers);
  lap('killed');
  expect(ackedAtKill, 'writes acknowledged before the kill').toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(run.refused, 'no write was refused').toEqual([]);

  if (dataDir) {
    // The dead process's lock file is still there (no shutdown code ran) and must not block the restart.
    const lock = path.join(dataDir, 'server.pid');
    expect(existsSync(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(firstPid));
  }
  server = await startServer(serverEnv);
  lap('restarted');
  // The restarted server serves a signed-in page listing an acknowledged question.
  const someTitle = [...run.ackedTitles][0]!;
  const owner = run.sentQuestions.get(someTitle)!.user;
  const inbox = await fetch(`${server.url}/th/inbox`, {
    headers: { cookie: cookies[users.indexOf(owner)]! },
  });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(someTitle);

  // PGlite: stop the server and check the folder with amcheck (which also reads every row below).
  let raw: Raw = database.raw;
  let corrupt: unknown[] = [];
  if (dataDir) {
    expect(await server.stop()).toBe(0);
    const pg = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { amcheck, pg_trgm },
    });
    cleanup.push(() => pg.close());
    raw = async (text, params) => (await pg.query<Record<string, unknown>>(text, params)).rows;
    await pg.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await pg.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE am.amname = 'btree' AND n.nspname = 'public'`,
    );
    expect(indexes.rows.length).toBeGreaterThan(10);
    for (const { name } of indexes.rows) {
      await pg.query(`SELECT bt_index_check('public.${name}'::regclass, true)`);
    }
    corrupt = (
      await pg.query(
        `SELECT c.relname, v.* FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace,
         LATERAL verify_heapam(c.oid) v WHERE n.nspname = 'public' AND c.relkind = 'r'`,
      )
    ).rows;
  }

  // 1. Every acknowledged write is present.
  const storedQuestions = (await raw(
    `SELECT id, created_by, title, content, province, specialties, contact_phone, contact_line, status
     FROM questions WHERE title LIKE 'crash %'`,
  )) as unknown as StoredQuestion[];
  const storedTitles = storedQuestions.map((q) => q.title);
  const missingQuestions = [...run.ackedTitles].filter((t) => !storedTitles.includes(t));
  const storedMessages = (await raw(
    `SELECT id, message, sender_user_id FROM messages WHERE message LIKE 'crash %'`,
  )) as { id: string; message: string; sender_user_id: string }[];
  const storedMessageText = new Map(storedMessages.map((m) => [m.id, m.message]));
  const missingMessages = [...run.ackedMessages].filter(([id, text]) => storedMessageText.get(id) !== text);

  // 2. No half-written question: each stored one equals a form that was sent, in full, once...
  expect(new Set(storedTitles).size).toBe(storedTitles.length);
  for (const q of storedQuestions) {
    const sent = run.sentQuestions.get(q.title);
    expect(sent, `stored question ${q.title} was never sent`).toBeDefined();
    expect({
      createdBy: q.created_by,
      content: q.content,
      province: q.province,
      areas: [...q.specialties].sort(),
      phone: q.contact_phone,
      line: q.contact_line,
      status: q.status,
    }).toEqual({
      createdBy: sent!.user.id,
      content: sent!.content.trim(),
      province: sent!.province || null,
      areas: [...sent!.specialties].sort(),
      phone: sent!.contactPhone || null,
      line: sent!.contactLine || null,
      status: 'open',
    });
  }
  for (const m of storedMessages) expect(run.sentMessages.get(m.message)?.id).toBe(m.sender_user_id);
  // ...and each write's rate-limit slot was committed with it (same transaction): no more, no fewer.
  const counterRows = (await raw(`SELECT key, count FROM rate_limits WHERE key LIKE 'app:%'`)) as {
    key: string;
    count: number;
  }[];
  const counters = new Map(counterRows.map((r) => [r.key, Number(r.count)]));
  for (const user of users) {
    const questionsOf = storedQuestions.filter((q) => q.created_by === user.id).length;
    const messagesOf = storedMessages.filter((m) => m.sender_user_id === user.id).length;
    expect(counters.get(`app:ask:${user.id}`) ?? 0, `ask counter of ${user.email}`).toBe(questionsOf);
    expect(counters.get(`app:message:${user.id}`) ?? 0, `message counter of ${user.email}`).toBe(messagesOf);
  }

  // Matching runs after the ask's commit and before its answer: acknowledged questions have their three
  // lawyers invited and e-mailed. A question committed but not acknowledged may have lost its matching.
  const recipientRows = (await raw(
    `SELECT question_id, count(*)::int AS n, count(notified_at)::int AS notified
     FROM question_recipients GROUP BY question_id`,
  )) as { question_id: string; n: number; notified: number }[];
  const matched = new Map(recipientRows.map((r) => [r.question_id, r]));
  for (const q of storedQuestions.filter((s) => run.ackedTitles.has(s.title))) {
    expect(matched.get(q.id), `acknowledged question ${q.title} was matched`).toMatchObject({
      n: 3,
      notified: 3,
    });
  }
  const unmatched = storedQuestions.filter((q) => !run.ackedTitles.has(q.title) && !matched.has(q.id));

  lap('checked');
  console.log(
    `[crash ${engine}] killed after ${ackedAtKill} acknowledged writes; acknowledged in all: questions ` +
      `${run.ackedTitles.size}, messages ${run.ackedMessages.size}; stored: questions ${storedQuestions.length}, ` +
      `messages ${storedMessages.length}; acknowledged but lost: ${missingQuestions.length + missingMessages.length}; ` +
      `stored but never matched (kill between commit and matching): ${unmatched.length}`,
  );
  expect(missingQuestions, 'acknowledged questions lost').toEqual([]);
  expect(missingMessages, 'acknowledged messages lost').toEqual([]);
  expect(corrupt, 'table pages that fail verify_heapam').toEqual([]);
}

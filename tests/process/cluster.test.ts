import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { messages } from '#server/db/schema/index.ts';
import { createLawyerWithUser, createQuestion, createUser, inviteLawyer } from '#tests/factories.ts';
import {
  decodeActionData,
  migratedDataDir,
  openEventStream,
  parseEvents,
  postActionData,
  signIn,
} from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { requestInFlight, type ServerProcess, startServer } from './helpers/server-process.ts';

// `node server.js` on PostgreSQL with WEB_CONCURRENCY=2 (server/cluster.mjs): a primary and two worker processes
// that each run the built server. Which worker answers is seen in the ordinary JSON log lines (each carries the
// pid of the process that wrote it), not in anything sent to the browser.

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LogLine {
  pid: number;
  msg: string;
  path?: string;
  level: number;
}

/** The JSON log lines the server processes wrote so far. */
const logLines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The pids that wrote a request log line for `path`. */
const answeredBy = (server: ServerProcess, path: string) =>
  new Set(
    logLines(server)
      .filter((l) => l.msg === 'request' && l.path === path)
      .map((l) => l.pid),
  );

/** A GET on a connection of its own (no keep-alive), so that the primary hands each one to the next worker. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });

describe('one server process per core on PostgreSQL (WEB_CONCURRENCY=2)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    server = await startServer({
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
    });
    // /healthz answered once one worker listens: wait for both.
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('all 2 server processes are ready') && Date.now() < deadline) {
      await pause(100);
    }
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  });

  it('starts two worker processes under the primary, says so once, and both answer requests', async () => {
    const lines = logLines(server);
    const primary = server.child.pid!;
    expect(lines.filter((l) => l.msg.includes('server processes (PostgreSQL')).map((l) => l.pid)).toEqual([
      primary,
    ]);
    expect(lines.find((l) => l.msg.includes('server processes'))?.msg).toMatch(/^2 server processes/);
    const ready = new Set(lines.filter((l) => l.msg.startsWith('Tanai is ready')).map((l) => l.pid));
    expect(ready.size).toBe(2);
    expect(ready.has(primary)).toBe(false);

    for (let i = 0; i < 8; i++) expect(await getOnNewConnection(`${server.url}/robots.txt`)).toBe(200);
    await pause(200);
    expect(answeredBy(server, '/robots.txt')).toEqual(ready);
  });

  it('shows a message posted through one worker live on thread streams held by either worker', async () => {
    const { db } = database;
    const asker = await createUser(db, { email: 'cl-asker@example.com', name: 'ผู้ถามหลายโปรเซส' });
    const lawyer = await createLawyerWithUser(db, {
      email: 'cl-lawyer@example.com',
      name: 'ทนายหลายโปรเซส',
      experienceAreas: ['ธุรกิจ'],
    });
    const question = await createQuestion(db, { askerId: asker.id, specialties: ['ธุรกิจ'] });
    await inviteLawyer(db, question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
    const askerCookie = await signIn(server.url, asker.email, asker.password);
    const lawyerCookie = await signIn(server.url, lawyer.user.email, lawyer.user.password);

    // Four streams, each on its own connection: the primary spreads them over both workers.
    const path = `/api/events/questions/${question.id}`;
    const streams = await Promise.all(
      [0, 1, 2, 3].map(() => openEventStream(server.url, path, lawyerCookie)),
    );
    try {
      for (const stream of streams) {
        expect(stream.status).toBe(200);
        await stream.until((t) => t.includes('event: ready'));
      }
      expect(answeredBy(server, path).size).toBe(2);

      const text = `ข้อความหลายโปรเซส ${Date.now()}`;
      const res = await postActionData(server.url, `/th/question/${question.id}`, askerCookie, {
        intent: 'post',
        message: text,
      });
      expect(res.status).toBe(200);
      const answer = decodeActionData(await res.text()) as { data: { ok: boolean; message: { id: string } } };
      expect(answer.data.ok).toBe(true);
      const messageId = answer.data.message.id;
      for (const stream of streams) {
        const received = await stream.until((t) => t.includes(messageId), 10_000);
        const event = parseEvents(received).find((e) => e.event === 'message' && e.id === messageId);
        expect(event, `no message event in:\n${received}`).toBeDefined();
        expect(JSON.parse(event!.data)).toMatchObject({ id: messageId, message: text });
      }
      const [stored] = await db.select().from(messages).where(eq(messages.id, messageId));
      expect(stored?.message).toBe(text);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('replaces a worker that dies, with a log line', async () => {
    const workers = new Set(
      logLines(server)
        .filter((l) => l.msg.startsWith('Tanai is ready'))
        .map((l) => l.pid),
    );
    const [victim] = [...workers];
    process.kill(victim!, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let ready = workers;
    while (Date.now() < deadline) {
      ready = new Set(
        logLines(server)
          .filter((l) => l.msg.startsWith('Tanai is ready'))
          .map((l) => l.pid),
      );
      if (ready.size === 3) break;
      await pause(100);
    }
    expect(ready.size).toBe(3);
    const died = logLines(server).find((l) => l.msg.includes('exited unexpectedly'));
    expect(died).toMatchObject({ pid: victim, level: 50 });
    expect(server.child.exitCode).toBeNull();
    expect(await getOnNewConnection(`${server.url}/robots.txt`)).toBe(200);
  });

  it('stops on SIGTERM once the requests in flight are answered, and exits 0', async () => {
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    // A request whose body is still arriving: certainly in flight when the signal comes.
    const { answer, finish } = await requestInFlight(server);
    await pause(300);
    server.child.kill('SIGTERM');
    await pause(500);
    expect(server.child.exitCode).toBeNull(); // a worker still serves the request in flight

    finish();
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 (401|403) /);
    expect(await exited).toEqual({ code: 0, signal: null });
    const lines = logLines(server);
    // Each worker stopped gracefully (server/http/shutdown.ts), then the primary.
    expect(lines.filter((l) => l.msg === 'stopped').length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.msg === 'all server processes stopped')).toBe(true);
    expect(lines.filter((l) => l.level >= 50 && !l.msg.includes('exited unexpectedly'))).toEqual([]);
  });
});

describe('the embedded database', () => {
  it('is served by one process whatever WEB_CONCURRENCY says, with a warning', async () => {
    const server = await startServer({
      DATA_DIR: await migratedDataDir(),
      WEB_CONCURRENCY: '3',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    try {
      const lines = logLines(server);
      expect(lines.find((l) => l.msg.startsWith('WEB_CONCURRENCY=3 ignored'))?.level).toBe(40);
      expect(lines.some((l) => l.msg === 'one server process (embedded database)')).toBe(true);
      expect(new Set(lines.map((l) => l.pid))).toEqual(new Set([server.child.pid]));
      expect(await server.stop()).toBe(0);
    } finally {
      await server.kill();
    }
  });
});

describe('server processes that fail at start', () => {
  it('are not restarted forever: the primary stops with exit code 1 after a few failures', async () => {
    const scratch = await createScratchDatabase();
    const url = new URL(scratch.url);
    url.pathname = `${url.pathname}_missing`;
    await scratch.drop();
    const failure = await startServer(
      {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      { timeoutMs: 150_000 },
    ).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^server exited with 1:/);
    // It stopped by itself: a primary that restarted forever would never exit, and startServer would time out.
    expect(failure).toContain('server processes in a row failed to start: stopping');
  }, 180_000);
});

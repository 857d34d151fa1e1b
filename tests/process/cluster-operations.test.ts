import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createUser } from '#tests/factories.ts';
import { openEventStream, signIn } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Day-two operations of `node server.js` on PostgreSQL with two workers (server/cluster.mjs): GET /metrics answers
// the sum over every process (server/metrics.ts), and SIGUSR2 to the primary replaces the workers one at a time
// while a load runs, without a failed request (docs/decisions/0025-metrics-and-rolling-restarts.md).

const TOKEN = 'cluster-metrics-token-0123456789';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LogLine {
  pid: number;
  msg: string;
  path?: string;
  level: number;
}

const logLines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The pids of the workers that said they were ready, oldest first. */
const readyWorkers = (server: ServerProcess) =>
  logLines(server)
    .filter((l) => l.msg.startsWith('Tanai is ready'))
    .map((l) => l.pid);

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

const scrape = async (server: ServerProcess) => {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one sample line of a Prometheus text, or 0 when it is absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('two workers on PostgreSQL: metrics of every process, rolling restart', () => {
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
      METRICS_TOKEN: TOKEN,
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
    });
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

  it('GET /metrics refuses without the token and answers the sum over both workers with it', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } }))
        .status,
    ).toBe(401);

    const pages = 10;
    for (let i = 0; i < pages; i++) {
      expect(await getOnNewConnection(`${server.url}/${i % 2 ? 'en' : 'th'}/about`)).toBe(200);
    }
    const missing = 3;
    for (let i = 0; i < missing; i++)
      expect(await getOnNewConnection(`${server.url}/th/lawyers/${randomUUID()}`)).toBe(404);
    await pause(200);
    // Both workers answered some of them (each writes its own request log line).
    const answeredBy = new Set(
      logLines(server)
        .filter((l) => l.msg === 'request' && l.path?.endsWith('/about'))
        .map((l) => l.pid),
    );
    expect(answeredBy.size).toBe(2);

    // Whichever worker gets the scrape answers the same sums, by the pages' route patterns (never the raw path).
    for (let i = 0; i < 3; i++) {
      const text = await scrape(server);
      expect(
        sample(text, 'http_request_duration_seconds_count{method="GET",route="/:lang/about",status="200"}'),
      ).toBe(pages);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/:lang/lawyers/:id",status="404"}',
        ),
      ).toBe(missing);
      expect(text).not.toContain('/th/lawyers/');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toContain('# TYPE db_pool_wait_seconds histogram');
    }
    // The scrapes themselves are not logged.
    expect(logLines(server).some((l) => l.path === '/metrics')).toBe(false);
  });

  it('replaces every worker on SIGUSR2 under load without a failed request; event streams end for a reconnect', async () => {
    const before = readyWorkers(server).slice(-2);
    expect(before).toHaveLength(2);

    // A signed-in person's stream of counts, ended by the restart so that the browser opens it again.
    const member = await createUser(database.db, { email: 'restart-member@example.com' });
    const cookie = await signIn(server.url, member.email, member.password);
    const stream = await openEventStream(server.url, '/api/events/me', cookie);
    expect(stream.status).toBe(200);
    await stream.until((t) => t.includes('event: ready'));

    // A steady load: six clients, each fetching public pages one after another on kept-alive connections. Like a
    // browser, a client sends a GET again once when the kept-alive connection it reused was reset: a server may close
    // an idle connection just as a request sets out on it (HTTP/1.1 keep-alive, RFC 9112 section 9.3.1), on any day,
    // not only during a restart. A GET that fails twice, or any other failure, counts.
    const paths = ['/th/about', '/en/services', '/robots.txt', '/healthz', '/th/answers'];
    let running = true;
    let done = 0;
    let resent = 0;
    const failures: string[] = [];
    const explain = (error: unknown) =>
      error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
    const isReset = (error: unknown) =>
      error instanceof Error && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET';
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      return res.status;
    };
    const client = async (n: number) => {
      for (let i = n; running; i++) {
        const path = paths[i % paths.length]!;
        try {
          let status: number;
          try {
            status = await get(path);
          } catch (error) {
            if (!isReset(error)) throw error;
            resent += 1;
            status = await get(path);
          }
          if (status !== 200) failures.push(`${path}: ${status}`);
        } catch (error) {
          failures.push(`${Date.now()} ${path}: ${explain(error)}`);
        }
        done += 1;
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));
    await pause(1000);
    const beforeRestart = done;

    server.child.kill('SIGUSR2');
    // Each new worker checks the database before it takes requests: seconds alone, over 15 s on a busy machine.
    const deadline = Date.now() + 120_000;
    while (!server.output().includes('rolling restart done') && Date.now() < deadline) await pause(100);
    await pause(1000);
    running = false;
    await load;

    expect(server.output()).toContain('rolling restart done');
    const after = readyWorkers(server).slice(-2);
    expect(after).toHaveLength(2);
    for (const pid of after) expect(before).not.toContain(pid);
    for (const pid of before) expect(() => process.kill(pid, 0)).toThrow();
    expect(failures).toEqual([]);
    // Sent again after a reset: rare (none in most runs), never most of the load.
    expect(resent).toBeLessThan(5);
    expect(done).toBeGreaterThan(beforeRestart + 50);

    // The old worker ended the stream cleanly (no reset), having told the browser to come back within a second.
    const text = await stream.until(() => false, 5000);
    expect(stream.ended).toBe(true);
    expect(text).toContain('retry: 1000');
    const again = await openEventStream(server.url, '/api/events/me', cookie);
    expect(again.status).toBe(200);
    expect(await again.until((t) => t.includes('event: ready'))).toContain('event: ready');
    again.close();

    // Both new workers serve, and none of the old ones logged an error.
    const errors = logLines(server).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  }, 240_000);
});

// `npm run bench:load`: mixed traffic against the production build (built when missing) with autocannon —
// home pages, searches with varied filters, verified lawyers' profiles, and 10% signed-in writes (questions
// through the ask page, messages through the question page) by many fixture users, each kept under the
// per-user write limits so that no write is refused. Two phases, 50 then 200 concurrent connections, 60 s each.
// Prints per phase: requests/second, p50/p95/p99 latency, errors (statuses other than 2xx/3xx, plus socket
// errors and timeouts); then checks that every write the server acknowledged is in the database.
//
// Engine: PGlite by default (a fresh data folder with the demo data); with DATABASE_URL, PostgreSQL (a scratch
// database is created on that server, filled with the same demo data, and dropped afterwards).
//
//   npm run bench:load -- [--duration 60] [--connections 50,200] [--writers 400] [--warmup 5] [--writes 0.1]
//
// Exit status 1 when any request failed or an acknowledged write is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { type Db, openDatabase } from '#server/db/client.ts';
import { lawyers, messages, questions } from '#server/db/schema/index.ts';
import { seedDemoData } from '#server/db/seed/demo.ts';
import {
  createQuestion,
  createSession,
  createUser,
  migratedDataDir,
} from '../tests/process/helpers/fixtures.ts';
import { type ServerProcess, startServer } from '../tests/process/helpers/server-process.ts';
import { type AutocannonRequest, type AutocannonResult, runAutocannon } from './lib/load-autocannon.ts';
import { createTraffic, KINDS, type PhaseStats, quantile, type Writer } from './lib/load-traffic.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50,200' },
    writers: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '5' },
    writes: { type: 'string', default: '0.1' },
  },
});
const DURATION = Number(args.duration);
const PHASES = args.connections.split(',').map(Number);
/** The pause before each phase, so that it starts on a quiet server. */
const SETTLE_MS = 5000;
const WRITERS = Number(args.writers);
const WARMUP = Number(args.warmup);
const WRITE_SHARE = Number(args.writes);
const BUILD_DIR = process.env.TANAI_BUILD_DIR ?? 'build';

// ---------------------------------------------------------------- build
if (!existsSync(path.join(BUILD_DIR, 'server/index.js'))) {
  console.log(`building the production bundle into ${BUILD_DIR}/ ...`);
  const built = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, TANAI_BUILD_DIR: BUILD_DIR },
  });
  if (built.status !== 0) throw new Error('build failed');
}

// ---------------------------------------------------------------- database
interface Target {
  engine: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Opens the database for fixtures and checks (PGlite: only while no server runs). */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

async function prepareTarget(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await migratedDataDir();
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir, SEED_DEMO: '1' },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, 'tanai_load');
  return {
    engine: 'postgres',
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ url: scratch.url }),
    drop: scratch.drop,
  };
}

/** Demo data (the server seeds it on a fresh embedded database; done here so the writers can be added). */
async function fillDatabase(
  db: Db,
): Promise<{ lawyerIds: string[]; writers: Omit<Writer, 'cookie'>[]; cookies: string[] }> {
  await seedDemoData(db);
  const lawyerIds = (await db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.verified, true))).map(
    (l) => l.id,
  );
  const writers: Omit<Writer, 'cookie'>[] = [];
  const cookies: string[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (let i = 0; i < WRITERS; i++) {
      const user = await createUser(t, { email: `load-${i}@example.com`, name: `ผู้ทดสอบภาระ ${i}` });
      const thread = await createQuestion(t, { askerId: user.id, title: `load thread ${i}` });
      writers.push({ userId: user.id, threadId: thread.id });
      cookies.push(await createSession(t, user.id));
    }
  });
  return { lawyerIds, writers, cookies };
}

// ---------------------------------------------------------------- report
const ms = (v: number) => (Number.isNaN(v) ? '   -' : v.toFixed(0).padStart(4));

function report(label: string, stats: PhaseStats, result: AutocannonResult, seconds: number) {
  const all = KINDS.flatMap((k) => stats.latencies[k]).sort((a, b) => a - b);
  const socketErrors = result.errors;
  const bad = Object.values(stats.badResponses).reduce((a, b) => a + b, 0);
  const errors = bad + socketErrors;
  console.log(
    `\n${label}: ${(all.length / seconds).toFixed(1)} requests/s, latency p50 ${ms(quantile(all, 0.5))} ms  ` +
      `p95 ${ms(quantile(all, 0.95))} ms  p99 ${ms(quantile(all, 0.99))} ms, errors ${errors} ` +
      `(responses not 2xx/3xx ${bad}, socket errors ${socketErrors}, of which timeouts ${result.timeouts})`,
  );
  for (const kind of KINDS) {
    const list = stats.latencies[kind].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(8)} ${String(list.length).padStart(7)} requests  p50 ${ms(quantile(list, 0.5))} ms  ` +
        `p95 ${ms(quantile(list, 0.95))} ms  p99 ${ms(quantile(list, 0.99))} ms`,
    );
  }
  console.log(`  statuses: ${JSON.stringify(stats.statuses)}`);
  if (bad > 0) console.log(`  failed responses: ${JSON.stringify(stats.badResponses)}`);
  if (Object.keys(stats.unanswered).length > 0)
    console.log(`  never answered (kind, age): ${JSON.stringify(stats.unanswered)}`);
  if (stats.writesSkipped > 0)
    console.log(`  writes not sent (every writer used their share; add --writers): ${stats.writesSkipped}`);
  return errors;
}

// ---------------------------------------------------------------- run
const target = await prepareTarget();
let server: ServerProcess | undefined;
let failed = false;
try {
  console.log(
    `engine: ${target.engine}; phases: ${PHASES.join(', ')} connections × ${DURATION} s; ` +
      `writes: ${WRITE_SHARE * 100}% of requests, by ${WRITERS} users`,
  );
  const database = await target.open();
  let fill: Awaited<ReturnType<typeof fillDatabase>>;
  try {
    fill = await fillDatabase(database.db);
  } finally {
    await database.close();
  }
  console.log(`database: ${fill.lawyerIds.length} verified lawyers, ${WRITERS} writers with a session each`);

  server = await startServer({ ...target.env, AUTH_ATTEMPTS_PER_MINUTE: '1000' });
  const traffic = createTraffic({
    origin: server.url,
    lawyerIds: fill.lawyerIds,
    writers: fill.writers.map((w, i) => ({ ...w, cookie: fill.cookies[i]! })),
    writeShare: WRITE_SHARE,
  });

  const phase = async (connections: number, seconds: number) => {
    // Each phase starts on a quiet server: the requests still queued from the previous phase are answered first
    // (measured: without this pause, 200 connections opened onto a server still draining the last phase are served
    // unevenly for the first seconds).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const started = performance.now();
    const result = await runAutocannon({
      url: server!.url,
      connections,
      duration: seconds,
      requests: [traffic.request as unknown as AutocannonRequest],
      timeout: 30,
    });
    return { result, seconds: (performance.now() - started) / 1000, stats: traffic.nextPhase() };
  };

  if (WARMUP > 0) {
    await phase(10, WARMUP);
    console.log(`(warm-up: ${WARMUP} s at 10 connections, not counted)`);
  }
  let errors = 0;
  for (const connections of PHASES) {
    const { result, seconds, stats } = await phase(connections, DURATION);
    errors += report(`${connections} connections, ${DURATION} s`, stats, result, seconds);
  }

  // Every acknowledged write must be in the database (PGlite: once the server has stopped).
  if (target.engine === 'pglite') {
    await server.stop();
    server = undefined;
  }
  const check = await target.open();
  try {
    const storedTitles = new Set(
      (
        await check.db
          .select({ title: questions.title })
          .from(questions)
          .where(like(questions.title, 'load %'))
      ).map((q) => q.title),
    );
    const storedMessages = new Map(
      (
        await check.db
          .select({ id: messages.id, message: messages.message })
          .from(messages)
          .where(like(messages.message, 'load message %'))
      ).map((m) => [m.id, m.message]),
    );
    const { questions: ackedQuestions, messages: ackedMessages } = traffic.acknowledged;
    const missingQuestions = [...ackedQuestions.keys()].filter((t) => !storedTitles.has(t));
    const missingMessages = [...ackedMessages].filter(([text, id]) => storedMessages.get(id) !== text);
    const acked = ackedQuestions.size + ackedMessages.size;
    const missing = missingQuestions.length + missingMessages.length;
    console.log(
      `\nacknowledged writes: ${acked} (questions ${ackedQuestions.size}, messages ${ackedMessages.size}); ` +
        `in the database: ${acked - missing}; missing: ${missing}`,
    );
    if (missing > 0)
      console.log(`  missing: ${JSON.stringify([...missingQuestions, ...missingMessages].slice(0, 10))}`);
    failed = errors > 0 || missing > 0;
  } finally {
    await check.close();
  }
} finally {
  await server?.stop();
  await target.drop();
}
if (failed) {
  console.log('\nFAILED: requests failed or acknowledged writes are missing');
  process.exit(1);
}

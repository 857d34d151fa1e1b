// `npm run bench:load`: load on the production build (built when missing) with autocannon, in two kinds of phase.
//
// longtail — signed-out GETs spread over a real long tail (scripts/lib/load-longtail.ts): every verified lawyer's
//   profile in th/en/zh under /lang/lawyers/:id and /lang/profile/:id, a search for every case type × province in
//   every language (some also with a spoken language or a budget band) and by each lawyer's name, the home pages
//   and the other public pages (services, about, knowledge, news, emergency, privacy, payment); 50 connections
//   (--longtail-connections). Right after it, on the same server with the same connections and duration, one
//   static file (the CSS the home page links to, or --static-path), both fetched like a browser (Accept-Encoding:
//   br, gzip). Prints pages and static file: requests/s, p50/p97.5/p99, errors; the ratios pages/static of
//   throughput and of p97.5; and the targets: pages' throughput ≥ 1/10 of the static file's, pages' p97.5 ≤ 10×
//   the static file's, no failed request.
// mixed — home pages, searches with varied filters, verified lawyers' profiles, and 10% signed-in writes
//   (questions through the ask page, messages through the question page) by many fixture users, each kept under
//   the per-user write limits so that no write is refused; 50 then 200 connections (--connections). Prints per
//   phase requests/s, p50/p95/p99, errors and each kind's figures, then read p95 (home, search and profile
//   together) beside ask p95 and message p95 with the ratios ask/read and message/read (target ≤ 2×), then the
//   server's own view from its /metrics (scripts/lib/metrics-scrape.ts): time in the handler for reads and writes,
//   pages' waits for their turn and waits for a database connection; at the end, checks that every write the
//   server acknowledged is in the database.
// Errors are statuses other than 2xx/3xx plus socket errors and timeouts. Each phase (and the warm-up before each
// kind, 10 connections, not counted) starts after a 5 s pause, on a quiet server.
//
// Engine: PGlite by default (a fresh data folder with the demo data); with DATABASE_URL, PostgreSQL (a scratch
// database is created on that server, filled with the same demo data, and dropped afterwards). With
// --database-url, a database that is already filled (by `npm run db:seed-scale`, 80,000 lawyers) is measured: the
// scratch database is a copy of it (CREATE DATABASE … TEMPLATE, a minute or two for the full size; nobody may be
// connected to it meanwhile), so the writers and their writes never reach it. WEB_CONCURRENCY, when set, is passed on
// to the server (several processes).
//
//   npm run bench:load -- [--phases longtail,mixed] [--duration 60] [--longtail-connections 50]
//                         [--connections 50,200] [--static-path /assets/…] [--writers 400] [--warmup 5] [--writes 0.1]
//                         [--database-url postgres://…/tanai_scale]
//
// With --duration 20 a full run takes about 3 minutes. Exit status 1 when any request failed or an acknowledged
// write is missing (the speed targets are printed, not enforced).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/client.ts';
import type { ServerProcess } from '../tests/process/helpers/server-process.ts';
import { parseCommandLine } from './lib/args.mjs';
import type { AutocannonRequest, AutocannonResult } from './lib/load-autocannon.ts';
import type { ReadStats } from './lib/load-longtail.ts';
import type { PhaseStats, Writer } from './lib/load-traffic.ts';
import type { Samples } from './lib/metrics-scrape.ts';

const { values: args, refuse } = parseCommandLine({
  usage: `Usage: npm run bench:load -- [--phases longtail,mixed] [--duration 60] [--longtail-connections 50]
                      [--connections 50,200] [--static-path /assets/…] [--writers 400] [--warmup 5] [--writes 0.1]

Load on the production build (built when missing) with autocannon, on PGlite (or PostgreSQL with DATABASE_URL):
  longtail  signed-out GETs over every public URL kind, beside one static file at the same load
  mixed     home, search, profiles and signed-in questions and messages at 50 then 200 connections
  --phases LIST            which phases, comma-separated (default longtail,mixed)
  --duration S             seconds per phase (default 60; 20 makes a full run about 3 minutes)
  --longtail-connections N connections of the long-tail phase (default 50)
  --connections LIST       connections of the mixed phases, comma-separated (default 50,200)
  --static-path PATH       the static file measured beside the pages (default: the home page's CSS)
  --writers N              signed-in users who write in the mixed phases (default 400)
  --warmup S               seconds of warm-up before each kind (default 5)
  --writes SHARE           share of writes in the mixed phases (default 0.1)
  --database-url URL       measure a copy of this filled database (npm run db:seed-scale) instead of the demo data
WEB_CONCURRENCY, when set, is passed on to the server. Exit status 1 when a request failed or an acknowledged
write is missing.`,
  options: {
    phases: { type: 'string', default: 'longtail,mixed' },
    duration: { type: 'string', default: '60' },
    'longtail-connections': { type: 'string', default: '50' },
    connections: { type: 'string', default: '50,200' },
    'static-path': { type: 'string' },
    writers: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '5' },
    writes: { type: 'string', default: '0.1' },
    'database-url': { type: 'string' },
  },
});
const PHASE_KINDS = new Set(args.phases.split(',').map((p) => p.trim()));
for (const kind of PHASE_KINDS)
  if (kind !== 'longtail' && kind !== 'mixed') refuse(`Unknown phase ${kind} (longtail, mixed).`);
const DURATION = Number(args.duration);
const LONG_TAIL_CONNECTIONS = Number(args['longtail-connections']);
const MIXED_CONNECTIONS = args.connections.split(',').map(Number);
/** The pause before each phase, so that it starts on a quiet server. */
const SETTLE_MS = 5000;
const WRITERS = PHASE_KINDS.has('mixed') ? Number(args.writers) : 0;
const WARMUP = Number(args.warmup);
const WRITE_SHARE = Number(args.writes);
const FILLED_URL = args['database-url'];
if (FILLED_URL !== undefined && !/^postgres(ql)?:\/\//.test(FILLED_URL))
  refuse('--database-url takes a PostgreSQL address: postgres://USER:PASSWORD@HOST:5432/DB');
/** The targets of the long-tail reads, relative to the static file measured in the same run. */
const TARGET_THROUGHPUT_SHARE = 1 / 10;
const TARGET_P975_FACTOR = 10;
/** The target of the mixed phases: ask and message p95 at most this many times the read p95. */
const TARGET_WRITE_FACTOR = 2;

// The modules load once the command line is read: --help answers at once.
const { eq, like } = await import('drizzle-orm');
const { openDatabase } = await import('#server/db/client.ts');
const { lawyers, messages, questions } = await import('#server/db/schema/index.ts');
const { seedDemoData } = await import('#server/db/seed/demo.ts');
const { createQuestion, createSession, createUser, migratedDataDir } = await import(
  '../tests/process/helpers/fixtures.ts'
);
const { startServer } = await import('../tests/process/helpers/server-process.ts');
const { runAutocannon } = await import('./lib/load-autocannon.ts');
const { BROWSER_HEADERS, createReads, LONG_TAIL_MIX, longTailCatalog, summarize } = await import(
  './lib/load-longtail.ts'
);
const { createTraffic, KINDS, quantile } = await import('./lib/load-traffic.ts');
const { metricsDelta, scrapeMetrics, summarizeHistogram } = await import('./lib/metrics-scrape.ts');
const { cpuMsOfTree } = await import('./lib/process-cpu.ts');
const { ensureProductionBuild } = await import('./lib/production-build.ts');
const { createScratchDatabase } = await import('./lib/scratch-database.ts');

// ---------------------------------------------------------------- build
ensureProductionBuild();

// ---------------------------------------------------------------- database
interface Target {
  engine: 'pglite' | 'postgres';
  /** Already filled (a copy of --database-url): the demo data is not added. */
  seeded: boolean;
  env: Record<string, string>;
  /** Opens the database for fixtures and checks (PGlite: only while no server runs). */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

async function prepareTarget(): Promise<Target> {
  if (FILLED_URL) {
    // Connected to the server's `postgres` database for the copy: the copied one must have no connection.
    const filled = new URL(FILLED_URL);
    const name = decodeURIComponent(filled.pathname.slice(1));
    filled.pathname = '/postgres';
    const copy = await createScratchDatabase(filled.toString(), 'tanai_load', name);
    return {
      engine: 'postgres',
      seeded: true,
      env: { DATABASE_URL: copy.url },
      open: () => openDatabase({ url: copy.url }),
      drop: copy.drop,
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await migratedDataDir();
    return {
      engine: 'pglite',
      seeded: false,
      env: { DATA_DIR: dataDir, SEED_DEMO: '1' },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, 'tanai_load');
  return {
    engine: 'postgres',
    seeded: false,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ url: scratch.url }),
    drop: scratch.drop,
  };
}

/**
 * Demo data, unless the database is already filled (the server seeds it on a fresh embedded database; done here so
 * the writers can be added), and the writers.
 */
async function fillDatabase(
  db: Db,
  seeded: boolean,
): Promise<{
  verified: { id: string; name: string }[];
  writers: Omit<Writer, 'cookie'>[];
  cookies: string[];
}> {
  if (!seeded) await seedDemoData(db);
  const verified = await db
    .select({ id: lawyers.id, name: lawyers.name })
    .from(lawyers)
    .where(eq(lawyers.verified, true))
    .orderBy(lawyers.id);
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
  return { verified, writers, cookies };
}

// ---------------------------------------------------------------- report
/** Milliseconds: one decimal below 100 ms (a static file answers in a few), whole above. */
const ms = (v: number) => (Number.isNaN(v) ? '    -' : v < 100 ? v.toFixed(1) : v.toFixed(0)).padStart(5);
const ratio = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toPrecision(2) : v.toFixed(0)}×` : '-');
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The mixed phase's figures; returns the failed requests and the three p95 for the ratios. */
function reportMixed(label: string, stats: PhaseStats, result: AutocannonResult, seconds: number) {
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
  const reads = (['home', 'search', 'profile'] as const)
    .flatMap((k) => stats.latencies[k])
    .sort((a, b) => a - b);
  const readP95 = quantile(reads, 0.95);
  const askP95 = quantile(stats.latencies.ask, 0.95);
  const messageP95 = quantile(stats.latencies.message, 0.95);
  const askRatio = askP95 / readP95;
  const messageRatio = messageP95 / readP95;
  console.log(
    `  p95 read ${ms(readP95)} ms  ask ${ms(askP95)} ms  message ${ms(messageP95)} ms; ` +
      `ask/read ${ratio(askRatio)}, message/read ${ratio(messageRatio)} ` +
      `(target ≤ ${TARGET_WRITE_FACTOR}×: ask ${verdict(askRatio <= TARGET_WRITE_FACTOR)}, ` +
      `message ${verdict(messageRatio <= TARGET_WRITE_FACTOR)})`,
  );
  console.log(`  statuses: ${JSON.stringify(stats.statuses)}`);
  if (bad > 0) console.log(`  failed responses: ${JSON.stringify(stats.badResponses)}`);
  if (Object.keys(stats.unanswered).length > 0)
    console.log(`  never answered (kind, age): ${JSON.stringify(stats.unanswered)}`);
  if (stats.writesSkipped > 0)
    console.log(`  writes not sent (every writer used their share; add --writers): ${stats.writesSkipped}`);
  return errors;
}

/** Routes of the mixed phase's reads (server/metrics.ts labels pages by their React Router pattern). */
const READ_ROUTES = new Set(['/:lang', '/:lang/search', '/:lang/lawyers/:id']);

/**
 * The same phase as the server measured it (bucket bounds, so coarse): the time from a request's arrival in the
 * server's handler to its answer, and the waits inside it: a page's wait for its turn (server/http/page-queue.ts)
 * and the waits for a database connection. Read beside the latency above, the rest of a slow read's time was spent
 * before the handler ran (queued in the listen backlog or behind a busy event loop).
 */
function reportServerView(delta: Samples, after: Samples) {
  const fmt = (h: ReturnType<typeof summarizeHistogram>) =>
    `${h.count} · mean ${ms(h.meanMs)} ms · p50 ≤ ${ms(h.p50Ms)} ms · p95 ≤ ${ms(h.p95Ms)} ms`;
  const reads = summarizeHistogram(delta, 'http_request_duration_seconds', (l) =>
    READ_ROUTES.has(l.route ?? ''),
  );
  const writes = summarizeHistogram(delta, 'http_request_duration_seconds', (l) => l.method === 'POST');
  const turns = summarizeHistogram(delta, 'page_queue_wait_seconds');
  const pool = summarizeHistogram(delta, 'db_pool_wait_seconds');
  console.log(`  server, reads in the handler:  ${fmt(reads)}`);
  console.log(`  server, writes in the handler: ${fmt(writes)}`);
  console.log(`  server, pages' waits for their turn: ${fmt(turns)}`);
  console.log(`  server, waits for a database connection: ${fmt(pool)}`);
  // The event loop's delay over the phase (prom-client's histogram restarts at each scrape; the processes' mean
  // and p99 averaged, their max the highest): how long a ready answer, a database reply included, waited its turn.
  const lag = (name: string) => ms((after.get(`nodejs_eventloop_lag_${name}_seconds`) ?? Number.NaN) * 1000);
  console.log(
    `  server, event-loop delay: mean ${lag('mean')} ms · p99 ${lag('p99')} ms · max ${lag('max')} ms`,
  );
  // Signed-out plain pages answered from the kept copy (server/cache/public-pages.ts).
  const kept = (result: string) => delta.get(`public_page_cache_requests_total{result="${result}"}`) ?? 0;
  const [hits, misses] = [kept('hit'), kept('miss')];
  if (hits + misses > 0)
    console.log(
      `  server, kept plain pages: ${hits} of ${hits + misses} (${((100 * hits) / (hits + misses)).toFixed(0)}%)`,
    );
}

/** A long-tail or static phase's figures; returns its summary and failed requests. */
function reportReads(label: string, stats: ReadStats, result: AutocannonResult, seconds: number) {
  const all = Object.values(stats.latencies).flat();
  const total = summarize(all, seconds);
  const bad = Object.values(stats.badResponses).reduce((a, b) => a + b, 0);
  const errors = bad + result.errors;
  console.log(
    `\n${label}: ${total.rps.toFixed(1)} requests/s, latency p50 ${ms(total.p50)} ms  p97.5 ${ms(total.p975)} ms  ` +
      `p99 ${ms(total.p99)} ms, errors ${errors} (responses not 2xx/3xx ${bad}, socket errors ${result.errors}, ` +
      `of which timeouts ${result.timeouts}); ${stats.distinct} distinct URLs`,
  );
  const kinds = Object.keys(stats.latencies);
  if (kinds.length > 1)
    for (const kind of kinds) {
      const s = summarize(stats.latencies[kind]!, seconds);
      console.log(
        `  ${kind.padEnd(8)} ${String(s.requests).padStart(7)} requests  p50 ${ms(s.p50)} ms  ` +
          `p97.5 ${ms(s.p975)} ms  p99 ${ms(s.p99)} ms`,
      );
    }
  console.log(`  statuses: ${JSON.stringify(stats.statuses)}`);
  if (bad > 0) console.log(`  failed responses: ${JSON.stringify(stats.badResponses).slice(0, 2000)}`);
  if (Object.keys(stats.unanswered).length > 0)
    console.log(`  never answered (kind, age): ${JSON.stringify(stats.unanswered)}`);
  return { ...total, errors };
}

// ---------------------------------------------------------------- run
const target = await prepareTarget();
let server: ServerProcess | undefined;
let failed = false;
try {
  const workers = process.env.WEB_CONCURRENCY;
  console.log(
    `engine: ${target.engine}${FILLED_URL ? ' (a copy of the filled database)' : ''}${workers ? `, WEB_CONCURRENCY=${workers}` : ''}; ${DURATION} s a phase` +
      (PHASE_KINDS.has('longtail')
        ? `; long tail and static file at ${LONG_TAIL_CONNECTIONS} connections`
        : '') +
      (PHASE_KINDS.has('mixed')
        ? `; mixed at ${MIXED_CONNECTIONS.join(', ')} connections with ` +
          `${WRITE_SHARE * 100}% writes by ${WRITERS} users`
        : ''),
  );
  const database = await target.open();
  let fill: Awaited<ReturnType<typeof fillDatabase>>;
  try {
    fill = await fillDatabase(database.db, target.seeded);
  } finally {
    await database.close();
  }
  console.log(`database: ${fill.verified.length} verified lawyers, ${WRITERS} writers with a session each`);

  // The server's own figures of each mixed phase come from its /metrics (every process summed).
  const metricsToken = randomBytes(24).toString('hex');
  server = await startServer({
    ...target.env,
    AUTH_ATTEMPTS_PER_MINUTE: '1000',
    METRICS_TOKEN: metricsToken,
    ...(workers ? { WEB_CONCURRENCY: workers } : {}),
  });
  const url = server.url;

  /** One phase: a quiet pause, then `seconds` of load; returns autocannon's result and the measured time. */
  const phase = async (connections: number, seconds: number, request: unknown) => {
    // Each phase starts on a quiet server: the requests still queued from the previous phase are answered first
    // (measured: without this pause, 200 connections opened onto a server still draining the last phase are served
    // unevenly for the first seconds).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const started = performance.now();
    const result = await runAutocannon({
      url,
      connections,
      duration: seconds,
      requests: [request as AutocannonRequest],
      timeout: 30,
    });
    return { result, seconds: (performance.now() - started) / 1000 };
  };

  let errors = 0;
  if (PHASE_KINDS.has('longtail')) {
    const catalog = longTailCatalog({ lawyers: fill.verified });
    const size = Object.values(catalog).reduce((n, list) => n + list.length, 0);
    console.log(
      `\nlong tail: ${size} URLs (${Object.entries(catalog)
        .map(([kind, list]) => `${kind} ${list.length}`)
        .join(', ')}), drawn ${Object.entries(LONG_TAIL_MIX)
        .map(([kind, share]) => `${kind} ${share * 100}%`)
        .join(', ')}`,
    );
    const reads = createReads({ catalog, mix: LONG_TAIL_MIX, headers: BROWSER_HEADERS });
    // The static file: the stylesheet every page links to, unless named.
    let staticPath = args['static-path'];
    if (!staticPath) {
      const home = await (await fetch(`${url}/th`)).text();
      staticPath = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
      if (!staticPath) throw new Error('no stylesheet under /assets/ in /th; pass --static-path');
    }
    const probe = await fetch(`${url}${staticPath}`, { headers: BROWSER_HEADERS });
    const probeBytes = (await probe.arrayBuffer()).byteLength;
    console.log(
      `static file: ${staticPath} (${probe.status}, ${probe.headers.get('content-encoding') ?? 'identity'}, ` +
        `${(probeBytes / 1024).toFixed(1)} KB decoded)`,
    );
    const staticReads = createReads({
      catalog: { static: [staticPath] },
      mix: { static: 1 },
      headers: BROWSER_HEADERS,
    });

    if (WARMUP > 0) {
      await phase(10, WARMUP, reads.request);
      reads.nextPhase();
      console.log(`(warm-up: ${WARMUP} s at 10 connections on the long tail, not counted)`);
    }
    const cpuBefore = cpuMsOfTree(server.child.pid!);
    const pagesRun = await phase(LONG_TAIL_CONNECTIONS, DURATION, reads.request);
    const cpuAfter = cpuMsOfTree(server.child.pid!);
    const pages = reportReads(
      `long tail, ${LONG_TAIL_CONNECTIONS} connections, ${DURATION} s`,
      reads.nextPhase(),
      pagesRun.result,
      pagesRun.seconds,
    );
    // The server's CPU (every process of it; PGlite runs inside it) per page answered.
    if (cpuBefore !== null && cpuAfter !== null)
      console.log(
        `  server CPU per page: ${((cpuAfter - cpuBefore) / (pages.rps * pagesRun.seconds)).toFixed(1)} ms`,
      );
    const staticRun = await phase(LONG_TAIL_CONNECTIONS, DURATION, staticReads.request);
    const file = reportReads(
      `static file, ${LONG_TAIL_CONNECTIONS} connections, ${DURATION} s`,
      staticReads.nextPhase(),
      staticRun.result,
      staticRun.seconds,
    );
    errors += pages.errors + file.errors;
    const throughputRatio = pages.rps / file.rps;
    const p975Ratio = pages.p975 / file.p975;
    console.log(
      `\nlong tail beside the static file:\n` +
        `  pages   ${pages.rps.toFixed(1).padStart(8)} req/s  p50 ${ms(pages.p50)} ms  p97.5 ${ms(pages.p975)} ms  ` +
        `p99 ${ms(pages.p99)} ms  errors ${pages.errors}\n` +
        `  static  ${file.rps.toFixed(1).padStart(8)} req/s  p50 ${ms(file.p50)} ms  p97.5 ${ms(file.p975)} ms  ` +
        `p99 ${ms(file.p99)} ms  errors ${file.errors}\n` +
        `  throughput pages/static ${ratio(throughputRatio)} (1/${(1 / throughputRatio).toFixed(0)}; target ≥ 1/${1 / TARGET_THROUGHPUT_SHARE}: ` +
        `${verdict(throughputRatio >= TARGET_THROUGHPUT_SHARE)})\n` +
        `  p97.5 pages/static ${ratio(p975Ratio)} (target ≤ ${TARGET_P975_FACTOR}×: ` +
        `${verdict(p975Ratio <= TARGET_P975_FACTOR)})\n` +
        `  failed requests ${pages.errors + file.errors} (target 0: ${verdict(pages.errors + file.errors === 0)})`,
    );
  }

  if (PHASE_KINDS.has('mixed')) {
    const traffic = createTraffic({
      origin: url,
      lawyerIds: fill.verified.map((l) => l.id),
      writers: fill.writers.map((w, i) => ({ ...w, cookie: fill.cookies[i]! })),
      writeShare: WRITE_SHARE,
    });
    if (WARMUP > 0) {
      await phase(10, WARMUP, traffic.request);
      traffic.nextPhase();
      console.log(`\n(warm-up: ${WARMUP} s at 10 connections on the mixed traffic, not counted)`);
    }
    for (const connections of MIXED_CONNECTIONS) {
      const before = await scrapeMetrics(url, metricsToken);
      const { result, seconds } = await phase(connections, DURATION, traffic.request);
      const stats = traffic.nextPhase();
      errors += reportMixed(`mixed, ${connections} connections, ${DURATION} s`, stats, result, seconds);
      const after = await scrapeMetrics(url, metricsToken);
      reportServerView(metricsDelta(before, after), after);
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
      failed = missing > 0;
    } finally {
      await check.close();
    }
  }
  failed ||= errors > 0;
  // What the server logged about failed requests (its error lines), so that a failure says why.
  if (errors > 0 && server) {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)|\bERROR\b/.test(line));
    if (lines.length > 0) console.log(`\nserver errors (${lines.length}):\n${lines.slice(0, 10).join('\n')}`);
  }
} finally {
  await server?.stop();
  await target.drop();
}
if (failed) {
  console.log('\nFAILED: requests failed or acknowledged writes are missing');
  process.exit(1);
}

// One server process per core (docs/decisions/0013-processes-and-database-pool.md). `server.js` calls
// `serve(startServer)`: on PostgreSQL with WEB_CONCURRENCY above 1 this process becomes the primary of a
// `node:cluster` and forks that many workers, each running `startServer` (the built server's `start()`); otherwise
// it runs `startServer` itself. Plain JavaScript: it runs before (and without) the built server.
//
// What several processes share already goes through PostgreSQL (ADR 0013): sessions, rate limits, the live-thread
// events (LISTEN/NOTIFY), the invitation sweep (row locks), the page caches' invalidation, the migrations (an
// advisory lock). The embedded database (PGlite, no DATABASE_URL) belongs to exactly one process, so it is always
// served by one process: WEB_CONCURRENCY is ignored there, with a warning (hosting platforms set it on their own).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import pretty from 'pino-pretty';
import promClient from 'prom-client';
import { ASK_METRICS, METRICS_ANSWER, REPLACE_MESSAGE } from './cluster-messages.mjs';

/** A worker that exits before it ever listened failed at start; this many in a row stop the whole server. */
export const MAX_START_FAILURES = 3;
/** The pause before a worker that failed at start is replaced (so a failing start is not retried in a tight loop). */
const START_RETRY_MS = 1000;
/** After a stop signal, workers that have not exited this long after their own grace period are killed. */
const STOP_MARGIN_MS = 5000;
/** The signal that makes the primary replace its workers one at a time (docs/deploy.md, "Restarts without downtime"). */
export const ROLLING_RESTART_SIGNAL = 'SIGUSR2';

/**
 * How many server processes to run: WEB_CONCURRENCY (a whole number from 1) or one per core
 * (`os.availableParallelism()`), on PostgreSQL only. `ignored` is set when WEB_CONCURRENCY asked for more than one
 * process on the embedded database.
 */
export function processCount(env = process.env, cores = availableParallelism()) {
  const raw = env.WEB_CONCURRENCY?.trim();
  let asked;
  if (raw) {
    asked = Number(raw);
    if (!Number.isInteger(asked) || asked < 1) {
      throw new Error(
        `WEB_CONCURRENCY must be a whole number from 1 (the number of server processes): '${raw}'.`,
      );
    }
  }
  if (!env.DATABASE_URL)
    return { processes: 1, ignored: asked !== undefined && asked > 1 ? asked : undefined };
  return { processes: asked ?? Math.max(1, cores) };
}

/**
 * The primary's logger: the format of server/logger.ts (JSON lines, or readable lines in a terminal, LOG_FORMAT),
 * without loading the server's code.
 */
function primaryLogger(env = process.env) {
  const format = env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const destination =
    format === 'pretty'
      ? pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true })
      : undefined;
  return pino({ level: env.LOG_LEVEL ?? 'info' }, destination);
}

/**
 * Starts the site: `startServer()` in this process, or, on PostgreSQL with more than one process, a cluster of
 * workers that each call it. Resolves once this process serves (one process) or the workers were forked.
 */
export async function serve(startServer, env = process.env) {
  if (cluster.isWorker) {
    await startServer();
    return;
  }
  const log = primaryLogger(env);
  const { processes, ignored } = processCount(env);
  if (ignored) {
    log.warn(
      `WEB_CONCURRENCY=${ignored} ignored: the embedded database is served by one process (set DATABASE_URL for more)`,
    );
  }
  if (processes === 1) {
    log.info(
      env.DATABASE_URL ? 'one server process (WEB_CONCURRENCY=1)' : 'one server process (embedded database)',
    );
    await startServer();
    return;
  }
  runPrimary(processes, log, env);
}

/**
 * The primary: forks `processes` workers running server.js, replaces a worker that dies (a log line each), stops
 * with exit code 1 after MAX_START_FAILURES workers in a row died before listening, and on SIGTERM/SIGINT asks
 * every worker to stop gracefully (each finishes its requests: server/http/shutdown.ts) and exits 0 once all did.
 *
 * On ROLLING_RESTART_SIGNAL (SIGUSR2) it replaces the workers one at a time, so that the site never stops serving
 * (docs/decisions/0025-metrics-and-rolling-restarts.md): a new worker is forked (running the server.js and build
 * now on disk), and once it listens on the shared port one old worker is asked to stop (REPLACE_MESSAGE: the
 * graceful stop of SIGTERM, server/http/shutdown.ts; it takes no new connection, finishes its requests, ends its
 * event streams, which browsers reopen on another worker, and leaves its idle kept-alive connections to the
 * keep-alive timeout it announced, so that no client reuses one as it closes). A new
 * worker that fails to start ends the restart with the old workers still serving.
 *
 * It also answers the workers' requests for the metrics of every process: its prom-client AggregatorRegistry asks
 * each worker for its registry and adds them up (server/metrics.ts).
 */
function runPrimary(processes, log, env) {
  const graceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);
  // Workers run server.js (also when the primary is `npm start`'s scripts/start.mjs, which must not build again).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('../server.js', import.meta.url)) });
  log.info(`${processes} server processes (PostgreSQL; WEB_CONCURRENCY, default one per core)`);

  /** Workers that have listened at least once (a later death is a crash, not a failed start). */
  const listened = new WeakSet();
  let startFailures = 0;
  let stopping = false;
  let exitCode = 0;
  let ready = 0;

  /** Old workers being stopped by a rolling restart (their exit is expected) and the new ones it forked. */
  const retiring = new WeakSet();
  const replacements = new WeakSet();
  let restarting = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened.add(worker);
      startFailures = 0;
      ready += 1;
      if (ready === processes && !restarting) log.info(`all ${processes} server processes are ready`);
    });
    return worker;
  };

  /** Forks a replacement; resolves true once it listens, false when it exits before. */
  const forkReplacement = () =>
    new Promise((resolve) => {
      const worker = fork();
      replacements.add(worker);
      worker.once('listening', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });

  const rollingRestart = async () => {
    if (stopping) return;
    if (restarting) {
      log.warn('a rolling restart is already under way');
      return;
    }
    restarting = true;
    const old = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    log.info({ workers: old.length }, 'rolling restart: replacing the server processes one at a time');
    let replaced = 0;
    for (const worker of old) {
      if (stopping) break;
      if (!(await forkReplacement())) {
        log.error(
          { replaced },
          'rolling restart stopped: a new server process failed to start (the others still serve)',
        );
        break;
      }
      if (stopping) break;
      retiring.add(worker);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      if (!worker.isDead()) worker.send({ type: REPLACE_MESSAGE });
      const kill = setTimeout(() => {
        log.error({ pid: worker.process.pid }, 'rolling restart: an old server process did not stop: killed');
        worker.process.kill('SIGKILL');
      }, graceMs + STOP_MARGIN_MS);
      await exited;
      clearTimeout(kill);
      replaced += 1;
    }
    restarting = false;
    if (replaced === old.length)
      log.info({ replaced }, 'rolling restart done: every server process replaced');
  };

  // The metrics of every process, for the worker that received GET /metrics.
  const aggregator = new promClient.AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (message?.type !== ASK_METRICS) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (err) =>
        worker.isConnected() &&
        worker.send({
          type: METRICS_ANSWER,
          id: message.id,
          error: err instanceof Error ? err.message : String(err),
        }),
    );
  });

  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    // Each worker's own SIGTERM handler (server/entry.ts) drains its requests and closes the database.
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {});
      log.error({ workers: left.length }, 'server processes still running after the grace period: killed');
      for (const worker of left) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + STOP_MARGIN_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid;
    if (retiring.has(worker)) {
      ready -= 1;
      log.info({ pid, code, signal }, 'rolling restart: an old server process stopped');
      return;
    }
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({ exitCode }, 'all server processes stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (!listened.has(worker) && replacements.has(worker)) {
      log.error({ pid, code, signal }, 'rolling restart: a new server process failed to start');
      return;
    }
    if (!listened.has(worker)) {
      startFailures += 1;
      log.error({ pid, code, signal, failures: startFailures }, 'a server process failed to start');
      if (startFailures >= MAX_START_FAILURES) {
        log.error(
          `${startFailures} server processes in a row failed to start: stopping (see their errors above)`,
        );
        stop(1);
        return;
      }
      setTimeout(() => {
        if (!stopping) fork();
      }, START_RETRY_MS);
      return;
    }
    ready -= 1;
    log.error({ pid, code, signal }, 'a server process exited unexpectedly: starting a new one');
    fork();
  });

  const onSignal = (signal) => {
    log.info({ signal }, 'signal received: stopping the server processes');
    stop(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  process.on(ROLLING_RESTART_SIGNAL, () => void rollingRestart());

  for (let i = 0; i < processes; i++) fork();
}

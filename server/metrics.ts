import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ASK_METRICS, METRICS_ANSWER } from './cluster-messages.mjs';
import type { Db } from './db/client.ts';
import { logger } from './logger.ts';

// The numbers an operator watches (docs/deploy.md, "Metrics and alerts"; docs/decisions/0025-metrics-and-rolling-restarts.md):
// each process counts in its own registry; GET /metrics answers the sum over every process. With several processes
// (server/cluster.mjs) the worker that receives the scrape asks the primary over the cluster's IPC channel, and the
// primary's AggregatorRegistry (prom-client) asks every worker for its registry and adds them up.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Seconds from a request's arrival to its answer's headers, by route pattern (never the raw path) and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** How long a database query or transaction waited for one of the pool's connections (server/db/request-fair-pool.ts). */
export const dbPoolWait = new Histogram({
  name: 'db_pool_wait_seconds',
  help: 'Time a query or transaction waited for a connection of the PostgreSQL pool',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

const poolQueues = new Set<() => number>();
/** Registers a pool's queue length (queries waiting for a connection now); returns its removal. */
export function trackPoolQueue(waiting: () => number): () => void {
  poolQueues.add(waiting);
  return () => poolQueues.delete(waiting);
}
new Gauge({
  name: 'db_pool_waiting',
  help: 'Queries and transactions waiting for a connection of the PostgreSQL pool now',
  registers: [registry],
  collect() {
    let total = 0;
    for (const waiting of poolQueues) total += waiting();
    this.set(total);
  },
});

/** How long a page request waited for its turn (server/http/page-queue.ts). */
export const pageQueueWait = new Histogram({
  name: 'page_queue_wait_seconds',
  help: "Time a page request waited for its turn among the process's pages",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** The process's page requests waiting for their turn now; the pages' handler of the last app made counts. */
let pagesWaiting = (): number => 0;
export function trackPageQueue(waiting: () => number): void {
  pagesWaiting = waiting;
}
new Gauge({
  name: 'page_queue_waiting',
  help: 'Page requests waiting for their turn now',
  registers: [registry],
  collect() {
    this.set(pagesWaiting());
  },
});

/** Signed-out visitors' plain pages answered from the kept copy or rendered (server/cache/public-pages.ts). */
export const publicPageReads = new Counter({
  name: 'public_page_cache_requests_total',
  help: "Signed-out visitors' plain pages: answered from the kept copy (hit) or rendered (miss)",
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Open server-sent event streams of this process (server/http/session-stream.ts), by stream. */
export const openEventStreams = new Gauge({
  name: 'event_streams_open',
  help: 'Open server-sent event streams',
  labelNames: ['stream'] as const,
  registers: [registry],
});

/** E-mail attempts that failed (server/mail/outbox.ts), by outcome: `failed` (tried again later) or `given_up`. */
export const emailFailures = new Counter({
  name: 'email_send_failures_total',
  help: 'E-mail sending attempts that failed, by outcome (failed: tried again later; given_up: final)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sweepRuns = new Counter({
  name: 'invitation_sweep_runs_total',
  help: 'Runs of the invitation-expiry sweep, by result',
  labelNames: ['result'] as const,
  registers: [registry],
});
export const sweepExpired = new Counter({
  name: 'invitation_sweep_expired_total',
  help: 'Invitations the sweep expired',
  registers: [registry],
});
export const sweepDuration = new Histogram({
  name: 'invitation_sweep_duration_seconds',
  help: 'Time one run of the invitation sweep took',
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
  registers: [registry],
});
export const sweepLastSuccess = new Gauge({
  name: 'invitation_sweep_last_success_timestamp_seconds',
  help: 'When the invitation sweep last finished without error (Unix seconds)',
  // The newest of the processes' runs, not their sum.
  aggregator: 'max',
  registers: [registry],
});

/** The database the outbox gauges read on each scrape (the latest runtime's). */
let outboxDb: Db | undefined;
/** The outbox's backlog is read from the database on each scrape: the same for every process (max, not sum). */
new Gauge({
  name: 'email_outbox_backlog',
  help: 'E-mails waiting to be sent (pending) or sent again (failed)',
  labelNames: ['status'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    if (!outboxDb) return;
    // Only rows with a next attempt: the partial index email_outbox_next_attempt_idx (server/db/schema/operations.ts).
    const { rows } = await outboxDb.execute<{ status: string; n: number; age: number }>(
      sql`select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
          from email_outbox where next_attempt_at is not null group by status`,
    );
    this.reset();
    let oldest = 0;
    for (const status of ['pending', 'failed']) {
      const row = rows.find((r) => r.status === status);
      this.set({ status }, row ? Number(row.n) : 0);
      if (row) oldest = Math.max(oldest, Number(row.age));
    }
    outboxOldest.set(oldest);
  },
});
const outboxOldest = new Gauge({
  name: 'email_outbox_oldest_seconds',
  help: 'Age of the oldest e-mail still waiting to be sent (0 when none waits)',
  aggregator: 'max',
  registers: [registry],
});

/** Paths that are never measured nor logged: the scrape itself. */
export const METRICS_PATH = '/metrics';

/** Variables a route sets for the request histogram: the page's route pattern (React Router's). */
export type MetricsVariables = { routePattern?: string };

/**
 * Observes every request's duration once its answer's headers are ready, labelled by the route pattern: the
 * pages' React Router pattern (`routePattern`, set by the pages' handler in server/app.ts) or Hono's route path
 * (`/schema/:file`, `*` for a path no route matched), never the raw path: the labels stay few.
 */
export function requestMetrics(): MiddlewareHandler<{ Variables: MetricsVariables }> {
  return async (c, next) => {
    if (c.req.path === METRICS_PATH) return next();
    const end = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      end({ method: c.req.method, route: c.get('routePattern') ?? c.req.routePath, status: c.res.status });
    }
  };
}

/** The worker's requests to the primary still waiting for their answer, by id. */
let pendingAsks = 0;
const asks = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
const ASK_TIMEOUT_MS = 8000;

if (cluster.isWorker) {
  // Answers the primary's requests for this process's registry (prom-client's own IPC messages).
  AggregatorRegistry.setRegistries(registry);
  new AggregatorRegistry();
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type !== METRICS_ANSWER || message.id === undefined) return;
    const ask = asks.get(message.id);
    if (!ask) return;
    asks.delete(message.id);
    if (message.error !== undefined) ask.reject(new Error(message.error));
    else ask.resolve(message.text ?? '');
  });
}

/** The answer text: this process's registry, or, in a cluster worker, the sum the primary computed. */
async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = pendingAsks++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      asks.delete(id);
      reject(new Error('the primary did not answer'));
    }, ASK_TIMEOUT_MS);
    timer.unref();
    asks.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ type: ASK_METRICS, id });
  });
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  // timingSafeEqual needs equal lengths: a wrong length is compared against itself, then refused.
  const same = timingSafeEqual(given.length === expected.length ? given : expected, expected);
  return same && given.length === expected.length;
}

/**
 * GET /metrics: the Prometheus text of every process, only with `Authorization: Bearer $METRICS_TOKEN`; 404 while
 * METRICS_TOKEN is not set, 401 with a missing or wrong token. Never logged (server/http/request-log.ts).
 */
export function createMetricsRoutes(runtime: { db: Db; config: { metricsToken?: string } }) {
  outboxDb = runtime.db;
  const app = new Hono();
  app.get(METRICS_PATH, async (c: Context) => {
    c.header('cache-control', 'no-store');
    const token = runtime.config.metricsToken;
    if (!token) return c.text('Not Found', 404);
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('www-authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
    try {
      return c.body(await metricsText(), 200, { 'content-type': registry.contentType });
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'metrics not collected');
      return c.text('Service Unavailable', 503);
    }
  });
  return app;
}

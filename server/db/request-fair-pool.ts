import type pg from 'pg';
import { currentRequestId } from '../logger.ts';
import { dbPoolWait, trackPoolQueue } from '../metrics.ts';

/** How many recent request ids are remembered as "already served by the database" (bounded memory). */
const REMEMBERED_REQUESTS = 10_000;

/**
 * Makes a node-postgres pool serve REQUESTS in order of arrival instead of single queries
 * (docs/decisions/0013-processes-and-database-pool.md).
 *
 * Measured under load (`npm run bench:load` on PostgreSQL, 50 connections): the pool's connections were all
 * checked out and some fifty queries waited for one, in one first-come queue per QUERY, while PostgreSQL itself sat
 * idle (each connection is held until the busy event loop reads its answer). A request waited in that queue once
 * per round trip: a page (one or two queries) once, posting a message (the session, the access check, the write,
 * the e-mails: about seven) seven times, so writes took many times as long as reads.
 *
 * Here a query of a request that has already had one goes ahead of the first query of requests that have not: a
 * request waits for the database about once, then finishes what it started. Queries outside any request (the
 * invitation sweep, start-up) queue as new requests do. The pool's size (`max`) is kept as the number of
 * connections handed out at once, so node-postgres's own queue stays empty. Only the promise forms are changed
 * (Drizzle's): `pool.query(…)` and `pool.connect()` (a transaction holds its place until `client.release()`).
 */
export function serveRequestsInOrder(pool: pg.Pool, max: number): pg.Pool {
  let free = max;
  const continuing: (() => void)[] = [];
  const starting: (() => void)[] = [];
  const served = new Map<string, true>();

  const acquire = (): Promise<void> => {
    const reqId = currentRequestId();
    let known = false;
    if (reqId !== undefined) {
      known = served.delete(reqId);
      served.set(reqId, true);
      if (served.size > REMEMBERED_REQUESTS) served.delete(served.keys().next().value as string);
    }
    if (free > 0) {
      free -= 1;
      dbPoolWait.observe(0);
      return Promise.resolve();
    }
    const end = dbPoolWait.startTimer();
    return new Promise<void>((resolve) => (known ? continuing : starting).push(resolve)).then(() => {
      end();
    });
  };
  const release = () => {
    const next = continuing.shift() ?? starting.shift();
    if (next) next();
    else free += 1;
  };

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  const fair = {
    query(...args: unknown[]) {
      // The callback forms are node-postgres's own (pool.query calls connect(callback)): left as they are.
      if (args.some((arg) => typeof arg === 'function')) return query(...args);
      return acquire().then(() => query(...args).finally(release));
    },
    connect(...args: unknown[]) {
      if (args.length > 0) return connect(...args);
      return acquire().then(async () => {
        let client: pg.PoolClient;
        try {
          client = (await connect()) as pg.PoolClient;
        } catch (error) {
          release();
          throw error;
        }
        const releaseClient = client.release;
        let released = false;
        client.release = (...releaseArgs: Parameters<pg.PoolClient['release']>) => {
          if (!released) {
            released = true;
            release();
          }
          return releaseClient.apply(client, releaseArgs);
        };
        return client;
      });
    },
  };
  Object.assign(pool, fair);
  // The queue's length on each scrape of /metrics (db_pool_waiting), until the pool ends.
  const untrack = trackPoolQueue(() => continuing.length + starting.length);
  const end = pool.end.bind(pool);
  pool.end = (() => {
    untrack();
    return end();
  }) as typeof pool.end;
  return pool;
}

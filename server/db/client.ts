import { existsSync, fsyncSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { databasePoolMax } from '../config.ts';
import { logger } from '../logger.ts';
import { fsyncTree } from './fsync.ts';
import { serveRequestsInOrder } from './request-fair-pool.ts';
import * as schema from './schema/index.ts';

/** Both engines speak the same PostgreSQL dialect; the node-postgres type is used for both. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction of `Db` (what `db.transaction(async (tx) => …)` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  /** A plain SQL pool for LISTEN/NOTIFY (PostgreSQL only). */
  pool?: pg.Pool;
  /** Runs SQL text with parameters on the driver itself, without the ORM (benchmarks, diagnostics). */
  raw(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'server/db/migrations');

/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise PGlite in `dataDir`
 * (or in memory when `dataDir` is undefined). Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  migrationsFolder?: string;
  /** PostgreSQL only: the pool's most connections; default DATABASE_POOL_MAX (server/config.ts). */
  poolMax?: number;
  /** In memory only: start from this dump of a migrated database (dumpMigratedPglite) instead of an empty one. */
  template?: Blob;
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.url) {
    const max = options.poolMax ?? databasePoolMax();
    // A request waits for a connection about once, not once per query (request-fair-pool.ts).
    const pool = serveRequestsInOrder(new pg.Pool({ connectionString: options.url, max }), max);
    // An idle connection that the server ends (restart, failover, a dropped test database) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => logger.warn({ err: error.message }, 'idle database connection closed'));
    const db = drizzlePg(pool, { schema });
    // Several app processes may start together: one applies the migrations while the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', ['tanai-migrations']);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client
        .query('SELECT pg_advisory_unlock(hashtext($1))', ['tanai-migrations'])
        .catch(() => undefined);
      client.release();
    }
    return {
      db,
      engine: 'postgres',
      pool,
      raw: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const client = options.dataDir
    ? await openDurablePglite(options.dataDir)
    : await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.template });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    raw: async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params as unknown[])).rows,
    close: () => client.close(),
  };
}

/** A migrated, empty in-memory database as a dump, for openDatabase({ template }) (the tests start from it). */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/*
 * Durability of the embedded database (PGlite 0.5, a data folder on the local disk).
 *
 * As shipped, PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten NODEFS) has no
 * fsync at all: fsync() is a no-op and fdatasync() returns success without doing anything. Every write still
 * goes straight to the operating system (fs.writeSync, no buffering in the process), and PostgreSQL writes a
 * transaction's WAL at COMMIT, so a committed transaction survives the crash of the server PROCESS (kill -9,
 * out of memory) and is recovered from the WAL at the next start. Nothing was ever flushed to the DISK, though:
 * after an operating-system crash or power loss recent commits could be lost and the folder corrupted.
 *
 * So the folder is opened with fsync back on: NODEFS gets a real fsync (fs.fsyncSync on the file's descriptor),
 * PostgreSQL runs with fsync=on and wal_sync_method=fsync (its default, fdatasync, is the no-op above), and a
 * newly created folder is flushed once. PostgreSQL then does what it does on a server: COMMIT returns only
 * after the transaction's WAL is on disk (synchronous_commit=on, full_page_writes=on), and checkpoints flush
 * the data files and directories. An acknowledged write is on disk before the response is sent. The cost is
 * one fsync per committing transaction (reads are unaffected); PGlite is single-threaded, so that fsync also
 * pauses the other requests of the process. Not covered: a disk or virtual machine that acknowledges fsync
 * without persisting (write caches without power-loss protection), and the files under FILES_DIR (uploads).
 */
async function openDurablePglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({
    fs: new FsyncNodeFS(dataDir),
    extensions: { pg_trgm },
    relaxedDurability: false,
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'wal_sync_method=fsync',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
    ],
  });
  // initdb's files were copied into the folder without a flush: flush them once, with the folder itself.
  if (fresh) fsyncTree(dataDir);
  return client;
}

/** NODEFS with a working fsync: Emscripten's NODEFS has none, so PostgreSQL's fsync() calls did nothing. */
class FsyncNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const nodefs = mod.NODEFS as unknown as {
          stream_ops: { fsync?: (stream: { nfd: number }) => number };
          tryFSOperation<T>(fn: () => T): T;
        };
        // Errors become Emscripten errno values, which PostgreSQL sees as a failed fsync.
        nodefs.stream_ops.fsync = (stream) => {
          nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
          return 0;
        };
      },
    ];
    return result;
  }
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Both engines speak the same PostgreSQL dialect; the node-postgres type is used for both. */
export type Db = NodePgDatabase<typeof schema>;
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
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
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
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
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

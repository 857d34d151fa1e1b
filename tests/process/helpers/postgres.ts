import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test PostgreSQL server (the server processes migrate it when they start). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = inject('postgresUrl');
  const name = `tanai_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

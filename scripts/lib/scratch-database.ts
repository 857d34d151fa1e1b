import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, ending any connection still open on it. */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server of `adminUrl` (a role with CREATEDB), for a test
 * file, a process test or a benchmark: empty, or a copy of the database `template` (which nobody may be connected
 * to while it is copied; copied file by file, the quickest way for a large one).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(template))
    throw new Error(`Not a plain database name: ${template}`);
  await asAdmin(
    adminUrl,
    template === undefined
      ? `CREATE DATABASE ${name}`
      : `CREATE DATABASE ${name} TEMPLATE "${template}" STRATEGY FILE_COPY`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/**
 * `DROP DATABASE … WITH (FORCE)` ends the connections still open on it, but a role without superuser rights cannot
 * end another role's process (SQLSTATE 42501), such as a maintenance process of the server passing through the new
 * database. Those are short: tried again for up to 5 s. A database still in use after that is left for the next
 * clean-up rather than failing the tests that used it.
 */
async function dropDatabase(adminUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
      if (attempt >= 20) {
        console.warn(`scratch database ${name} left in place: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

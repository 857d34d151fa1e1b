import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { forgetPublicData } from '#server/cache/public-data.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.ts';

let template: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (started from the migrated dump that
 * global-setup.ts made for the run), or a new database on the PostgreSQL server of TEST_DATABASE_URL (created
 * here, dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  // The files of a worker share their modules (vitest.config.ts, isolate: false), the public data cache too: a new
  // database starts with an empty cache, never with values another file read from its own database.
  forgetPublicData();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const file = inject('pgliteTemplate');
    if (file && !template) template = new Blob([readFileSync(file)]);
    return openDatabase({ template });
  }
  const scratch = await createScratchDatabase(adminUrl, 'tanai_test');
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export const engineName = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

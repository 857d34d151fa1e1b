import { type Database, openDatabase } from '#server/db/client.ts';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
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

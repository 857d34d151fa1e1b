// Once per `vitest run`: a migrated in-memory PGlite database, dumped to a file. Each test file's database starts
// from that dump (tests/server/helpers/database.ts) instead of running initdb and the migrations again, which is
// most of the time a fresh PGlite takes (about 2 s against 0.5 s). Against PostgreSQL (TEST_DATABASE_URL) nothing
// is prepared: each file gets a new database on the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite dump; empty when the tests run against PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tanai-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

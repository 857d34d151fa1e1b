import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL connection string for a role with CREATEDB. */
    postgresUrl: string;
  }
}

/** The production build must exist (built here when missing) and a PostgreSQL server must be running. */
export default function setup(project: TestProject) {
  const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';
  if (!existsSync(`${buildDir}/server/index.js`)) {
    execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  }
  project.provide('postgresUrl', ensurePostgres() as string);
}

// `npm run db:backup [-- FILE]`: a backup of the configured database (server/config.ts).
//   PostgreSQL (DATABASE_URL): pg_dump --format=custom to FILE (default backups/tanai-postgres-<UTC time>.dump),
//     taken while the app runs; with FILE_STORAGE=local also the uploads folder as <FILE>.files.tar.gz.
//   Embedded (DATA_DIR/pglite): the server must be stopped; one archive (default
//     backups/tanai-pglite-<UTC time>.tar.gz) with the database, the local uploads and the generated secret.
// See scripts/lib/ and docs/deploy.md "Backups".
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { parseCommandLine } from './lib/args.mjs';
import { runMain } from './lib/cli.ts';
import { backupPglite } from './lib/pglite.ts';
import { backupPostgres } from './lib/postgres.ts';

const USAGE = `Usage: npm run db:backup [-- FILE]

Backs up the database the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR).
  PostgreSQL: FILE defaults to backups/tanai-postgres-<UTC time>.dump (pg_dump custom format); the server may run.
  Embedded:   FILE defaults to backups/tanai-pglite-<UTC time>.tar.gz; stop the server first.
With FILE_STORAGE=local the uploaded files are included (PostgreSQL: in <FILE without .dump>.files.tar.gz next to it).
An existing file is never overwritten.`;

const { positionals, refuse } = parseCommandLine({ usage: USAGE, allowPositionals: true });
if (positionals.length > 1) refuse('Only one file may be given.');
const [file] = positionals;

runMain('db:backup', async () => {
  const config = loadConfig();
  const out = file ? path.resolve(file) : undefined;
  if (config.databaseUrl) await backupPostgres(config, out);
  else await backupPglite(config, out);
});

// `npm run db:backup [-- FILE]`: a backup of the configured database (server/config.ts).
//   PostgreSQL (DATABASE_URL): pg_dump --format=custom to FILE (default backups/tanai-postgres-<UTC time>.dump),
//     taken while the app runs; with FILE_STORAGE=local also the uploads folder as <FILE>.files.tar.gz.
//   Embedded (DATA_DIR/pglite): the server must be stopped; one archive (default
//     backups/tanai-pglite-<UTC time>.tar.gz) with the database, the local uploads and the generated secret.
// See scripts/lib/ and docs/deploy.md "Backups".
import path from 'node:path';
import { parseCommandLine } from './lib/args.mjs';

const USAGE = `Usage: npm run db:backup [-- FILE]

Backs up the database the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR).
  PostgreSQL: FILE defaults to backups/tanai-postgres-<UTC time>.dump (pg_dump custom format); the server may run.
  Embedded:   FILE defaults to backups/tanai-pglite-<UTC time>.tar.gz; stop the server first.
With FILE_STORAGE=local the uploaded files are included (PostgreSQL: in <FILE without .dump>.files.tar.gz next to it).
An existing file is never overwritten.`;

const { positionals, refuse } = parseCommandLine({ usage: USAGE, allowPositionals: true });
if (positionals.length > 1) refuse('Only one file may be given.');
const [file] = positionals;

// The modules load once the command line is read: --help answers at once.
const { loadConfig } = await import('#server/config.ts');
const { runMain } = await import('./lib/cli.ts');
const { backupPglite } = await import('./lib/pglite.ts');
const { backupPostgres } = await import('./lib/postgres.ts');

runMain('db:backup', async () => {
  const config = loadConfig();
  const out = file ? path.resolve(file) : undefined;
  if (config.databaseUrl) await backupPostgres(config, out);
  else await backupPglite(config, out);
});

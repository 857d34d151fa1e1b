// `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into the configured database
// (server/config.ts). It refuses to overwrite anything unless --force:
//   PostgreSQL (DATABASE_URL): the database must be empty (pg_restore --clean --if-exists --no-owner, in one
//     transaction); the uploads of <FILE>.files.tar.gz go to FILES_DIR when FILE_STORAGE=local.
//   Embedded (DATA_DIR/pglite): the server must be stopped and DATA_DIR/pglite empty; with --force the current
//     database and uploads are moved aside (pglite.before-restore-<time>), never deleted.
// See scripts/lib/ and docs/deploy.md "Backups".
import path from 'node:path';
import { parseCommandLine } from './lib/args.mjs';

const USAGE = `Usage: npm run db:restore -- FILE [--force]

Restores FILE (made by npm run db:backup) into the configured database (DATABASE_URL, else DATA_DIR).
  PostgreSQL: the database must be empty; --force restores over an existing one (stop every app process first).
  Embedded:   stop the server; DATA_DIR/pglite must be empty; --force moves the current database and uploads
              aside (<folder>.before-restore-<UTC time>) instead of refusing.`;

const { values, positionals, refuse } = parseCommandLine({
  usage: USAGE,
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length === 0) refuse('Which backup? Give its file.');
if (positionals.length > 1) refuse('Only one file may be given.');
const file = path.resolve(positionals[0]!);

// The modules load once the command line is read: --help answers at once.
const { loadConfig } = await import('#server/config.ts');
const { runMain } = await import('./lib/cli.ts');
const { restorePglite } = await import('./lib/pglite.ts');
const { restorePostgres } = await import('./lib/postgres.ts');

runMain('db:restore', async () => {
  const config = loadConfig();
  if (config.databaseUrl) await restorePostgres(config, file, values.force);
  else await restorePglite(config, file, values.force);
});

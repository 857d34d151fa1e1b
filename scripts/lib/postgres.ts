// db:backup / db:restore on PostgreSQL (DATABASE_URL): pg_dump --format=custom and pg_restore, plus the local
// uploads folder next to the dump when FILE_STORAGE=local. The password never reaches a log line or the
// command line of a child process (it is passed in PGPASSWORD).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { fsyncTree } from '#server/db/fsync.ts';
import {
  backupError,
  backupKind,
  commitFile,
  countFiles,
  defaultBackupFile,
  displayPath,
  fileSize,
  hasContent,
  maskUrl,
  moveAside,
  plural,
  redact,
  registerSecret,
  runCommand,
  timestamp,
} from './cli.ts';
import { archiveFolder, extractFolder, filesArchiveFor } from './local-files.ts';

// ---------------------------------------------------------------- client tools
interface PgTool {
  bin: string;
  major: number;
  version: string;
}

function installHint(major?: number): string {
  const v = major ?? 'N';
  return [
    major
      ? `Install the PostgreSQL ${major} client tools (or newer; a newer client works with older servers):`
      : 'Install the client tools of the newest PostgreSQL version (they work with older servers and archives):',
    `  Debian/Ubuntu: sudo apt-get install -y postgresql-client-${v}`,
    '    (if apt cannot find it, add the PostgreSQL apt repository first:',
    '     sudo apt-get install -y postgresql-common && sudo /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh)',
    `  RHEL/Rocky/Fedora: sudo dnf install -y postgresql${v} (PostgreSQL yum repository)`,
    `  macOS: brew install postgresql@${v}`,
    'Versioned installs in /usr/lib/postgresql/<N>/bin, /usr/pgsql-<N>/bin and Homebrew postgresql@<N> are found',
    'automatically, even when they are not on PATH.',
  ].join('\n');
}

/** The program on PATH first, then the versioned installs of Debian/Ubuntu, the PGDG RPMs and Homebrew. */
function candidates(name: string): string[] {
  const list = [name];
  const versioned = (parent: string, pattern: RegExp, bin: (entry: string) => string) => {
    if (!existsSync(parent)) return;
    for (const entry of readdirSync(parent)) if (pattern.test(entry)) list.push(bin(entry));
  };
  versioned('/usr/lib/postgresql', /^\d+$/, (v) => `/usr/lib/postgresql/${v}/bin/${name}`);
  versioned('/usr', /^pgsql-\d+$/, (d) => `/usr/${d}/bin/${name}`);
  for (const brew of ['/opt/homebrew/opt', '/usr/local/opt']) {
    versioned(brew, /^postgresql@\d+$/, (d) => `${brew}/${d}/bin/${name}`);
  }
  return list;
}

function toolVersion(bin: string): PgTool | null {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)(\S*)/.exec(result.stdout ?? '');
  return result.status === 0 && match
    ? { bin, major: Number(match[1]), version: `${match[1]}${match[2]}` }
    : null;
}

/** The newest installed copy of pg_dump / pg_restore; with `minMajor`, it must be at least that version. */
function findTool(name: 'pg_dump' | 'pg_restore', minMajor?: number): PgTool {
  const found = candidates(name)
    .map(toolVersion)
    .filter((t): t is PgTool => t !== null);
  // Highest major wins; on a tie the one on PATH (listed first) is kept.
  const best = found.reduce<PgTool | null>((a, b) => (a && a.major >= b.major ? a : b), null);
  if (!best) throw backupError(`${name} was not found.\n${installHint(minMajor)}`);
  if (minMajor !== undefined && best.major < minMajor) {
    throw backupError(
      `${name} ${best.version} (${best.bin}) is older than the PostgreSQL ${minMajor} server; ${name} must be ` +
        `of the server's major version or newer, or it refuses to run.\n${installHint(minMajor)}`,
    );
  }
  return best;
}

/** libpq arguments without the password (visible to `ps`), which travels in PGPASSWORD instead. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return { dbname: url, env: {} };
    const password = decodeURIComponent(parsed.password);
    parsed.password = '';
    return { dbname: parsed.toString(), env: { PGPASSWORD: password } };
  } catch {
    return { dbname: url, env: {} };
  }
}

function protectPassword(url: string) {
  try {
    registerSecret(new URL(url).password);
  } catch {
    registerSecret(/password\s*=\s*('[^']*'|\S+)/i.exec(url)?.[1]);
  }
}

// ---------------------------------------------------------------- the server
interface ServerInfo {
  major: number;
  version: string;
  database: string;
  /** Tables, views, sequences… outside the system schemas. */
  objects: number;
  sample: string[];
}

async function serverInfo(url: string): Promise<ServerInfo> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw backupError(`Cannot connect to ${maskUrl(url)}: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ num: string; version: string; database: string }>(
      `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version,
              current_database() AS database`,
    );
    const objects = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp_%'
        ORDER BY c.relkind <> 'r', 1`,
    );
    const row = rows[0]!;
    return {
      major: Math.floor(Number(row.num) / 10_000),
      version: row.version,
      database: row.database,
      objects: objects.rowCount ?? objects.rows.length,
      sample: objects.rows.slice(0, 5).map((r) => r.name),
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- backup
export async function backupPostgres(config: Config, file: string | undefined): Promise<void> {
  const url = config.databaseUrl!;
  protectPassword(url);
  console.log(`Backing up PostgreSQL ${maskUrl(url)}`);
  const server = await serverInfo(url);
  const dump = findTool('pg_dump', server.major);
  console.log(`Server: PostgreSQL ${server.version}; client: ${dump.bin} ${dump.version}`);

  const stamp = timestamp();
  const out = path.resolve(file ?? defaultBackupFile('postgres', '.dump', stamp));
  if (existsSync(out)) throw backupError(`${out} already exists; not overwriting it.`);
  // Only the owner may list the backups folder when this creates it.
  mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });

  // Written under a temporary name, so a failed run never leaves a file that looks like a backup.
  const partial = `${out}.partial`;
  const conn = toolConnection(url);
  const result = await runCommand(
    dump.bin,
    ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${conn.dbname}`],
    { env: conn.env },
  );
  if (result.code !== 0) {
    rmSync(partial, { force: true });
    throw backupError(`pg_dump failed (exit ${result.code}):\n${redact(result.stderr.trim())}`);
  }
  // A backup holds personal data and password hashes.
  chmodSync(partial, 0o600);
  commitFile(partial, out);
  console.log(`Wrote ${displayPath(out)} (${fileSize(out)}): the database (pg_dump custom format)`);

  if (config.files.driver === 'local') {
    const dir = config.files.dir;
    if (!hasContent(dir)) {
      console.log(`No uploaded files in ${dir} yet; no files archive written.`);
      return;
    }
    const archive = filesArchiveFor(out);
    if (existsSync(archive)) throw backupError(`${archive} already exists; not overwriting it.`);
    await archiveFolder(dir, `${archive}.partial`);
    chmodSync(`${archive}.partial`, 0o600);
    commitFile(`${archive}.partial`, archive);
    console.log(
      `Wrote ${displayPath(archive)} (${fileSize(archive)}): ${plural(countFiles(dir), 'uploaded file')} from ${dir}`,
    );
  } else {
    console.log(
      `Uploaded files are in the S3 bucket "${config.files.bucket}" and are not part of this backup; ` +
        'keep bucket versioning on (docs/deploy.md).',
    );
  }
}

// ---------------------------------------------------------------- restore
export async function restorePostgres(config: Config, file: string, force: boolean): Promise<void> {
  const url = config.databaseUrl!;
  protectPassword(url);
  const kind = backupKind(file);
  if (kind === 'gzip') {
    throw backupError(
      `${file} is a backup of the embedded database (PGlite). Unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  }
  if (kind !== 'pg_dump') throw backupError(`${file} is not a pg_dump custom-format backup.`);
  console.log(`Restoring ${displayPath(file)} into PostgreSQL ${maskUrl(url)}`);
  const server = await serverInfo(url);
  const restore = findTool('pg_restore');

  // The archive must be readable by this pg_restore (an archive of a newer pg_dump is not).
  const list = await runCommand(restore.bin, ['--list', file]);
  if (list.code !== 0) {
    throw backupError(
      `${restore.bin} ${restore.version} cannot read ${file}:\n${list.stderr.trim()}\n` +
        `A dump written by a newer pg_dump needs a pg_restore at least as new.\n${installHint()}`,
    );
  }
  const dumpedBy = /Dumped by pg_dump version: (\S+)/.exec(list.stdout)?.[1];
  const dumpedFrom = /Dumped from database version: (\S+)/.exec(list.stdout)?.[1];
  const created = /Archive created at (.+)/.exec(list.stdout)?.[1]?.trim();
  console.log(
    `Backup: made ${created ?? '(unknown date)'} from PostgreSQL ${dumpedFrom ?? '?'} by pg_dump ${dumpedBy ?? '?'}; ` +
      `target: PostgreSQL ${server.version}, database "${server.database}"; client: ${restore.bin} ${restore.version}`,
  );

  if (server.objects > 0 && !force) {
    throw backupError(
      [
        `The database "${server.database}" is not empty: it has ${server.objects} tables, views or sequences ` +
          `(${server.sample.join(', ')}${server.objects > server.sample.length ? ', …' : ''}).`,
        'Restoring drops and re-creates every object of the backup (pg_restore --clean), so whatever was',
        'written there since the backup is lost, and objects that are not in the backup stay behind.',
        'The safe way: create a new empty database (createdb, owned by the app role), point DATABASE_URL at it',
        'and run the restore again. To overwrite this database anyway, stop every app process first and add',
        '--force (npm run db:restore -- FILE --force).',
      ].join('\n'),
    );
  }

  const filesArchive = filesArchiveFor(file);
  const withFiles = existsSync(filesArchive);
  const filesDir = config.files.driver === 'local' ? config.files.dir : undefined;
  if (withFiles && filesDir && hasContent(filesDir) && !force) {
    throw backupError(
      `The uploads folder ${filesDir} is not empty. Restore into an empty FILES_DIR, or add --force to move ` +
        `the current folder aside (to ${path.basename(filesDir)}.before-restore-<time>; nothing is deleted).`,
    );
  }

  const conn = toolConnection(url);
  const result = await runCommand(
    restore.bin,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      // All or nothing: on the first error the transaction rolls back and the database is as it was.
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${conn.dbname}`,
      file,
    ],
    { env: conn.env },
  );
  if (result.code !== 0) {
    throw backupError(
      `pg_restore failed (exit ${result.code}); it ran in one transaction, so nothing was changed:\n` +
        redact(result.stderr.trim()),
    );
  }
  const after = await serverInfo(url);
  console.log(`Restored the database: ${after.objects} tables, views and sequences in "${after.database}".`);

  if (withFiles && filesDir) {
    const stamp = timestamp();
    if (hasContent(filesDir)) console.log(`Moved the old uploads folder to ${moveAside(filesDir, stamp)}`);
    await extractFolder(filesArchive, filesDir);
    fsyncTree(filesDir);
    console.log(
      `Restored ${plural(countFiles(filesDir), 'uploaded file')} from ${displayPath(filesArchive)} into ${filesDir}`,
    );
  } else if (withFiles) {
    console.log(
      `${displayPath(filesArchive)} holds local uploads, but FILE_STORAGE=s3: they were not restored. Unpack it ` +
        '(tar -xzf) and copy the folders inside to the bucket (e.g. aws s3 sync) if you are moving to S3.',
    );
  } else if (filesDir) {
    console.log(
      `No uploaded files archive (${displayPath(filesArchive)}) next to the backup; ${filesDir} left as it is.`,
    );
  }
  console.log('Done. Start the app: it applies any newer migrations at start-up.');
}

// db:backup / db:restore on the embedded database (no DATABASE_URL): the whole site of a one-server install
// in one gzip tar:
//   manifest.json   what is inside (format, date, PostgreSQL version, uploads folder name)
//   pglite.tar      PGlite's dumpDataDir() of DATA_DIR/pglite, loaded again with PGlite's loadDataDir
//   auth-secret     DATA_DIR/auth-secret, the generated secret (sessions, e-mail links, two-factor secrets)
//   <files>/        the local uploads folder (FILE_STORAGE=local), under its own name
// PGlite is one process per folder (server/db/lock.ts), so both commands refuse while a server runs on it and
// hold DATA_DIR/server.pid themselves meanwhile, so that no server starts halfway.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '#server/config.ts';
import { fsyncTree } from '#server/db/fsync.ts';
import { embeddedDatabaseOwner, lockEmbeddedDatabase } from '#server/db/lock.ts';
import {
  backupError,
  backupKind,
  commitFile,
  countFiles,
  defaultBackupFile,
  displayPath,
  fileSize,
  hasContent,
  moveAside,
  plural,
  timestamp,
} from './cli.ts';
import { extractFolder, folderMembers, tar } from './local-files.ts';

const FORMAT = 'tanai-pglite-backup';
const MANIFEST = 'manifest.json';
const DATABASE = 'pglite.tar';
const SECRET = 'auth-secret';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  postgres: string;
  database: typeof DATABASE;
  /** The uploads folder's member name in the archive, or null when no uploads were included. */
  files: string | null;
  authSecret: boolean;
}

/**
 * The same extensions as server/db/client.ts. PGlite's stock start-up (fsync off) is used, so the folder is
 * flushed with fsyncTree after every use.
 */
const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

/** Takes DATA_DIR/server.pid for the duration of the command, or explains why it cannot. */
function lockDataDir(dataDir: string, action: 'backup' | 'restore'): () => void {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner) {
    throw backupError(
      [
        `A Tanai server (process ${owner}) is using the embedded database in ${dataDir}.`,
        'PGlite serves one process per folder, and a copy taken while the server writes could be inconsistent,',
        `so the ${action} needs the server stopped:`,
        `  1. stop it: kill -TERM ${owner} (or systemctl stop <your service>); it finishes its requests and exits`,
        `  2. npm run db:${action}${action === 'restore' ? ' -- FILE' : ''}`,
        '  3. start it again.',
        action === 'backup'
          ? 'The backup takes seconds on a small site. For backups without downtime use PostgreSQL (DATABASE_URL):\npg_dump copies a running database consistently.'
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockEmbeddedDatabase(dataDir);
  } catch (err) {
    throw backupError((err as Error).message);
  }
}

// ---------------------------------------------------------------- backup
export async function backupPglite(config: Config, file: string | undefined): Promise<void> {
  const dataDir = config.dataDir;
  const dbDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw backupError(
      `There is no embedded database in ${dbDir}. Set DATA_DIR to the folder the server uses, ` +
        'or DATABASE_URL to back up a PostgreSQL database.',
    );
  }
  const stamp = timestamp();
  const out = path.resolve(file ?? defaultBackupFile('pglite', '.tar.gz', stamp));
  if (existsSync(out)) throw backupError(`${out} already exists; not overwriting it.`);
  const filesDir = config.files.driver === 'local' ? config.files.dir : undefined;
  const withFiles = filesDir !== undefined && existsSync(filesDir);
  if (withFiles && [MANIFEST, DATABASE, SECRET].includes(path.basename(filesDir))) {
    throw backupError(`FILES_DIR may not be named ${path.basename(filesDir)}.`);
  }

  // Only the owner may list the backups folder when this creates it.
  mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dataDir, 'backup');
  let staging: string | undefined;
  try {
    // Staged next to the output, on the disk meant for backups.
    staging = mkdtempSync(path.join(path.dirname(out), '.tanai-backup-'));
    console.log(`Backing up the embedded database in ${dbDir}`);
    const db = await openPglite(dbDir);
    let postgres: string;
    try {
      postgres = (await db.query<{ version: string }>('SELECT version()')).rows[0]!.version;
      // A consistent image of the folder (PGlite runs one statement at a time; no server writes meanwhile).
      const dump = await db.dumpDataDir('none');
      writeFileSync(path.join(staging, DATABASE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    // Opening and closing wrote to the folder (the shutdown checkpoint) without fsync: flush it, as the server would.
    fsyncTree(dbDir);

    const secretFile = path.join(dataDir, SECRET);
    const withSecret = existsSync(secretFile);
    if (withSecret) copyFileSync(secretFile, path.join(staging, SECRET));
    const files = withFiles ? folderMembers(filesDir) : undefined;
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      postgres,
      database: DATABASE,
      files: files?.member ?? null,
      authSecret: withSecret,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${out}.partial`;
    try {
      await tar(
        [
          '-czf',
          partial,
          '-C',
          staging,
          MANIFEST,
          DATABASE,
          ...(withSecret ? [SECRET] : []),
          ...(files?.args ?? []),
        ],
        { creating: true },
      );
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    // A backup holds personal data, password hashes and the site's secret.
    chmodSync(partial, 0o600);
    commitFile(partial, out);

    const parts = ['the database'];
    if (withFiles) parts.push(`${plural(countFiles(filesDir), 'uploaded file')} from ${filesDir}`);
    if (withSecret) parts.push('the generated auth secret');
    console.log(`Wrote ${displayPath(out)} (${fileSize(out)}): ${parts.join(', ')}`);
    if (config.files.driver === 's3') {
      console.log(
        `Uploaded files are in the S3 bucket "${config.files.bucket}" and are not part of this backup; ` +
          'keep bucket versioning on (docs/deploy.md).',
      );
    } else if (!withFiles) {
      console.log(`No uploads folder at ${filesDir} yet; nothing to add.`);
    }
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

// ---------------------------------------------------------------- restore
function readManifest(staging: string, file: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    manifest = {};
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw backupError(`${file} is not a Tanai embedded-database backup (made by npm run db:backup).`);
  }
  return manifest as Manifest;
}

export async function restorePglite(config: Config, file: string, force: boolean): Promise<void> {
  const dataDir = config.dataDir;
  const dbDir = path.join(dataDir, 'pglite');
  const filesDir = config.files.driver === 'local' ? config.files.dir : undefined;
  const stamp = timestamp();
  const kind = backupKind(file);
  if (kind === 'pg_dump') {
    throw backupError(
      `${file} is a PostgreSQL backup (pg_dump). Set DATABASE_URL to the target database to restore it.`,
    );
  }
  if (kind !== 'gzip') throw backupError(`${file} is not a Tanai backup (made by npm run db:backup).`);

  const unlock = lockDataDir(dataDir, 'restore');
  let staging: string | undefined;
  try {
    staging = mkdtempSync(path.join(dataDir, '.restore-'));
    console.log(`Restoring ${displayPath(file)} into the embedded database in ${dbDir}`);
    try {
      await tar(['-xzf', file, '-C', staging, MANIFEST]);
    } catch (err) {
      throw backupError(
        `${file} is not a Tanai embedded-database backup (no ${MANIFEST}): ${(err as Error).message}`,
      );
    }
    const manifest = readManifest(staging, file);
    console.log(`Backup: made ${manifest.createdAt} (${manifest.postgres.split(' on ')[0]})`);

    // Every check before the first change.
    const replacing = hasContent(dbDir);
    if (replacing && !force) {
      throw backupError(
        `${dbDir} already holds a database. Restore into a new DATA_DIR, or add --force to move the current ` +
          'database aside to pglite.before-restore-<time> (nothing is deleted) and restore in its place.',
      );
    }
    const restoreFiles = manifest.files !== null && filesDir !== undefined;
    const replacingFiles = restoreFiles && hasContent(filesDir);
    if (replacingFiles && !force) {
      throw backupError(
        `The uploads folder ${filesDir} is not empty. Restore into an empty FILES_DIR, or add --force to move ` +
          `it aside to ${path.basename(filesDir)}.before-restore-<time> (nothing is deleted).`,
      );
    }
    await tar(['-xzf', file, '-C', staging, DATABASE, ...(manifest.authSecret ? [SECRET] : [])]);

    // The database.
    const aside = replacing ? moveAside(dbDir, stamp) : undefined;
    if (aside) console.log(`Moved the old database to ${aside}`);
    else rmSync(dbDir, { recursive: true, force: true }); // an empty leftover folder
    try {
      const db = await openPglite(dbDir, await openAsBlob(path.join(staging, DATABASE)));
      try {
        const tables = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
        );
        console.log(`Restored the database: ${plural(tables.rows[0]!.n, 'table')}.`);
      } finally {
        await db.close();
      }
      fsyncTree(dbDir);
    } catch (err) {
      // Put the old database back where it was.
      rmSync(dbDir, { recursive: true, force: true });
      if (aside) renameSync(aside, dbDir);
      throw backupError(`Loading the database failed; nothing was changed: ${(err as Error).message}`);
    }

    // The generated secret: without it, sessions, e-mail links and two-factor secrets of the backup are void.
    if (manifest.authSecret) {
      const target = path.join(dataDir, SECRET);
      const restored = readFileSync(path.join(staging, SECRET), 'utf8').trim();
      const current = existsSync(target) ? readFileSync(target, 'utf8').trim() : undefined;
      // A secret that belonged to the database moved aside goes with it; one without a database guarded nothing.
      if (current !== undefined && current !== restored && aside)
        renameSync(target, `${target}.before-restore-${stamp}`);
      writeFileSync(`${target}.partial`, restored, { mode: 0o600 });
      commitFile(`${target}.partial`, target);
      console.log(`Restored the generated auth secret to ${target}`);
      // loadConfig() read AUTH_SECRET from the environment when it differs from the file it would have used.
      if (config.authSecret !== restored && config.authSecret !== current) {
        console.warn(
          'Warning: AUTH_SECRET is set and differs from the secret of the backup. If the backed-up site ran ' +
            'without AUTH_SECRET, unset it (or set it to the restored DATA_DIR/auth-secret); otherwise sessions, ' +
            'e-mail links and two-factor sign-in of the backup will not work.',
        );
      }
    }

    // Uploaded files.
    if (restoreFiles) {
      if (replacingFiles) console.log(`Moved the old uploads folder to ${moveAside(filesDir, stamp)}`);
      await extractFolder(file, filesDir, manifest.files ?? undefined);
      fsyncTree(filesDir);
      console.log(`Restored ${plural(countFiles(filesDir), 'uploaded file')} into ${filesDir}`);
    } else if (manifest.files !== null) {
      console.log(
        `The backup holds uploaded files but FILE_STORAGE=s3: they were not restored. Unpack them with ` +
          `tar -xzf ${file} ${manifest.files} and copy them to the bucket (e.g. aws s3 sync) if you are moving to S3.`,
      );
    }
    console.log('Done. Start the server: it applies any newer migrations at start-up.');
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

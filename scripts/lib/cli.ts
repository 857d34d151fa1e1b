// Shared plumbing of `npm run db:backup` and `npm run db:restore`: messages, child processes, names (their command
// line: scripts/lib/args.mjs).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError, isAppError } from '#domain/errors.ts';
import { fsyncPath } from '#server/db/fsync.ts';

/** A refusal with a message meant for the operator (printed without a stack trace): the one `AppError`. */
export const backupError = (message: string) => new AppError('CONFLICT', message);

// ---------------------------------------------------------------- secrets in messages
const secrets = new Set<string>();

/** Never print this value (a database password): `redact` replaces it wherever it appears. */
export function registerSecret(value: string | undefined) {
  if (!value) return;
  secrets.add(value);
  try {
    secrets.add(decodeURIComponent(value));
  } catch {
    // not percent-encoded
  }
}

export function redact(text: string): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

/** A connection string fit for a log line: the password replaced by ***. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    // key=value form ("host=... password=...")
    return redact(url.replace(/(password\s*=\s*)('[^']*'|\S+)/gi, '$1***'));
  }
}

// ---------------------------------------------------------------- running
/** Runs the command, exits 0 on success; prints the operator's message and exits 1 on any failure. */
export function runMain(name: string, main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      console.error(redact(`\n${name} failed: ${message}`));
      if (!isAppError(err) && err instanceof Error && err.stack) {
        console.error(redact(err.stack.split('\n').slice(1).join('\n')));
      }
      process.exit(1);
    },
  );
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program without a shell; rejects with a `backupError` that says how to install it when it is missing. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; installHint?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        reject(
          backupError(`${command} was not found.${options.installHint ? ` ${options.installHint}` : ''}`),
        );
      } else reject(err);
    });
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

// ---------------------------------------------------------------- names, sizes, folders
/** UTC, sortable, safe in file names: 20261121T170537Z. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** backups/tanai-<engine>-<UTC timestamp><ext> under the current folder. */
export function defaultBackupFile(engine: 'pglite' | 'postgres', ext: string, stamp: string): string {
  return path.resolve('backups', `tanai-${engine}-${stamp}${ext}`);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const fileSize = (file: string) => formatSize(statSync(file).size);

/** Shown relative to the current folder when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** True when the folder exists and holds anything but the file store's own `.tmp` folder. */
export function hasContent(dir: string): boolean {
  if (!existsSync(dir)) return false;
  if (!statSync(dir).isDirectory()) return true;
  return readdirSync(dir).some((name) => name !== '.tmp');
}

/** Every regular file below `dir` (uploads, for the summary), skipping `.tmp`. */
export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.tmp') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += countFiles(full);
    else if (entry.isFile()) count++;
  }
  return count;
}

/**
 * Moves a finished `partial` file to `file` durably: its bytes are flushed to disk first, then the rename (and
 * the folder entry). A crash never leaves a half-written file under the backup's name.
 */
export function commitFile(partial: string, file: string) {
  fsyncPath(partial);
  renameSync(partial, file);
  fsyncPath(path.dirname(file));
}

/** Renames `dir` to `<dir>.before-restore-<stamp>` (never deletes) and returns the new name. */
export function moveAside(dir: string, stamp: string): string {
  const target = `${dir}.before-restore-${stamp}`;
  if (existsSync(target)) throw backupError(`${target} already exists; not overwriting it.`);
  renameSync(dir, target);
  return target;
}

/** What kind of backup `file` is, from its first bytes; fails when it is missing or no file. */
export function backupKind(file: string): 'pg_dump' | 'gzip' | 'unknown' {
  if (!existsSync(file) || !statSync(file).isFile())
    throw backupError(`${file} does not exist or is not a file.`);
  const header = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') === 'PGDMP') return 'pg_dump';
  if (header[0] === 0x1f && header[1] === 0x8b) return 'gzip';
  return 'unknown';
}

// The local uploads folder (FILE_STORAGE=local, FILES_DIR or DATA_DIR/files) in a backup, through the system
// `tar` command (no extra npm dependency). Files are written once and never changed in place (see
// server/files/local-storage.ts), so the folder may be archived while a PostgreSQL-backed server runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupError, runCommand } from './cli.ts';

const TAR_HINT = 'Install it (Debian/Ubuntu: sudo apt-get install -y tar).';
/** The file store's temporary folder of half-written uploads: never part of a backup. */
const EXCLUDE = '--exclude=.tmp';

/** Where the uploads of a PostgreSQL backup go: next to it, `<name>.files.tar.gz`. */
export function filesArchiveFor(backupFile: string): string {
  return `${backupFile.replace(/\.dump$/, '')}.files.tar.gz`;
}

/** Runs tar; exit code 1 while creating (a file changed or vanished while read) is only a warning. */
export async function tar(args: string[], options: { creating?: boolean } = {}): Promise<void> {
  const result = await runCommand('tar', args, { installHint: TAR_HINT });
  if (result.code === 0) return;
  if (options.creating && result.code === 1) {
    console.warn(`tar warning (the archive was written): ${result.stderr.trim()}`);
    return;
  }
  throw backupError(`tar ${args[0]} failed (exit ${result.code}): ${result.stderr.trim()}`);
}

/** Archive arguments that add `dir` under its own folder name, e.g. `-C /srv/tanai files`. */
export function folderMembers(dir: string): { args: string[]; member: string } {
  const member = path.basename(dir);
  return { args: [EXCLUDE, '-C', path.dirname(dir), member], member };
}

/** Writes `dir` as a gzip tar to `archive` (its entries under the folder's own name). */
export async function archiveFolder(dir: string, archive: string): Promise<void> {
  await tar(['-czf', archive, ...folderMembers(dir).args], { creating: true });
}

/**
 * Extracts the folder `member` of `archive` into `dir` (created when missing), dropping the member's own
 * name: `files/avatars/x.webp` becomes `<dir>/avatars/x.webp`. Without `member`, the archive's single top folder.
 */
export async function extractFolder(archive: string, dir: string, member?: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await tar(['-xzf', archive, '-C', dir, '--strip-components=1', ...(member ? [member] : [])]);
}

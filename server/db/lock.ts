import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite does not lock its folder, so one process at a time marks the embedded database as in use.
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process using the embedded database, if any. */
export function embeddedDatabaseOwner(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
}

export function lockEmbeddedDatabase(dataDir: string): () => void {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner)
    throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}. Stop it first.`);
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

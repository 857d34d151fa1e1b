// The CPU time a process and its descendants (a cluster's workers) have used, and the memory they hold, from
// Linux's /proc: how `npm run bench:load` reports the server's CPU per page and `npm run bench:uploads` its
// memory. Null where /proc is not there.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** pid → [parent pid, user + system ticks] of every process (the command name may hold spaces: after its ')'). */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state (0), ppid (1), … utime (11), stime (12).
      table.set(Number(entry), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

/** `pid` and every process below it, as they stand in `table`. */
function treeOf(pid: number, table: Map<number, [number, number]>): number[] {
  const tree: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    tree.push(current);
    for (const [child, [parent]] of table) if (parent === current) pending.push(child);
  }
  return tree;
}

/** Milliseconds of CPU used so far by `pid` and every process below it; null without /proc. */
export function cpuMsOfTree(pid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const table = processTable();
  const ticks = treeOf(pid, table).reduce((sum, current) => sum + (table.get(current)?.[1] ?? 0), 0);
  return (ticks * 1000) / ticksPerSecond;
}

/** Resident memory in MB of `pid` and every process below it now (VmRSS); null without /proc. */
export function rssMbOfTree(pid: number): number | null {
  if (!existsSync('/proc/self/status')) return null;
  let kb = 0;
  for (const current of treeOf(pid, processTable())) {
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${current}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

// The CPU time a process and its descendants (a cluster's workers) have used, from Linux's /proc: how
// `npm run bench:load` reports the server's CPU per page. Null where /proc is not there.
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

/** Milliseconds of CPU used so far by `pid` and every process below it; null without /proc. */
export function cpuMsOfTree(pid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const table = processTable();
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    ticks += table.get(current)?.[1] ?? 0;
    for (const [child, [parent]] of table) if (parent === current) pending.push(child);
  }
  return (ticks * 1000) / ticksPerSecond;
}

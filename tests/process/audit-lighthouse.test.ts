import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run audit:lighthouse` stopped halfway (Ctrl-C, SIGTERM) leaves nothing running: the Chromium it started
// (with every process of Chromium's own), the server it audits (scripts/audit-lighthouse.ts `stopAll`).
// Chromium runs in a process group of its own (chrome-launcher), which Ctrl-C at the terminal does not reach.

interface ProcStat {
  pid: number;
  ppid: number;
  state: string;
  /** The process's start time (clock ticks after boot): a process id used again by another process differs. */
  started: string;
}

/** Every process of the machine, from /proc (`pid (comm) state ppid …`; comm may hold spaces or parentheses). */
function processes(): ProcStat[] {
  const list: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    list.push({ pid: Number(entry), ppid: Number(fields[1]), state: fields[0]!, started: fields[19]! });
  }
  return list;
}

/** The processes below `root`: its children, theirs, and so on. */
function descendants(root: number): ProcStat[] {
  const all = processes();
  const found: ProcStat[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const p of all)
      if (p.ppid === parent) {
        found.push(p);
        queue.push(p.pid);
      }
  }
  return found;
}

/** The ones of `list` still running (a zombie has stopped), with their command lines. */
function running(list: readonly ProcStat[]): string[] {
  const live = new Set(
    processes()
      .filter((p) => p.state !== 'Z')
      .map((p) => `${p.pid}@${p.started}`),
  );
  return list
    .filter((p) => live.has(`${p.pid}@${p.started}`))
    .map(({ pid }) => {
      try {
        return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 200)}`;
      } catch {
        return `${pid} (gone)`;
      }
    });
}

describe('npm run audit:lighthouse, stopped halfway', () => {
  it.each([
    ['Ctrl-C (SIGINT to its process group)', 'SIGINT', true],
    ['SIGTERM to the script', 'SIGTERM', false],
  ] as const)('%s: Chromium and the server are stopped with it', async (_, signal, group) => {
    // As npm runs it (package.json): `node --import tsx`, one process that receives the signal itself
    // (docs/decisions/0012), with node_modules/.bin first on PATH; a process group of its own, like a terminal's
    // foreground job.
    const child = spawn('node', ['--import', 'tsx', 'scripts/audit-lighthouse.ts', '--only', 'home,th'], {
      env: { ...process.env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    let stderr = '';
    const chromium = await new Promise<number>((resolve, reject) => {
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        const started = /Chromium (\d+) on port/.exec(stderr);
        if (started) resolve(Number(started[1]));
      });
      void exited.then((code) =>
        reject(new Error(`the audit ended (${code}) before Chromium started:\n${stderr}`)),
      );
    });
    const started = descendants(child.pid!);
    expect(started.map((p) => p.pid)).toContain(chromium);
    // Chromium's own processes (zygotes, renderers) are there too.
    expect(descendants(chromium).length).toBeGreaterThan(0);

    process.kill(group ? -child.pid! : child.pid!, signal);
    expect(await exited).not.toBe(0);
    let left = running(started);
    for (let waited = 0; left.length > 0 && waited < 20_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
      left = running(started);
    }
    expect(left, stderr).toEqual([]);
    expect(stderr).toContain(`${signal}: stopping Chromium and the server`);
  });
});

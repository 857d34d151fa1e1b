import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandRun, runCommand } from '../helpers/run-command.ts';

// `npm run bench:search` measures the HTTP pages on a server of its own, on a free port, and fails with the reason
// when that server does not answer; another server on the port it used to take (3401) is never measured.
// A stand-in build (TANAI_BUILD_DIR, served by server.js) makes the server: one that exits at start, one that
// answers every page. A few lawyers and one run keep it short.

const OLD_PORT = 3401;

/** A build folder of the repository whose server entry is `source` (server.js imports it relative to itself). */
function standInBuild(name: string, source: string): string {
  const dir = `build-${name}-${process.pid}`;
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server', 'index.js'), source);
  return dir;
}

function benchSearch(buildDir: string): Promise<CommandRun> {
  return runCommand('node', ['--import', 'tsx', 'scripts/bench-search.ts'], {
    DATABASE_URL: undefined,
    TANAI_BUILD_DIR: buildDir,
    BENCH_LAWYERS: '30',
    BENCH_RUNS: '1',
  });
}

describe('npm run bench:search and its own server', () => {
  const builds: string[] = [];
  /** Another server, answering everything, on the port the benchmark used to take. */
  let other: Server | undefined;

  beforeAll(async () => {
    const server = createServer((_, res) => res.end('another server'));
    other = await new Promise<Server | undefined>((resolve) => {
      server.once('error', () => resolve(undefined)); // the port is busy already: just as good
      server.listen(OLD_PORT, () => resolve(server));
    });
  });

  afterAll(async () => {
    await new Promise((r) => (other ? other.close(r) : r(undefined)));
    for (const dir of builds) rmSync(dir, { recursive: true, force: true });
  });

  it('fails, saying why, when its own server does not answer', async () => {
    const build = standInBuild('exits', 'export async function start() { process.exit(3); }\n');
    builds.push(build);
    const run = await benchSearch(build);
    expect(run.stdout).toContain('PGlite: loaded 30 lawyers');
    expect(run.stderr).toContain(
      "bench:search failed: the benchmark's own server did not answer: server exited with 3",
    );
    expect(run.code).toBe(1);
  });

  it('measures its own server, on a port of its own', async () => {
    const build = standInBuild(
      'answers',
      [
        "import { createServer } from 'node:http';",
        'export async function start() {',
        "  createServer((_, res) => res.end('stand-in')).listen(Number(process.env.PORT));",
        "  process.on('SIGTERM', () => process.exit(0));",
        '}',
        '',
      ].join('\n'),
    );
    builds.push(build);
    const run = await benchSearch(build);
    expect(run.code, run.stderr).toBe(0);
    const url = /HTTP on http:\/\/localhost:(\d+) \(the benchmark's own server/.exec(run.stdout);
    expect(url).not.toBeNull();
    expect(Number(url![1])).not.toBe(OLD_PORT);
    expect(run.stdout.match(/HTTP page p50/g)).toHaveLength(6);
  });
});

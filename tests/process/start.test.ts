import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode } from '../../scripts/lib/node-version.mjs';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// The platform (ADR 0012): everything runs on the project's own Node.js 24, and `npm start` (scripts/start.mjs)
// prints a short summary before the site is ready, instead of Vite's report and raw start-up noise.

const pinnedNode = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
).dependencies.node;

describe('the runtime', () => {
  it('is the Node.js that package.json pins (node_modules/.bin/node), whatever the system Node is', () => {
    expect(pinnedNode).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinnedNode);
  });
});

/** Whether a process of this id still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether nothing listens on the port any more: a connection to it is refused. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The system's own Node.js (Debian's), when there is one: `npm test` itself runs on the project's. */
const systemNode = existsSync('/usr/bin/node') ? '/usr/bin/node' : null;
const systemVersion = systemNode
  ? spawnSync(systemNode, ['--version'], { encoding: 'utf8' }).stdout.trim()
  : '';

describe('the supported Node.js versions', () => {
  it('are 22.22 and later', () => {
    expect(['20.20.2', '22.21.9', '22.22.0', '23.0.0', '24.21.0', '26.1.0'].map(isSupportedNode)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it.skipIf(!systemNode || isSupportedNode(systemVersion.slice(1)))(
    'an older system Node starting server.js by hand stops with a message saying what to run',
    () => {
      const result = spawnSync(systemNode ?? 'node', ['server.js'], { encoding: 'utf8', timeout: 20_000 });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Tanai needs Node.js 22.22 or later (24 LTS recommended); this is ${systemVersion}`,
      );
      expect(result.stderr).toContain('node_modules/.bin/node server.js');
    },
  );
});

describe('npm start', () => {
  // Its own build folder (build-* is ignored by git), so the suite's build is left alone.
  const buildDir = `build-start-${process.pid}`;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('builds quietly, then says within 20 lines where the site is, with JSON log lines when not on a terminal', async () => {
    // The defaults of a first start: demo data, info logs, no NODE_ENV (a local trial).
    server = await startServer(
      { TANAI_BUILD_DIR: buildDir, DATA_DIR: tempDataDir(), SEED_DEMO: '1', LOG_LEVEL: 'info', NODE_ENV: '' },
      { script: 'scripts/start.mjs', timeoutMs: 110_000 },
    );
    await new Promise((r) => setTimeout(r, 200));
    const output = server.output();
    const lines = output.trimEnd().split('\n');
    const ready = lines.findIndex((line) => line.includes('Tanai is ready'));
    expect(ready, output).toBeGreaterThan(0);
    expect(ready, output).toBeLessThan(20);
    expect(lines[0]).toContain(`with Node.js v${pinnedNode}`);
    expect(lines[1]).toMatch(/^✓ Built in \d+\.\d s/);
    // The server's lines are JSON (stdout is a pipe here), the address among them.
    const logs = lines.slice(2).map((line) => JSON.parse(line) as { msg: string });
    expect(logs.map((l) => l.msg)).toContain(
      `Tanai is ready: open ${server.url}/th (listening on port ${server.port})`,
    );
    expect(logs.some((l) => l.msg.includes('README.md, "Demo accounts"'))).toBe(true);
    expect((await fetch(`${server.url}/th`)).status).toBe(200);
    // The trial's e-mails (the demo's confirmation and sign-in links) are read on the outbox page, from this machine.
    expect(logs.map((l) => l.msg)).toContain(
      `e-mails are not sent; read them on this machine at ${server.url}/th/dev/outbox`,
    );
    expect((await fetch(`${server.url}/th/dev/outbox`)).status).toBe(200);
    // SIGTERM to the script: the server stops gracefully, the script exits 0 and the port is free.
    expect(await server.stop()).toBe(0);
    expect(await portIsFree(server.port)).toBe(true);
  });

  it('stops, server and all, when npm start gets SIGTERM: npm exits and nothing keeps the port', async () => {
    await server?.kill();
    server = await startServer(
      { TANAI_BUILD_DIR: buildDir, DATA_DIR: tempDataDir(), LOG_LEVEL: 'info', HOME: process.env.HOME ?? '' },
      { command: ['npm', 'start'], timeoutMs: 110_000 },
    );
    const started = server;
    // The server's own process id, from its "ready" log line (JSON lines: stdout is a pipe).
    const ready = started
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; pid: number })
      .find((l) => l.msg.startsWith('Tanai is ready'));
    expect(ready, started.output()).toBeDefined();
    const serverPid = ready!.pid;
    try {
      // As `kill -TERM <pid of npm start>`: npm passes the signal on; it must reach the server.
      await started.stop(30_000);
      const deadline = Date.now() + 15_000;
      while (isRunning(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(isRunning(serverPid), `the server (pid ${serverPid}) still runs after npm exited`).toBe(false);
      expect(await portIsFree(started.port)).toBe(true);
      expect(started.output()).toContain('shutting down');
    } finally {
      if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  });

  it('logs readable lines with LOG_FORMAT=pretty (as on a terminal)', async () => {
    await server?.kill();
    server = await startServer({
      TANAI_BUILD_DIR: buildDir,
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
    });
    await fetch(`${server.url}/en/about`);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().trimEnd().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: Tanai is ready: open ${server.url}/th`),
      ),
    );
    // A request is one line: method, path, status and time, no JSON.
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: request GET \/en\/about 200 [\d.]+ ms/),
    );
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode } from '../../scripts/lib/node-version.mjs';
import { migratedDataDir } from './helpers/fixtures.ts';
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

  // One build for both: `npm start` as a person runs it, which builds first (most of this test's time).
  it('builds quietly, then says within 20 lines where the site is (JSON log lines when not on a terminal); SIGTERM to npm stops it, server and all', async () => {
    // The defaults of a first start: demo data, info logs, no NODE_ENV (a local trial).
    server = await startServer(
      {
        TANAI_BUILD_DIR: buildDir,
        DATA_DIR: tempDataDir(),
        SEED_DEMO: '1',
        LOG_LEVEL: 'info',
        NODE_ENV: '',
        HOME: process.env.HOME ?? '',
      },
      { command: ['npm', 'start'], timeoutMs: 180_000 },
    );
    const started = server;
    await new Promise((r) => setTimeout(r, 200));
    // npm's own lines (the script's name and command) come first.
    const lines = started.output().trimEnd().split('\n');
    const first = lines.findIndex((line) => line.startsWith('Building the site'));
    expect(first, started.output()).toBeGreaterThanOrEqual(0);
    const ours = lines.slice(first);
    const ready = ours.findIndex((line) => line.includes('Tanai is ready'));
    expect(ready, started.output()).toBeGreaterThan(0);
    expect(ready, started.output()).toBeLessThan(20);
    expect(ours[0]).toContain(`with Node.js v${pinnedNode}`);
    expect(ours[1]).toMatch(/^✓ Built in \d+\.\d s/);
    // The server's lines are JSON (stdout is a pipe here), the address among them.
    const logs = ours.slice(2).map((line) => JSON.parse(line) as { msg: string; pid: number });
    expect(logs.map((l) => l.msg)).toContain(
      `Tanai is ready: open ${started.url}/th (listening on port ${started.port})`,
    );
    expect(logs.some((l) => l.msg.includes('README.md, "Demo accounts"'))).toBe(true);
    expect((await fetch(`${started.url}/th`)).status).toBe(200);
    // The trial's e-mails (the demo's confirmation and sign-in links) are read on the outbox page, from this machine.
    expect(logs.map((l) => l.msg)).toContain(
      `e-mails are not sent; read them on this machine at ${started.url}/th/dev/outbox`,
    );
    expect((await fetch(`${started.url}/th/dev/outbox`)).status).toBe(200);

    // As `kill -TERM <pid of npm start>`: npm passes the signal on; it must reach the server, which stops gracefully
    // (exit code 0, so npm's too), and nothing keeps the port.
    const serverPid = logs.find((l) => l.msg.startsWith('Tanai is ready'))!.pid;
    try {
      expect(await started.stop(30_000)).toBe(0);
      const deadline = Date.now() + 15_000;
      while (isRunning(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(isRunning(serverPid), `the server (pid ${serverPid}) still runs after npm exited`).toBe(false);
      expect(await portIsFree(started.port)).toBe(true);
      expect(started.output()).toContain('shutting down');
    } finally {
      if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 240_000);

  it('logs readable lines with LOG_FORMAT=pretty (as on a terminal)', async () => {
    await server?.kill();
    server = await startServer({
      TANAI_BUILD_DIR: buildDir,
      DATA_DIR: await migratedDataDir(),
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

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The secret every process test server shares, so that fixtures can sign cookies the server accepts. */
export const PROCESS_AUTH_SECRET = 'process-test-secret-process-test-secret-0123';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM to the process, then wait for its exit (SIGKILL after `timeoutMs`). Resolves with the exit code. */
  stop(timeoutMs?: number): Promise<number | null>;
  /** kill -9: no shutdown code runs. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh folder for an embedded (PGlite) database. */
export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'tanai-process-'));

/**
 * Starts the production build (`node server.js`) as its own process and waits until /healthz answers.
 * Pass DATABASE_URL for PostgreSQL, or DATA_DIR for an embedded database. `script` starts another entry
 * (`scripts/start.mjs`: `npm start`, which builds first); `command` another program (`['npm', 'start']`). An empty
 * NODE_ENV is no NODE_ENV (server.js then chooses `production` itself: a local run of the build).
 */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number; script?: string; command?: [string, ...string[]] } = {},
) {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://localhost:${port}`;
  let output = '';
  const [program, ...args] = options.command ?? [process.execPath, options.script ?? 'server.js'];
  const child = spawn(program, args, {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      TANAI_BUILD_DIR: process.env.TANAI_BUILD_DIR ?? 'build',
      PUBLIC_URL: url,
      AUTH_SECRET: PROCESS_AUTH_SECRET,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // One process unless asked (server/cluster.mjs would start one per core on PostgreSQL): WEB_CONCURRENCY,
      // DATABASE_POOL_MAX and PAGE_CONCURRENCY of the caller's environment pass through
      // (`WEB_CONCURRENCY=2 npm run bench:load`).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
      // Node's options for the server only (`SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=DIR'`: docs/scripts.md).
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
      ...(process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {}),
      ...(process.env.PAGE_CONCURRENCY ? { PAGE_CONCURRENCY: process.env.PAGE_CONCURRENCY } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Another program (npm) starts the server as its own child: a process group of their own, so that a kill -9
    // (which npm cannot pass on) reaches the server too.
    detached: Boolean(options.command),
  });
  /** kill -9 of the process, and with `command` of everything it started. */
  const killAll = () => {
    if (options.command && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
        return;
      } catch {
        // the group is gone already
      }
    }
    child.kill('SIGKILL');
  };
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killAll();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(killAll, timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killAll();
      await exited;
    },
  };
  return server;
}

/**
 * A sign-in request whose body is still arriving: certainly in flight while the test signals the server. `answer`
 * is everything the server writes on the connection until it closes it; `finish` sends the rest of the body.
 */
export async function requestInFlight(
  server: ServerProcess,
): Promise<{ answer: Promise<string>; finish(): void }> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.once('close', () => resolve(text));
  });
  socket.write(
    [
      'POST /api/auth/sign-in/email HTTP/1.1',
      `Host: localhost:${server.port}`,
      'Content-Type: application/json',
      `Origin: ${server.url}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n') + body.slice(0, 10),
  );
  return { answer, finish: () => socket.write(body.slice(10)) };
}

import {
  Agent,
  createServer,
  get as httpGet,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { users } from '#server/db/schema/index.ts';
import { closeEventStreams } from '#server/http/session-stream.ts';
import { createShutdown } from '#server/http/shutdown.ts';
import { createLogger } from '#server/logger.ts';
import { createQuestion } from '#tests/factories.ts';
import { cookieHeader, createTestServer, type TestServer } from './helpers/server.ts';

// Graceful stop on real Node HTTP servers (server/http/shutdown.ts), as server/entry.ts wires it.

const lines: Record<string, unknown>[] = [];
const log = createLogger({ level: 'info', destination: { write: (s: string) => lines.push(JSON.parse(s)) } });

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; res: IncomingMessage; socket: Socket }>(
    (resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path, agent }, (res) => {
        const socket = res.socket;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, res, socket }));
        res.on('error', reject);
      }).on('error', reject);
    },
  );
}

/** Resolves with the connection error code (e.g. ECONNREFUSED), or 'connected'. */
function tryConnect(port: number) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('graceful shutdown', () => {
  it('lets a request in flight finish with 200, refuses new connections, then cleans up in order', async () => {
    const arrived = deferred();
    const events: string[] = [];
    const { server, port } = await listen((req, res) => {
      if (req.url === '/slow') {
        arrived.resolve();
        setTimeout(() => {
          events.push('slow answered');
          res.end('done');
        }, 400);
      } else res.end('ok');
    });
    const shutdown = createShutdown({
      server,
      graceMs: 10_000,
      log,
      cleanup: [
        { name: 'sweep', run: () => void events.push('sweep stopped') },
        { name: 'bus', run: async () => void events.push('bus closed') },
        { name: 'database', run: async () => void events.push('database closed') },
      ],
    });
    expect(await tryConnect(port)).toBe('connected');

    const slow = get(port, '/slow');
    await arrived.promise;
    const started = Date.now();
    const stopped = shutdown.stop();
    expect(shutdown.stopping).toBe(true);
    expect(shutdown.stop()).toBe(stopped);

    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('done');
    await stopped;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(events).toEqual(['slow answered', 'sweep stopped', 'bus closed', 'database closed']);
    expect(server.listening).toBe(false);
  });

  it('closes idle keep-alive connections at once instead of waiting for them', async () => {
    const { server, port } = await listen((_req, res) => res.end('ok'));
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const first = await get(port, '/', agent);
    expect(first.res.headers.connection).toBe('keep-alive');
    expect(first.socket.destroyed).toBe(false);
    const socketClosed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
    const started = Date.now();
    await createShutdown({ server, graceMs: 10_000, log }).stop();
    await socketClosed;
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('replaced in a rolling restart, leaves an idle kept-alive connection open for its client to reuse or drop', async () => {
    const { server, port } = await listen((_req, res) => res.end('ok'));
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const first = await get(port, '/', agent);
    expect(first.res.headers['keep-alive']).toBe('timeout=5');
    let closedAt = 0;
    first.socket.once('close', () => {
      closedAt = Date.now();
    });
    const shutdown = createShutdown({ server, graceMs: 10_000, log });
    const stopped = shutdown.stop({ idleUntilTimeout: true });
    await new Promise((r) => setTimeout(r, 500));
    // Not reset under the client's feet: still open, no new connection accepted.
    expect(closedAt).toBe(0);
    expect(first.socket.destroyed).toBe(false);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    // The client drops it (as undici and browsers do before the announced timeout): the stop completes.
    const started = Date.now();
    agent.destroy();
    await stopped;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes a kept-alive connection as soon as its request in flight is answered', async () => {
    const arrived = deferred();
    const { server, port } = await listen((req, res) => {
      if (req.url === '/slow') {
        arrived.resolve();
        setTimeout(() => res.end('done'), 300);
      } else res.end('ok');
    });
    const agent = new Agent({ keepAlive: true });
    await get(port, '/', agent);
    const slow = get(port, '/slow', agent);
    await arrived.promise;
    const started = Date.now();
    const stopped = createShutdown({ server, graceMs: 10_000, log }).stop();
    expect((await slow).body).toBe('done');
    await stopped;
    // Not the 5 s keep-alive timeout of Node, nor the grace period.
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts requests still running after the grace period, and a failing step does not stop the others', async () => {
    lines.length = 0;
    const arrived = deferred();
    const { server, port } = await listen((req) => {
      if (req.url === '/never') arrived.resolve();
    });
    const done: string[] = [];
    const hanging = get(port, '/never').catch((err: NodeJS.ErrnoException) => err.code);
    await arrived.promise;
    const started = Date.now();
    await createShutdown({
      server,
      graceMs: 300,
      log,
      cleanup: [
        {
          name: 'bus',
          run: () => {
            throw new Error('bus gone');
          },
        },
        { name: 'database', run: () => void done.push('database') },
      ],
    }).stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await hanging).toBe('ECONNRESET');
    expect(done).toEqual(['database']);
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['requests still running after the grace period: connections closed']),
    );
    expect(lines.find((l) => l.step === 'bus')).toMatchObject({ err: 'bus gone' });
  });
});

describe('graceful shutdown with live event streams', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await createTestServer();
  });
  afterAll(() => test.close());

  it('ends open server-sent event streams so that they do not hold the server', async () => {
    const email = 'shutdown-stream@example.com';
    const signUp = await test.authPost('/sign-up/email', {
      name: 'สตรีม',
      email,
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
      callbackURL: '/th',
    });
    expect(signUp.status).toBe(200);
    await test.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const cookie = cookieHeader(await test.authPost('/sign-in/email', { email, password: 'secret1' }));
    const [user] = await test.database.db.select().from(users).where(eq(users.email, email));
    const question = await createQuestion(test.database.db, {
      askerId: user!.id,
      title: 'สด',
      content: 'ทดสอบ',
    });

    const { server, port } = await listen(getRequestListener(test.app.fetch));
    const res = await fetch(`http://127.0.0.1:${port}/api/events/questions/${question.id}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: ready');

    const started = Date.now();
    await createShutdown({ server, graceMs: 10_000, log, endStreams: closeEventStreams }).stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    // The stream has ended for the browser (which reconnects on its own).
    let ended = false;
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) {
        ended = true;
        break;
      }
    }
    expect(ended).toBe(true);
  });
});

import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers/fixtures.ts';
import { requestInFlight, type ServerProcess, startServer } from './helpers/server-process.ts';

// SIGTERM on the production build (server/entry.ts + server/http/shutdown.ts): requests in flight are answered
// completely, new connections are refused, and the process exits 0.

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

describe('SIGTERM on the server process', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
  });

  it('answers the requests in flight completely, refuses new connections and exits 0', async () => {
    server = await startServer({ DATA_DIR: await migratedDataDir(), SEED_DEMO: '1', LOG_LEVEL: 'info' });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server!.child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    // A request whose body is still arriving: certainly in flight when the signal comes.
    const { answer, finish } = await requestInFlight(server);
    await pause(300);

    // A page: its answer has started when the signal comes.
    const page = await fetch(`${server.url}/th/search?q=${encodeURIComponent('กรุงเทพ')}`);
    expect(page.status).toBe(200);
    server.child.kill('SIGTERM');

    await pause(300);
    expect(server.child.exitCode).toBeNull(); // still serving the request in flight
    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');

    const html = await page.text();
    expect(html).toContain('<html lang="th"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);

    finish();
    const raw = await answer;
    const [head = '', rest = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 (401|403) /);
    const length = /content-length: (\d+)/i.exec(head)?.[1];
    const json = length ? rest : rest.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$|\r\n$/gi, '');
    if (length) expect(Buffer.byteLength(rest)).toBe(Number(length));
    expect(JSON.parse(json)).toHaveProperty('code');

    expect(await exited).toEqual({ code: 0, signal: null });
    const output = server.output();
    expect(output).toContain('"msg":"stopped"');
    // The request log of the production server: the page without its query string, with its id.
    expect(output).toMatch(/"reqId":"[0-9a-f-]{36}","method":"GET","path":"\/th\/search","status":200/);
    expect(output).not.toContain('กรุงเทพ');
    expect(output).not.toMatch(/"level":50/);
  });
});

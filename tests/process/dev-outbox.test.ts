import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The development outbox page (/{lang}/dev/outbox) shows every e-mail with its sign-in, confirmation and reset
// links, and one e-mail's HTML part in a sandboxed frame (/{lang}/dev/outbox/{id}). It exists only for a local trial (never with NODE_ENV=production given, not even with DEV_PAGES=1) and
// answers only a request whose socket peer is the loopback address, whatever X-Forwarded-For says
// (server/config.ts `devPages`, app/features/dev/outbox.server.ts). Anything else gets the not-found page.
//
// A peer other than the loopback address is made by binding the client's end to 127.0.0.2: another address of
// this machine, so no request leaves it.

interface Answer {
  status: number;
  body: string;
}

/** GET `path` from a chosen local address of the client's socket. */
function get(
  server: ServerProcess,
  path: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, localAddress: from, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.once('error', reject);
    req.end();
  });
}

const OUTBOX = '/th/dev/outbox';
/** The page's heading as rendered (i18n/th.json, outbox.title; the texts alone also travel in every page's script). */
const TITLE = '>กล่องอีเมลขาออก (สำหรับนักพัฒนา)</h1>';
/** The start-up log line that says where the e-mails are read (server/entry.ts). */
const LOG_LINE = 'e-mails are not sent; read them on this machine at';
const LOOPBACK = '127.0.0.1';
/** An e-mail's own page, whatever the e-mail: refused before anything is looked up. */
const ANY_EMAIL = `${OUTBOX}/00000000-0000-4000-8000-000000000001`;
const OTHER_PEER = '127.0.0.2';

describe('the development outbox page', () => {
  let production: ServerProcess | undefined;
  let trial: ServerProcess | undefined;

  beforeAll(async () => {
    // Side by side; a server that did start is kept for afterAll even when the other one failed to.
    const started = await Promise.allSettled([
      // A production deployment (NODE_ENV=production given) that asks for the page anyway.
      startServer({ DATA_DIR: await migratedDataDir(), DEV_PAGES: '1', TRUST_PROXY: '1', LOG_LEVEL: 'info' }),
      // A local trial of the build: nobody gave NODE_ENV (server.js chooses production React itself).
      startServer({
        DATA_DIR: await migratedDataDir(),
        NODE_ENV: '',
        DEV_PAGES: '1',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      }),
    ]);
    [production, trial] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });
  afterAll(async () => {
    await Promise.all([production?.kill(), trial?.kill()]);
  });

  it('does not exist with NODE_ENV=production, even with DEV_PAGES=1 and a request from this machine', async () => {
    const answer = await get(production!, OUTBOX, LOOPBACK);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(TITLE);
    expect(production!.output()).not.toContain(LOG_LINE);
  });

  it('is shown on a local trial to a request from the loopback address', async () => {
    const answer = await get(trial!, OUTBOX, LOOPBACK);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(TITLE);
    expect(trial!.output()).toContain(`${LOG_LINE} ${trial!.url}/th/dev/outbox`);
  });

  it('answers 404 on a local trial to a socket peer that is not the loopback address', async () => {
    const answer = await get(trial!, OUTBOX, OTHER_PEER);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(TITLE);
    expect((await get(trial!, `${OUTBOX}.data`, OTHER_PEER)).status).toBe(404);
  });

  it("does not show an e-mail's HTML with NODE_ENV=production, even with DEV_PAGES=1 and from this machine", async () => {
    for (const path of [ANY_EMAIL, `${ANY_EMAIL}.data`]) {
      const answer = await get(production!, path, LOOPBACK);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/srcdoc/i);
    }
  });

  it("shows an e-mail's HTML part on a local trial, in a frame sandboxed without any permission, only to this machine", async () => {
    const signUp = await fetch(`${trial!.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: trial!.url },
      body: JSON.stringify({
        name: 'สมศักดิ์ ทดลองอีเมล',
        email: 'outbox-html@example.com',
        password: 'outbox-secret-1',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const list = await get(trial!, OUTBOX, LOOPBACK);
    const id = new RegExp(`href="${OUTBOX}/([0-9a-f-]{36})"`).exec(list.body)?.[1];
    expect(id).toBeDefined();
    const page = await get(trial!, `${OUTBOX}/${id}`, LOOPBACK);
    expect(page.status).toBe(200);
    const frames = page.body.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame).toContain('sandbox=""');
      // The e-mail's document as the attribute's text: its markup never becomes the page's own.
      expect(frame).toMatch(/ srcdoc="&lt;!DOCTYPE html&gt;&lt;html lang=&quot;th&quot;/i);
      expect(frame).toContain('สมศักดิ์ ทดลองอีเมล');
    }
    expect(page.body).not.toContain(
      '<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><meta name="viewport"',
    );
    for (const path of [`${OUTBOX}/${id}`, `${OUTBOX}/${id}.data`]) {
      expect((await get(trial!, path, OTHER_PEER)).status, path).toBe(404);
    }
    // Not an e-mail of the outbox: the not-found page.
    expect((await get(trial!, ANY_EMAIL, LOOPBACK)).status).toBe(404);
    expect((await get(trial!, `${OUTBOX}/not-an-id`, LOOPBACK)).status).toBe(404);
  });

  it('answers 404 to such a peer even when X-Forwarded-For names the loopback address (TRUST_PROXY=1)', async () => {
    for (const forwarded of [LOOPBACK, '::1', `10.0.0.9, ${LOOPBACK}`]) {
      const answer = await get(trial!, OUTBOX, OTHER_PEER, { 'x-forwarded-for': forwarded });
      expect(answer.status, forwarded).toBe(404);
    }
  });
});

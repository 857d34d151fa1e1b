// The SMTP_URL forms of docs/deploy.md ("E-mail (SMTP) and TLS"), each against a local SMTP server with a
// certificate made here by openssl: STARTTLS (port 587 style) and implicit TLS (port 465 style).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

let server: TestServer;
let dir: string;
/** A self-signed certificate for localhost and 127.0.0.1 (what a small mail server often has). */
let selfSigned: { key: string; cert: string };
/** A certificate of our own authority `ca` that expired in 2021 (the "certificate has expired" of the report). */
let expired: { key: string; cert: string; ca: string };
const servers: TestSmtp[] = [];

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const SAN = 'subjectAltName=DNS:localhost,IP:127.0.0.1';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tanai-smtp-tls-'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'self.key',
    '-out',
    'self.pem',
    '-subj',
    '/CN=localhost',
    '-days',
    '2',
    '-addext',
    SAN,
  );
  selfSigned = { key: file('self.key'), cert: file('self.pem') };
  // An authority, and a server certificate it signed for 2020 only (`openssl ca` sets past dates).
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-subj',
    '/CN=Tanai test CA',
    '-days',
    '2',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'old.key',
    '-out',
    'old.csr',
    '-subj',
    '/CN=localhost',
  );
  writeFileSync(path.join(dir, 'index.txt'), '');
  writeFileSync(path.join(dir, 'serial'), '01\n');
  writeFileSync(
    path.join(dir, 'ca.cnf'),
    [
      '[ca]',
      'default_ca = tca',
      '[tca]',
      'database = index.txt',
      'new_certs_dir = .',
      'serial = serial',
      'default_md = sha256',
      'policy = any',
      'unique_subject = no',
      'x509_extensions = ext',
      '[any]',
      'commonName = supplied',
      '[ext]',
      SAN.replace('=', ' = '),
      '',
    ].join('\n'),
  );
  openssl(
    'ca',
    '-batch',
    '-config',
    'ca.cnf',
    '-cert',
    'ca.pem',
    '-keyfile',
    'ca.key',
    '-in',
    'old.csr',
    '-out',
    'old.pem',
    '-startdate',
    '20200101000000Z',
    '-enddate',
    '20210101000000Z',
    '-notext',
  );
  expired = { key: file('old.key'), cert: file('old.pem'), ca: file('ca.pem') };
  server = await createTestServer();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function tlsServer(mode: 'starttls' | 'implicit', pair: { key: string; cert: string } = selfSigned) {
  const smtp = await startSmtp({ tls: { mode, ...pair } });
  servers.push(smtp);
  return smtp;
}

let n = 0;
/** Sends one e-mail through the product's mailer with this SMTP_URL; the outbox row tells how it went. */
async function sendWith(smtpUrl: string) {
  n += 1;
  const to = `tls-${n}@example.com`;
  const mailer = createMailer(server.database.db, { smtpUrl, from: 'Tanai <no-reply@tanai.test>' });
  const { id, delivered } = await mailer.send({
    to,
    kind: 'verify-email',
    locale: 'en',
    subject: 'TLS',
    text: 'x',
    html: '<p>x</p>',
  });
  const [row] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return { to, delivered, status: row?.status, lastError: row?.lastError ?? '' };
}

const pemParam = (pem: string) => encodeURIComponent(pem);

describe(`SMTP over TLS with an untrusted certificate (outbox on ${engineName()})`, () => {
  it('STARTTLS (587): the default refuses the self-signed certificate; the documented forms deliver over TLS', async () => {
    const smtp = await tlsServer('starttls');
    const base = `smtp://127.0.0.1:${smtp.port}`;

    const refused = await sendWith(base);
    expect(refused).toMatchObject({ delivered: false, status: 'failed' });
    expect(refused.lastError).toMatch(/self-signed certificate/);

    for (const url of [
      `${base}?requireTLS=true&tls.rejectUnauthorized=false`,
      `${base}?requireTLS=true&tls.ca=${pemParam(selfSigned.cert)}`,
    ]) {
      const sent = await sendWith(url);
      expect(sent, url).toMatchObject({ delivered: true, status: 'sent' });
      const got = smtp.received.find((m) => m.to.includes(sent.to));
      expect(got?.secure, url).toBe(true);
    }
  });

  it('implicit TLS (465, smtps://): the default refuses; tls.ca or tls.rejectUnauthorized=false deliver', async () => {
    const smtp = await tlsServer('implicit');
    const base = `smtps://127.0.0.1:${smtp.port}`;
    const refused = await sendWith(base);
    expect(refused).toMatchObject({ delivered: false, status: 'failed' });
    expect(refused.lastError).toMatch(/self-signed certificate/);
    for (const url of [
      `${base}?tls.rejectUnauthorized=false`,
      `${base}?tls.ca=${pemParam(selfSigned.cert)}`,
    ]) {
      const sent = await sendWith(url);
      expect(sent, url).toMatchObject({ delivered: true, status: 'sent' });
      expect(smtp.received.find((m) => m.to.includes(sent.to))?.secure, url).toBe(true);
    }
  });

  it('an expired certificate fails with "certificate has expired" even when its authority is trusted', async () => {
    const smtp = await tlsServer('starttls', expired);
    const base = `smtp://127.0.0.1:${smtp.port}`;
    const refused = await sendWith(`${base}?requireTLS=true&tls.ca=${pemParam(expired.ca)}`);
    expect(refused).toMatchObject({ delivered: false, status: 'failed' });
    expect(refused.lastError).toMatch(/certificate has expired/);
    // Until the server's certificate is renewed, only turning verification off delivers.
    const sent = await sendWith(`${base}?requireTLS=true&tls.rejectUnauthorized=false`);
    expect(sent).toMatchObject({ delivered: true, status: 'sent' });
  });

  it('NODE_EXTRA_CA_CERTS (a file read when the process starts) makes the plain STARTTLS URL deliver', async () => {
    const smtp = await tlsServer('starttls');
    // A new Node process, as the server would be started: the variable is read once, at start-up.
    const script = [
      "import nodemailer from 'nodemailer';",
      'await nodemailer.createTransport(process.env.SMTP_URL)',
      "  .sendMail({ from: 'a@tanai.test', to: 'extra-ca@example.com', subject: 's', text: 'x' });",
    ].join('\n');
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: process.cwd(),
        env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=true`, ...env },
      });
    await expect(run({})).rejects.toThrow(/self-signed certificate/);
    await run({ NODE_EXTRA_CA_CERTS: path.join(dir, 'self.pem') });
    expect(smtp.received.find((m) => m.to.includes('extra-ca@example.com'))?.secure).toBe(true);
  });

  it('requireTLS refuses a server that offers no STARTTLS instead of sending in clear text', async () => {
    const plain = await startSmtp();
    servers.push(plain);
    const refused = await sendWith(`${plain.url}?requireTLS=true`);
    expect(refused).toMatchObject({ delivered: false, status: 'failed' });
    expect(refused.lastError).toMatch(/STARTTLS/i);
    expect(plain.received).toHaveLength(0);
  });
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import { openDatabase } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/db/seed/demo.ts';
import { wholeSitemap } from '#tests/helpers/sitemap.ts';
import { png } from '../fixtures/images.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import {
  PROCESS_AUTH_SECRET,
  type ServerProcess,
  startServer,
  tempDataDir,
} from './helpers/server-process.ts';

// npm run db:backup / db:restore on both engines: a site with demo data, a signed-in session and an uploaded
// avatar is backed up, restored into a new database (and a new uploads folder), and a server started on the
// copy must serve the same things: sitemap, search results, a profile, the session and the avatar's bytes.

const servers: ServerProcess[] = [];
const scratches: ScratchDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const scratch of scratches) await scratch.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const folder = (make: () => string) => {
  const dir = make();
  folders.push(dir);
  return dir;
};
const backupsRoot = () => folder(() => mkdtempSync(path.join(tmpdir(), 'tanai-backups-')));

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

/**
 * Runs scripts/<name>.ts like `npm run db:…` does (`node --import tsx`), with only the given configuration in its
 * environment. Its folder may be another than the project's, so tsx's loader is named by its path.
 */
function runScript(
  name: 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href,
        path.resolve(`scripts/${name}.ts`),
        ...args,
      ],
      {
        cwd,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function expectSuccess(run: Promise<{ code: number | null; output: string }>): Promise<string> {
  const { code, output } = await run;
  expect(code, output).toBe(0);
  return output;
}

// ---------------------------------------------------------------- what the site serves
interface Written {
  cookie: string;
  avatarKey: string;
}

/** Signs the demo member in (a session row) and uploads an avatar (a file in the uploads folder). */
async function writeThroughApi(url: string): Promise<Written> {
  const { email, password } = DEMO_ACCOUNTS.member;
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('kind', 'avatar');
  form.append('file', new Blob([new Uint8Array(await png(320, 240))], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const { key } = (await upload.json()) as { key: string };
  return { cookie, avatarKey: key };
}

const SEARCH = `/en/search?${new URLSearchParams({ province: PROVINCE_NAMES_TH[0]! })}`;

async function text(url: string, init?: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  expect(res.status, url).toBe(200);
  return res.text();
}

/** The facts a page shows, with the server's own origin taken out (each server has its own port). */
async function snapshot(url: string, written: Written) {
  const local = (s: string) => s.split(url).join('ORIGIN');
  const search = await text(`${url}${SEARCH}`);
  const resultIds = [...new Set([...search.matchAll(/\/en\/profile\/([0-9a-f-]{36})/g)].map((m) => m[1]!))];
  const resultNames = [...search.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]!);
  const resultsHeading = /id="results-heading"[^>]*>([^<]+)</.exec(search)?.[1];

  const profile = await text(`${url}/en/lawyers/${resultIds[0]}`);
  const jsonLd = [...profile.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(local(m[1]!)) as { '@type'?: string })
    .filter((block) => block['@type'] === 'LegalService');
  const session = (await (
    await fetch(`${url}/api/auth/get-session`, { headers: { cookie: written.cookie } })
  ).json()) as {
    user?: { email: string; id: string };
  } | null;
  const avatar = await fetch(`${url}/files/public/${written.avatarKey}`);
  return {
    sitemap: local(await wholeSitemap((path) => text(`${url}${path}`))),
    resultsHeading,
    resultIds,
    resultNames,
    profileTitle: /<title>([^<]*)<\/title>/.exec(profile)?.[1],
    profileJsonLd: jsonLd,
    sessionUser: session?.user ? { email: session.user.email, id: session.user.id } : null,
    avatar: { status: avatar.status, bytes: Buffer.from(await avatar.arrayBuffer()).toString('base64') },
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The original must show real data, so that an equal copy means something. */
function expectMeaningful(s: Snapshot) {
  expect(s.resultIds.length).toBe(12);
  expect(s.resultNames.length).toBe(12);
  expect(s.resultsHeading).toMatch(/\d+ lawyers found/);
  expect(s.sitemap).toContain(`ORIGIN/en/lawyers/${s.resultIds[0]}`);
  expect(s.profileJsonLd).toHaveLength(1);
  expect(s.profileTitle).toBeTruthy();
  expect(s.sessionUser?.email).toBe(DEMO_ACCOUNTS.member.email);
  expect(s.avatar.status).toBe(200);
  expect(s.avatar.bytes.length).toBeGreaterThan(100);
}

// ---------------------------------------------------------------- the engines
describe('db:backup and db:restore', () => {
  it('embedded database: the restored copy serves the same data', { timeout: 300_000 }, async () => {
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const original = await start({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    const written = await writeThroughApi(original.url);
    const before = await snapshot(original.url, written);
    expectMeaningful(before);

    // The server holds the folder: the backup refuses and says which process to stop.
    const busy = await runScript('db-backup', [], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(`process ${original.child.pid}`);
    expect(await original.stop()).toBe(0);

    // Default file name, under ./backups of the current folder.
    const cwd = backupsRoot();
    const backupOutput = await expectSuccess(runScript('db-backup', [], { DATA_DIR: dataDir }, cwd));
    const written1 = /Wrote (backups\/tanai-pglite-\d{8}T\d{6}Z\.tar\.gz) \((\d[\d.]* [KMG]?B)\)/.exec(
      backupOutput,
    );
    expect(written1, backupOutput).not.toBeNull();
    expect(backupOutput).toContain('1 uploaded file');
    const file = path.join(cwd, written1![1]!);
    expect(existsSync(file)).toBe(true);

    // A folder that already holds a database is not overwritten without --force.
    const occupied = await runScript('db-restore', [file], { DATA_DIR: dataDir });
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain('already holds a database');

    const restoredDir = folder(tempDataDir);
    await expectSuccess(runScript('db-restore', [file], { DATA_DIR: restoredDir }));
    const restored = await start({ DATA_DIR: restoredDir });
    const after = await snapshot(restored.url, written);
    expect(after).toEqual(before);
    expect(await restored.stop()).toBe(0);
  });

  it('PostgreSQL: the restored copy serves the same data', { timeout: 300_000 }, async () => {
    const source = await createScratchDatabase();
    scratches.push(source);
    const seeding = await openDatabase({ url: source.url });
    await seedDemoData(seeding.db);
    await seeding.close();
    // Local uploads (FILE_STORAGE=local) in a folder of their own.
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const original = await start({ DATABASE_URL: source.url, DATA_DIR: dataDir });
    const written = await writeThroughApi(original.url);
    const before = await snapshot(original.url, written);
    expectMeaningful(before);

    // pg_dump copies a running database; the password never appears in the output.
    const file = path.join(backupsRoot(), 'site.dump');
    const env = { DATABASE_URL: source.url, AUTH_SECRET: PROCESS_AUTH_SECRET, DATA_DIR: dataDir };
    const output = await expectSuccess(runScript('db-backup', [file], env));
    const password = new URL(source.url).password;
    expect(output).toContain(':***@');
    expect(output).not.toContain(`:${password}@`);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(path.join(path.dirname(file), 'site.files.tar.gz'))).toBe(true);
    expect(await original.stop()).toBe(0);

    // A database with tables is not overwritten without --force.
    const occupied = await runScript('db-restore', [file], env);
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain('is not empty');

    const target = await createScratchDatabase();
    scratches.push(target);
    const restoredDir = folder(tempDataDir);
    await expectSuccess(
      runScript('db-restore', [file], {
        DATABASE_URL: target.url,
        AUTH_SECRET: PROCESS_AUTH_SECRET,
        DATA_DIR: restoredDir,
      }),
    );
    const restored = await start({ DATABASE_URL: target.url, DATA_DIR: restoredDir });
    const after = await snapshot(restored.url, written);
    expect(after).toEqual(before);
    expect(await restored.stop()).toBe(0);
  });
});

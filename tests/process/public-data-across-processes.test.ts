import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createLawyer, createLawyerWithUser, createSession, createUser } from '#tests/factories.ts';
import { wholeSitemap } from '#tests/helpers/sitemap.ts';
import { decodeActionData, postActionData } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Two `node server.js` processes on ONE PostgreSQL database, each with its own public data cache
// (server/cache/public-data.ts, ADR docs/decisions/0014-data-cache.md): a change saved through A empties B's
// cache through NOTIFY, so B's public pages show it within moments — far sooner than the cache's 60-second TTL.

/** Generous: the notification normally arrives within milliseconds; a loaded machine may take longer. */
const DEADLINE_MS = 10_000;

const page = async (server: ServerProcess, path: string) => (await fetch(`${server.url}${path}`)).text();
/** The sitemap index and every child it lists, as one text. */
const sitemap = (server: ServerProcess) => wholeSitemap((path) => page(server, path));

/**
 * Fetches `path` from `server` (through `read`: the sitemap reads its children too) until `accept` holds for the
 * page's HTML; the time it took.
 */
async function pollUntil(
  server: ServerProcess,
  path: string,
  accept: (html: string) => boolean,
  read: (server: ServerProcess, path: string) => Promise<string> = page,
) {
  const started = Date.now();
  for (;;) {
    const html = await read(server, path);
    if (accept(html)) return Date.now() - started;
    if (Date.now() - started > DEADLINE_MS) throw new Error(`${path} on ${server.url} did not change`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the public data cache on two server processes', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    [a, b] = await Promise.all([
      startServer({ DATABASE_URL: scratch.url }),
      startServer({ DATABASE_URL: scratch.url }),
    ]);
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await scratch?.drop();
  });

  it("a lawyer's own listing edit through A reaches B's profile and search pages", async () => {
    const name = 'ทนายสองเครื่อง แก้เอง';
    const lawyer = await createLawyerWithUser(database.db, {
      email: 'pd-own@example.com',
      name,
      title: 'ทนายความ',
      province: 'ลำปาง',
      description: 'คำอธิบายเดิม',
    });
    const profile = `/th/lawyers/${lawyer.id}`;
    const search = `/th/search?q=${encodeURIComponent(name)}`;
    // B reads (and keeps) the listing as it was, twice: the second answer comes from its cache.
    for (let i = 0; i < 2; i++) {
      expect(await page(b, profile)).toContain('คำอธิบายเดิม');
      const results = await page(b, search);
      expect(results).toContain(`/th/profile/${lawyer.id}`);
      expect(results).not.toContain('ทนายความอาวุโส');
    }

    const cookie = await createSession(database.db, lawyer.user.id);
    const res = await postActionData(a.url, '/th/account/lawyer', cookie, {
      lawyerId: lawyer.id,
      title: 'ทนายความอาวุโส',
      province: 'เชียงใหม่',
      specialties: 'ครอบครัว',
      languages: ['ไทย'],
      feeMin: '',
      feeMax: '',
      feeUnit: 'per_session',
      description: 'คำอธิบายใหม่จากเครื่อง A',
    });
    expect(res.status).toBe(200);
    expect(decodeActionData(await res.text())).toMatchObject({ data: { ok: true } });
    // A shows it at once (its own change); B within moments.
    expect(await page(a, profile)).toContain('คำอธิบายใหม่จากเครื่อง A');
    const profileMs = await pollUntil(b, profile, (html) => html.includes('คำอธิบายใหม่จากเครื่อง A'));
    const searchMs = await pollUntil(b, search, (html) => html.includes('ทนายความอาวุโส'));
    console.info(`own listing edit seen on B after ${profileMs} ms (profile), ${searchMs} ms (search)`);
  });

  it("an admin verifying a lawyer through A makes it appear on B's search, profile and sitemap", async () => {
    const name = 'ทนายสองเครื่อง รอตรวจ';
    const { id } = await createLawyer(database.db, { name, province: 'ลำปาง', verified: false });
    const adminUser = await createUser(database.db, {
      email: 'pd-admin@example.com',
      profileType: 'admin',
      twoFactorEnabled: true,
    });
    const cookie = await createSession(database.db, adminUser.id);
    const search = `/en/search?q=${encodeURIComponent(name)}`;
    // The search page repeats the query: a result is a link to the profile.
    expect(await page(b, search)).not.toContain(`/en/profile/${id}`);
    expect((await fetch(`${b.url}/en/lawyers/${id}`)).status).toBe(404);
    expect(await sitemap(b)).not.toContain(id);

    const res = await postActionData(a.url, '/en/admin/lawyers', cookie, {
      intent: 'set-flag',
      id,
      flag: 'verified',
      value: 'true',
    });
    expect(res.status).toBe(200);
    expect(decodeActionData(await res.text())).toMatchObject({ data: { ok: true, changed: true } });

    const searchMs = await pollUntil(b, search, (html) => html.includes(`/en/profile/${id}`));
    await pollUntil(b, '/sitemap.xml', (xml) => xml.includes(id), sitemap);
    expect((await fetch(`${b.url}/en/lawyers/${id}`)).status).toBe(200);
    console.info(`admin verification seen on B's search after ${searchMs} ms`);
  });
});

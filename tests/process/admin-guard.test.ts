import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { caseCategories } from '#server/db/schema/index.ts';
import { createSession, createUser, migratedDataDir, postPageForm } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The admin area's one guard (`adminGuard`, the admin layout's middleware: app/features/admin/admin.server.ts)
// answers a form sent to an admin action without JavaScript (a document POST) before the action runs: the
// same redirects as the admin pages, nothing stored. A fetcher's `.data` POST reaches the action, whose service
// refuses (tests/process/authorization-matrix.ts).

let server: ServerProcess;
let dataDir: string;
let member: string;
let admin: string;
const SLUG = 'guard-test-category';

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const person = await createUser(database.db, { email: 'guard-member@example.test' });
  member = await createSession(database.db, person.id);
  const boss = await createUser(database.db, {
    email: 'guard-admin@example.test',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  admin = await createSession(database.db, boss.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(() => server?.stop());

const createCategory = (cookie: string, slug: string) =>
  postPageForm(server.url, '/th/admin/cases', cookie, {
    intent: 'create',
    name: `Guard ${slug}`,
    slug,
    displayOrder: '3',
  });

describe('the admin guard middleware', () => {
  it('refuses a non-admin’s form post to an admin action with the page’s redirect, before the action runs', async () => {
    const answer = await createCategory(member, SLUG);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/th');
    expect(answer.headers.getSetCookie().join('; ')).toMatch(/tanai_flash=ImZvcmJpZGRlbiI/); // "forbidden", base64;

    const visitor = await createCategory('', `${SLUG}-visitor`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/th\/auth\?next=/);
  });

  it('lets an admin’s form post through to the action', async () => {
    const answer = await createCategory(admin, `${SLUG}-admin`);
    expect(answer.status).not.toBe(302);
    expect(answer.status).toBeLessThan(400);
  });

  it('stored nothing for the refused posts', async () => {
    await server.stop();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const slugs = (await database.db.select({ slug: caseCategories.slug }).from(caseCategories)).map(
        (r) => r.slug,
      );
      expect(slugs).toContain(`${SLUG}-admin`);
      expect(slugs).not.toContain(SLUG);
      expect(slugs).not.toContain(`${SLUG}-visitor`);
    } finally {
      await database.close();
    }
  });
});

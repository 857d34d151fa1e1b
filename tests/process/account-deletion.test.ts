import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '#tests/factories.ts';
import { cookieHeader, migratedDataDir, postPageForm } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Deleting one's account on the account page (docs/product-rules.md, "Personal data") in the production build,
// without JavaScript: a warning, a destructive button, a box to tick before anything is deleted; a refusal shown
// at its field from that answer only; a deletion goes home, signed out, with only its flash message.

let server: ServerProcess;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  cookie = await createSession(database.db, (await createUser(database.db)).id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The deletion form's part of a page: from its heading to the end of its form. */
const deletionForm = (html: string) => /id="account-delete"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

describe('deleting the account without JavaScript', () => {
  it('is a plain form post with a warning, a box to tick and a destructive submit button', async () => {
    const html = await (await fetch(`${server.url}/en/account`, { headers: { cookie } })).text();
    const form = deletionForm(html);
    expect(html).toContain('Warning: deleting your account is permanent');
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/<input[^>]*name="intent"[^>]*value="delete"/);
    expect(form).toMatch(
      /<input[^>]*type="checkbox"[^>]*name="confirm"|<input[^>]*name="confirm"[^>]*type="checkbox"/,
    );
    const button = /<button[^>]*type="submit"[^>]*>/.exec(form)?.[0] ?? '';
    expect(button).toContain('bg-destructive');
    expect(button).toContain('text-destructive-foreground');
  });

  it('refuses an unticked box, then a wrong password, each at its field; then deletes with only its flash message', async () => {
    const unticked = await postPageForm(server.url, '/th/account', cookie, {
      intent: 'delete',
      password: DEFAULT_PASSWORD,
    });
    expect(unticked.status).toBe(400);
    expect(deletionForm(await unticked.text())).toContain('กรุณาทำเครื่องหมายยืนยัน');

    const wrong = await postPageForm(server.url, '/th/account', cookie, {
      intent: 'delete',
      password: 'not-the-password',
      confirm: 'on',
    });
    expect(wrong.status).toBe(400);
    const refused = deletionForm(await wrong.text());
    expect(refused).toContain('รหัสผ่านไม่ถูกต้อง ยังไม่มีการลบข้อมูลใด');
    expect(refused).not.toContain('กรุณาทำเครื่องหมายยืนยัน');

    const deleted = await postPageForm(server.url, '/th/account', cookie, {
      intent: 'delete',
      password: DEFAULT_PASSWORD,
      confirm: 'on',
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/th');
    const home = await fetch(`${server.url}/th`, { headers: { cookie: cookieHeader(deleted) } });
    const page = await home.text();
    expect(page).toContain('ลบบัญชีและข้อมูลของคุณเรียบร้อยแล้ว');
    expect(page).not.toContain('รหัสผ่านไม่ถูกต้อง');
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createUser, DEFAULT_PASSWORD, migratedDataDir, postPageForm } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The account forms post to their page's action, which calls better-auth on the server
// (app/features/auth/auth-page.server.ts; docs/decisions/0003-accounts.md, "Forms post to the server"): a browser
// without JavaScript signs in, and is refused with the catalogue's text, with a plain form post.

const MEMBER = 'forms-member@example.com';
const UNCONFIRMED = 'forms-unconfirmed@example.com';

let server: ServerProcess;
beforeAll(async () => {
  const dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await createUser(database.db, { email: MEMBER });
  await createUser(database.db, { email: UNCONFIRMED, confirmed: false });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(() => server?.kill());

const cookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0]);

describe('the sign-in form without JavaScript', () => {
  it('signs in: the session cookie, the page asked for and the flash message', async () => {
    const res = await postPageForm(server.url, '/th/auth?next=%2Fth%2Finbox', '', {
      intent: 'signIn',
      next: '/th/inbox',
      email: MEMBER,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/th/inbox');
    expect(cookieNames(res)).toEqual(expect.arrayContaining(['better-auth.session_token', 'tanai_flash']));
    // The session works on the page it leads to.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const inbox = await fetch(`${server.url}/th/inbox`, { headers: { cookie }, redirect: 'manual' });
    expect(inbox.status).toBe(200);
  });

  it('never returns to another site: `next` is a page of this site only', async () => {
    const res = await postPageForm(server.url, '/en/auth', '', {
      intent: 'signIn',
      next: '//evil.example/th',
      email: MEMBER,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en');
  });

  it('refuses a wrong password with the translated message, no session and the e-mail kept', async () => {
    const res = await postPageForm(server.url, '/th/auth', '', {
      intent: 'signIn',
      email: MEMBER,
      password: 'not-the-password',
    });
    expect(res.status).toBe(401);
    expect(cookieNames(res)).not.toContain('better-auth.session_token');
    const html = await res.text();
    expect(html).toContain('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(html).toContain(`value="${MEMBER}"`);
    expect(html).not.toContain('not-the-password');
  });

  it('refuses an unconfirmed e-mail and fills the resend form with it', async () => {
    const res = await postPageForm(server.url, '/en/auth', '', {
      intent: 'signIn',
      email: UNCONFIRMED,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Please confirm your e-mail before signing in.');
    expect(html).toMatch(
      new RegExp(`id="resend-email"[^>]*value="${UNCONFIRMED}"|value="${UNCONFIRMED}"[^>]*id="resend-email"`),
    );
  });

  it('checks the form with the shared schema first: field messages, nothing sent to the auth service', async () => {
    const res = await postPageForm(server.url, '/en/auth', '', {
      intent: 'signUp',
      fullName: ' ',
      email: 'not-an-email',
      password: '123',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please enter your full name');
    expect(html).toContain('Please enter a valid e-mail address');
    expect(html).toContain('The password must have at least 6 characters');
    expect(html).toContain('Please read and agree to the privacy notice');
  });

  it('leaves the password out of the address: every form is a POST to the page', async () => {
    for (const [query, count] of [
      ['?next=%2Fth%2Finbox', 3], // sign in, forgot password, resend
      ['?next=%2Fth%2Finbox&tab=signUp', 2], // sign up (the link of the other tab without JavaScript), resend
    ] as const) {
      const page = await (await fetch(`${server.url}/th/auth${query}`)).text();
      // The page's own forms (the header's theme switch posts elsewhere).
      const forms = (page.match(/<form\b[^>]*>/g) ?? []).filter((form) => !form.includes('/theme'));
      expect(forms).toHaveLength(count);
      for (const form of forms) {
        expect(form).toMatch(/method="post"/);
        expect(form).toContain(`action="/th/auth${query.replaceAll('&', '&amp;')}"`);
      }
      if (query.includes('signUp')) expect(page).toContain('name="privacyConsent"');
    }
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories.ts';
import { nextTotpCode } from '../helpers/totp.ts';
import {
  cookieHeader,
  decodeActionData,
  migratedDataDir,
  postActionData,
  postPageForm,
  signIn,
} from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The account forms post to their page's action, which calls better-auth on the server
// (app/features/accounts/auth/auth-page.server.ts; docs/decisions/0003-accounts.md, "Forms post to the server"): a browser
// without JavaScript signs in, and is refused with the catalogue's text, with a plain form post.

const MEMBER = 'forms-member@example.com';
const UNCONFIRMED = 'forms-unconfirmed@example.com';
const TWO_FACTOR = 'forms-two-factor@example.com';
const TWO_FACTOR_PAGE = 'forms-two-factor-page@example.com';

let server: ServerProcess;
beforeAll(async () => {
  const dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await createUser(database.db, { email: MEMBER });
  await createUser(database.db, { email: UNCONFIRMED, confirmed: false });
  await createUser(database.db, { email: TWO_FACTOR });
  await createUser(database.db, { email: TWO_FACTOR_PAGE });
  await database.close();
  // Behind a trusted proxy, so that one test can sign in from an address of its own (its rate limit).
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' });
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

  it('answers sign-ins past the rate limit with 429, Retry-After and the translated message, no session', async () => {
    const attempt = () =>
      fetch(`${server.url}/th/auth`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url,
          'x-forwarded-for': '203.0.113.77',
        },
        body: new URLSearchParams({ intent: 'signIn', email: MEMBER, password: 'not-the-password' }),
      });
    let res = await attempt();
    for (let i = 0; i < 20 && res.status !== 429; i++) res = await attempt();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(cookieNames(res)).not.toContain('better-auth.session_token');
    expect(await res.text()).toContain('ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่');
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

interface SecurityAnswer {
  ok: boolean;
  code?: string;
  fields?: Record<string, string>;
  totpURI?: string;
  backupCodes?: string[];
}

/** One form of the security page, as its fetch after hydration sends it; the answer and its cookies. */
async function securityForm(cookie: string, fields: Record<string, string>) {
  const res = await postActionData(server.url, '/th/account/security', cookie, fields);
  // Single fetch answers an action with `{ data }`.
  const { data } = decodeActionData(await res.text()) as { data: SecurityAnswer };
  return { status: res.status, cookie: cookieHeader(res), answer: data };
}

describe('two-factor sign-in through the pages', () => {
  it('is set up, gets new recovery codes, signs in with a recovery code and is turned off', async () => {
    let session = await signIn(server.url, TWO_FACTOR);
    const enabled = await securityForm(session, { intent: 'enable', password: DEFAULT_PASSWORD });
    expect(enabled.answer.ok).toBe(true);
    const uri = enabled.answer.totpURI ?? '';
    expect(uri).toMatch(/^otpauth:\/\//);
    expect(enabled.answer.backupCodes).toHaveLength(10);

    // A wrong first code: refused on the code field, with the step to show again.
    const wrong = await securityForm(session, {
      intent: 'confirm',
      code: '000000',
      totpURI: uri,
      backupCodes: enabled.answer.backupCodes!.join(' '),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.answer).toMatchObject({
      ok: false,
      fields: { code: 'twoFactor.errors.invalidCode' },
      totpURI: uri,
    });

    // The right one turns it on; better-auth's new session cookie reaches the browser.
    const confirmed = await securityForm(session, {
      intent: 'confirm',
      code: await nextTotpCode(uri),
      totpURI: uri,
      backupCodes: enabled.answer.backupCodes!.join(' '),
    });
    expect(confirmed.answer).toMatchObject({ ok: true, backupCodes: enabled.answer.backupCodes });
    expect(confirmed.cookie).toMatch(/better-auth\.session_token=[^;]/);
    session = confirmed.cookie;

    const regenerated = await securityForm(session, { intent: 'regenerate', password: DEFAULT_PASSWORD });
    expect(regenerated.answer.ok).toBe(true);
    const codes = regenerated.answer.backupCodes ?? [];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(enabled.answer.backupCodes![0]);

    // Signing in: the password step leads to the code step with the pending sign-in's cookie, and no session.
    const password = await postPageForm(server.url, '/th/auth?next=%2Fth%2Finbox', '', {
      intent: 'signIn',
      next: '/th/inbox',
      email: TWO_FACTOR,
      password: DEFAULT_PASSWORD,
    });
    expect(password.status).toBe(302);
    expect(password.headers.get('location')).toBe('/th/auth/two-factor?next=%2Fth%2Finbox');
    const pending = cookieHeader(password);
    expect(pending).toContain('two_factor=');
    expect(pending).not.toMatch(/session_token=[^;]/);
    const refused = await postPageForm(server.url, '/th/auth/two-factor?recovery=1', pending, {
      intent: 'recovery',
      next: '/th/inbox',
      code: 'not-a-code',
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('รหัสกู้คืนไม่ถูกต้อง');
    const recovered = await postPageForm(server.url, '/th/auth/two-factor?recovery=1', pending, {
      intent: 'recovery',
      next: '/th/inbox',
      code: codes[0]!,
    });
    expect(recovered.status).toBe(302);
    expect(recovered.headers.get('location')).toBe('/th/inbox');
    expect(cookieHeader(recovered)).toMatch(/better-auth\.session_token=[^;]/);

    const disabled = await securityForm(cookieHeader(recovered), {
      intent: 'disable',
      password: DEFAULT_PASSWORD,
    });
    expect(disabled.answer.ok).toBe(true);
  });
});

describe('the security page without JavaScript', () => {
  const status = (html: string) => /data-testid="two-factor-status"[^>]*>([^<]*)</.exec(html)?.[1];
  const codesShown = (html: string) =>
    (/data-testid="recovery-codes"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1]?.match(/<li/g) ?? []).length;

  it('says On on the page of the ten recovery codes right after the first code, and Off once turned off', async () => {
    const session = await signIn(server.url, TWO_FACTOR_PAGE);
    const enabled = await securityForm(session, { intent: 'enable', password: DEFAULT_PASSWORD });
    const uri = enabled.answer.totpURI ?? '';
    const confirmed = await postPageForm(server.url, '/th/account/security', session, {
      intent: 'confirm',
      code: await nextTotpCode(uri),
      totpURI: uri,
      backupCodes: enabled.answer.backupCodes!.join(' '),
    });
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(codesShown(page)).toBe(10);
    expect(status(page)).toBe('เปิดใช้งานอยู่');
    const on = cookieHeader(confirmed);

    // The next visit reads the account anew.
    const again = await fetch(`${server.url}/th/account/security`, { headers: { cookie: on } });
    expect(status(await again.text())).toBe('เปิดใช้งานอยู่');

    const disabled = await postPageForm(server.url, '/th/account/security', on, {
      intent: 'disable',
      password: DEFAULT_PASSWORD,
    });
    const off = await disabled.text();
    expect(off).toContain('ปิดการเข้าสู่ระบบสองขั้นตอนแล้ว');
    expect(status(off)).toBe('ยังไม่เปิดใช้งาน');
  });
});

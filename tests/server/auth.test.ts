import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { isSitePath } from '#server/auth.ts';
import { profiles, sessions, users } from '#server/db/schema/index.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, linkIn, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const signUp = (body: Record<string, unknown>, ip?: string) =>
  server.authPost(
    '/sign-up/email',
    { callbackURL: '/th/auth?confirmed=1', locale: 'th', privacyConsent: PRIVACY_NOTICE_VERSION, ...body },
    { ip },
  );
const signIn = (email: string, password: string, ip?: string) =>
  server.authPost('/sign-in/email', { email, password }, { ip });
// Tests with many sign-ups use their own client address so the per-address limit stays for the others.
const CONSENT_IP = '10.9.9.9';
const userCount = async () => (await server.database.db.select().from(users)).length;

describe(`accounts on ${engineName()}`, () => {
  it('sign up, confirm by the e-mailed link, sign in, read the session and sign out', async () => {
    const email = 'somsri@example.com';
    const created = await signUp({ name: '  สมศรี ใจดี  ', email, password: 'secret1' });
    expect(created.status).toBe(200);

    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect(user?.name).toBe('สมศรี ใจดี');
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ fullName: 'สมศรี ใจดี', profileType: 'member' });

    // Sign-in is refused until the e-mail is confirmed.
    const early = await signIn(email, 'secret1');
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await server.latestEmail(email);
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.locale).toBe('th');
    expect(mail?.subject).toContain('ยืนยันอีเมล');
    expect(mail?.status).toBe('logged');
    const link = new URL(linkIn(mail!.textBody));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');

    const confirmed = await server.request(`${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/th/auth?confirmed=1');

    const ok = await signIn(email, 'secret1');
    expect(ok.status).toBe(200);
    const cookie = cookieHeader(ok);
    expect(cookie).toContain('better-auth.session_token=');
    const setCookie = ok.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await server.request('/api/auth/get-session', { headers: { cookie } });
    expect((await session.json()).user.email).toBe(email);

    // A second device signed in at the same time.
    const otherDevice = cookieHeader(await signIn(email, 'secret1', '10.0.0.2'));
    const out = await server.authPost('/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    // The session is gone from the server, not only from the browser.
    const remaining = await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(remaining).toHaveLength(0);
    const after = await server.request('/api/auth/get-session', { headers: { cookie } });
    expect(await after.json()).toBeNull();
    // Sign-out is global: the other device is signed out too.
    const other = await server.request('/api/auth/get-session', { headers: { cookie: otherDevice } });
    expect(await other.json()).toBeNull();
  });

  it('refuse a blank full name or a short password and write nothing', async () => {
    const before = await userCount();
    const blank = await signUp({ name: '   ', email: 'blank@example.com', password: 'secret1' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).code).toBe('FULL_NAME_REQUIRED');
    const short = await signUp({ name: 'สั้น', email: 'short@example.com', password: '12345' });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe('PASSWORD_TOO_SHORT');
    const long = await signUp({ name: 'ยาว', email: 'long@example.com', password: 'x'.repeat(129) });
    expect((await long.json()).code).toBe('PASSWORD_TOO_LONG');
    expect(await userCount()).toBe(before);
  });

  it('refuse sign-up without agreement to the current privacy notice, and record the agreement', async () => {
    const before = await userCount();
    for (const privacyConsent of [undefined, false, true, '2000-01-01']) {
      const res = await signUp(
        {
          name: 'ไม่ยินยอม',
          email: 'no-consent@example.com',
          password: 'secret1',
          privacyConsent,
        },
        CONSENT_IP,
      );
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('PRIVACY_CONSENT_REQUIRED');
    }
    expect(await userCount()).toBe(before);

    // The consent fields cannot be set from input: the server writes the version and the time itself.
    const started = Date.now();
    const ok = await signUp(
      {
        name: 'ยินยอม',
        email: 'consent@example.com',
        password: 'secret1',
        privacyConsentVersion: 'forged',
        privacyConsentAt: '2000-01-01T00:00:00Z',
      },
      CONSENT_IP,
    );
    expect(ok.status).toBe(400);
    const res = await signUp(
      { name: 'ยินยอม', email: 'consent@example.com', password: 'secret1' },
      CONSENT_IP,
    );
    expect(res.status).toBe(200);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'consent@example.com'));
    expect(user?.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(user!.privacyConsentAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('refuse a wrong password with the invalid-credentials code', async () => {
    const res = await signIn('somsri@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('do not reveal a registered e-mail on sign-up, and tell its owner instead', async () => {
    const before = await userCount();
    const again = await signUp({
      name: 'คนอื่น',
      email: 'somsri@example.com',
      password: 'another1',
      locale: 'en',
    });
    expect(again.status).toBe(200);
    expect(await userCount()).toBe(before);
    const mail = await server.latestEmail('somsri@example.com');
    expect(mail?.kind).toBe('existing-account');
    // Written in the owner's language, not the language of whoever tried.
    expect(mail?.locale).toBe('th');
  });

  it('answer a sign-up for a registered e-mail exactly as one for a new e-mail (same status, keys, values)', async () => {
    const ip = '10.9.8.1';
    const attempt = async (email: string) => {
      const res = await signUp({ name: 'เหมือนกัน', email, password: 'secret1', locale: 'en' }, ip);
      return {
        status: res.status,
        body: (await res.json()) as { token: unknown; user: Record<string, unknown> },
      };
    };
    await attempt('twice@example.com');
    const started = Date.now();
    const existing = await attempt('twice@example.com');
    const fresh = await attempt('fresh@example.com');
    expect(existing.status).toBe(fresh.status);
    expect(Object.keys(existing.body)).toEqual(Object.keys(fresh.body));
    expect(Object.keys(existing.body.user)).toEqual(Object.keys(fresh.body.user));
    // Identity and times differ by nature; everything else is the same, the consent record included.
    const identity = ['id', 'email', 'createdAt', 'updatedAt', 'privacyConsentAt'];
    const rest = (user: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(user).filter(([key]) => !identity.includes(key)));
    expect(rest(existing.body.user)).toEqual(rest(fresh.body.user));
    expect(existing.body.token).toBe(fresh.body.token);
    expect(existing.body.user.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
    for (const { body } of [existing, fresh]) {
      for (const key of ['createdAt', 'updatedAt', 'privacyConsentAt']) {
        const at = Date.parse(String(body.user[key]));
        expect(at, key).toBeGreaterThanOrEqual(started - 1000);
        expect(at, key).toBeLessThanOrEqual(Date.now() + 1000);
      }
    }
  });

  it('resend the confirmation e-mail in the language the account was made in', async () => {
    await signUp({ name: 'John Doe', email: 'john@example.com', password: 'secret1', locale: 'en' });
    const res = await server.authPost('/send-verification-email', {
      email: 'john@example.com',
      callbackURL: '/en/auth?confirmed=1',
    });
    expect(res.status).toBe(200);
    const mail = await server.latestEmail('john@example.com');
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.subject).toBe('Confirm your e-mail - Tanai');
    expect(linkIn(mail!.textBody)).toContain(encodeURIComponent('/en/auth?confirmed=1'));
  });

  it('reset a forgotten password by e-mail and revoke old sessions', async () => {
    const email = 'somsri@example.com';
    const signedIn = await signIn(email, 'secret1', '10.0.0.9');
    const oldCookie = cookieHeader(signedIn);
    const ask = await server.authPost('/request-password-reset', { email, redirectTo: '/th/auth/reset' });
    expect(ask.status).toBe(200);
    const mail = await server.latestEmail(email);
    expect(mail?.kind).toBe('reset-password');
    const link = new URL(linkIn(mail!.textBody));
    const landing = await server.request(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/th/auth/reset');
    const token = location.searchParams.get('token')!;
    const reset = await server.authPost('/reset-password', { newPassword: 'brand-new-1', token });
    expect(reset.status).toBe(200);
    // Every session of the person ended, on every device.
    const [owner] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, owner!.id))).toEqual(
      [],
    );
    expect((await signIn(email, 'secret1', '10.0.0.9')).status).toBe(401);
    expect((await signIn(email, 'brand-new-1', '10.0.0.9')).status).toBe(200);
    const stale = await server.request('/api/auth/get-session', { headers: { cookie: oldCookie } });
    expect(await stale.json()).toBeNull();
  });

  it('a used reset link ends every other reset link of the person', async () => {
    const email = 'two-links@example.com';
    const ip = '10.9.7.1';
    await signUp({ name: 'สองลิงก์', email, password: 'secret1' }, ip);
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const resetToken = async () => {
      const ask = await server.authPost(
        '/request-password-reset',
        { email, redirectTo: '/th/auth/reset' },
        { ip },
      );
      expect(ask.status).toBe(200);
      const link = new URL(linkIn((await server.latestEmail(email))!.textBody));
      const landing = await server.request(`${link.pathname}${link.search}`, {}, ip);
      return new URL(landing.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    };
    const first = await resetToken();
    const second = await resetToken();
    expect(second).not.toBe(first);
    const used = await server.authPost(
      '/reset-password',
      { newPassword: 'first-link-1', token: first },
      { ip },
    );
    expect(used.status).toBe(200);
    const stale = await server.authPost(
      '/reset-password',
      { newPassword: 'second-link-1', token: second },
      { ip },
    );
    expect(stale.status).toBe(400);
    expect((await stale.json()).code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'first-link-1', ip)).status).toBe(200);
  });

  it('update-user takes only what the sign-up rules allow, and a refusal changes nothing', async () => {
    const email = 'update-user@example.com';
    const ip = '10.9.6.1';
    await signUp({ name: 'ชื่อเดิม', email, password: 'secret1' }, ip);
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const cookie = cookieHeader(await signIn(email, 'secret1', ip));
    const row = async () => {
      const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
      return { name: user!.name, locale: user!.locale, image: user!.image };
    };
    const before = await row();
    for (const [body, code] of [
      [{ name: '' }, 'FULL_NAME_REQUIRED'],
      [{ name: '   ' }, 'FULL_NAME_REQUIRED'],
      [{ name: 42 }, 'FULL_NAME_REQUIRED'],
      [{ name: 'ก'.repeat(5000) }, 'FULL_NAME_TOO_LONG'],
      [{ name: '<img src=x onerror=alert(1)>' }, 'FULL_NAME_INVALID'],
      [{ name: 'ชื่อใหม่', locale: 'xx' }, 'INVALID_LOCALE'],
      [{ image: 'https://evil.example/tracker.png' }, 'IMAGE_NOT_ALLOWED'],
      [
        { name: 'ชื่อใหม่', image: 'avatars/someone/00000000-0000-0000-0000-000000000000.webp' },
        'IMAGE_NOT_ALLOWED',
      ],
    ] as const) {
      const res = await server.authPost('/update-user', body, { cookie, ip });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).code, JSON.stringify(body).slice(0, 60)).toBe(code);
    }
    expect(await row()).toEqual(before);

    const ok = await server.authPost('/update-user', { name: '  ชื่อใหม่  ', locale: 'en' }, { cookie, ip });
    expect(ok.status).toBe(200);
    expect(await row()).toEqual({ name: 'ชื่อใหม่', locale: 'en', image: null });
    // The sign-up form's rule is the server's at sign-up too.
    const long = await signUp(
      { name: 'ก'.repeat(201), email: 'long-name@example.com', password: 'secret1' },
      ip,
    );
    expect((await long.json()).code).toBe('FULL_NAME_TOO_LONG');
    // Nor does sign-up take an account picture.
    const pictured = await signUp(
      { name: 'รูป', email: 'pictured@example.com', password: 'secret1', image: 'https://evil.example/x.png' },
      ip,
    );
    expect((await pictured.json()).code).toBe('IMAGE_NOT_ALLOWED');
    expect(
      await server.database.db.select().from(users).where(eq(users.email, 'pictured@example.com')),
    ).toEqual([]);
  });

  it('refuse callback URLs that leave the site', async () => {
    const before = await userCount();
    for (const callbackURL of [
      'https://evil.example/x',
      '//evil.example/x',
      // Dot segments and backslashes that a browser (or better-auth) resolves to another host.
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/\\evil.example',
      '/th/.//x',
    ]) {
      // Each from its own address: the sign-up limit per address is not what is tested here.
      const res = await signUp(
        { name: 'Evil', email: 'evil@example.com', password: 'secret1', callbackURL },
        `10.7.0.${callbackURL.length}`,
      );
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_CALLBACK_URL');
    }
    const reset = await server.authPost('/request-password-reset', {
      email: 'somsri@example.com',
      redirectTo: 'https://evil.example',
    });
    expect(reset.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuse a redirect that leaves the site in a link opened from an e-mail (the query), token or not', async () => {
    for (const callbackURL of ['/.//evil.example', '//evil.example', 'https://evil.example']) {
      const res = await server.request(
        `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
        { redirect: 'manual' },
      );
      expect(res.status, callbackURL).toBe(400);
      expect(res.headers.get('location'), callbackURL).toBeNull();
    }
    // A path of this site still leads there (here with the invalid token's error).
    const own = await server.request('/api/auth/verify-email?token=x&callbackURL=%2Fth%2Fauth', {
      redirect: 'manual',
    });
    expect(own.headers.get('location') ?? '').toMatch(/^\/th\/auth/);
  });

  it('a site path is one of this site however a browser reads it', () => {
    for (const ok of [
      '/th/auth?confirmed=1',
      '/th/search?province=กรุงเทพมหานคร',
      '/en/question/1?from=email#m',
    ])
      expect(isSitePath(ok), ok).toBe(true);
    for (const bad of ['/./x', '/a/../b', '/%2E%2E/x', '//x', '/\\x', 'x', 'https://x', '', null])
      expect(isSitePath(bad), String(bad)).toBe(false);
  });
});

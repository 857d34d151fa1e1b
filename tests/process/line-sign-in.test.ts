import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#domain/dates.ts';
import { openDatabase } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/index.ts';
import { createUser } from '#tests/factories.ts';
import { type LineLoginProvider, startLineLoginProvider } from '#tests/helpers/line-login-provider.ts';
import { migratedDataDir, signIn } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Sign in with LINE in the production build (app/features/accounts/line/, server/line-login.ts): the sign-in
// page's "Continue with LINE" is a plain form post to /{lang}/auth/line, to LINE (a local OpenID provider
// standing in for it, tests/helpers/line-login-provider.ts) and back through better-auth's callback; the outcome
// is a flash message on the page it leads to. The account page links and unlinks LINE the same way.

const CHANNEL_ID = '1650000042';
const CHANNEL_SECRET = 'line-sign-in-process-channel-secret';
const MEMBER = 'line-linker@example.com';
/** An account's e-mail that a LINE account gives too. */
const TAKEN = 'line-taken@example.com';
/** The LINE user linked to an account with two-factor sign-in. */
const TWO_FACTOR_SUB = 'U2f2f2f2f2f2f2f2f2f2f2f2f2f2f2f2f';

let provider: LineLoginProvider;
let server: ServerProcess;
beforeAll(async () => {
  provider = await startLineLoginProvider(CHANNEL_SECRET);
  const dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await createUser(database.db, { email: MEMBER });
  await createUser(database.db, { email: TAKEN });
  const admin = await createUser(database.db, {
    email: 'line-two-factor@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  await database.db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: TWO_FACTOR_SUB, providerId: 'line', userId: admin.id });
  await database.close();
  server = await startServer({
    DATA_DIR: dataDir,
    LINE_LOGIN_CHANNEL_ID: CHANNEL_ID,
    LINE_LOGIN_CHANNEL_SECRET: CHANNEL_SECRET,
    LINE_LOGIN_PROVIDER_URL: provider.url,
  });
});
afterAll(async () => {
  await server?.kill();
  await provider?.stop();
});

/** A browser's cookies: each answer's Set-Cookie kept, a cleared cookie dropped. */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(cookie = '') {
    for (const pair of cookie.split('; ').filter(Boolean)) this.jar.set(pair.split('=', 1)[0]!, pair);
  }

  get cookie() {
    return [...this.jar.values()].join('; ');
  }

  has(name: string) {
    return this.jar.has(name);
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const name = pair.split('=', 1)[0]!;
      const value = pair.slice(name.length + 1);
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, pair);
    }
    return res;
  }

  /** A page of the site, redirects not followed. */
  async get(pathname: string) {
    const res = this.keep(
      await fetch(new URL(pathname, server.url), { redirect: 'manual', headers: { cookie: this.cookie } }),
    );
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }

  /** A form posted as a browser without JavaScript posts it (same origin, redirects not followed). */
  async post(pathname: string, fields: Record<string, string>) {
    const res = this.keep(
      await fetch(new URL(pathname, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url,
          cookie: this.cookie,
        },
        body: new URLSearchParams(fields),
      }),
    );
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }

  /** The signed-in person's e-mail (better-auth's session), or null. */
  async sessionEmail() {
    const res = await this.get('/api/auth/get-session');
    return (JSON.parse(res.html) as { user?: { email: string } } | null)?.user?.email ?? null;
  }
}

/**
 * The trip through LINE from the site's redirect to it: LINE's authorization page (which answers at once as
 * `provider.nextUser`) sends the browser back to better-auth's callback, whose redirect is returned.
 */
async function throughLine(browser: Browser, toLine: { status: number; location: string | null }) {
  expect(toLine.status).toBe(302);
  const authorize = new URL(toLine.location!);
  expect(authorize.origin).toBe(new URL(provider.url).origin);
  expect(authorize.pathname).toBe('/oauth2/v2.1/authorize');
  expect(authorize.searchParams.get('client_id')).toBe(CHANNEL_ID);
  const answered = await fetch(authorize, { redirect: 'manual' });
  expect(answered.status).toBe(302);
  const back = new URL(answered.headers.get('location')!);
  expect(back.origin).toBe(server.url);
  expect(back.pathname).toBe('/api/auth/callback/line');
  const callback = await browser.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return new URL(callback.location!, server.url);
}

/** The page a redirect leads to, with the flash message it left. */
async function follow(browser: Browser, answer: { status: number; location: string | null }) {
  expect(answer.status).toBe(302);
  return browser.get(answer.location!);
}

/** What a page shows: its HTML without its scripts (the page's data and texts ride in them). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

let subs = 0;
/** A LINE user of its own (LINE user ids are 'U' and 32 hexadecimal digits). */
const lineUser = () => `U${(++subs).toString(16).padStart(32, 'f')}`;

/** A first sign-in with LINE from the Thai sign-in page: the browser, signed in with a LINE-only account. */
async function signUpWithLine(sub: string, name: string) {
  const browser = new Browser();
  provider.nextUser({ sub, name });
  const landing = await throughLine(browser, await browser.post('/th/auth/line', {}));
  expect(landing.pathname).toBe('/th/auth/line');
  expect(landing.searchParams.get('done')).toBe('1');
  const leave = await browser.get(`${landing.pathname}${landing.search}`);
  expect(leave).toMatchObject({ status: 302, location: '/th' });
  return browser;
}

describe('sign in with LINE (configured)', () => {
  it.each([
    ['th', 'เข้าสู่ระบบด้วย LINE'],
    ['en', 'Continue with LINE'],
    ['zh', '使用 LINE 登录'],
  ])(
    'the %s sign-in page shows the LINE button (%s), a form posting to /{lang}/auth/line',
    async (lang, text) => {
      const page = await new Browser().get(`/${lang}/auth`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(text);
      expect(page.html).toContain(`action="/${lang}/auth/line"`);
    },
  );

  it('signs in through LINE: the state cookie, the callback, the page asked for, the flash message, a session', async () => {
    const browser = new Browser();
    const sub = lineUser();
    provider.nextUser({ sub, name: 'Somsak LINE' });
    const toLine = await browser.post('/th/auth/line', { next: '/th/inbox' });
    expect(browser.has('better-auth.state')).toBe(true);
    const landing = await throughLine(browser, toLine);
    expect(landing.pathname).toBe('/th/auth/line');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ done: '1', next: '/th/inbox' });
    expect(browser.has('better-auth.session_token')).toBe(true);

    const leave = await browser.get(`${landing.pathname}${landing.search}`);
    expect(leave).toMatchObject({ status: 302, location: '/th/inbox' });
    const inbox = await follow(browser, leave);
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain('เข้าสู่ระบบสำเร็จ!');
    expect(await browser.sessionEmail()).toBe(`${sub.toLowerCase()}@line.invalid`);
  });

  it('keeps only a page of this site as `next`', async () => {
    const browser = new Browser();
    provider.nextUser({ sub: lineUser(), name: 'Next' });
    const landing = await throughLine(
      browser,
      await browser.post('/en/auth/line', { next: '//evil.example/en' }),
    );
    expect(landing.searchParams.has('next')).toBe(false);
    const leave = await browser.get(`${landing.pathname}${landing.search}`);
    expect(leave).toMatchObject({ status: 302, location: '/en' });
    // A `next` put in the landing's address by hand goes nowhere else either.
    const forged = await browser.get('/en/auth/line?done=1&next=%2F%2Fevil.example%2Fen');
    expect(forged).toMatchObject({ status: 302, location: '/en' });
  });

  it('a refused ID token (another channel) lands on the sign-in page with the failure message, no session', async () => {
    const browser = new Browser();
    provider.nextUser({ sub: lineUser(), name: 'Forged' });
    provider.nextIdToken((claims) => {
      claims.aud = '1999999999';
    });
    const landing = await throughLine(browser, await browser.post('/th/auth/line', { next: '/th/inbox' }));
    expect(landing.pathname).toBe('/th/auth/line');
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect(landing.searchParams.has('done')).toBe(false);
    expect(browser.has('better-auth.session_token')).toBe(false);

    const leave = await browser.get(`${landing.pathname}${landing.search}`);
    expect(leave).toMatchObject({ status: 302, location: '/th/auth?next=%2Fth%2Finbox' });
    const signInPage = await follow(browser, leave);
    expect(signInPage.status).toBe(200);
    expect(signInPage.html).toContain('เข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    expect(await browser.sessionEmail()).toBeNull();
  });

  it('a LINE sign-in of an account with two-factor sign-in is refused with its message on the sign-in page, no session', async () => {
    const browser = new Browser();
    provider.nextUser({ sub: TWO_FACTOR_SUB });
    const landing = await throughLine(browser, await browser.post('/th/auth/line', {}));
    expect(landing.searchParams.get('error')).toBeTruthy();
    const leave = await browser.get(`${landing.pathname}${landing.search}`);
    expect(leave).toMatchObject({ status: 302, location: '/th/auth' });
    const signInPage = await follow(browser, leave);
    expect(signInPage.html).toContain('บัญชีนี้เปิดการยืนยันตัวตนสองขั้นตอน กรุณาเข้าสู่ระบบด้วยอีเมล รหัสผ่าน และรหัสจากแอป');
    expect(await browser.sessionEmail()).toBeNull();
  });

  it("a LINE sign-in giving an account's e-mail makes an account of its own, without that e-mail", async () => {
    const browser = new Browser();
    const sub = lineUser();
    provider.nextUser({ sub, name: 'Taker', email: TAKEN });
    const landing = await throughLine(browser, await browser.post('/th/auth/line', {}));
    expect(landing.searchParams.get('error')).toBeNull();
    expect(await browser.sessionEmail()).toBe(`${sub.toLowerCase()}@line.invalid`);
  });

  it('a LINE-only account: its account page says linked since today and "no e-mail yet"; no page shows the stand-in address', async () => {
    const browser = await signUpWithLine(lineUser(), 'Only LINE');
    const account = await browser.get('/th/account');
    expect(account.status).toBe(200);
    expect(shown(account.html)).toContain('ยังไม่มีอีเมล (เข้าสู่ระบบด้วย LINE)');
    expect(shown(account.html)).not.toContain('@line.invalid');
    expect(account.html).toContain(
      `บัญชีของคุณเชื่อมต่อกับ LINE แล้ว (ตั้งแต่ ${formatDate(new Date(), 'th')}) คุณเข้าสู่ระบบด้วย LINE ได้`,
    );
    expect(account.html).toContain('ยกเลิกการเชื่อมต่อ LINE');
    // Every page's account menu names the person instead of the stand-in address.
    const home = await browser.get('/th');
    expect(shown(home.html)).toMatch(/data-testid="account-menu-panel"[\s\S]*>Only LINE</);
    expect(shown(home.html)).not.toContain('@line.invalid');
  });

  it('refuses to unlink LINE from a LINE-only account: "the only way to sign in"', async () => {
    const browser = await signUpWithLine(lineUser(), 'Only LINE');
    const unlink = await browser.post('/th/account/line', { intent: 'unlink' });
    expect(unlink).toMatchObject({ status: 302, location: '/th/account#line' });
    const account = await follow(browser, unlink);
    expect(account.html).toContain('ยกเลิกการเชื่อมต่อไม่ได้ เพราะ LINE เป็นช่องทางเดียวที่ใช้เข้าสู่ระบบบัญชีนี้');
    // Still linked, still signed in.
    expect(account.html).toContain('บัญชีของคุณเชื่อมต่อกับ LINE แล้ว');
    expect(await browser.sessionEmail()).toMatch(/@line\.invalid$/);
  });

  it('links LINE to a password account from its account page, signs in with it, and unlinks it', async () => {
    const browser = new Browser(await signIn(server.url, MEMBER));
    const before = await browser.get('/th/account');
    expect(before.html).toContain(MEMBER);
    expect(before.html).toContain('เชื่อมต่อ LINE เพื่อเข้าสู่ระบบได้ในคลิกเดียว และรับการแจ้งเตือนทาง LINE');

    const sub = lineUser();
    provider.nextUser({ sub, name: 'Another name', email: 'someone-else@example.com' });
    const landing = await throughLine(browser, await browser.post('/th/account/line', { intent: 'link' }));
    expect(`${landing.pathname}${landing.search}`).toBe('/th/account/line?linked=1');
    const leave = await browser.get(`${landing.pathname}${landing.search}`);
    expect(leave).toMatchObject({ status: 302, location: '/th/account#line' });
    const linked = await follow(browser, leave);
    expect(linked.html).toContain('เชื่อมต่อ LINE กับบัญชีของคุณแล้ว');
    expect(linked.html).toContain(`(ตั้งแต่ ${formatDate(new Date(), 'th')})`);
    // Linking changes nothing of the account: its e-mail stays.
    expect(linked.html).toContain(MEMBER);
    expect(await browser.sessionEmail()).toBe(MEMBER);

    // Another browser signs in to the same account with LINE now.
    const other = new Browser();
    provider.nextUser({ sub });
    const otherLanding = await throughLine(other, await other.post('/th/auth/line', {}));
    expect(otherLanding.searchParams.get('done')).toBe('1');
    expect(await other.sessionEmail()).toBe(MEMBER);

    const unlink = await browser.post('/th/account/line', { intent: 'unlink' });
    expect(unlink).toMatchObject({ status: 302, location: '/th/account#line' });
    const unlinked = await follow(browser, unlink);
    expect(unlinked.html).toContain('ยกเลิกการเชื่อมต่อ LINE แล้ว');
    expect(unlinked.html).toContain('เชื่อมต่อ LINE เพื่อเข้าสู่ระบบได้ในคลิกเดียว');

    // LINE no longer signs in to it.
    const after = new Browser();
    provider.nextUser({ sub });
    await throughLine(after, await after.post('/th/auth/line', {}));
    expect(await after.sessionEmail()).not.toBe(MEMBER);
  });
});

describe('without a LINE Login channel', () => {
  let plain: ServerProcess;
  beforeAll(async () => {
    plain = await startServer({ DATA_DIR: await migratedDataDir() });
  });
  afterAll(() => plain?.kill());

  const fetchPlain = (pathname: string, init: RequestInit = {}) =>
    fetch(`${plain.url}${pathname}`, { redirect: 'manual', ...init });

  it.each(['th', 'en', 'zh'])('the %s sign-in page has no LINE button', async (lang) => {
    const res = await fetchPlain(`/${lang}/auth`);
    expect(res.status).toBe(200);
    const html = shown(await res.text());
    expect(html).not.toContain(`/${lang}/auth/line`);
    expect(html).not.toContain('data-testid="line-sign-in"');
    expect(html).not.toMatch(/Continue with LINE|เข้าสู่ระบบด้วย LINE|使用 LINE 登录/);
  });

  it('/{lang}/auth/line and /{lang}/account/line are not found', async () => {
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: plain.url },
      body: 'intent=link',
    };
    expect((await fetchPlain('/th/auth/line?done=1')).status).toBe(404);
    expect((await fetchPlain('/th/auth/line', form)).status).toBe(404);
    expect((await fetchPlain('/th/account/line?linked=1')).status).toBe(404);
    expect((await fetchPlain('/th/account/line', form)).status).toBe(404);
  });
});

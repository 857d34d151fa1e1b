import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { accounts, emailOutbox, profiles, sessions, users } from '#server/db/schema/index.ts';
import { createSession, createUser } from '../factories.ts';
import {
  type LineLoginProvider,
  signLineIdToken,
  startLineLoginProvider,
} from '../helpers/line-login-provider.ts';
import { cookieHeader, createTestServer, linkIn, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

const CHANNEL_ID = '1650000000';
const CHANNEL_SECRET = 'line-login-channel-secret-for-tests';
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

let provider: LineLoginProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startLineLoginProvider(CHANNEL_SECRET);
  server = await createTestServer({
    LINE_LOGIN_CHANNEL_ID: CHANNEL_ID,
    LINE_LOGIN_CHANNEL_SECRET: CHANNEL_SECRET,
    LINE_LOGIN_PROVIDER_URL: provider.url,
    LINE_MESSAGING_CHANNEL_SECRET: 'messaging-secret',
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

/** Joins cookie headers, the later ones winning. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split('; ').filter(Boolean)) {
      const [name] = pair.split('=', 1);
      jar.set(name!, pair);
    }
  }
  return [...jar.values()].join('; ');
}

/**
 * One trip through LINE: the site's answer to `start` (sign-in or link) gives LINE's authorization URL and the
 * state cookie; the provider sends the browser back to the site's callback, whose answer is returned.
 */
async function throughLine(start: Response, cookie = '') {
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const jar = mergeCookies(cookie, cookieHeader(start));
  const authorized = await fetch(url, { redirect: 'manual' });
  expect(authorized.status).toBe(302);
  const back = new URL(authorized.headers.get('location')!);
  expect(back.origin).toBe(TEST_ORIGIN);
  expect(back.pathname).toBe('/api/auth/callback/line');
  const callback = await server.request(`${back.pathname}${back.search}`, { headers: { cookie: jar } });
  return { callback, cookie: mergeCookies(jar, cookieHeader(callback)), authorizeUrl: new URL(url) };
}

let signIns = 0;
/** A sign-in with LINE from a client address of its own (the auth API's per-address limit stays out of the way). */
async function signInWithLine() {
  signIns += 1;
  const ip = `10.3.0.${signIns}`;
  const start = await server.authPost(
    '/sign-in/social',
    {
      provider: 'line',
      callbackURL: '/en/account',
      errorCallbackURL: '/en/auth?line=1',
      additionalData: { locale: 'en' },
      disableRedirect: true,
    },
    { ip },
  );
  return throughLine(start);
}

const lineUser = async (sub: string) =>
  (
    await server.database.db
      .select({ user: users, account: accounts })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.accountId, sub))
  )[0];

const sessionEmail = async (cookie: string) => {
  const res = await server.request('/api/auth/get-session', { headers: { cookie } });
  return ((await res.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
};

/** Where the callback sent the browser, and the `error` of an error redirect. */
const landing = (callback: Response) => {
  expect(callback.status).toBe(302);
  const to = new URL(callback.headers.get('location')!, TEST_ORIGIN);
  return { path: to.pathname, error: to.searchParams.get('error') };
};

type Claims = Record<string, unknown>;
const userCount = async () => (await server.database.db.select().from(users)).length;

describe('sign in with LINE (a local OpenID provider standing in for LINE Login)', () => {
  it('a first sign-in makes a member account; a second one finds it', async () => {
    const sub = 'U1111111111111111111111111111111a';
    provider.nextUser({ sub, name: 'Somchai <b>LINE</b>' });
    const first = await signInWithLine();
    expect(landing(first.callback)).toEqual({ path: '/en/account', error: null });

    // What the site asked of LINE: OpenID with PKCE, a nonce, the official account offered (bot_prompt).
    const asked = provider.lastAuthorization()!;
    expect(asked.get('scope')).toBe('openid profile email');
    expect(asked.get('client_id')).toBe(CHANNEL_ID);
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('nonce')).toMatch(/^.{32}$/);
    expect(asked.get('bot_prompt')).toBe('normal');

    const row = await lineUser(sub);
    expect(row?.account.providerId).toBe('line');
    // Only who the person is on LINE is kept: none of LINE's tokens.
    expect(row?.account).toMatchObject({ accessToken: null, refreshToken: null, idToken: null });
    // No e-mail from LINE: a stand-in address nothing is sent to; the name without markup; the page's language;
    // the privacy notice the button named.
    expect(row?.user).toMatchObject({
      email: 'u1111111111111111111111111111111a@line.invalid',
      emailVerified: false,
      name: 'Somchai bLINE/b',
      locale: 'en',
      privacyConsentVersion: PRIVACY_NOTICE_VERSION,
    });
    const [profile] = await server.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, row!.user.id));
    expect(profile).toMatchObject({ fullName: 'Somchai bLINE/b', profileType: 'member' });
    // Nothing goes to the stand-in address: not the confirmation, not a password reset someone asks for it.
    const reset = await server.authPost(
      '/request-password-reset',
      { email: row!.user.email, redirectTo: '/en/auth/reset' },
      { ip: '10.3.9.1' },
    );
    expect(reset.status).toBe(200);
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, row!.user.email));
    expect(mails).toEqual([]);
    expect(await sessionEmail(first.cookie)).toBe(row!.user.email);

    const before = await userCount();
    provider.nextUser({ sub, name: 'Somchai' });
    const second = await signInWithLine();
    expect(landing(second.callback).error).toBeNull();
    expect(await userCount()).toBe(before);
    expect(await sessionEmail(second.cookie)).toBe(row!.user.email);
    expect((await lineUser(sub))?.account).toMatchObject({ accessToken: null, idToken: null });
  });

  it("LINE's e-mail is only offered: the stand-in stays until the link sent to the address is opened", async () => {
    const sub = 'U2222222222222222222222222222222b';
    provider.nextUser({ sub, name: 'Malee', email: 'Malee@Example.com' });
    const { callback } = await signInWithLine();
    expect(landing(callback).error).toBeNull();
    const standIn = 'u2222222222222222222222222222222b@line.invalid';
    expect((await lineUser(sub))?.user).toMatchObject({ email: standIn, emailVerified: false });
    // The link that adds an e-mail, saying which account asks; nothing to the stand-in.
    const mail = await server.latestEmail('malee@example.com');
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.locale).toBe('en');
    expect(mail?.subject).toBe('Confirm the e-mail of your account - Tanai');
    expect(mail?.textBody).toContain('signs in with LINE');
    expect(await server.latestEmail(standIn)).toBeUndefined();
    // Opened (from the mailbox, signed in or not): the address is the account's, confirmed.
    const link = new URL(linkIn(mail!.textBody));
    const opened = await server.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/en/account');
    expect((await lineUser(sub))?.user).toMatchObject({ email: 'malee@example.com', emailVerified: true });
  });

  it.each([
    ['not an address', 'not-an-email'],
    ['a leading space', ' spaced@example.com'],
    ['a line break and another header', 'crlf@example.com\r\nBcc: x@example.com'],
    ['a space inside', 'two words@example.com'],
    ['a stand-in address', 'u0000000000000000000000000000000f@line.invalid'],
    ['not a string', 42],
  ])('an e-mail claim with %s is ignored: the stand-in, and nothing sent', async (_name, email) => {
    const sub = `U${crypto.randomUUID().replaceAll('-', '')}`;
    const mails = (await server.database.db.select().from(emailOutbox)).length;
    provider.nextUser({ sub, name: 'Odd mail' });
    provider.nextIdToken((c) => Object.assign(c, { email }));
    const { callback } = await signInWithLine();
    expect(landing(callback)).toEqual({ path: '/en/account', error: null });
    expect((await lineUser(sub))?.user).toMatchObject({
      email: `${sub.toLowerCase()}@line.invalid`,
      emailVerified: false,
    });
    expect((await server.database.db.select().from(emailOutbox)).length).toBe(mails);
  });

  it.each([
    ['another channel (aud)', (c: Claims) => Object.assign(c, { aud: '1999999999' })],
    ['another sign-in (nonce)', (c: Claims) => Object.assign(c, { nonce: 'n'.repeat(32) })],
    ['no nonce', (c: Claims) => Reflect.deleteProperty(c, 'nonce')],
    [
      'an expired token',
      (c: Claims) => {
        const now = Math.floor(Date.now() / 1000);
        c.iat = now - 7200;
        c.exp = now - 3600;
      },
    ],
    ['another issuer', (c: Claims) => Object.assign(c, { iss: 'https://evil.example' })],
    [
      'the future (iat an hour ahead)',
      (c: Claims) => {
        const now = Math.floor(Date.now() / 1000);
        c.iat = now + 3600;
        c.exp = now + 7200;
      },
    ],
    [
      'the future beyond the clock skew (iat 5 minutes ahead)',
      (c: Claims) => Object.assign(c, { iat: Math.floor(Date.now() / 1000) + 300 }),
    ],
    ['a list of audiences (aud [channel])', (c: Claims) => Object.assign(c, { aud: [CHANNEL_ID] })],
    [
      'a list of audiences (aud [channel, another])',
      (c: Claims) => Object.assign(c, { aud: [CHANNEL_ID, '1999999999'] }),
    ],
    ['another secret (signature)', () => undefined, 'another-secret'],
  ] as [string, (c: Claims) => unknown, string?][])(
    'refuses an ID token from %s and makes no account',
    async (name, change, secret) => {
      const sub = `U${'3'.repeat(31)}${name.length.toString(16).slice(-1)}`;
      const before = await userCount();
      provider.nextUser({ sub, name: 'Forged' });
      provider.nextIdToken(change, secret);
      const { callback, cookie } = await signInWithLine();
      const to = landing(callback);
      expect(to.path).toBe('/en/auth');
      expect(to.error).toBeTruthy();
      expect(await userCount()).toBe(before);
      expect(await sessionEmail(cookie)).toBeNull();
    },
  );

  it('refuses an ID token posted by a client, signed right or not', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: provider.url,
      sub: 'U4444444444444444444444444444444d',
      aud: CHANNEL_ID,
      iat: now,
      exp: now + 600,
    };
    for (const secret of [CHANNEL_SECRET, 'another-secret']) {
      const res = await server.authPost('/sign-in/social', {
        provider: 'line',
        idToken: { token: signLineIdToken(claims, secret) },
      });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('ID_TOKEN_NOT_SUPPORTED');
    }
    expect(await lineUser(claims.sub)).toBeUndefined();
  });

  it("never joins, blocks or mails an existing account by LINE's e-mail", async () => {
    const owner = await createUser(server.database.db, { email: 'owner@example.com' });
    const sub = 'U5555555555555555555555555555555e';
    provider.nextUser({ sub, name: 'Taker', email: 'owner@example.com' });
    const { callback, cookie } = await signInWithLine();
    // An account of its own, with the stand-in: not the owner's, and nothing offered to the owner's address.
    expect(landing(callback)).toEqual({ path: '/en/account', error: null });
    const made = await lineUser(sub);
    expect(made?.user.id).not.toBe(owner.id);
    expect(made?.user.email).toBe('u5555555555555555555555555555555e@line.invalid');
    expect(await sessionEmail(cookie)).toBe(made?.user.email);
    const linked = await server.database.db.select().from(accounts).where(eq(accounts.userId, owner.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
    expect(await server.latestEmail('owner@example.com')).toBeUndefined();
  });

  it("pre-account hijack: LINE's e-mail of someone else neither holds nor hands over that person's account", async () => {
    const attacker = 'U5555555555555555555555555555555f';
    const victim = 'victim@example.com';
    provider.nextUser({ sub: attacker, name: 'Attacker', email: victim });
    await signInWithLine();
    const offered = await server.latestEmail(victim);
    expect(offered?.subject).toBe('Confirm the e-mail of your account - Tanai');

    // No account has the victim's address: a reset sends nothing...
    const reset = await server.authPost(
      '/request-password-reset',
      { email: victim, redirectTo: '/en/auth/reset' },
      { ip: '10.3.9.2' },
    );
    expect(reset.status).toBe(200);
    expect((await server.latestEmail(victim))?.id).toBe(offered?.id);
    // ...and the victim's sign-up makes their own account (its confirmation, not "already registered").
    const signUp = await server.authPost(
      '/sign-up/email',
      {
        name: 'Victim',
        email: victim,
        password: 'victim-password',
        locale: 'en',
        privacyConsent: PRIVACY_NOTICE_VERSION,
        callbackURL: '/en/auth?confirmed=1',
      },
      { ip: '10.3.9.3' },
    );
    expect(signUp.status).toBe(200);
    const confirmation = await server.latestEmail(victim);
    expect(confirmation?.subject).toBe('Confirm your e-mail - Tanai');
    const confirm = new URL(linkIn(confirmation!.textBody));
    expect((await server.request(`${confirm.pathname}${confirm.search}`)).status).toBe(302);
    const [own] = await server.database.db.select().from(users).where(eq(users.email, victim));
    expect(own).toMatchObject({ name: 'Victim', emailVerified: true });
    expect(own!.id).not.toBe((await lineUser(attacker))?.user.id);

    // The link offered at the attacker's sign-in, opened now, does not take the victim's address.
    const late = new URL(linkIn(offered!.textBody));
    const refused = await server.request(`${late.pathname}${late.search}`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('EMAIL_TAKEN');

    // The attacker's LINE sign-in reaches the attacker's own stand-in account only.
    provider.nextUser({ sub: attacker, name: 'Attacker', email: victim });
    const again = await signInWithLine();
    expect(await sessionEmail(again.cookie)).toBe('u5555555555555555555555555555555f@line.invalid');
    expect((await lineUser(attacker))?.user.id).not.toBe(own!.id);
    const victimSignIn = await server.authPost(
      '/sign-in/email',
      { email: victim, password: 'victim-password' },
      { ip: '10.3.9.4' },
    );
    expect(await sessionEmail(cookieHeader(victimSignIn))).toBe(victim);
  });

  it('links LINE to a signed-in account, signs in with it, and unlinks it while the password remains', async () => {
    const member = await createUser(server.database.db, { email: 'linker@example.com' });
    const cookie = await createSession(server.database.db, member.id, { secret: AUTH_SECRET });
    const sub = 'U6666666666666666666666666666666f';
    provider.nextUser({ sub, name: 'Another name', email: 'different@example.com' });
    const start = await server.authPost(
      '/link-social',
      { provider: 'line', callbackURL: '/th/account', errorCallbackURL: '/th/account' },
      { cookie },
    );
    const linked = await throughLine(start, cookie);
    expect(landing(linked.callback)).toEqual({ path: '/th/account', error: null });
    const row = await lineUser(sub);
    expect(row?.user.id).toBe(member.id);
    // Linking changes nothing of the account itself.
    expect(row?.user).toMatchObject({ email: 'linker@example.com', name: member.name });

    provider.nextUser({ sub, name: 'Another name' });
    const again = await signInWithLine();
    expect(await sessionEmail(again.cookie)).toBe('linker@example.com');

    // The same LINE account cannot be linked to a second account.
    const other = await createUser(server.database.db, { email: 'second@example.com' });
    const otherCookie = await createSession(server.database.db, other.id, { secret: AUTH_SECRET });
    provider.nextUser({ sub });
    const taken = await throughLine(
      await server.authPost(
        '/link-social',
        { provider: 'line', callbackURL: '/th/account', errorCallbackURL: '/th/account' },
        { cookie: otherCookie },
      ),
      otherCookie,
    );
    expect(landing(taken.callback).error).toBe('account_already_linked_to_different_user');
    expect((await lineUser(sub))?.user.id).toBe(member.id);

    const unlinked = await server.authPost('/unlink-account', { accountId: row!.account.id }, { cookie });
    expect(unlinked.status).toBe(200);
    expect(await lineUser(sub)).toBeUndefined();
  });

  it('keeps the last way to sign in: a LINE-only account cannot unlink LINE', async () => {
    const sub = 'U7777777777777777777777777777777a';
    provider.nextUser({ sub, name: 'Only LINE' });
    const { cookie } = await signInWithLine();
    const row = await lineUser(sub);
    const res = await server.authPost('/unlink-account', { accountId: row!.account.id }, { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('FAILED_TO_UNLINK_LAST_ACCOUNT');
    expect(await lineUser(sub)).toBeDefined();
  });

  it('an account with two-factor sign-in (an administrator) does not sign in with LINE', async () => {
    const admin = await createUser(server.database.db, {
      email: 'admin-line@example.com',
      profileType: 'admin',
      twoFactorEnabled: true,
    });
    const sub = 'U8888888888888888888888888888888b';
    await server.database.db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: sub,
      providerId: 'line',
      userId: admin.id,
    });
    provider.nextUser({ sub });
    const { callback, cookie } = await signInWithLine();
    expect(landing(callback)).toEqual({ path: '/en/auth', error: 'LINE_SIGN_IN_TWO_FACTOR' });
    expect(await sessionEmail(cookie)).toBeNull();
    const open = await server.database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(open).toEqual([]);
  });
});

describe('an account made with LINE adds its e-mail', () => {
  it('the address is used once the link sent to it is opened; no other account changes its e-mail', async () => {
    const sub = 'U9999999999999999999999999999999c';
    provider.nextUser({ sub, name: 'Adds mail' });
    const { cookie } = await signInWithLine();
    const asked = await server.authPost(
      '/change-email',
      { newEmail: 'Added@Example.com', callbackURL: '/en/account' },
      { cookie },
    );
    expect(asked.status).toBe(200);
    // Not yet: the stand-in stays until the link is opened.
    expect((await lineUser(sub))?.user.email).toBe('u9999999999999999999999999999999c@line.invalid');
    const mail = await server.latestEmail('added@example.com');
    expect(mail?.kind).toBe('verify-email');
    const link = new URL(linkIn(mail!.textBody));
    const opened = await server.request(`${link.pathname}${link.search}`, { headers: { cookie } });
    expect(opened.status).toBe(302);
    expect((await lineUser(sub))?.user).toMatchObject({ email: 'added@example.com', emailVerified: true });

    // An account with a real address does not change it here.
    const member = await createUser(server.database.db, { email: 'keeps@example.com' });
    const memberCookie = await createSession(server.database.db, member.id, { secret: AUTH_SECRET });
    const refused = await server.authPost(
      '/change-email',
      { newEmail: 'other@example.com' },
      { cookie: memberCookie },
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('EMAIL_CHANGE_NOT_OFFERED');
    const [kept] = await server.database.db.select().from(users).where(eq(users.id, member.id));
    expect(kept?.email).toBe('keeps@example.com');
    expect(await server.latestEmail('other@example.com')).toBeUndefined();
  });
});

describe('without a LINE Login channel', () => {
  it('has no LINE provider', async () => {
    const plain = await createTestServer();
    try {
      const res = await plain.authPost('/sign-in/social', { provider: 'line', callbackURL: '/th' });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

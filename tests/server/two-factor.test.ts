import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorErrorKey } from '#app/features/accounts/two-factor/messages.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { profiles, twoFactors, users } from '#server/db/schema/index.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import { currentTotpStep, nextTotpCode, totpCodeAt } from '#tests/helpers/totp.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'secret-2fa';

async function confirmedUser(email: string, ip: string) {
  const res = await server.authPost(
    '/sign-up/email',
    { name: email, email, password: PASSWORD, privacyConsent: PRIVACY_NOTICE_VERSION, callbackURL: '/th' },
    { ip },
  );
  expect(res.status).toBe(200);
  await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

const signIn = (email: string, ip: string, password = PASSWORD) =>
  server.authPost('/sign-in/email', { email, password }, { ip });

/** Enrols TOTP for a signed-in cookie; returns the secret, the recovery codes and the new session cookie. */
async function enrol(cookie: string, ip: string) {
  const enabled = await server.authPost('/two-factor/enable', { password: PASSWORD }, { cookie, ip });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const code = await nextTotpCode(totpURI);
  const verified = await server.authPost('/two-factor/verify-totp', { code }, { cookie, ip });
  expect(verified.status).toBe(200);
  return { secret, backupCodes, cookie: cookieHeader(verified) || cookie, totpURI };
}

describe(`two-factor sign-in on ${engineName()}`, () => {
  it('enrols with the password and a first code, then asks every sign-in for a code', async () => {
    const ip = '10.2.0.1';
    const email = 'totp@example.com';
    const id = await confirmedUser(email, ip);
    const cookie = cookieHeader(await signIn(email, ip));

    // The password is required, and enabling alone does not switch it on before a valid code.
    const wrong = await server.authPost('/two-factor/enable', { password: 'not-it' }, { cookie, ip });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('INVALID_PASSWORD');
    // A second device signed in with the password alone before two-factor was turned on.
    const otherDevice = cookieHeader(await signIn(email, ip));
    const { secret, backupCodes, totpURI, cookie: enrolled } = await enrol(cookie, ip);
    const stale = await server.request('/api/auth/get-session', { headers: { cookie: otherDevice } });
    expect(await stale.json()).toBeNull();
    // The device that turned it on stays signed in.
    const kept = await server.request('/api/auth/get-session', { headers: { cookie: enrolled } });
    expect((await kept.json()).user.email).toBe(email);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Tanai:/);
    expect(backupCodes).toHaveLength(10);
    const [user] = await server.database.db.select().from(users).where(eq(users.id, id));
    expect(user?.twoFactorEnabled).toBe(true);
    // Secret and recovery codes are stored encrypted, never as given to the person.
    const [row] = await server.database.db.select().from(twoFactors).where(eq(twoFactors.userId, id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.backupCodes).not.toContain(backupCodes[0]);

    // The password alone no longer signs in: no session, a pending two-factor step.
    const first = await signIn(email, ip);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(first);
    expect(pending).not.toMatch(/better-auth\.session_token=[^;]/);
    const noSession = await server.request('/api/auth/get-session', { headers: { cookie: pending } });
    expect(await noSession.json()).toBeNull();

    const bad = await server.authPost('/two-factor/verify-totp', { code: '000000' }, { cookie: pending, ip });
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('INVALID_CODE');

    const good = await server.authPost(
      '/two-factor/verify-totp',
      { code: await nextTotpCode(secret) },
      { cookie: pending, ip },
    );
    expect(good.status).toBe(200);
    const session = await server.request('/api/auth/get-session', {
      headers: { cookie: cookieHeader(good) },
    });
    expect((await session.json()).user.email).toBe(email);

    // A recovery code signs in once.
    const second = cookieHeader(await signIn(email, ip));
    const recovery = await server.authPost(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: second, ip },
    );
    expect(recovery.status).toBe(200);
    const third = cookieHeader(await signIn(email, ip));
    const reused = await server.authPost(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: third, ip },
    );
    expect(reused.status).toBe(401);
  });

  it('accepts a code once: the same code again, or one of an older step, is refused; the next step works', async () => {
    const ip = '10.2.0.4';
    const email = 'replay@example.com';
    await confirmedUser(email, ip);
    const cookie = cookieHeader(await signIn(email, ip));
    const enabled = await server.authPost('/two-factor/enable', { password: PASSWORD }, { cookie, ip });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const step = currentTotpStep();
    // Turning it on takes a first code: that code is used up too.
    const first = await totpCodeAt(totpURI, step);
    expect((await server.authPost('/two-factor/verify-totp', { code: first }, { cookie, ip })).status).toBe(
      200,
    );

    const replay = await server.authPost(
      '/two-factor/verify-totp',
      { code: first },
      { cookie: cookieHeader(await signIn(email, ip)), ip },
    );
    expect(replay.status).toBe(401);
    const { code } = (await replay.json()) as { code: string };
    expect(code).toBe('TOTP_CODE_USED');
    expect(twoFactorErrorKey({ code, status: 401 })).toBe('twoFactor.errors.codeUsed');
    // No session came of it.
    expect(cookieHeader(replay)).not.toMatch(/better-auth\.session_token=[^;]/);

    const pending = cookieHeader(await signIn(email, ip));
    const next = await server.authPost(
      '/two-factor/verify-totp',
      { code: await totpCodeAt(totpURI, step + 1) },
      { cookie: pending, ip },
    );
    expect(next.status).toBe(200);
    // Once a step is used, an older one is refused too (within the window the plugin accepts).
    const older = await server.authPost(
      '/two-factor/verify-totp',
      { code: await totpCodeAt(totpURI, step) },
      { cookie: cookieHeader(await signIn(email, ip)), ip },
    );
    expect((await older.json()).code).toBe('TOTP_CODE_USED');
  });

  it('is refused without a session, and a code cannot be verified without the password step', async () => {
    const enable = await server.authPost('/two-factor/enable', { password: PASSWORD }, { ip: '10.2.0.2' });
    expect(enable.status).toBe(401);
    const verify = await server.authPost('/two-factor/verify-totp', { code: '123456' }, { ip: '10.2.0.2' });
    expect(verify.status).toBe(401);
  });

  it('keeps an admin out of the admin role until two-factor sign-in is on', async () => {
    const ip = '10.2.0.3';
    const email = 'new-admin@example.com';
    const id = await confirmedUser(email, ip);
    await server.database.db.update(profiles).set({ profileType: 'admin' }).where(eq(profiles.userId, id));
    const before = await getSessionUser(server.database.db, id);
    expect(before).toMatchObject({ isAdmin: false, adminNeedsTwoFactor: true });
    // Admin services refuse the account.
    await expect(listAuditLog(server.database.db, { id, isAdmin: before!.isAdmin })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    await enrol(cookieHeader(await signIn(email, ip)), ip);
    const after = await getSessionUser(server.database.db, id);
    expect(after).toMatchObject({ isAdmin: true, adminNeedsTwoFactor: false, twoFactorEnabled: true });
  });
});

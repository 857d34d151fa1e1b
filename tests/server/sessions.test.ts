import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadViewer } from '#app/lib/session.server.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { profiles, sessions, users } from '#server/db/schema/index.ts';
import { applySessionLimits } from '#server/services/accounts/session-user.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

// Session lifetimes (ADR 0016): each session's timestamps are moved back in the database, as if the time had
// passed, and the server is asked again.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'secret-sessions';
let count = 0;

/** A confirmed account (an administrator by its profile, or a member), signed in: its id and session cookie. */
async function signedIn(kind: 'admin' | 'member') {
  count += 1;
  const email = `${kind}-${count}@example.com`;
  const ip = `10.4.0.${count}`;
  const res = await server.authPost(
    '/sign-up/email',
    { name: email, email, password: PASSWORD, privacyConsent: PRIVACY_NOTICE_VERSION, callbackURL: '/th' },
    { ip },
  );
  expect(res.status).toBe(200);
  const [user] = await server.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning();
  if (kind === 'admin')
    await server.database.db
      .update(profiles)
      .set({ profileType: 'admin' })
      .where(eq(profiles.userId, user!.id));
  const cookie = cookieHeader(await server.authPost('/sign-in/email', { email, password: PASSWORD }, { ip }));
  expect(cookie).toContain('session_token=');
  return { id: user!.id, email, ip, cookie };
}

/** Moves the person's sessions back: signed in `signedInAgo` ago, last used `idleFor` ago (Postgres intervals). */
async function age(userId: string, signedInAgo: string, idleFor: string) {
  await server.database.db.execute(sql`
    UPDATE sessions SET created_at = now() - ${signedInAgo}::interval, updated_at = now() - ${idleFor}::interval
    WHERE user_id = ${userId}`);
}

const sessionOf = async (cookie: string) => {
  const res = await server.request('/api/auth/get-session', { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { user: { email: string } } | null;
};
/** The page's reading of the session (root middleware → loadViewer → session-user). */
const viewerOf = (cookie: string) =>
  loadViewer(server.runtime, new Request(`${TEST_ORIGIN}/th`, { headers: { cookie } }));
const sessionRows = (userId: string) =>
  server.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe(`session lifetimes on ${engineName()}`, () => {
  it('an administrator idle for 31 minutes is signed out, on the API and the pages, and the session is deleted', async () => {
    const admin = await signedIn('admin');
    await age(admin.id, '40 minutes', '29 minutes');
    // Still within the limit: it goes on, and this request counts as use.
    expect((await sessionOf(admin.cookie))?.user.email).toBe(admin.email);
    await age(admin.id, '69 minutes', '29 minutes');
    expect((await viewerOf(admin.cookie))?.email).toBe(admin.email);

    await age(admin.id, '2 hours', '31 minutes');
    expect(await sessionOf(admin.cookie)).toBeNull();
    expect(await sessionRows(admin.id)).toEqual([]);

    const pages = await signedIn('admin');
    await age(pages.id, '2 hours', '31 minutes');
    expect(await viewerOf(pages.cookie)).toBeNull();
    expect(await sessionRows(pages.id)).toEqual([]);
  });

  it('an administrator is signed out 12 hours after signing in, however active', async () => {
    const admin = await signedIn('admin');
    await age(admin.id, '11 hours 59 minutes', '1 minute');
    expect((await sessionOf(admin.cookie))?.user.email).toBe(admin.email);
    await age(admin.id, '12 hours 1 minute', '0 minutes');
    expect(await sessionOf(admin.cookie)).toBeNull();
    expect(await sessionRows(admin.id)).toEqual([]);

    const pages = await signedIn('admin');
    await age(pages.id, '12 hours 1 minute', '1 minute');
    expect(await viewerOf(pages.cookie)).toBeNull();
    // The session-user service says so itself for a session's token.
    const other = await signedIn('admin');
    const [row] = await sessionRows(other.id);
    expect(await applySessionLimits(server.database.db, row!.token)).toBe('active');
    await age(other.id, '12 hours 1 minute', '1 minute');
    expect(await applySessionLimits(server.database.db, row!.token)).toBe('ended');
    expect(await sessionRows(other.id)).toEqual([]);
  });

  it('a member stays signed in after 31 minutes idle, and is signed out after 30 days idle', async () => {
    const member = await signedIn('member');
    await age(member.id, '3 days', '31 minutes');
    expect((await sessionOf(member.cookie))?.user.email).toBe(member.email);
    expect((await viewerOf(member.cookie))?.email).toBe(member.email);
    await age(member.id, '60 days', '29 days 23 hours');
    expect((await sessionOf(member.cookie))?.user.email).toBe(member.email);

    await age(member.id, '60 days', '30 days 1 minute');
    expect(await sessionOf(member.cookie)).toBeNull();
    expect(await sessionRows(member.id)).toEqual([]);
    const pages = await signedIn('member');
    await age(pages.id, '60 days', '30 days 1 minute');
    expect(await viewerOf(pages.cookie)).toBeNull();
  });

  it('a new password ends the other sessions even when the request does not ask for it', async () => {
    const member = await signedIn('member');
    const otherDevice = cookieHeader(
      await server.authPost('/sign-in/email', { email: member.email, password: PASSWORD }, { ip: member.ip }),
    );
    const changed = await server.authPost(
      '/change-password',
      { currentPassword: PASSWORD, newPassword: 'changed-password-1' },
      { cookie: member.cookie, ip: member.ip },
    );
    expect(changed.status).toBe(200);
    expect(await sessionOf(otherDevice)).toBeNull();
    // The device that changed it goes on, with the session better-auth gave it.
    const kept = cookieHeader(changed) || member.cookie;
    expect((await sessionOf(kept))?.user.email).toBe(member.email);
    const [latest] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.id))
      .orderBy(desc(sessions.createdAt));
    expect(await sessionRows(member.id)).toEqual([latest]);
  });

  it("the pages read the person by the cookie's token only when better-auth vouches for the signed cookie", async () => {
    const member = await signedIn('member');
    const viewer = await viewerOf(member.cookie);
    expect(viewer).toMatchObject({ id: member.id, email: member.email, isAdmin: false, lawyerId: null });
    // The real token with a forged signature: the token alone finds the person, but the page is signed out.
    const forged = member.cookie.replace(/(session_token=[^.;]+)\.[^;]+/, '$1.forged-signature');
    expect(forged).not.toBe(member.cookie);
    expect(await viewerOf(forged)).toBeNull();
    // Signed out on the server: the same cookie opens nothing.
    await server.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect(await viewerOf(member.cookie)).toBeNull();
  });
});

import { getSessionCookie } from 'better-auth/cookies';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import {
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  MEMBER_SESSION_IDLE_DAYS,
} from '#domain/limits.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, profiles, sessions, users } from '../../db/schema/index.ts';

/** What the pages know about the signed-in person. Recomputed from the database on every request. */
export interface SessionUser
  extends Pick<typeof users.$inferSelect, 'id' | 'email' | 'emailVerified' | 'twoFactorEnabled'>,
    Pick<typeof profiles.$inferSelect, 'fullName' | 'profileType'> {
  locale: Lang;
  /**
   * Admin = profile_type 'admin' AND a confirmed e-mail AND two-factor sign-in enabled:
   * an admin account opens no admin page and calls no admin service before TOTP is set up.
   */
  isAdmin: boolean;
  /** An admin profile with a confirmed e-mail that still has to set up two-factor sign-in. */
  adminNeedsTwoFactor: boolean;
  /** The user's own lawyer record, if any. */
  lawyerId: string | null;
}

export function isAdminProfile(profileType: string | null | undefined, emailVerified: boolean): boolean {
  return profileType === 'admin' && emailVerified === true;
}

/** The full admin rule: an admin profile, a confirmed e-mail and two-factor sign-in. */
export function isAdmin(
  profileType: string | null | undefined,
  emailVerified: boolean,
  twoFactorEnabled: boolean,
): boolean {
  return isAdminProfile(profileType, emailVerified) && twoFactorEnabled === true;
}

/**
 * A person's name as the pages show it (with `users` left-joined with `profiles`): the profile's full name, else
 * the account's name.
 */
export const personName = sql<string>`coalesce(${profiles.fullName}, ${users.name})`;

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  fullName: personName,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  locale: users.locale,
  profileType: profiles.profileType,
  lawyerId: lawyers.id,
};

interface SessionUserRow {
  id: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  locale: string;
  profileType: string | null;
  lawyerId: string | null;
}

function toSessionUser(row: SessionUserRow): SessionUser {
  const profileType = (row.profileType ?? 'member') as SessionUser['profileType'];
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    emailVerified: row.emailVerified,
    locale: (['th', 'en', 'zh'].includes(row.locale) ? row.locale : 'th') as Lang,
    profileType,
    isAdmin: isAdmin(profileType, row.emailVerified, row.twoFactorEnabled),
    adminNeedsTwoFactor: isAdminProfile(profileType, row.emailVerified) && !row.twoFactorEnabled,
    twoFactorEnabled: row.twoFactorEnabled,
    lawyerId: row.lawyerId ?? null,
  };
}

/** The person of `where` (on `users`) with their profile and own lawyer id, in one query. */
async function selectSessionUser(db: Db, where: SQL): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(lawyers, eq(lawyers.userId, users.id))
    .where(where)
    .limit(1);
  return row ? toSessionUser(row) : null;
}

/** Loads the user, profile and own lawyer id in one query. Returns null for an unknown id. */
export const getSessionUser = (db: Db, userId: string): Promise<SessionUser | null> =>
  selectSessionUser(db, eq(users.id, userId));

/** The same, found by a session's token (`signedInUser`). */
const getSessionUserByToken = (db: Db, token: string): Promise<SessionUser | null> =>
  selectSessionUser(
    db,
    inArray(users.id, db.select({ id: sessions.userId }).from(sessions).where(eq(sessions.token, token))),
  );

/**
 * The signed-in person of a request and their session's token, or null: better-auth checks the signed cookie and the
 * session while the person is read by the cookie's token (one wait for the database instead of two, ADR 0013); that
 * read counts only when better-auth found the session and it is the same person's. Pages (app/lib/session.server.ts)
 * and event streams (server/http/session-stream.ts) read the viewer this way.
 */
export async function signedInUser(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<{ token: string; user: SessionUser } | null> {
  // No session cookie, no session: a visitor's request costs no lookup.
  const cookie = getSessionCookie(headers);
  if (!cookie) return null;
  // The signed cookie is `token.signature` (better-auth); the token is only a key to look up here.
  const token = cookie.split('.')[0] ?? '';
  const [session, byToken] = await Promise.all([
    auth.api.getSession({ headers }),
    token ? getSessionUserByToken(db, token) : null,
  ]);
  if (!session) return null;
  const user = byToken?.id === session.user.id ? byToken : await getSessionUser(db, session.user.id);
  return user ? { token: session.session.token, user } : null;
}

/**
 * The session lifetimes of ADR 0016, applied to the session of one request (its token), in one statement, before
 * better-auth reads it: a session past its limits, or past its expiry, is deleted (better-auth then finds none: the
 * request is signed out, on the API and the pages alike); an administrator's session that goes on records this
 * request as its last use. A member's last use is recorded by better-auth's renewal (`session.updateAge` in
 * server/auth.ts). Administrator here is the profile (profile_type 'admin'), set up for two-factor sign-in or not.
 * `recordUse: false` checks without recording use: an open event stream re-checking its session
 * (server/http/events.ts) is no activity, so it never keeps an idle administrator signed in.
 * Returns 'ended', 'active', or 'none' for an unknown token (signed out, or the session revoked).
 */
export async function applySessionLimits(
  db: Db,
  token: string,
  options: { recordUse?: boolean } = {},
): Promise<'ended' | 'active' | 'none'> {
  const recordUse = options.recordUse ?? true;
  const result = await db.execute<{ ended: boolean }>(sql`
    WITH current AS (
      SELECT s.id, coalesce(p.profile_type = 'admin', false) AS admin,
        s.expires_at <= now() OR CASE WHEN p.profile_type = 'admin'
          THEN s.updated_at < now() - make_interval(mins => ${ADMIN_SESSION_IDLE_MINUTES}::int)
            OR s.created_at < now() - make_interval(hours => ${ADMIN_SESSION_MAX_HOURS}::int)
          ELSE s.updated_at < now() - make_interval(days => ${MEMBER_SESSION_IDLE_DAYS}::int)
        END AS ended
      FROM sessions s LEFT JOIN profiles p ON p.user_id = s.user_id
      WHERE s.token = ${token}
    ),
    ended AS (
      DELETE FROM sessions WHERE id IN (SELECT id FROM current WHERE ended)
    ),
    used AS (
      UPDATE sessions SET updated_at = now()
      WHERE ${recordUse}::boolean AND id IN (SELECT id FROM current WHERE admin AND NOT ended)
    )
    SELECT ended FROM current`);
  const [row] = result.rows;
  return !row ? 'none' : row.ended ? 'ended' : 'active';
}

import { getSessionCookie } from 'better-auth/cookies';
import { redirect } from 'react-router';
import type { Runtime } from '#server/runtime.ts';
import { getSessionUser, getSessionUserByToken } from '#server/services/accounts/session-user.ts';
import type { Actor } from '#server/services/actor.ts';
import type { ViewerUser } from '../context.ts';
import { safeNextPath } from '../features/accounts/auth/next-path.ts';

/**
 * Reads the session cookie and recomputes the user and admin flag from the database. The person is read by the
 * cookie's token while better-auth checks the signed cookie and the session (one wait for the database instead of
 * two); that read counts only when better-auth found the session and it belongs to the same user.
 */
export async function loadViewer({ auth, db }: Runtime, request: Request): Promise<ViewerUser | null> {
  // No session cookie, no session: a visitor's page costs no session lookup.
  const cookie = getSessionCookie(request);
  if (!cookie) return null;
  // The signed cookie is `token.signature` (better-auth); the token is only a key to look up here.
  const token = cookie.split('.')[0] ?? '';
  const [session, byToken] = await Promise.all([
    auth.api.getSession({ headers: request.headers }),
    token ? getSessionUserByToken(db, token) : null,
  ]);
  if (!session) return null;
  const user = byToken?.id === session.user.id ? byToken : await getSessionUser(db, session.user.id);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    adminNeedsTwoFactor: user.adminNeedsTwoFactor,
    twoFactorEnabled: user.twoFactorEnabled,
    lawyerId: user.lawyerId,
  };
}

/**
 * The sign-in page, with `back` (the page asked for: path and query) as `next`, so that after signing in (and the
 * two-factor step, and confirming a new account's e-mail) the person lands where a link, e.g. in an e-mail, led
 * them; `next` is only ever a page of this site (safeNextPath).
 */
export function signInPath(lang: string, back?: URL | string): string {
  const path = back === undefined ? null : typeof back === 'string' ? back : `${back.pathname}${back.search}`;
  const next = safeNextPath(path);
  return `/${lang}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/** Guard for member pages: signed-out people go to the sign-in page, and come back to `back` (signInPath). */
export function requireViewer(viewer: ViewerUser | null, lang: string, back?: URL): ViewerUser {
  if (!viewer) throw redirect(signInPath(lang, back));
  return viewer;
}

export function publicConfig(config: Runtime['config']) {
  return {
    publicUrl: config.publicUrl,
    devPages: config.devPages,
    contact: config.contact,
  };
}

/** The viewer as the services' `Actor` (who is calling: id and the admin flag of this request), or nobody. */
export const actorOf = (viewer: ViewerUser | null): Actor =>
  viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;

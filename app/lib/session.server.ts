import { redirect } from 'react-router';
import type { Runtime } from '#server/runtime.ts';
import { signedInUser } from '#server/services/accounts/session-user.ts';
import type { Actor } from '#server/services/actor.ts';
import type { ViewerUser } from '../context.ts';
import { safeNextPath } from '../features/accounts/auth/next-path.ts';

/** The signed-in person of a page's request, the user and admin flag recomputed from the database. */
export async function loadViewer({ auth, db }: Runtime, request: Request): Promise<ViewerUser | null> {
  const signedIn = await signedInUser(auth, db, request.headers);
  if (!signedIn) return null;
  const { user } = signedIn;
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

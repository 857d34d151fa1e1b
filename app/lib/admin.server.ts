import { redirect } from 'react-router';
import type { Actor } from '#server/services/actor.ts';
import type { ViewerUser } from '../context.ts';
import { setFlash } from './flash.server.ts';
import { signInPath } from './session.server.ts';

/**
 * Guard of every admin page: a signed-out visitor goes to sign in; an admin without two-factor sign-in goes to
 * set it up first; a non-admin is sent home, where the spec's 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้' is shown (a flash message).
 * The services check again on every call.
 */
export function requireAdminPage(
  viewer: ViewerUser | null,
  lang: string,
  back?: URL | string,
): NonNullable<Actor> {
  if (!viewer) throw redirect(signInPath(lang, back ?? `/${lang}/admin/questions`));
  if (viewer.adminNeedsTwoFactor) throw redirect(`/${lang}/account/security?required=admin`);
  if (!viewer.isAdmin) throw redirect(`/${lang}`, { headers: { 'Set-Cookie': setFlash('forbidden') } });
  return { id: viewer.id, isAdmin: true };
}

export const actorOf = (viewer: ViewerUser | null): Actor =>
  viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;

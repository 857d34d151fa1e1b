import { type MiddlewareFunction, redirect } from 'react-router';
import type { Actor } from '#server/services/actor.ts';
import { langContext, type ViewerUser, viewerContext } from '../context.ts';
import { setFlash } from './flash.server.ts';
import { signInPath } from './session.server.ts';

/**
 * The page guard of the admin area: a signed-out visitor goes to sign in (and comes back to `back`); an admin
 * without two-factor sign-in goes to set it up first; a non-admin is sent home, where the required
 * 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้' is shown (a flash message). The services check again on every call.
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

/** A page action's fetch by the browser (React Router single fetch: `POST <path>.data`). */
const isActionFetch = (request: Request) =>
  request.method !== 'GET' && request.method !== 'HEAD' && new URL(request.url).pathname.endsWith('.data');

/**
 * The admin area's one guard: the admin layout's middleware (app/routes/admin/layout.tsx), run before any loader
 * or action of the area. Every page, every loader fetch and a form sent without JavaScript get `requireAdminPage`'s
 * redirect, so the admin loaders start from an admin. A page action's fetch reaches its action, whose services
 * refuse anyone else with 401/403 and `{ ok: false, code }`, which the admin page shows where it is (the answers
 * listed in tests/process/authorization-matrix.ts).
 */
export const adminGuard: MiddlewareFunction<Response> = ({ request, url, context }, next) => {
  if (!isActionFetch(request)) requireAdminPage(context.get(viewerContext), context.get(langContext), url);
  return next();
};

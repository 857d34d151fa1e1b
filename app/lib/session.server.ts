import { redirect } from 'react-router';
import { getRuntime } from '#server/runtime.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import type { ViewerUser } from '../context.ts';

/** Reads the session cookie and recomputes the user and admin flag from the database. */
export async function loadViewer(request: Request): Promise<ViewerUser | null> {
  const { auth, db } = getRuntime();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = await getSessionUser(db, session.user.id);
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

/** Guard for member pages: signed-out people go to the auth page. */
export function requireViewer(viewer: ViewerUser | null, lang: string): ViewerUser {
  if (!viewer) throw redirect(`/${lang}/auth`);
  return viewer;
}

export function publicConfig() {
  const { config } = getRuntime();
  return {
    publicUrl: config.publicUrl,
    devPages: config.devPages,
    contact: config.contact,
  };
}

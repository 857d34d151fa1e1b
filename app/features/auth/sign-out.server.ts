import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';

/**
 * Signs out (every session of the person ends: `hooks.before` in server/auth.ts) and goes to the home page, which
 * says so (a flash message). A plain form post, so it works on pages without scripts; someone already signed out
 * lands on the home page the same way.
 */
export async function signOut({ runtime, lang }: RequestContext, request: Request): Promise<Response> {
  const headers = new Headers();
  const result = await runtime.auth.api
    .signOut({ headers: request.headers, returnHeaders: true })
    .catch(() => null);
  for (const cookie of result?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', setFlash('signedOut'));
  return redirect(`/${lang}`, { headers });
}

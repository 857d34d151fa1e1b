import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { callAuth, cookieHeaders } from './auth-api.server.ts';

/**
 * Signs out (every session of the person ends: `hooks.before` in server/auth.ts) and goes to the home page, which
 * says so (a flash message). A plain form post, so it works on pages without scripts; someone already signed out
 * lands on the home page the same way.
 */
export async function signOut({ runtime, lang }: RequestContext, request: Request): Promise<Response> {
  const answer = await callAuth(runtime, request, '/sign-out', {}).catch(() => null);
  return redirect(`/${lang}`, { headers: cookieHeaders(answer?.cookies ?? [], [setFlash('signedOut')]) });
}

import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import type { Flash } from '#app/lib/flash.ts';
import { signInPath } from '#app/lib/session.server.ts';
import { addEmailSchema } from '#domain/schemas/auth.ts';
import { formText } from '#domain/schemas/form.ts';
import type { Runtime } from '#server/runtime.ts';
import { findLineAccount } from '#server/services/accounts/line-account.ts';
import { callAuth, cookieHeaders } from '../auth/auth-api.server.ts';
import { safeNextPath } from '../auth/next-path.ts';

/** Whether sign-in with LINE is on: its channel is configured (docs/deploy.md, section 7c). */
export const lineLoginOn = (runtime: Runtime) => Boolean(runtime.config.lineLogin);

const notFound = () => data(null, { status: 404 });

/** A page of this site with a flash message. */
const leave = (to: string, flash: Flash, cookies: readonly string[] = []) =>
  redirect(to, { headers: cookieHeaders(cookies, [setFlash(flash)]) });

/**
 * What a refused LINE sign-in or link tells the person, by better-auth's error code (its callback's `?error=`, or
 * the answer of the call): LINE's cancel, a two-factor account (server/auth.ts), a LINE account linked to someone
 * else; anything else (a token that failed its checks) as a failure to try again. LINE's e-mail never meets an
 * account's (server/line-login.ts), so there is no "e-mail taken".
 */
export function lineErrorFlash(code: string | null | undefined): Flash {
  switch (code) {
    case 'access_denied':
      return 'lineCancelled';
    case 'LINE_SIGN_IN_TWO_FACTOR':
      return 'lineTwoFactor';
    case 'account_already_linked_to_different_user':
    case 'SOCIAL_ACCOUNT_ALREADY_LINKED':
      return 'lineLinkedElsewhere';
    case 'FAILED_TO_UNLINK_LAST_ACCOUNT':
      return 'lineLastWay';
    case 'SESSION_NOT_FRESH':
      return 'lineSignInAgain';
    default:
      return 'lineFailed';
  }
}

/** `/{lang}/auth/line` with the page to go to after signing in. */
const signInLinePath = (lang: string, next: string | null, extra = '') => {
  const query = new URLSearchParams(extra);
  if (next) query.set('next', next);
  const text = query.toString();
  return `/${lang}/auth/line${text ? `?${text}` : ''}`;
};

/**
 * POST /{lang}/auth/line: the sign-in page's "Continue with LINE" button. better-auth makes the authorization
 * request (state, PKCE, nonce: server/line-login.ts) and its state cookie; the browser goes to LINE. LINE sends it
 * back to better-auth's callback, which leads to this page's loader with the outcome. The page's language goes
 * with the request, for a new account's language.
 */
export async function startLineSignIn({ runtime, viewer, lang }: RequestContext, request: Request) {
  if (!lineLoginOn(runtime)) throw notFound();
  const form = await request.formData();
  const next = safeNextPath(formText(form, 'next') || null);
  if (viewer) return redirect(next ?? `/${lang}`);
  const answer = await callAuth<{ url?: string }>(runtime, request, '/sign-in/social', {
    provider: 'line',
    callbackURL: signInLinePath(lang, next, 'done=1'),
    errorCallbackURL: signInLinePath(lang, next),
    additionalData: { locale: lang },
    disableRedirect: true,
  });
  if (answer.error || !answer.data?.url) {
    const flash = answer.error?.status === 429 ? 'lineRateLimited' : lineErrorFlash(answer.error?.code);
    return leave(signInPath(lang, next ?? undefined), flash, answer.cookies);
  }
  return redirect(answer.data.url, { headers: cookieHeaders(answer.cookies) });
}

/**
 * GET /{lang}/auth/line: where a LINE sign-in comes back to. Signed in: the page the person was going to, with the
 * flash message of a sign-in; refused: the sign-in page, which says why.
 */
export function lineSignInLanding({ runtime, viewer, lang }: RequestContext, url: URL) {
  if (!lineLoginOn(runtime)) throw notFound();
  const next = safeNextPath(url.searchParams.get('next'));
  const error = url.searchParams.get('error');
  if (viewer && !error) return leave(next ?? `/${lang}`, 'signedIn');
  return leave(signInPath(lang, next ?? undefined), error ? lineErrorFlash(error) : 'lineFailed');
}

const accountPath = (lang: string) => `/${lang}/account#line`;

/**
 * POST /{lang}/account/line: the account page's LINE forms. `link` sends the signed-in person to LINE to link
 * their LINE account (better-auth's `/link-social`, back to this page's loader); `unlink` removes the link, which
 * better-auth refuses when it is the account's only way to sign in; `email` adds an e-mail to an account made with
 * LINE.
 */
export async function accountLineAction({ runtime, viewer, lang }: RequestContext, request: Request) {
  if (!lineLoginOn(runtime)) throw notFound();
  if (!viewer) return redirect(signInPath(lang, `/${lang}/account`));
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'link') {
    const answer = await callAuth<{ url?: string }>(runtime, request, '/link-social', {
      provider: 'line',
      callbackURL: `/${lang}/account/line?linked=1`,
      errorCallbackURL: `/${lang}/account/line`,
      disableRedirect: true,
    });
    if (answer.error || !answer.data?.url)
      return leave(accountPath(lang), lineErrorFlash(answer.error?.code), answer.cookies);
    return redirect(answer.data.url, { headers: cookieHeaders(answer.cookies) });
  }
  if (intent === 'email') {
    // An account made with LINE adds its e-mail: better-auth e-mails a link to it, and the address replaces the
    // stand-in once the link is opened (server/auth.ts allows no other account).
    const parsed = addEmailSchema.safeParse({ email: formText(form, 'email') });
    if (!parsed.success) return leave(accountPath(lang), 'lineEmailInvalid');
    const answer = await callAuth(runtime, request, '/change-email', {
      newEmail: parsed.data.email,
      callbackURL: `/${lang}/account`,
    });
    if (answer.error) return leave(accountPath(lang), 'lineFailed', answer.cookies);
    return leave(accountPath(lang), 'lineEmailSent', answer.cookies);
  }
  if (intent === 'unlink') {
    const line = await findLineAccount(runtime.db, viewer.id);
    if (!line) return leave(accountPath(lang), 'lineUnlinked');
    const answer = await callAuth(runtime, request, '/unlink-account', { accountId: line.id });
    if (answer.error) return leave(accountPath(lang), lineErrorFlash(answer.error.code), answer.cookies);
    return leave(accountPath(lang), 'lineUnlinked', answer.cookies);
  }
  throw data(null, { status: 400 });
}

/** GET /{lang}/account/line: where linking comes back to; the account page says how it went. */
export function accountLineLanding({ runtime, viewer, lang }: RequestContext, url: URL) {
  if (!lineLoginOn(runtime)) throw notFound();
  if (!viewer) return redirect(signInPath(lang, `/${lang}/account`));
  const error = url.searchParams.get('error');
  if (url.searchParams.has('linked') && !error) return leave(accountPath(lang), 'lineLinked');
  return leave(accountPath(lang), lineErrorFlash(error));
}

/** The account page's LINE section: shown when sign-in with LINE is on; whether the account is linked, since when. */
export async function accountLineSummary(runtime: Runtime, userId: string) {
  if (!lineLoginOn(runtime)) return null;
  const line = await findLineAccount(runtime.db, userId);
  return { linked: line !== null, linkedAt: line?.linkedAt.toISOString() ?? null };
}

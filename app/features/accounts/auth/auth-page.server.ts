import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { AppError } from '#domain/errors.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { forgotPasswordSchema, resendSchema, signInSchema } from '#domain/schemas/auth.ts';
import { formText, parseForm } from '#domain/schemas/form.ts';
import { signUpFormSchema } from '#domain/schemas/sign-up.ts';
import { type AuthAnswer, authRefusal, callAuth, cookieHeaders } from './auth-api.server.ts';
import { type AuthAction, authErrorKey, authKeyField } from './messages.ts';
import { safeNextPath } from './next-path.ts';

/** The forms of the sign-in page, told apart by their `intent`. */
export type AuthIntent = 'signIn' | 'signUp' | 'resend' | 'forgot';

const failure = (action: AuthAction) => ({
  log: `auth form ${action} failed`,
  code: `auth.${action}.failed`,
});

/**
 * The sign-in page (and whether it offers sign-in with LINE): a signed-in person goes home; coming back from the confirmation link (`?confirmed=1`, or
 * `?error=...` when the link was bad) the page says so (a flash message) at its address without them.
 */
export function loadAuthPage({ runtime, viewer, lang }: RequestContext, url: URL) {
  if (viewer) throw redirect(`/${lang}`);
  const { searchParams } = url;
  // "Continue with LINE" when its channel is configured (app/features/accounts/line/).
  if (!searchParams.has('confirmed') && !searchParams.has('error'))
    return { line: Boolean(runtime.config.lineLogin) };
  const flash = searchParams.has('error') ? 'confirmLinkInvalid' : 'emailConfirmed';
  const rest = new URLSearchParams(searchParams);
  rest.delete('confirmed');
  rest.delete('error');
  const query = rest.toString();
  throw redirect(`/${lang}/auth${query ? `?${query}` : ''}`, { headers: { 'Set-Cookie': setFlash(flash) } });
}

/** The sign-in page with the page to return to after signing in (a page of this site only). */
const authPath = (lang: string, next: string | null) =>
  `/${lang}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/** What each form of the page needs of its post: the form, the request (its cookies) and the page to return to. */
interface SentForm {
  form: FormData;
  request: Request;
  next: string | null;
}

/** A form's outcome: the redirect of its success, or better-auth's refused answer. */
type AuthOutcome = Response | AuthAnswer<unknown>;

/**
 * The confirmation link leads back to the sign-in page, still carrying the page the person was going to.
 */
const callbackUrl = (lang: string, next: string | null) =>
  `/${lang}/auth?confirmed=1${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/** Each form of the page, checked with its schema (a refusal is thrown) and sent to better-auth. */
const AUTH_FORMS: Record<AuthIntent, (context: RequestContext, sent: SentForm) => Promise<AuthOutcome>> = {
  async signIn({ runtime, lang }, { form, request, next }) {
    const input = await parseForm(form, signInSchema);
    const answer = await callAuth<{ twoFactorRedirect?: boolean }>(runtime, request, '/sign-in/email', input);
    if (answer.error) return answer;
    // Two-factor accounts finish signing in with a code from their authenticator app (the two-factor cookie).
    if (answer.data?.twoFactorRedirect)
      return redirect(`/${lang}/auth/two-factor${next ? `?next=${encodeURIComponent(next)}` : ''}`, {
        headers: cookieHeaders(answer.cookies),
      });
    return redirect(next ?? `/${lang}`, { headers: cookieHeaders(answer.cookies, [setFlash('signedIn')]) });
  },
  async signUp({ runtime, lang }, { form, request, next }) {
    const input = await parseForm(form, signUpFormSchema);
    // `privacyConsent`: the version of the notice the person agreed to; the server refuses a sign-up without the
    // current one and records it with the time.
    const answer = await callAuth(runtime, request, '/sign-up/email', {
      name: input.fullName,
      email: input.email,
      password: input.password,
      locale: lang,
      callbackURL: callbackUrl(lang, next),
      privacyConsent: PRIVACY_NOTICE_VERSION,
    });
    if (answer.error) return answer;
    return redirect(authPath(lang, next), {
      headers: cookieHeaders(answer.cookies, [setFlash('registered')]),
    });
  },
  async resend({ runtime, lang }, { form, request, next }) {
    const { email } = await parseForm(form, resendSchema);
    const answer = await callAuth(runtime, request, '/send-verification-email', {
      email,
      callbackURL: callbackUrl(lang, next),
    });
    if (answer.error) return answer;
    return redirect(authPath(lang, next), {
      headers: cookieHeaders(answer.cookies, [setFlash('verificationSent')]),
    });
  },
  async forgot({ runtime, lang }, { form, request, next }) {
    const { email } = await parseForm(form, forgotPasswordSchema);
    const answer = await callAuth(runtime, request, '/request-password-reset', {
      email,
      redirectTo: `/${lang}/auth/reset`,
    });
    if (answer.error) return answer;
    return redirect(authPath(lang, next), {
      headers: cookieHeaders(answer.cookies, [setFlash('resetSent')]),
    });
  },
};

const isAuthIntent = (intent: string): intent is AuthIntent => Object.hasOwn(AUTH_FORMS, intent);

/**
 * The forms of the sign-in page (sign in, sign up, resend the confirmation, forgot password), each sent to
 * better-auth on the server (callAuth). Success leaves for the next page with a flash message; a refusal is the
 * form's answer, with what was typed (never the password) to show the form again.
 */
export async function authPageAction(context: RequestContext, request: Request) {
  const form = await request.formData();
  const text = (name: string) => formText(form, name).trim();
  const intent = text('intent');
  if (!isAuthIntent(intent))
    return actionError(new AppError('INVALID_INPUT', 'auth.signIn.failed'), {
      intent,
      failure: failure('signIn'),
    });
  const typed =
    intent === 'signUp' ? { fullName: text('fullName'), email: text('email') } : { email: text('email') };
  try {
    const outcome = await AUTH_FORMS[intent](context, {
      form,
      request,
      next: safeNextPath(text('next') || null),
    });
    return outcome instanceof Response ? outcome : refused(intent, outcome, typed);
  } catch (error) {
    return actionError(error, { intent, failure: failure(intent), extra: typed });
  }
}

/** better-auth's refusal as the form's answer: its catalogue key (messages.ts) on its field, or the form's. */
function refused<T extends object>(intent: AuthIntent, answer: AuthAnswer<unknown>, typed: T) {
  const error = authRefusal(answer.error, authErrorKey(intent, answer.error), authKeyField);
  return actionError(error, { intent, failure: failure(intent), extra: typed, cookies: answer.cookies });
}

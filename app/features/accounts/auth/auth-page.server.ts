import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { forgotPasswordSchema, resendSchema, signInSchema } from '#domain/schemas/auth.ts';
import { fieldErrors, formInput } from '#domain/schemas/form.ts';
import { signUpFormSchema } from '#domain/schemas/sign-up.ts';
import { authRefusal, callAuth, cookieHeaders } from './auth-api.server.ts';
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

/**
 * The forms of the sign-in page (sign in, sign up, resend the confirmation, forgot password), each sent to
 * better-auth on the server (callAuth). Success leaves for the next page with a flash message; a refusal is the
 * form's answer, with what was typed (never the password) to show the form again.
 */
export async function authPageAction({ runtime, lang }: RequestContext, request: Request) {
  const form = await request.formData();
  const values = formInput(form);
  const text = (name: string) => (typeof values[name] === 'string' ? values[name].trim() : '');
  const next = safeNextPath(text('next') || null);
  const intent = text('intent');
  if (intent === 'signIn') {
    const email = text('email');
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success)
      return actionError(inputError(fieldErrors(parsed.error)), {
        intent,
        failure: failure(intent),
        extra: { email },
      });
    const answer = await callAuth<{ twoFactorRedirect?: boolean }>(
      runtime,
      request,
      '/sign-in/email',
      parsed.data,
    );
    if (answer.error) return refused(intent, answer, { email });
    // Two-factor accounts finish signing in with a code from their authenticator app (the two-factor cookie).
    if (answer.data?.twoFactorRedirect)
      return redirect(`/${lang}/auth/two-factor${next ? `?next=${encodeURIComponent(next)}` : ''}`, {
        headers: cookieHeaders(answer.cookies),
      });
    return redirect(next ?? `/${lang}`, { headers: cookieHeaders(answer.cookies, [setFlash('signedIn')]) });
  }
  // The confirmation link leads back to the sign-in page, still carrying the page the person was going to.
  const callbackURL = `/${lang}/auth?confirmed=1${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  if (intent === 'signUp') {
    const typed = { fullName: text('fullName'), email: text('email') };
    const parsed = signUpFormSchema.safeParse(values);
    if (!parsed.success)
      return actionError(inputError(fieldErrors(parsed.error)), {
        intent,
        failure: failure(intent),
        extra: typed,
      });
    // `privacyConsent`: the version of the notice the person agreed to; the server refuses a sign-up without the
    // current one and records it with the time.
    const answer = await callAuth(runtime, request, '/sign-up/email', {
      name: parsed.data.fullName,
      email: parsed.data.email,
      password: parsed.data.password,
      locale: lang,
      callbackURL,
      privacyConsent: PRIVACY_NOTICE_VERSION,
    });
    if (answer.error) return refused(intent, answer, typed);
    return redirect(authPath(lang, next), {
      headers: cookieHeaders(answer.cookies, [setFlash('registered')]),
    });
  }
  if (intent === 'resend' || intent === 'forgot') {
    const email = text('email');
    const parsed = (intent === 'resend' ? resendSchema : forgotPasswordSchema).safeParse(values);
    if (!parsed.success)
      return actionError(inputError(fieldErrors(parsed.error)), {
        intent,
        failure: failure(intent),
        extra: { email },
      });
    const answer =
      intent === 'resend'
        ? await callAuth(runtime, request, '/send-verification-email', {
            email: parsed.data.email,
            callbackURL,
          })
        : await callAuth(runtime, request, '/request-password-reset', {
            email: parsed.data.email,
            redirectTo: `/${lang}/auth/reset`,
          });
    if (answer.error) return refused(intent, answer, { email });
    const flash = intent === 'resend' ? 'verificationSent' : 'resetSent';
    return redirect(authPath(lang, next), { headers: cookieHeaders(answer.cookies, [setFlash(flash)]) });
  }
  return actionError(new AppError('INVALID_INPUT', 'auth.signIn.failed'), {
    intent,
    failure: failure('signIn'),
  });
}

/** better-auth's refusal as the form's answer: its catalogue key (messages.ts) on its field, or the form's. */
function refused<T extends object>(
  intent: AuthIntent,
  answer: Awaited<ReturnType<typeof callAuth>>,
  typed: T,
) {
  const error = authRefusal(answer.error, authErrorKey(intent, answer.error), authKeyField);
  return actionError(error, { intent, failure: failure(intent), extra: typed, cookies: answer.cookies });
}

import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { authRefusal, callAuth, cookieHeaders } from '#app/features/accounts/auth/auth-api.server.ts';
import type { AuthErrorLike } from '#app/features/accounts/auth/messages.ts';
import { safeNextPath } from '#app/features/accounts/auth/next-path.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import { formText, parseForm } from '#domain/schemas/form.ts';
import { currentPasswordSchema, recoveryCodeSchema, totpCodeSchema } from '#domain/schemas/two-factor.ts';
import { twoFactorErrorKey } from './messages.ts';

const failure = { log: 'two-factor form failed', code: 'twoFactor.errors.failed' };

/** better-auth's refusal on the form's one field (`code` or `password`), as the pages showed it before. */
const refused = (error: AuthErrorLike | null, field: string) =>
  authRefusal(error, twoFactorErrorKey(error), () => field);

/**
 * The second step of signing in: a code from the authenticator app (`intent` totp) or a recovery code, checked by
 * better-auth with the two-factor cookie of the password step; then the session's cookie and the page asked for.
 */
export async function verifySignInCodeAction({ runtime, lang }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = formText(form, 'intent') === 'recovery' ? 'recovery' : 'totp';
  try {
    const { code } = await parseForm(form, intent === 'recovery' ? recoveryCodeSchema : totpCodeSchema);
    const path = intent === 'recovery' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
    const answer = await callAuth(runtime, request, path, { code });
    if (answer.error)
      return actionError(refused(answer.error, 'code'), { intent, failure, cookies: answer.cookies });
    const next = safeNextPath(formText(form, 'next') || null);
    return redirect(next ?? `/${lang}`, { headers: cookieHeaders(answer.cookies, [setFlash('signedIn')]) });
  } catch (error) {
    return actionError(error, { intent, failure });
  }
}

/** What the set-up shows between its steps: the authenticator's URI and the recovery codes. */
export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The enrolment sent back by the code step's form (the person's own, shown to them again). */
function enrolmentOf(form: FormData): Enrolment {
  const uri = formText(form, 'totpURI');
  const codes = formText(form, 'backupCodes').split(/\s+/).filter(Boolean);
  return { totpURI: uri.startsWith('otpauth://') ? uri : '', backupCodes: codes };
}

/**
 * The forms of the account security page, each sent to better-auth on the server with the session's cookie:
 * `enable` (the password: the URI and recovery codes to show), `confirm` (the first code: two-factor sign-in on,
 * better-auth replaces the session), `regenerate` (new recovery codes) and `disable` (off; the page says so).
 */
export async function accountSecurityAction({ runtime, viewer, lang }: RequestContext, request: Request) {
  requireViewer(viewer, lang, new URL(request.url));
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'confirm') {
    const enrolment = enrolmentOf(form);
    try {
      const { code } = await parseForm(form, totpCodeSchema);
      const answer = await callAuth(runtime, request, '/two-factor/verify-totp', { code });
      if (answer.error)
        return actionError(refused(answer.error, 'code'), {
          intent,
          failure,
          extra: enrolment,
          cookies: answer.cookies,
        });
      return data({ ok: true as const, intent, ...enrolment }, { headers: cookieHeaders(answer.cookies) });
    } catch (error) {
      return actionError(error, { intent, failure, extra: enrolment });
    }
  }
  try {
    if (intent !== 'enable' && intent !== 'regenerate' && intent !== 'disable')
      throw new AppError('INVALID_INPUT', failure.code);
    const { password } = await parseForm(form, currentPasswordSchema);
    const answer =
      intent === 'enable'
        ? await callAuth<Enrolment>(runtime, request, '/two-factor/enable', { password })
        : intent === 'regenerate'
          ? await callAuth<{ backupCodes: string[] }>(runtime, request, '/two-factor/generate-backup-codes', {
              password,
            })
          : await callAuth(runtime, request, '/two-factor/disable', { password });
    if (answer.error || !answer.data)
      return actionError(refused(answer.error, 'password'), { intent, failure, cookies: answer.cookies });
    const given = answer.data as Partial<Enrolment>;
    return data(
      { ok: true as const, intent, totpURI: given.totpURI ?? '', backupCodes: given.backupCodes ?? [] },
      { headers: cookieHeaders(answer.cookies) },
    );
  } catch (error) {
    return actionError(error, { intent, failure });
  }
}

import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { authRefusal, callAuth, cookieHeaders } from '#app/features/accounts/auth/auth-api.server.ts';
import type { AuthErrorLike } from '#app/features/accounts/auth/messages.ts';
import { safeNextPath } from '#app/features/accounts/auth/next-path.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { fieldErrors, formInput } from '#domain/schemas/form.ts';
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
  const values = formInput(await request.formData());
  const intent = values.intent === 'recovery' ? 'recovery' : 'totp';
  const parsed = (intent === 'recovery' ? recoveryCodeSchema : totpCodeSchema).safeParse(values);
  if (!parsed.success) return actionError(inputError(fieldErrors(parsed.error)), { intent, failure });
  const path = intent === 'recovery' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
  const answer = await callAuth(runtime, request, path, { code: parsed.data.code });
  if (answer.error)
    return actionError(refused(answer.error, 'code'), { intent, failure, cookies: answer.cookies });
  const next = safeNextPath(typeof values.next === 'string' ? values.next : null);
  return redirect(next ?? `/${lang}`, { headers: cookieHeaders(answer.cookies, [setFlash('signedIn')]) });
}

/** What the set-up shows between its steps: the authenticator's URI and the recovery codes. */
export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The enrolment sent back by the code step's form (the person's own, shown to them again). */
function enrolmentOf(values: Record<string, string | string[]>): Enrolment {
  const totpURI =
    typeof values.totpURI === 'string' && values.totpURI.startsWith('otpauth://') ? values.totpURI : '';
  const codes = typeof values.backupCodes === 'string' ? values.backupCodes.split(/\s+/).filter(Boolean) : [];
  return { totpURI, backupCodes: codes };
}

/**
 * The forms of the account security page, each sent to better-auth on the server with the session's cookie:
 * `enable` (the password: the URI and recovery codes to show), `confirm` (the first code: two-factor sign-in on,
 * better-auth replaces the session), `regenerate` (new recovery codes) and `disable` (off; the page says so).
 */
export async function accountSecurityAction({ runtime, viewer, lang }: RequestContext, request: Request) {
  requireViewer(viewer, lang, new URL(request.url));
  const values = formInput(await request.formData());
  const intent = typeof values.intent === 'string' ? values.intent : '';
  if (intent === 'confirm') {
    const enrolment = enrolmentOf(values);
    const parsed = totpCodeSchema.safeParse(values);
    if (!parsed.success)
      return actionError(inputError(fieldErrors(parsed.error)), { intent, failure, extra: enrolment });
    const answer = await callAuth(runtime, request, '/two-factor/verify-totp', { code: parsed.data.code });
    if (answer.error)
      return actionError(refused(answer.error, 'code'), {
        intent,
        failure,
        extra: enrolment,
        cookies: answer.cookies,
      });
    return data({ ok: true as const, intent, ...enrolment }, { headers: cookieHeaders(answer.cookies) });
  }
  if (intent !== 'enable' && intent !== 'regenerate' && intent !== 'disable')
    return actionError(new AppError('INVALID_INPUT', failure.code), { intent, failure });
  const parsed = currentPasswordSchema.safeParse(values);
  if (!parsed.success) return actionError(inputError(fieldErrors(parsed.error)), { intent, failure });
  const password = parsed.data.password;
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
}

import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { resetPasswordSchema } from '#domain/schemas/auth.ts';
import { formText, parseForm } from '#domain/schemas/form.ts';
import { authRefusal, callAuth, cookieHeaders } from './auth-api.server.ts';
import { authErrorKey, authKeyField } from './messages.ts';

const failure = { log: 'password reset failed', code: 'auth.reset.failed' };

/**
 * The new password of a reset link (`token` from the link, sent with the form): better-auth on the server; done,
 * the person signs in again (every session ended) on the sign-in page, which says so.
 */
export async function resetPasswordAction({ runtime, lang }: RequestContext, request: Request) {
  try {
    const form = await request.formData();
    const { password } = await parseForm(form, resetPasswordSchema);
    const answer = await callAuth(runtime, request, '/reset-password', {
      newPassword: password,
      token: formText(form, 'token'),
    });
    if (answer.error) {
      const error = authRefusal(answer.error, authErrorKey('reset', answer.error), authKeyField);
      return actionError(error, { intent: 'reset', failure, cookies: answer.cookies });
    }
    return redirect(`/${lang}/auth`, { headers: cookieHeaders(answer.cookies, [setFlash('passwordReset')]) });
  } catch (error) {
    return actionError(error, { intent: 'reset', failure });
  }
}

import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { requireViewer, signInPath } from '#app/lib/session.server.ts';
import { bangkokDateParts } from '#domain/dates.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { reviewRightView } from '#domain/reviews.ts';
import { formText, parseForm } from '#domain/schemas/form.ts';
import { deleteAccountConfirmSchema } from '#domain/schemas/personal-data.ts';
import { matchContextOf, type Runtime } from '#server/runtime.ts';
import { getAccountSummary } from '#server/services/accounts/account-summary.ts';
import { deleteAccount } from '#server/services/accounts/delete-account.ts';
import { exportPersonalData } from '#server/services/accounts/export-personal-data.ts';
import { getNoticeSettings, saveNoticePreferences } from '#server/services/notices/notice-preferences.ts';
import { listMyReviews } from '#server/services/reviews/list-my-reviews.ts';
import { listOpenReviewRights } from '#server/services/reviews/review-rights.ts';
import { accountLineSummary } from './line/line.server.ts';

/**
 * The account page: who the person is, their consent record, their two-factor flag, their own lawyer listing, if
 * any (its editor is /account/lawyer), the reviews they may write and those they wrote (docs/product-rules.md,
 * "Reviews"), and how each notice reaches them when LINE notices are on and they have a LINE link ("LINE official account").
 */
export async function loadAccount({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  const { db } = runtime;
  const [account, rights, reviews, notices, line] = await Promise.all([
    getAccountSummary(db, user.id),
    listOpenReviewRights(db, user.id),
    listMyReviews(db, user.id),
    getNoticeSettings(db, user.id, Boolean(runtime.mailer.line)),
    accountLineSummary(runtime, user.id),
  ]);
  if (!account) throw redirect(`/${lang}/auth`);
  return {
    account,
    notices: notices && { ...notices, officialAccount: runtime.config.contact.lineId },
    lawyerId: user.lawyerId,
    line,
    reviewRights: rights.map((r) => reviewRightView(r, lang)),
    myReviews: reviews.map((r) => ({
      id: r.id,
      lawyerId: r.lawyer.id,
      lawyerName: lawyerName(r.lawyer, lang),
      stars: r.stars,
      status: r.status,
      decisionReason: r.decisionReason,
    })),
  };
}

/** `tanai-data-YYYY-MM-DD.json`, the date in Bangkok. */
export function personalDataFileName(now = new Date()): string {
  const { year, month, day } = bangkokDateParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `tanai-data-${year}-${pad(month)}-${pad(day)}.json`;
}

/** GET /{lang}/account/data: everything held about the signed-in person, as a JSON download. */
export async function downloadPersonalData({ runtime, viewer, lang }: RequestContext) {
  // Visitors sign in first; a person only ever gets their own data (the id comes from the session). After signing
  // in, the account page (with its download button), not a download out of the blue.
  const signIn = signInPath(lang, `/${lang}/account`);
  if (!viewer) throw redirect(signIn);
  const { db } = runtime;
  const now = new Date();
  // An account deleted while this request was on its way has nothing left to download.
  const body = await exportPersonalData(db, viewer.id, now).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw redirect(signIn);
    throw error;
  });
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${personalDataFileName(now)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Set-Cookie values that remove better-auth's session cookies from the browser. */
async function expiredSessionCookies({ auth }: Runtime): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        'Max-Age=0',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        `Path=${attributes.path || '/'}`,
        ...(attributes.domain ? [`Domain=${attributes.domain}`] : []),
        'HttpOnly',
        'SameSite=Lax',
        ...(attributes.secure ? ['Secure'] : []),
      ].join('; '),
  );
}

/** The prefix of the notice form's fields: `notice:<notice>` = 'line' | 'email' | 'both'. */
export const NOTICE_FIELD = 'notice:';

/**
 * The account page's action, by intent: `notices` stores how each notice reaches the person, `delete` deletes the
 * account.
 */
export async function accountAction(context: RequestContext, request: Request) {
  const form = await request.formData();
  if (formText(form, 'intent') === 'notices') return saveNoticesAction(context, form);
  return deleteAccountAction(context, request, form);
}

/**
 * "How we notify you": the choices posted (`notice:<notice>` fields), then back to the account page with a flash
 * message (a plain form post too); a refusal is answered to the page, nothing stored.
 */
async function saveNoticesAction({ runtime, viewer, lang }: RequestContext, form: FormData) {
  try {
    if (!viewer) throw new AppError('UNAUTHORIZED');
    const choices: Record<string, unknown> = {};
    for (const [name, value] of form) {
      if (name.startsWith(NOTICE_FIELD)) choices[name.slice(NOTICE_FIELD.length)] = value;
    }
    await saveNoticePreferences(runtime.db, viewer.id, Boolean(runtime.mailer.line), choices);
  } catch (error) {
    return actionError(error, { intent: 'notices' });
  }
  return redirect(`/${lang}/account#account-notices`, {
    headers: { 'set-cookie': setFlash('noticesSaved') },
  });
}

/** The deletion's refusals about the password typed. */
const PASSWORD_REFUSALS = new Set([
  'account.delete.errors.passwordRequired',
  'account.delete.errors.wrongPassword',
]);

/**
 * Delete the account once its confirmation box is ticked (`deleteAccountConfirmSchema`), after checking the current
 * password (an account without one: that its session was signed in within ACCOUNT_DELETE_SIGN_IN_MINUTES). A
 * refusal is answered to the page's form (`intent` delete); a deletion goes home, signed out, with only its flash
 * message.
 */
async function deleteAccountAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  form: FormData,
) {
  try {
    if (formText(form, 'intent') !== 'delete') throw new AppError('INVALID_INPUT');
    if (!viewer) throw new AppError('UNAUTHORIZED');
    await parseForm(form, deleteAccountConfirmSchema);
    const session = await runtime.auth.api.getSession({ headers: request.headers });
    await deleteAccount(runtime.db, viewer.id, formText(form, 'password'), {
      signedInAt: session?.session.createdAt,
      storage: runtime.storage,
      match: matchContextOf(runtime),
    }).catch((error: unknown) => {
      // A refused password is shown at its field.
      if (isAppError(error) && !error.fields && PASSWORD_REFUSALS.has(error.message))
        throw new AppError(error.code, error.message, { fields: { password: error.message } });
      throw error;
    });
  } catch (error) {
    return actionError(error, { intent: 'delete' });
  }
  // Deleted, and signed out with it: home, which says so (a flash message).
  const headers = new Headers();
  for (const cookie of await expiredSessionCookies(runtime)) headers.append('set-cookie', cookie);
  headers.append('set-cookie', setFlash('accountDeleted'));
  return redirect(`/${lang}`, { headers });
}

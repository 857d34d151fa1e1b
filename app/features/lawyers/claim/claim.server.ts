import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { claimCodeSchema, claimStartSchema } from '#domain/schemas/claim.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { getClaimPage } from '#server/services/claims/get-claim-page.ts';

export type { ClaimPageView } from '#server/services/claims/get-claim-page.ts';

import { startClaim } from '#server/services/claims/start-claim.ts';
import { verifyClaimCode } from '#server/services/claims/verify-claim-code.ts';

/**
 * The claim page of a listing (docs/product-rules.md, "Claiming a listing"): signed-out people sign in (or sign up)
 * first and come back to this address, the invitation's signed link included; an unknown or unverified listing is
 * the not-found page. What the page shows follows the claim's step.
 */
export async function loadClaimPage({ runtime, viewer, lang }: RequestContext, lawyerId: string, url: URL) {
  const user = requireViewer(viewer, lang, url);
  try {
    const claim = await getClaimPage(runtime.db, actorOf(user), lawyerId);
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    return { claim, link: exp && sig ? { exp, sig } : null };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The claim page's action by intent: `start` (the licence number; a code is sent, or the invitation's link proves
 * the e-mail) and `verify` (the code). Each success goes back to the page with its flash message; a refusal answers
 * at its field (ADR 0017).
 */
export async function claimAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  lawyerId: string,
) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const actor = actorOf(viewer);
  const secret = runtime.config.authSecret;
  const back = `/${lang}/lawyers/${lawyerId}/claim`;
  try {
    if (intent === 'verify') {
      await verifyClaimCode(runtime.db, actor, lawyerId, formInput(form, claimCodeSchema), { secret });
      return redirect(back, { headers: { 'set-cookie': setFlash('claimProven') } });
    }
    const started = await startClaim(runtime.db, actor, lawyerId, formInput(form, claimStartSchema), {
      mailer: runtime.mailer,
      secret,
      lang,
    });
    const flash = started.status === 'pending' ? 'claimProven' : 'claimCodeSent';
    return redirect(back, { headers: { 'set-cookie': setFlash(flash) } });
  } catch (error) {
    return actionError(error, {
      intent,
      failure: { log: 'listing claim failed', code: 'claim.errors.failed' },
    });
  }
}

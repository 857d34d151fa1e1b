import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { formText } from '#domain/schemas/form.ts';
import { confirmMeeting } from '#server/services/reviews/confirm-meeting.ts';
import { getReviewRight } from '#server/services/reviews/get-review-right.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';

/**
 * The review page of one right (docs/product-rules.md, "Reviews"): signed-out people sign in first and come back;
 * a right that is not the viewer's, or does not exist, is the not-found page (404, the same answer); a lapsed or
 * used right (or one for the viewer's own listing) is explained, without the form.
 */
export async function loadReviewPage({ runtime, viewer, lang }: RequestContext, rightId: string, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  const right = await getReviewRight(runtime.db, user.id, rightId);
  if (!right) throw data(null, { status: 404 });
  return {
    right: {
      id: right.id,
      lawyerId: right.lawyer.id,
      lawyerName: lawyerName(right.lawyer, lang),
      source: right.source,
      expiresAt: right.expiresAt.toISOString(),
      state: right.state,
      reviewerName: right.reviewerName,
    },
  };
}

/** What the form had, sent back with a refusal so that a page without JavaScript shows it again. */
export interface ReviewFormValues {
  stars: string;
  communication: string;
  responsiveness: string;
  valueForMoney: string;
  text: string;
  showName: boolean;
}

/**
 * The review page's action: with intent `confirmMeeting`, the client's word that the appointment's meeting took
 * place (`confirmMeeting`; the page then shows the form); otherwise `submitReview` with the right of the page's
 * address. A published review goes to the lawyer's profile, a held one to the account page, each with its flash
 * message; a refusal answers at its fields (ADR 0017) with what was typed.
 */
export async function reviewAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  rightId: string,
) {
  const form = await request.formData();
  const value = (name: string) => formText(form, name);
  const actor = viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;
  if (value('intent') === 'confirmMeeting') {
    try {
      await confirmMeeting(runtime.db, actor, rightId);
      return redirect(`/${lang}/review/${rightId}`);
    } catch (error) {
      return actionError(error, {
        intent: 'confirmMeeting',
        failure: { log: 'meeting confirmation failed', code: 'reviews.errors.failed' },
      });
    }
  }
  const values: ReviewFormValues = {
    stars: value('stars'),
    communication: value('communication'),
    responsiveness: value('responsiveness'),
    valueForMoney: value('valueForMoney'),
    text: value('text'),
    showName: form.has('showName'),
  };
  try {
    const review = await submitReview(runtime.db, actor, {
      rightId,
      ...values,
      showName: values.showName ? 'on' : '',
    });
    const published = review.status === 'published';
    return redirect(published ? `/${lang}/lawyers/${review.lawyerId}` : `/${lang}/account`, {
      headers: { 'Set-Cookie': setFlash(published ? 'reviewPublished' : 'reviewHeld') },
    });
  } catch (error) {
    return actionError(error, {
      intent: 'review',
      failure: { log: 'review failed', code: 'reviews.errors.failed' },
      extra: { values },
    });
  }
}

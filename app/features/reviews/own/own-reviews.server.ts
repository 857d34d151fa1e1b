import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { disputeReview } from '#server/services/reviews/dispute-review.ts';
import { listOwnReviews, type OwnReview } from '#server/services/reviews/list-own-reviews.ts';
import { replyToReview } from '#server/services/reviews/reply-to-review.ts';

/** A review of the lawyer's own listing as the page shows it (times as ISO strings). */
export type OwnReviewView = Omit<OwnReview, 'consultedAt' | 'publishedAt' | 'repliedAt' | 'disputedAt'> & {
  consultedAt: string;
  publishedAt: string | null;
  repliedAt: string | null;
  disputedAt: string | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * `/{lang}/account/reviews` (docs/product-rules.md, "Reviews"): the published reviews of the listing linked to the
 * signed-in account. Signed-out people sign in first; an account without a linked listing (a member, an admin)
 * gets the not-found page.
 */
export async function loadOwnReviews({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  try {
    const own = await listOwnReviews(runtime.db, actorOf(user));
    return {
      lawyerId: own.lawyerId,
      reviews: own.reviews.map(
        (r): OwnReviewView => ({
          ...r,
          consultedAt: r.consultedAt.toISOString(),
          publishedAt: iso(r.publishedAt),
          repliedAt: iso(r.repliedAt),
          disputedAt: iso(r.disputedAt),
        }),
      ),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The page's actions: `reply` (the public reply, once) and `dispute` (the reason for the administrators, once) on
 * the review `reviewId`; only the account linked to its listing may (the services answer 404 to anyone else).
 */
export async function ownReviewsAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  url?: URL,
) {
  const user = requireViewer(viewer, lang, url);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  // `reviewId` with the reply's `text` or the dispute's `reason` (each service checks it with its schema).
  const input = formInput(form);
  const { db, mailer, config } = runtime;
  try {
    switch (intent) {
      case 'reply':
        await replyToReview(db, actorOf(user), input);
        return { ok: true as const, intent };
      case 'dispute':
        await disputeReview(db, mailer, config.publicUrl, actorOf(user), input);
        return { ok: true as const, intent };
      default:
        throw new AppError('INVALID_INPUT');
    }
  } catch (error) {
    // The review it was about, so that a form sent without JavaScript shows the refusal at that review.
    return actionError(error, {
      intent,
      extra: { reviewId: formText(form, 'reviewId') },
      failure: { log: 'own review action failed', code: 'lawyerReviews.toast.failed' },
    });
  }
}

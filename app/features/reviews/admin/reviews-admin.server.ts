import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { loadListPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { withJoinedLawyerName } from '#domain/lawyer-names.ts';
import { formText } from '#domain/schemas/form.ts';
import { REVIEW_DECISIONS, type ReviewDecision } from '#domain/schemas/review.ts';
import { matchContextOf } from '#server/runtime.ts';
import { decideReview } from '#server/services/admin/reviews/decide-review.ts';
import {
  listReviewsForModeration,
  type ModerationQueue,
  type ModerationReview,
} from '#server/services/admin/reviews/list-reviews-for-moderation.ts';

/** A review of the moderation lists as the page shows it (times as ISO strings; not when it was published). */
export type AdminReviewView = Omit<
  ModerationReview,
  'createdAt' | 'publishedAt' | 'disputedAt' | 'lawyerNameEn' | 'lawyerNameZh' | 'lawyerNameLatin'
> & {
  createdAt: string;
  disputedAt: string | null;
};

const view =
  (lang: Lang) =>
  ({ createdAt, publishedAt: _published, disputedAt, ...r }: ModerationReview): AdminReviewView => ({
    // The lawyer by their name in the page's language (docs/product-rules.md, "Lawyer listings").
    ...withJoinedLawyerName(r, lang),
    createdAt: createdAt.toISOString(),
    disputedAt: disputedAt?.toISOString() ?? null,
  });

/**
 * `/{lang}/admin/reviews`: the held reviews and the open disputes (docs/product-rules.md, "Administration"), each
 * a page at a time with its own cursor (`?held=`, `?disputed=`); a refused cursor gives that list's first page,
 * said by its pager, and the status 400.
 */
export async function loadAdminReviews({ runtime, viewer, lang }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const list = (queue: ModerationQueue) =>
    // The list's cursor parameter is its name.
    loadListPage(url, queue, async (after) => {
      const page = await listReviewsForModeration(runtime.db, actor, queue, { after });
      return { ...page, rows: page.rows.map(view(lang)) };
    });
  const [held, disputed] = await Promise.all([list('held'), list('disputed')]);
  const lists = { held, disputed };
  return held.badCursor || disputed.badCursor ? data(lists, { status: 400 }) : lists;
}

const isDecision = (intent: string): intent is ReviewDecision =>
  (REVIEW_DECISIONS as readonly string[]).includes(intent);

/**
 * The page's actions: the intent is the decision (publish, reject, keep, remove) on the review `reviewId`, with a
 * `reason` for reject and remove. The service checks the admin, the input and the review's state.
 */
export async function adminReviewsAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const reviewId = formText(form, 'reviewId');
  try {
    if (!isDecision(intent)) throw new AppError('INVALID_INPUT');
    const decided = await decideReview(runtime.db, matchContextOf(runtime), actorOf(viewer), {
      reviewId,
      decision: intent,
      reason: formText(form, 'reason'),
    });
    return { ok: true as const, intent, id: decided.id };
  } catch (error) {
    // The review it was about: the page's one decision fetcher shows a refusal at that review's form.
    return actionError(error, {
      intent,
      extra: { reviewId },
      failure: { log: 'review decision failed', code: 'reviewsAdmin.toast.failed' },
    });
  }
}

import { BackLink } from '#app/components/layout/back-link.tsx';
import { fromContext } from '#app/context.server.ts';
import { OwnReviewCard } from '#app/features/reviews/own/own-review-card.tsx';
import { loadOwnReviews, ownReviewsAction } from '#app/features/reviews/own/own-reviews.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/account-reviews';

export const loader = ({ context, url }: Route.LoaderArgs) => loadOwnReviews(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  ownReviewsAction(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('lawyerReviews.meta.title'), noindex: true }));

/**
 * The lawyer's reviews, from the account area (docs/product-rules.md, "Reviews"): the published reviews of their
 * listing, newest first, each with its public reply (or the form to write it) and the dispute (its state, or the
 * form to send one).
 */
export default function AccountReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { reviews, lawyerId } = loaderData;
  return (
    <div className="page grid gap-6 py-8 sm:py-12 *:max-w-measure">
      <div>
        <BackLink to={href('/account')}>{t('lawyerReviews.back')}</BackLink>
        <h1 className="mt-2 text-2xl sm:text-3xl">{t('lawyerReviews.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('lawyerReviews.intro')}</p>
        <p className="mt-2 text-sm text-muted-foreground" data-lawyer={lawyerId}>
          {t('lawyerReviews.count', { count: reviews.length })}
        </p>
      </div>
      {reviews.length === 0 ? (
        <p
          className="rounded-xl border border-dashed p-6 text-center text-muted-foreground"
          data-testid="own-reviews-empty"
        >
          {t('lawyerReviews.empty')}
        </p>
      ) : (
        reviews.map((r) => (
          <OwnReviewCard
            key={r.id}
            review={r}
            noScriptRefusal={
              actionData?.ok === false && actionData.reviewId === r.id ? actionData : undefined
            }
          />
        ))
      )}
    </div>
  );
}

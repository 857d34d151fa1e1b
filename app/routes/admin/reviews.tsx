import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { fromContext } from '#app/context.server.ts';
import {
  ReviewModerationCard,
  useDecisionAnswer,
} from '#app/features/reviews/admin/review-moderation-card.tsx';
import { adminReviewsAction, loadAdminReviews } from '#app/features/reviews/admin/reviews-admin.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/reviews';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminReviews(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminReviewsAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('reviewsAdmin.meta.title'), noindex: true }));

/**
 * Admin: held reviews and disputed reviews, each with its decisions (docs/product-rules.md, "Administration"), each
 * list a page at a time under its own pager (`?held=`, `?disputed=`: a list's cursor parameter is its name).
 */
export default function AdminReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  useDecisionAnswer();
  const { held, disputed } = loaderData;
  const lists = [
    { key: 'held', list: held },
    { key: 'disputed', list: disputed },
  ] as const;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('reviewsAdmin.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t('reviewsAdmin.intro')}</p>
      </div>
      {lists.map(({ key, list: { rows: reviews, total, totalIsMore, page, next, badCursor } }) => (
        <section key={key} aria-labelledby={`reviews-${key}`} className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`reviews-${key}`} className="text-xl">
              {t(`reviewsAdmin.${key}.title`)}
            </h2>
            <p className="text-sm text-muted-foreground">
              {totalIsMore
                ? t(`reviewsAdmin.${key}.countMore`, { count: total })
                : t(`reviewsAdmin.${key}.count`, { count: total })}
            </p>
          </div>
          {reviews.length === 0 ? (
            <p
              className="rounded-xl border border-dashed p-6 text-center text-muted-foreground"
              data-testid={`${key}-empty`}
            >
              {t(`reviewsAdmin.${key}.empty`)}
            </p>
          ) : (
            reviews.map((r) => <ReviewModerationCard key={r.id} review={r} list={key} />)
          )}
          <KeysetPager
            page={page}
            next={next}
            badCursor={badCursor}
            param={key}
            label={t(`reviewsAdmin.${key}.title`)}
          />
        </section>
      ))}
    </div>
  );
}

/** A failed load: the message and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadFailed error={error} title="reviewsAdmin.loadFailed" retry="reviewsAdmin.retry" />;
}

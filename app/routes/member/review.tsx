import { useActionData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadReviewPage, reviewAction } from '#app/features/reviews/review.server.ts';
import { MeetingForm, ReviewForm } from '#app/features/reviews/review-form.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { formatDate } from '#domain/dates.ts';
import { REVIEW_RIGHT_DAYS } from '#domain/reviews.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/review';

export const loader = ({ params, context, url }: Route.LoaderArgs) =>
  loadReviewPage(fromContext(context), params.rightId, url);

export const headers = actionHeaders;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  reviewAction(fromContext(context), request, params.rightId);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('reviews.page.metaTitle'), noindex: true }));

/**
 * Writing a review of one right (docs/product-rules.md, "Reviews"): the lawyer's name, that the review is
 * public, and the form; for an appointment, first the client's word that the meeting took place; a lapsed or used
 * right (or one for the viewer's own listing) explained instead.
 */
export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { right } = loaderData;
  const answer = useActionData<typeof action>();
  const name = (
    <span lang={thaiLang(right.lawyerName, lang)} className="text-primary">
      {right.lawyerName}
    </span>
  );
  const date = formatDate(right.expiresAt, lang);
  const usable = right.state === 'open' || right.state === 'unconfirmed';
  return (
    <div className="page grid gap-6 py-8 sm:py-12 *:max-w-measure">
      <header className="grid gap-2">
        <h1 id="review-heading" className="text-2xl sm:text-3xl">
          {t('reviews.page.heading')} {name}
        </h1>
        {usable ? (
          <>
            <p className="text-muted-foreground">
              {t('reviews.page.verified', { source: t(`reviews.source.${right.source}`) })}
            </p>
            <p className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm" role="note">
              {t('reviews.page.public')} {t('reviews.page.lapsesOn', { date })}
            </p>
          </>
        ) : null}
      </header>
      {right.state === 'unconfirmed' ? (
        <section className="rounded-xl border bg-card p-5 shadow-sm">
          <MeetingForm answer={answer} />
        </section>
      ) : right.state === 'open' ? (
        <section className="rounded-xl border bg-card p-5 shadow-sm">
          <ReviewForm rightId={right.id} reviewerName={right.reviewerName} answer={answer} />
        </section>
      ) : (
        <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="review-closed">
          <h2 className="text-lg">{t(`reviews.page.${right.state}Title`)}</h2>
          <p className="text-muted-foreground">
            {t(`reviews.page.${right.state}Text`, { date, days: REVIEW_RIGHT_DAYS })}
          </p>
          <Link to={href('/account')} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
            {t('reviews.page.toAccount')}
          </Link>
        </section>
      )}
    </div>
  );
}

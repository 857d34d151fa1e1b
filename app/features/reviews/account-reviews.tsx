import { ReviewStars } from '#app/components/lawyers/review-stars.tsx';
import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { CardSection } from '#app/components/ui/card-section.tsx';
import { MessageSquareText, Star } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDate } from '#domain/dates.ts';
import type { ReviewSource, ReviewStatus } from '#domain/reviews.ts';
import { thaiLang } from '#domain/text.ts';

/** A right the person may still use, as the account and question pages list it. */
export interface OpenRightItem {
  id: string;
  lawyerName: string;
  source: ReviewSource;
  expiresAt: string;
}

/** A review the person wrote, as the account page lists it. */
export interface MyReviewItem {
  id: string;
  lawyerId: string;
  lawyerName: string;
  stars: number;
  status: ReviewStatus;
  decisionReason: string | null;
}

const STATUS_CLASS: Record<ReviewStatus, string> = {
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  held: 'bg-muted text-foreground',
  rejected: 'bg-destructive-soft text-destructive',
};

/** "Reviews you can write": each lawyer, how the consultation went through Tanai, when the right lapses. */
export function OpenReviewRights({ rights }: { rights: readonly OpenRightItem[] }) {
  const { t, lang, href } = useT();
  if (rights.length === 0) return null;
  return (
    <CardSection id="account-review-rights" icon={MessageSquareText} title={t('reviews.account.openTitle')}>
      <p className="mt-1 text-sm text-muted-foreground">{t('reviews.account.openLead')}</p>
      <ul className="mt-3 grid gap-3" data-testid="review-rights">
        {rights.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
            <span className="grid gap-0.5">
              <span className="font-medium" lang={thaiLang(r.lawyerName, lang)}>
                {r.lawyerName}
              </span>
              <span className="text-sm text-muted-foreground">
                {t(`reviews.source.${r.source}`)} ·{' '}
                {t('reviews.account.lapses', { date: formatDate(r.expiresAt, lang) })}
              </span>
            </span>
            <Link to={href(`/review/${r.id}`)} className={buttonVariants({ size: 'sm' })}>
              {t('reviews.account.write')}
            </Link>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** "Your reviews": each lawyer, the stars, and where the review stands (a rejection with its reason). */
export function MyReviews({ reviews }: { reviews: readonly MyReviewItem[] }) {
  const { t, lang, href } = useT();
  if (reviews.length === 0) return null;
  return (
    <CardSection id="account-my-reviews" icon={Star} title={t('reviews.account.mineTitle')}>
      <ul className="mt-3 grid gap-3" data-testid="my-reviews">
        {reviews.map((r) => (
          <li key={r.id} className="grid gap-1 rounded-lg border p-3">
            <span className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={href(`/lawyers/${r.lawyerId}`)}
                className="font-medium hover:underline"
                lang={thaiLang(r.lawyerName, lang)}
              >
                {r.lawyerName}
              </Link>
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_CLASS[r.status])}>
                {t(`reviews.account.status.${r.status}`)}
              </span>
            </span>
            <span className="flex items-center gap-1 text-sm">
              <ReviewStars stars={r.stars} />
            </span>
            {r.status === 'rejected' && r.decisionReason ? (
              <p className="text-sm text-muted-foreground" lang={thaiLang(r.decisionReason, lang)}>
                {t('reviews.account.reason', { reason: r.decisionReason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** On a question's page, for its asker: a link to review each lawyer whose right the question opened. */
export function QuestionReviewLinks({ rights }: { rights: readonly OpenRightItem[] }) {
  const { t, lang, href } = useT();
  if (rights.length === 0) return null;
  return (
    <section
      className="rounded-xl border border-primary/30 bg-primary/5 p-5"
      aria-labelledby="question-reviews-heading"
      data-testid="question-review-links"
    >
      <h2 id="question-reviews-heading" className="text-lg">
        {t('reviews.question.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('reviews.question.lead')}</p>
      <ul className="mt-3 grid gap-2">
        {rights.map((r) => (
          <li key={r.id}>
            <Link
              to={href(`/review/${r.id}`)}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-auto min-h-11' })}
            >
              <Star aria-hidden />
              {t('reviews.question.link')} <span lang={thaiLang(r.lawyerName, lang)}>{r.lawyerName}</span>
            </Link>
            <span className="ms-2 text-xs text-muted-foreground">
              {t('reviews.account.lapses', { date: formatDate(r.expiresAt, lang) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

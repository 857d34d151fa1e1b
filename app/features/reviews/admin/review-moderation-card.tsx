import { useFetcher } from 'react-router';
import { z } from 'zod';
import { TextareaField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { ReviewStars } from '#app/components/lawyers/review-stars.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Check, Trash2, X } from '#app/components/ui/icons.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { formatDateTime } from '#domain/dates.ts';
import { REVIEW_DECISION_REASON_MAX } from '#domain/reviews.ts';
import { type ReviewDecision, reviewDecisionSchema } from '#domain/schemas/review.ts';
import { thaiLang } from '#domain/text.ts';
import type { AdminReviewView } from './reviews-admin.server.ts';

/** A decision's answer; a refusal names the review it was about. */
type Result = { ok: true; intent: ReviewDecision; id: string } | (Refusal & { reviewId?: string });

/** The decisions each list offers: a held review is published or rejected, a disputed one kept or removed. */
const CHOICES = {
  held: [
    { decision: 'publish', icon: Check, variant: 'default' },
    { decision: 'reject', icon: X, variant: 'outline' },
  ],
  disputed: [
    { decision: 'keep', icon: Check, variant: 'default' },
    { decision: 'remove', icon: Trash2, variant: 'outline' },
  ],
} as const;

/**
 * One review waiting for an administrator (docs/product-rules.md, "Administration"): what it says, who wrote it
 * about whom, why it waits, and the decisions with a reason field (required to reject or remove, checked with
 * `reviewDecisionSchema` before sending and again by the service).
 */
export function ReviewModerationCard({
  review: r,
  list,
}: {
  review: AdminReviewView;
  list: 'held' | 'disputed';
}) {
  const { t, lang } = useT();
  const headingId = `review-${r.id}`;
  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={headingId}
      data-testid="moderation-review"
      data-list={list}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-xs text-muted-foreground">{t('reviewsAdmin.review.lawyer')}</p>
          <h3 id={headingId} className="text-base font-semibold" lang={thaiLang(r.lawyerName, lang)}>
            {r.lawyerName}
          </h3>
        </div>
        <ReviewStars stars={r.stars} />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('reviewsAdmin.review.author')}</dt>
        <dd lang={r.authorName ? thaiLang(r.authorName, lang) : undefined}>
          {r.authorName ?? t('reviewsAdmin.review.formerMember')}
        </dd>
        <dt className="text-muted-foreground">{t('reviewsAdmin.review.shownAs')}</dt>
        <dd lang={r.shownName ? thaiLang(r.shownName, lang) : undefined}>
          {r.shownName ?? t('reviewsAdmin.review.shownAsMember')}
        </dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        <time dateTime={r.createdAt}>
          {t('reviewsAdmin.review.written', { date: formatDateTime(r.createdAt, lang) })}
        </time>
      </p>
      {r.text ? (
        <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.text, lang)}>
          {r.text}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('reviewsAdmin.review.noText')}</p>
      )}
      {list === 'held' && r.holdReason ? (
        <p className="w-fit rounded-md bg-accent/10 px-2 py-1 text-sm">
          {t(`reviewsAdmin.review.holdReason.${r.holdReason}`)}
        </p>
      ) : null}
      {list === 'disputed' ? (
        <div className="grid gap-2 rounded-lg border border-accent/40 bg-accent/5 p-3 text-sm">
          <p className="font-medium">
            {t('reviewsAdmin.review.disputeReason')}
            {r.disputedAt ? (
              <span className="ms-2 font-normal text-muted-foreground">
                {t('reviewsAdmin.review.disputedAt', { date: formatDateTime(r.disputedAt, lang) })}
              </span>
            ) : null}
          </p>
          <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.disputeReason ?? '', lang)}>
            {r.disputeReason}
          </p>
          {r.reply ? (
            <>
              <p className="font-medium">{t('reviewsAdmin.review.reply')}</p>
              <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.reply, lang)}>
                {r.reply}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      <DecisionForm reviewId={r.id} list={list} />
    </article>
  );
}

/** The one fetcher of the page's decisions (`useDecisionAnswer`, `DecisionForm`). */
const DECISION_FETCHER = 'review-decision';

/**
 * The answer of a decision, reported by the page: the decided review leaves its list when the lists reload, which
 * can be in the same render as the answer arrives, so a report inside its card could be lost (as
 * `useDeletionResult` of app/components/admin/answers.tsx for the admin tables).
 */
export function useDecisionAnswer() {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: DECISION_FETCHER });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) =>
    result.ok
      ? { toast: { title: t.dynamic(`reviewsAdmin.toast.${result.intent}`), variant: 'success' } }
      : {
          toast: {
            title: t('reviewsAdmin.toast.failed'),
            description: refusalText(t, result),
            variant: 'error',
          },
        },
  );
}

/**
 * The decision form as the browser checks it with the service's schema: the pressed button's `intent` is the
 * decision (the action reads it so).
 */
const decisionFormSchema = z.preprocess(
  (input) => ({ ...(input as Record<string, unknown>), decision: (input as { intent?: unknown }).intent }),
  reviewDecisionSchema,
);

/** The decisions on one review with the reason field; a refusal's field errors shown at this review's form. */
function DecisionForm({ reviewId, list }: { reviewId: string; list: 'held' | 'disputed' }) {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: DECISION_FETCHER });
  // The page's one decision fetcher: this review's form shows its answer, and is busy, only when it was sent here.
  const mine = fetcher.formData
    ? fetcher.formData.get('reviewId') === reviewId
    : (fetcher.data?.ok ? fetcher.data.id : fetcher.data?.reviewId) === reviewId;
  const form = useForm({
    schema: decisionFormSchema,
    answer: mine ? fetcher.data : undefined,
    fetcher,
    extra: { reviewId },
  });
  const busy = form.busy && mine;
  return (
    <fetcher.Form {...form.props} method="post" className="grid gap-3">
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextareaField
        id={`reason-${reviewId}`}
        {...form.field('reason')}
        label={t('reviewsAdmin.reason.label')}
        hint={t('reviewsAdmin.reason.hint')}
        rows={2}
        maxLength={REVIEW_DECISION_REASON_MAX}
      />
      <div className="flex flex-wrap gap-2">
        {CHOICES[list].map(({ decision, icon: Icon, variant }) => (
          <Button
            key={decision}
            type="submit"
            name="intent"
            value={decision}
            variant={variant}
            disabled={busy}
            aria-busy={busy}
            data-testid={`decide-${decision}`}
          >
            <Icon aria-hidden />
            {t(`reviewsAdmin.actions.${decision}`)}
          </Button>
        ))}
      </div>
    </fetcher.Form>
  );
}

import { type ReactNode, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { TextareaField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { ReviewStars } from '#app/components/lawyers/review-stars.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { MessageSquareText, Send } from '#app/components/ui/icons.tsx';
import type { Answer, Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { formatDate, formatMonthYear } from '#domain/dates.ts';
import { REVIEW_DISPUTE_REASON_MAX, REVIEW_REPLY_MAX, SUB_RATINGS } from '#domain/reviews.ts';
import { reviewDisputeSchema, reviewReplySchema } from '#domain/schemas/review.ts';
import { thaiLang } from '#domain/text.ts';
import type { OwnReviewView } from './own-reviews.server.ts';

type Result = Answer<{ intent: string }>;

/**
 * One published review of the lawyer's listing: what the client wrote, the reply (or its form), the dispute.
 * `noScriptRefusal`: the page's refusal of a form about this review sent without JavaScript, shown at its form.
 */
export function OwnReviewCard({
  review: r,
  noScriptRefusal,
}: {
  review: OwnReviewView;
  noScriptRefusal?: Refusal;
}) {
  const { t, lang } = useT();
  const author =
    r.authorName ?? (r.formerMember ? t('reviewsPublic.author.former') : t('reviewsPublic.author.member'));
  const headingId = `own-review-${r.id}`;
  useFormAnswer(`reply-${r.id}`, t('lawyerReviews.toast.replied'));
  useFormAnswer(`dispute-${r.id}`, t('lawyerReviews.toast.disputed'));
  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={headingId}
      data-testid="own-review"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold" lang={thaiLang(author, lang)}>
          {author}
        </h2>
        <ReviewStars stars={r.stars} />
      </header>
      <p className="text-sm text-muted-foreground">
        {t('reviewsPublic.verified')}
        {' · '}
        {t(`reviewsPublic.source.${r.source}`)}
        {' · '}
        {t('reviewsPublic.consulted', { month: formatMonthYear(r.consultedAt, lang) })}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SUB_RATINGS.map((key) => (
          <div key={key} className="flex gap-1">
            <dt className="text-muted-foreground">{t(`reviewsPublic.subRating.${key}`)}</dt>
            <dd>{r[key]}/5</dd>
          </div>
        ))}
      </dl>
      {r.text ? (
        <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.text, lang)}>
          {r.text}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('lawyerReviews.noText')}</p>
      )}
      {r.reply ? (
        <div
          className="grid gap-1 rounded-lg border-s-4 border-primary/40 bg-muted/50 p-3"
          data-testid="own-reply"
        >
          <p className="text-sm font-medium">
            {t('lawyerReviews.reply.title')}
            {r.repliedAt ? (
              <span className="ms-2 font-normal text-muted-foreground">
                {t('lawyerReviews.reply.repliedAt', { date: formatDate(r.repliedAt, lang) })}
              </span>
            ) : null}
          </p>
          <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.reply, lang)}>
            {r.reply}
          </p>
        </div>
      ) : (
        <ReplyForm
          reviewId={r.id}
          noScript={noScriptRefusal?.intent === 'reply' ? noScriptRefusal : undefined}
        />
      )}
      <DisputeState
        review={r}
        noScript={noScriptRefusal?.intent === 'dispute' ? noScriptRefusal : undefined}
      />
    </article>
  );
}

/** The reply: at most REVIEW_REPLY_MAX characters with a counter, public, checked before sending. */
function ReplyForm({ reviewId, noScript }: { reviewId: string; noScript?: Refusal }) {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: `reply-${reviewId}` });
  const form = useForm({
    schema: reviewReplySchema,
    answer: fetcher.data ?? noScript,
    fetcher,
    intent: 'reply',
  });
  const [text, setText] = useState('');
  const field = form.field('text');
  return (
    <ReviewResponseForm
      form={form}
      fetcher={fetcher}
      intent="reply"
      reviewId={reviewId}
      className="grid gap-2"
    >
      <TextareaField
        id={`reply-${reviewId}`}
        {...field}
        label={t('lawyerReviews.reply.label')}
        hint={t('lawyerReviews.reply.hint')}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          field.onChange();
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="reply-counter">
          {t('lawyerReviews.reply.counter', { count: text.length, max: REVIEW_REPLY_MAX })}
        </p>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          <Send aria-hidden />
          {form.busy ? t('lawyerReviews.reply.busy') : t('lawyerReviews.reply.submit')}
        </Button>
      </div>
    </ReviewResponseForm>
  );
}

/**
 * A form about one review (`intent` reply or dispute, its `reviewId`): sent by its keyed fetcher, checked first in
 * the browser; a refusal that names no field is said here only after a post without JavaScript (with it, the
 * card's toast says it).
 */
function ReviewResponseForm({
  form,
  fetcher,
  intent,
  reviewId,
  className,
  children,
}: {
  form: FormKit;
  fetcher: FetcherWithComponents<Result>;
  intent: 'reply' | 'dispute';
  reviewId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form {...form.props} method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormMessage text={fetcher.data ? undefined : form.message} />
      <input type="hidden" name="reviewId" value={reviewId} />
      {children}
    </fetcher.Form>
  );
}

/** The dispute's state once sent, else its form (a reason for the administrators) behind a disclosure. */
function DisputeState({ review: r, noScript }: { review: OwnReviewView; noScript?: Refusal }) {
  const { t, lang } = useT();
  if (r.disputeStatus)
    return (
      <div
        className="grid gap-1 rounded-lg border border-accent/40 bg-accent/5 p-3 text-sm"
        data-testid="own-dispute"
      >
        <p className="font-medium">
          {t(`lawyerReviews.dispute.state.${r.disputeStatus}`, {
            date: r.disputedAt ? formatDate(r.disputedAt, lang) : '',
          })}
        </p>
        {r.disputeReason ? (
          <>
            <p className="text-muted-foreground">{t('lawyerReviews.dispute.reason')}</p>
            <p className="whitespace-pre-wrap break-words" lang={thaiLang(r.disputeReason, lang)}>
              {r.disputeReason}
            </p>
          </>
        ) : null}
      </div>
    );
  return (
    <details className="rounded-lg border p-3" open={noScript ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <MessageSquareText className="size-4" aria-hidden />
        {t('lawyerReviews.dispute.open')}
      </summary>
      <DisputeForm reviewId={r.id} noScript={noScript} />
    </details>
  );
}

function DisputeForm({ reviewId, noScript }: { reviewId: string; noScript?: Refusal }) {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: `dispute-${reviewId}` });
  const form = useForm({
    schema: reviewDisputeSchema,
    answer: fetcher.data ?? noScript,
    fetcher,
    intent: 'dispute',
  });
  return (
    <ReviewResponseForm
      form={form}
      fetcher={fetcher}
      intent="dispute"
      reviewId={reviewId}
      className="mt-3 grid gap-2"
    >
      <TextareaField
        id={`dispute-${reviewId}`}
        {...form.field('reason')}
        label={t('lawyerReviews.dispute.label')}
        hint={t('lawyerReviews.dispute.hint')}
        rows={3}
        maxLength={REVIEW_DISPUTE_REASON_MAX}
      />
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={form.busy}
        aria-busy={form.busy}
      >
        <Send aria-hidden />
        {form.busy ? t('lawyerReviews.dispute.busy') : t('lawyerReviews.dispute.submit')}
      </Button>
    </ReviewResponseForm>
  );
}

/**
 * The toast of a reply's or a dispute's answer, read by the card through the form's keyed fetcher: a success
 * replaces the form with what was sent, so the form itself is gone before it could show it.
 */
function useFormAnswer(key: string, success: string) {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) =>
    result.ok
      ? { toast: { title: success, variant: 'success' } }
      : {
          toast: {
            title: t('lawyerReviews.toast.failed'),
            description: refusalText(t, result),
            variant: 'error',
          },
        },
  );
}

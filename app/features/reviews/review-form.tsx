import { useState } from 'react';
import { Form } from 'react-router';
import { TextareaField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { StarRating } from '#app/components/form/star-rating.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { REVIEW_TEXT_MAX, STARS, SUB_RATINGS } from '#domain/reviews.ts';
import { reviewSchema } from '#domain/schemas/review.ts';
import { thaiLang } from '#domain/text.ts';
import type { ReviewFormValues } from './review.server.ts';

/** A refusal of the review page's action, with what the form had. */
export type ReviewRefusal = Refusal & { values?: ReviewFormValues };

/**
 * The review form (docs/product-rules.md, "Reviews"): overall stars, the three sub-ratings, an optional text with
 * its counter and what not to write, and whether to show the name. A plain post to the page's action (it works
 * before hydration), checked first in the browser with the service's own schema.
 */
export function ReviewForm({
  rightId,
  reviewerName,
  answer,
}: {
  rightId: string;
  reviewerName: string;
  answer: unknown;
}) {
  const { t, lang } = useT();
  const form = useForm<ReviewRefusal>({ schema: reviewSchema, answer, intent: 'review', extra: { rightId } });
  const values = form.refusal?.values;
  const [length, setLength] = useState(values?.text.length ?? 0);
  const text = form.field('text');
  const starLabels = STARS.map((n) => t.dynamic(`reviews.page.star${n}`));
  return (
    <Form {...form.props} method="post" className="grid gap-6" aria-labelledby="review-heading">
      <input type="hidden" name="intent" value="review" />
      <FormMessage text={form.message} />
      <StarRating
        id="review-stars"
        {...form.field('stars')}
        legend={t('reviews.page.stars')}
        labels={starLabels}
        defaultValue={values?.stars}
      />
      <section className="grid gap-5" aria-labelledby="review-sub-ratings">
        <h2 id="review-sub-ratings" className="text-lg">
          {t('reviews.page.subRatings')}
        </h2>
        {SUB_RATINGS.map((name) => (
          <StarRating
            key={name}
            id={`review-${name}`}
            {...form.field(name)}
            legend={t(`reviews.page.${name}`)}
            labels={starLabels}
            defaultValue={values?.[name]}
          />
        ))}
      </section>
      <div className="grid gap-1">
        <TextareaField
          id="review-text"
          {...text}
          onChange={(e) => {
            text.onChange();
            setLength(e.target.value.length);
          }}
          label={t('reviews.page.text')}
          hint={t('reviews.page.textHint')}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={values?.text}
          className="resize-y"
        />
        <p className="justify-self-end text-xs text-muted-foreground" aria-live="polite">
          {t('reviews.page.counter', { count: length, max: REVIEW_TEXT_MAX })}
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor="review-show-name" className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
          <input
            id="review-show-name"
            name="showName"
            type="checkbox"
            defaultChecked={values ? values.showName : true}
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-describedby="review-show-name-hint"
          />
          <span>
            {t('reviews.page.showName')} «<span lang={thaiLang(reviewerName, lang)}>{reviewerName}</span>»
          </span>
        </label>
        <p id="review-show-name-hint" className="ms-8 text-xs text-muted-foreground">
          {t('reviews.page.showNameHint')}
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('reviews.page.busy') : t('reviews.page.submit')}
      </Button>
    </Form>
  );
}

/**
 * The client's word that an appointment's meeting took place (docs/product-rules.md, "Reviews"), asked before the
 * review form of an appointment's right: a plain post of intent `confirmMeeting` to the page's action.
 */
export function MeetingForm({ answer }: { answer: unknown }) {
  const { t } = useT();
  const form = useForm({ answer, intent: 'confirmMeeting' });
  return (
    <Form
      {...form.props}
      method="post"
      className="grid gap-3"
      aria-labelledby="meeting-heading"
      data-testid="meeting-form"
    >
      <input type="hidden" name="intent" value="confirmMeeting" />
      <h2 id="meeting-heading" className="text-lg">
        {t('reviews.page.meetingTitle')}
      </h2>
      <p className="text-muted-foreground">{t('reviews.page.meetingText')}</p>
      <FormMessage text={form.message} />
      <Button type="submit" className="justify-self-start" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('reviews.page.meetingBusy') : t('reviews.page.meetingYes')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('reviews.page.meetingNo')}</p>
    </Form>
  );
}

import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { TextareaField } from '#app/components/form/field.tsx';
import { formValues, useFormErrors } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Star } from '#app/components/ui/icons.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { REVIEW_TEXT_MAX, STARS } from '#domain/reviews.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import { reviewSchema } from '#domain/schemas/review.ts';
import { thaiLang } from '#domain/text.ts';
import type { ReviewFormValues } from './review.server.ts';

/** A refusal of the review page's action, with what the form had. */
export type ReviewRefusal = Refusal & { values?: ReviewFormValues };

/** The look of one choice of a star rating: a chip around a native radio (arrow keys move within the group). */
const starChoice = cn(
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm transition-colors',
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

/** A rating 1–5 as a group of radios, each with its words ("4 stars, good"), its error on the group. */
function StarsField({
  name,
  legend,
  error,
  defaultValue,
  onChange,
}: {
  name: string;
  legend: string;
  error?: string;
  defaultValue?: string;
  onChange: () => void;
}) {
  const { t } = useT();
  const id = `review-${name}`;
  return (
    <fieldset
      id={id}
      className="grid min-w-0 gap-2"
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {STARS.map((n) => (
          <label key={n} className={starChoice}>
            <input
              type="radio"
              name={name}
              value={n}
              defaultChecked={defaultValue === String(n)}
              onChange={onChange}
              className="size-5 shrink-0 accent-primary"
            />
            <Star className="size-4 fill-current text-amber-500" aria-hidden />
            {t.dynamic(`reviews.page.star${n}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * The review form (docs/product-rules.md, "Reviews"): overall stars, the three sub-ratings, an optional text with
 * its counter and what not to write, and whether to show the name. A plain post to the page's action (it works
 * before hydration), checked first in the browser with the service's own schema.
 */
export function ReviewForm({
  rightId,
  reviewerName,
  refusal,
}: {
  rightId: string;
  reviewerName: string;
  refusal: ReviewRefusal | undefined;
}) {
  const { t, lang } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { err, show, clear, field } = useFormErrors(formRef, refusal?.fields);
  const values = refusal?.values;
  const [length, setLength] = useState(values?.text.length ?? 0);
  const busy = useNavigation().state !== 'idle';
  const message =
    refusal && Object.keys(refusal.fields).length === 0 ? translateCode(t, refusal.code) : undefined;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = reviewSchema.safeParse({ ...formValues(event.currentTarget), rightId });
    if (!parsed.success) {
      event.preventDefault();
      show(fieldErrors(parsed.error));
    }
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-labelledby="review-heading"
    >
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <StarsField
        name="stars"
        legend={t('reviews.page.stars')}
        error={err('stars')}
        defaultValue={values?.stars}
        onChange={() => clear('stars')}
      />
      <section className="grid gap-5" aria-labelledby="review-sub-ratings">
        <h2 id="review-sub-ratings" className="text-lg">
          {t('reviews.page.subRatings')}
        </h2>
        {(['communication', 'responsiveness', 'valueForMoney'] as const).map((name) => (
          <StarsField
            key={name}
            name={name}
            legend={t(`reviews.page.${name}`)}
            error={err(name)}
            defaultValue={values?.[name]}
            onChange={() => clear(name)}
          />
        ))}
      </section>
      <div className="grid gap-1">
        <TextareaField
          id="review-text"
          {...field('text')}
          onChange={(e) => {
            clear('text');
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
      <Button type="submit" className="justify-self-start" disabled={busy} aria-busy={busy}>
        {busy ? t('reviews.page.busy') : t('reviews.page.submit')}
      </Button>
    </Form>
  );
}

/**
 * The client's word that an appointment's meeting took place (docs/product-rules.md, "Reviews"), asked before the
 * review form of an appointment's right: a plain post of intent `confirmMeeting` to the page's action.
 */
export function MeetingForm({ refusal }: { refusal: ReviewRefusal | undefined }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const message = refusal?.intent === 'confirmMeeting' ? translateCode(t, refusal.code) : undefined;
  return (
    <Form method="post" className="grid gap-3" aria-labelledby="meeting-heading" data-testid="meeting-form">
      <h2 id="meeting-heading" className="text-lg">
        {t('reviews.page.meetingTitle')}
      </h2>
      <p className="text-muted-foreground">{t('reviews.page.meetingText')}</p>
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="confirmMeeting" />
      <Button type="submit" className="justify-self-start" disabled={busy} aria-busy={busy}>
        {busy ? t('reviews.page.meetingBusy') : t('reviews.page.meetingYes')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('reviews.page.meetingNo')}</p>
    </Form>
  );
}

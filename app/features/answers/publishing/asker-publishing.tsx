import { useFetcher } from 'react-router';
import { TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import { PUBLIC_ANSWER_LIMITS } from '#domain/public-answers.ts';
import { publicAnswerOptInSchema } from '#domain/schemas/public-answer.ts';
import { thaiLang } from '#domain/text.ts';
import { PublicAnswerStatus } from './public-answer-status.tsx';
import type { PublicAnswerView } from './publishing.server.ts';
import { PUBLIC_ANSWER_FETCHER, type SectionAnswer } from './publishing-answer.ts';

/**
 * The asker's part (docs/product-rules.md, "Public answers"): once the lawyer answered, the offer to publish the
 * question anonymously with its redacted title and question to check and edit; then where it stands, and the way
 * to withdraw it.
 */
export function AskerPublishing({
  answer,
  optIn,
}: {
  answer: PublicAnswerView | null;
  optIn: { title: string; questionText: string } | null;
}) {
  const { t } = useT();
  const open = answer && answer.status !== 'withdrawn';
  return (
    <section
      className="grid gap-3 rounded-xl border p-4"
      data-testid="public-answer-asker"
      aria-labelledby="publish-title"
    >
      <h2 id="publish-title" className="text-base font-semibold">
        {t('publicAnswers.asker.title')}
      </h2>
      {answer ? <PublicAnswerStatus answer={answer} /> : null}
      {open ? <WithdrawForm /> : optIn ? <OptInForm draft={optIn} /> : null}
    </section>
  );
}

function OptInForm({ draft }: { draft: { title: string; questionText: string } }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<SectionAnswer>({ key: PUBLIC_ANSWER_FETCHER });
  const form = useForm({
    schema: publicAnswerOptInSchema,
    answer: fetcher.data,
    fetcher,
    intent: 'public-opt-in',
  });
  return (
    <details className="grid gap-3">
      <summary
        className="flex min-h-11 cursor-pointer items-center text-sm font-medium"
        data-testid="public-opt-in-open"
      >
        {t('publicAnswers.asker.intro')}
      </summary>
      <fetcher.Form {...form.props} method="post" className="mt-2 grid gap-3">
        <p className="text-sm text-muted-foreground">{t('publicAnswers.asker.check')}</p>
        <TextInputField
          id="public-title"
          {...form.field('title')}
          label={t('publicAnswers.fields.title')}
          defaultValue={draft.title}
          lang={thaiLang(draft.title, lang)}
          maxLength={PUBLIC_ANSWER_LIMITS.titleMax}
        />
        <TextareaField
          id="public-question"
          {...form.field('questionText')}
          label={t('publicAnswers.fields.questionText')}
          defaultValue={draft.questionText}
          lang={thaiLang(draft.questionText, lang)}
          rows={8}
          maxLength={PUBLIC_ANSWER_LIMITS.questionMax}
        />
        <FormMessage text={form.message} />
        <Button
          type="submit"
          name="intent"
          value="public-opt-in"
          className="justify-self-start"
          disabled={form.busy}
          aria-busy={form.busy}
        >
          {t('publicAnswers.asker.confirm')}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** Withdrawing: the panel says the page goes at once, its button posts the form (also without JavaScript). */
function WithdrawForm() {
  const { t } = useT();
  const fetcher = useFetcher<SectionAnswer>({ key: PUBLIC_ANSWER_FETCHER });
  const form = useForm({ answer: fetcher.data, fetcher, intent: 'public-withdraw' });
  return (
    <details className="rounded-lg border border-destructive/40 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
        {t('publicAnswers.asker.withdraw')}
      </summary>
      <fetcher.Form {...form.props} method="post" className="mt-2 grid gap-3">
        <p className="text-sm font-medium">{t('publicAnswers.asker.withdrawTitle')}</p>
        <p className="text-sm">{t('publicAnswers.asker.withdrawBody')}</p>
        <FormMessage text={form.message} />
        <Button
          type="submit"
          name="intent"
          value="public-withdraw"
          variant="destructive"
          size="sm"
          className="justify-self-start"
          disabled={form.busy}
          data-testid="public-withdraw"
        >
          {t('publicAnswers.asker.withdraw')}
        </Button>
      </fetcher.Form>
    </details>
  );
}

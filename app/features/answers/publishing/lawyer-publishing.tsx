import { useFetcher } from 'react-router';
import { TextareaField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import { PUBLIC_ANSWER_LIMITS } from '#domain/public-answers.ts';
import { publicAnswerWriteSchema } from '#domain/schemas/public-answer.ts';
import { thaiLang } from '#domain/text.ts';
import { PublicAnswerStatus } from './public-answer-status.tsx';
import type { PublicAnswerView } from './publishing.server.ts';
import { PUBLIC_ANSWER_FETCHER, type SectionAnswer } from './publishing-answer.ts';

/**
 * The lawyer's part (docs/product-rules.md, "Public answers"): the asker agreed to publish; the redacted question as
 * it will be public, and while it waits for them (or was sent back) the public answer to write or approve, offered
 * from their own messages, redacted. Then where it stands.
 */
export function LawyerPublishing({ answer, draft }: { answer: PublicAnswerView; draft: string | null }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<SectionAnswer>({ key: PUBLIC_ANSWER_FETCHER });
  const form = useForm({
    schema: publicAnswerWriteSchema,
    answer: fetcher.data,
    fetcher,
    intent: 'public-answer',
  });
  return (
    <section
      className="grid gap-3 rounded-xl border p-4"
      data-testid="public-answer-lawyer"
      aria-labelledby="public-answer-title"
    >
      <h2 id="public-answer-title" className="text-base font-semibold">
        {t('publicAnswers.lawyer.title')}
      </h2>
      <PublicAnswerStatus answer={answer} />
      {draft !== null ? (
        <>
          <p className="text-sm">{t('publicAnswers.lawyer.intro')}</p>
          <div className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm">
            <p className="font-medium">{answer.title}</p>
            <p className="whitespace-pre-wrap break-words">{answer.questionText}</p>
          </div>
          <fetcher.Form {...form.props} method="post" className="grid gap-3">
            <TextareaField
              id="public-answer-text"
              {...form.field('answerText')}
              label={t('publicAnswers.fields.answerText')}
              hint={t('publicAnswers.lawyer.hint')}
              defaultValue={draft}
              lang={thaiLang(draft, lang)}
              rows={10}
              maxLength={PUBLIC_ANSWER_LIMITS.answerMax}
            />
            <FormMessage text={form.message} />
            <Button
              type="submit"
              name="intent"
              value="public-answer"
              className="justify-self-start"
              disabled={form.busy}
              aria-busy={form.busy}
            >
              {t('publicAnswers.lawyer.submit')}
            </Button>
          </fetcher.Form>
        </>
      ) : null}
    </section>
  );
}

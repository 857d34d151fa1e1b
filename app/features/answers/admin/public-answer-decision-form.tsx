import { useFetcher } from 'react-router';
import { z } from 'zod';
import { TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { PUBLIC_ANSWER_LIMITS as L } from '#domain/public-answers.ts';
import { type PublicAnswerDecision, publicAnswerDecisionSchema } from '#domain/schemas/public-answer.ts';
import type { AdminPublicAnswerView } from './answers-admin.server.ts';

type Result = { ok: true; intent: PublicAnswerDecision; id: string } | (Refusal & { answerId?: string });

/** The screen's one decision fetcher (`usePublicAnswerDecision`, `DecisionForm`). */
const DECISION_FETCHER = 'public-answer-decision';

/** The decisions each list offers. */
export const DECISION_CHOICES: Record<
  'awaiting' | 'published' | 'rejected',
  readonly PublicAnswerDecision[]
> = {
  awaiting: ['publish', 'reject'],
  published: ['unpublish'],
  rejected: [],
};

/**
 * A decision's answer, reported by the page (the decided answer leaves its list when the lists reload, so a
 * report inside its card could be lost: as `useDecisionAnswer` of app/features/reviews/admin/).
 */
export function usePublicAnswerDecision() {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: DECISION_FETCHER });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) =>
    result.ok
      ? { toast: { title: t.dynamic(`publicAnswers.toast.${result.intent}`), variant: 'success' } }
      : {
          toast: {
            title: t('publicAnswers.toast.failed'),
            description: refusalText(t, result),
            variant: 'error',
          },
        },
  );
}

/** The browser's check with the service's schema: the pressed button's `intent` is the decision. */
const decisionFormSchema = z.preprocess(
  (input) => ({ ...(input as Record<string, unknown>), decision: (input as { intent?: unknown }).intent }),
  publicAnswerDecisionSchema,
);

/** The decisions on one answer, with its texts to correct while it awaits review. */
export function DecisionForm({
  answer: a,
  list,
}: {
  answer: AdminPublicAnswerView;
  list: 'awaiting' | 'published' | 'rejected';
}) {
  const { t } = useT();
  const fetcher = useFetcher<Result>({ key: DECISION_FETCHER });
  const mine = fetcher.formData
    ? fetcher.formData.get('answerId') === a.id
    : (fetcher.data?.ok ? fetcher.data.id : fetcher.data?.answerId) === a.id;
  const form = useForm({
    schema: decisionFormSchema,
    answer: mine ? fetcher.data : undefined,
    fetcher,
    extra: { answerId: a.id },
  });
  const busy = form.busy && mine;
  return (
    <fetcher.Form {...form.props} method="post" className="grid gap-3">
      <input type="hidden" name="answerId" value={a.id} />
      {list === 'awaiting' ? (
        <>
          <TextInputField
            id={`title-${a.id}`}
            {...form.field('title')}
            label={t('publicAnswers.fields.title')}
            defaultValue={a.title}
            maxLength={L.titleMax}
            lang={a.lang}
          />
          <TextareaField
            id={`question-${a.id}`}
            {...form.field('questionText')}
            label={t('publicAnswers.fields.questionText')}
            defaultValue={a.questionText}
            rows={6}
            maxLength={L.questionMax}
            lang={a.lang}
          />
          <TextareaField
            id={`answer-text-${a.id}`}
            {...form.field('answerText')}
            label={t('publicAnswers.fields.answerText')}
            defaultValue={a.answerText ?? ''}
            rows={8}
            maxLength={L.answerMax}
            lang={a.lang}
          />
          <TextareaField
            id={`reason-${a.id}`}
            {...form.field('reason')}
            label={t('publicAnswers.fields.reason')}
            hint={t('publicAnswers.fields.reasonHint')}
            rows={2}
            maxLength={L.reasonMax}
          />
        </>
      ) : null}
      <FormMessage text={form.message} />
      <div className="flex flex-wrap gap-2">
        {DECISION_CHOICES[list].map((decision) => (
          <Button
            key={decision}
            type="submit"
            name="intent"
            value={decision}
            variant={decision === 'publish' ? 'default' : 'outline'}
            disabled={busy}
            aria-busy={busy}
            data-testid={`decide-${decision}`}
          >
            {t(`publicAnswers.admin.actions.${decision}`)}
          </Button>
        ))}
      </div>
    </fetcher.Form>
  );
}

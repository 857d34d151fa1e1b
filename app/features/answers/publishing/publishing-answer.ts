import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';

/** An answer of the public answer section's actions. */
export type SectionAnswer = Answer<{ intent: string }>;

/**
 * The section's one fetcher, shared by its forms: the section reports its answers (`usePublishingAnswer`), since
 * the form that was sent leaves the page when it reloads (the opt-in form once opted in).
 */
export const PUBLIC_ANSWER_FETCHER = 'public-answer';

/** The success toast of each of the section's intents. */
const DONE_TOASTS = {
  'public-opt-in': 'publicAnswers.toast.optIn',
  'public-withdraw': 'publicAnswers.toast.withdraw',
  'public-answer': 'publicAnswers.toast.write',
} as const;

/** The toast of the section's successful answers (a refusal is shown at its form). */
export function usePublishingAnswer() {
  const { t } = useT();
  const fetcher = useFetcher<SectionAnswer>({ key: PUBLIC_ANSWER_FETCHER });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (answer) => {
    const done = answer.ok ? DONE_TOASTS[answer.intent as keyof typeof DONE_TOASTS] : undefined;
    return done ? { toast: { title: t(done), variant: 'success' } } : undefined;
  });
}

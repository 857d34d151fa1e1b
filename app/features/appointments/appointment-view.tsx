import { type FetcherWithComponents, useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { formatDate } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';
import { bookingDayInstant } from '#domain/schemas/appointment.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';

// What the admin requests screen and the linked lawyer's list of requests show alike.

/** How an urgent or emergency request stands out. */
export const URGENCY_STYLE: Record<string, string> = {
  urgent: 'font-medium text-amber-800 dark:text-amber-200',
  emergency: 'font-semibold text-destructive',
};

/** The label of a value of one of the booking lists (specialties, urgency levels, meeting types). */
export const labelOf = (
  list: readonly { value: string; label: Record<Lang, string> }[],
  value: string,
  lang: Lang,
) => list.find((x) => x.value === value)?.label[lang] ?? value;

/** The requested day (a Bangkok calendar day, 'YYYY-MM-DD') in the interface language. */
export function dayLabel(day: string, lang: Lang) {
  const instant = bookingDayInstant(day);
  return instant
    ? formatDate(instant, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    : day;
}

/** What a status move answers (both lists): the request and its new status, or the refusal. */
export type StatusAnswer = Answer<{ id: string; status: AppointmentStatus }>;

/**
 * A fetcher that moves one request's status, and the toast of its answer: `saved` names the new status; a refusal
 * is `failed` (also the action's code of an unexpected failure), with the refusal's words under it otherwise.
 */
export function useStatusFetcher(texts: {
  saved: (status: AppointmentStatus) => string;
  failed: string;
}): FetcherWithComponents<StatusAnswer> {
  const { t } = useT();
  const fetcher = useFetcher<StatusAnswer>();
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => ({
    toast: answer.ok
      ? { title: texts.saved(answer.status), variant: 'success' }
      : {
          title: t.dynamic(texts.failed),
          description: answer.code === texts.failed ? undefined : refusalText(t, answer),
          variant: 'error',
        },
  }));
  return fetcher;
}

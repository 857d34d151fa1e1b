import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import type { ToastInput } from '#app/components/ui/toast.tsx';
import type { Answer, Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import type { TFunction } from '#i18n/texts.ts';

/** What a deletion from an admin table answers: the deleted record's id and name, or the refusal. */
export type DeletionAnswer = Answer<{ intent: string; id: string; name?: string }>;

/** The toast of a refused admin action: `title` (translated), and the refusal in words. */
export const refusalToast = (t: TFunction, title: string, refusal: Refusal): ToastInput => ({
  title,
  description: refusalText(t, refusal),
  variant: 'error',
});

/**
 * The result of a deletion from an admin table, reported by the page that holds the table: the row, and an editor
 * of the deleted record, leave the page when the list reloads, which can be in the same render as the answer
 * arrives, so a report inside them could be lost. The delete buttons submit through the fetcher `key` (with the
 * record's `id`); the answer names the deleted record: the success toast with its name, then `onDeleted(id)`, or
 * the refusal toast.
 */
export function useDeletionResult({
  key,
  texts,
  onDeleted,
}: {
  key: string;
  texts: { failed: string; deleted: string };
  onDeleted: (id: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<DeletionAnswer>({ key });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) =>
    result.ok
      ? {
          toast: { title: t.dynamic(texts.deleted, { name: result.name ?? '' }), variant: 'success' },
          after: () => onDeleted(result.id),
        }
      : { toast: refusalToast(t, t.dynamic(texts.failed), result) },
  );
}

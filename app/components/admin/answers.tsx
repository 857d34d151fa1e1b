import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';

/**
 * What the admin lawyer and category actions answer: success with the intent (a deletion names what it deleted),
 * or the refusal every action answers (codes and field messages are i18n keys or AppError codes).
 */
export type AdminActionResult =
  | { ok: true; intent: string; id?: string; name?: string; changed?: boolean; value?: boolean }
  | Refusal;

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
  const fetcher = useFetcher<AdminActionResult>({ key });
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) =>
    result.ok
      ? {
          toast: { title: t.dynamic(texts.deleted, { name: result.name ?? '' }), variant: 'success' },
          after: () => onDeleted(result.id ?? ''),
        }
      : { toast: { title: t.dynamic(texts.failed), description: refusalText(t, result), variant: 'error' } },
  );
}

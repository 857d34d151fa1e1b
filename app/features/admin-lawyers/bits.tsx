import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '#app/components/ui/toast.tsx';
import { translateCode } from '#app/features/questions/bits.tsx';
import { useT } from '#app/lib/lang.ts';
import type { TextKey } from '#i18n/keys.ts';
import type { TFunction } from '#i18n/texts.ts';
import type { AdminActionResult } from './form-data.ts';

// The multi-select of the lawyer forms, shared with the member's forms.
export { ChoiceChecks } from '#app/components/form/field.tsx';

/** The message of a refusal: the first field's message, else the code's (i18n key or AppError code). */
export function refusalText(t: TFunction, result: Extract<AdminActionResult, { ok: false }>): string {
  const first = Object.values(result.fields)[0];
  return translateCode(t, first ?? result.code);
}

/** Handles each answer of a fetcher once, when it has settled. */
export function useResult<T>(value: T | undefined, settled: boolean, handle: (value: T) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!settled || value === undefined || handled.current === value) return;
    handled.current = value;
    handle(value);
  });
}

/** The string values of a form, as the shared schemas read them. */
export function formInput(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Moves the focus to the first invalid control of a form (after a refused save). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  });
}

/**
 * The result of a deletion from an admin table, handled by the page that holds the table: the row, and an editor of
 * the deleted record, leave the page when the list reloads, which can be in the same render as the answer arrives,
 * so a handler inside them could be lost. The delete buttons submit through the fetcher `key` (with the record's
 * `id`); this hook shares it, remembers the name of the record being deleted from `records`, and reports the answer:
 * a refusal toast, or the success toast with the name, then `onDeleted(id)`.
 */
export function useDeletionResult({
  key,
  records,
  texts,
  onDeleted,
}: {
  key: string;
  records: readonly { id: string; name: string }[];
  texts: { failed: TextKey; deleted: TextKey };
  onDeleted: (id: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminActionResult>({ key });
  const deleting = useRef<{ id: string; name: string } | null>(null);
  const id = fetcher.formData?.get('id');
  const record = typeof id === 'string' ? records.find((r) => r.id === id) : undefined;
  useEffect(() => {
    if (record) deleting.current = { id: record.id, name: record.name };
  }, [record]);
  useResult(fetcher.data, fetcher.state !== 'submitting', (result) => {
    if (!result.ok) {
      toast({ title: t(texts.failed), description: refusalText(t, result), variant: 'error' });
      return;
    }
    const deleted = deleting.current;
    toast({ title: t(texts.deleted, { name: deleted?.name ?? '' }), variant: 'success' });
    if (deleted) onDeleted(deleted.id);
  });
}

import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { RequiredMark } from '#app/components/form/field.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { translateCode } from '#app/features/questions/bits.tsx';
import type { TFunction } from '#app/i18n/texts.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import type { AdminActionResult } from './form-data.ts';

/** The look of a chip that wraps a checkbox (multi-selects of the admin forms). */
const chipClass = cn(
  'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-background px-4 text-sm transition-colors',
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

/**
 * A multi-select as a group of checkbox chips (experience areas, languages): the stored values are posted as
 * repeated fields named `name`. Values the record already has outside the list are shown too, so saving keeps them.
 */
export function ChoiceChecks({
  id,
  name,
  legend,
  hint,
  options,
  defaultValues = [],
  error,
  required,
  requiredLabel,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
  defaultValues?: readonly string[];
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  onChange?: () => void;
}) {
  const extras = defaultValues
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: v }));
  const all = [...options, ...extras];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className="grid min-w-0 gap-2"
      aria-describedby={describedBy || undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required ? <RequiredMark label={requiredLabel ?? ''} /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {all.map((o) => (
          <label key={o.value} className={chipClass}>
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={defaultValues.includes(o.value)}
              onChange={onChange}
              className="peer sr-only"
            />
            <Check className="hidden size-4 text-primary peer-checked:block" aria-hidden />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

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
  texts: { failed: string; deleted: string };
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

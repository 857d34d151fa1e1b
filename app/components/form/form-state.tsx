import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { type ToastInput, toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { formInput } from '#domain/schemas/form.ts';

/** The values of a form, as `schema` reads them (its list-valued fields as lists). */
export function formValues(form: HTMLFormElement, schema?: z.ZodType): Record<string, string | string[]> {
  return formInput(new FormData(form), schema);
}

/**
 * Field errors (i18n keys) of a form: shown translated next to the inputs, cleared when the field changes,
 * and the focus moved to the first invalid field after a refused submit. `answered` are the field errors of the
 * newest answer (the action's, or the fetcher's): a different object is adopted in render (React's "adjusting
 * some state when a prop changes", docs/decisions/0017-forms.md), so a new refusal shows its errors.
 */
export function useFormErrors(
  formRef: React.RefObject<HTMLFormElement | null>,
  answered: Record<string, string> | undefined,
) {
  const { t } = useT();
  const [errors, setErrors] = useState<Record<string, string>>(answered ?? {});
  const [adopted, setAdopted] = useState(answered);
  const [focusTick, setFocusTick] = useState(0);
  if (answered !== adopted) {
    setAdopted(answered);
    if (answered) {
      setErrors(answered);
      setFocusTick((n) => n + 1);
    }
  }
  useEffect(() => {
    if (!focusTick) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of checkboxes is marked on its fieldset: its first box takes the focus.
    (invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
  }, [focusTick, formRef]);
  const clear = useCallback(
    (field: string) =>
      setErrors((e) => {
        if (!(field in e)) return e;
        const { [field]: _, ...rest } = e;
        return rest;
      }),
    [],
  );
  const err = (field: string) => (errors[field] ? t.dynamic(errors[field]) : undefined);
  return {
    errors,
    err,
    /** What ties a field to these errors: `<TextInputField {...field('email')} … />`. */
    field: fieldBinding(err, clear),
    /** Shows these errors (the browser's own check) and focuses the first invalid field. */
    show: useCallback((next: Record<string, string>) => {
      setErrors(next);
      setFocusTick((n) => n + 1);
    }, []),
    clear,
  };
}

/** A field's name, its message, and its message cleared when it changes (`field` of `useFormErrors`). */
export function fieldBinding(err: (field: string) => string | undefined, clear: (field: string) => void) {
  return (name: string) => ({ name, error: err(name), onChange: () => clear(name) });
}

/** What a new answer shows: its toast, and what it changes on the page (closing an editor, a tab). */
export interface AnswerOutcome {
  toast?: ToastInput;
  after?: () => void;
}

/**
 * The one way a form reports an answer it gets by script (docs/decisions/0017-forms.md): the answer last seen is
 * state, and a different settled answer is adopted in render (React's "adjusting some state when a prop
 * changes"); its outcome, worked out then from the answer, is shown after that render: the toast, then `after`.
 * An answer the component found when it mounted is not reported again.
 */
export function useAnswer<T>(
  answer: T | undefined,
  settled: boolean,
  outcome: (answer: T) => AnswerOutcome | undefined,
) {
  const [seen, setSeen] = useState(answer);
  const [shown, setShown] = useState<AnswerOutcome>();
  if (settled && answer !== seen) {
    setSeen(answer);
    setShown(answer === undefined ? undefined : { ...outcome(answer) });
  }
  useEffect(() => {
    if (shown?.toast) toast(shown.toast);
    shown?.after?.();
  }, [shown]);
}

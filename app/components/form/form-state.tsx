import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/lang.ts';
import { formInput } from './form-input.ts';

/** The values of a form, as the shared schemas read them (`multi`: fields with several values, as lists). */
export function formValues(
  form: HTMLFormElement,
  multi: readonly string[] = [],
): Record<string, string | string[]> {
  return formInput(new FormData(form), multi);
}

/**
 * Field errors (i18n keys) of a form: shown translated next to the inputs, cleared when the field changes,
 * and the focus moved to the first invalid field after a refused submit.
 */
export function useFormErrors(
  formRef: React.RefObject<HTMLFormElement | null>,
  initial: Record<string, string>,
) {
  const { t } = useT();
  const [errors, setErrors] = useState<Record<string, string>>(initial);
  const [focusTick, setFocusTick] = useState(0);
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
  return {
    errors,
    err: (field: string) => (errors[field] ? t.dynamic(errors[field]) : undefined),
    /** Shows these errors and focuses the first invalid field. */
    show: useCallback((next: Record<string, string>) => {
      setErrors(next);
      setFocusTick((n) => n + 1);
    }, []),
    clear,
  };
}

/** Handles each answer of a fetcher once (the same object is not handled twice). */
export function useOnce<T>(value: T | undefined, ready: boolean, handle: (value: T) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!ready || value === undefined || handled.current === value) return;
    handled.current = value;
    handle(value);
  });
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/lang.ts';

/** The string values of a form, as the shared schemas read them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
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
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
    err: (field: string) => (errors[field] ? t(errors[field]) : undefined),
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

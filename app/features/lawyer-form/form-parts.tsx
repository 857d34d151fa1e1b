import { Check } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Field } from '#app/features/appointment/fields.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { PROVINCES, provinceLabel } from '#domain/provinces.ts';
import { parseCommaList } from '#domain/schemas/lawyer.ts';

export { Field, RequiredMark } from '#app/features/appointment/fields.tsx';

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

/** A titled group of fields. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The two-column grid of short fields on wider screens (one column on phones). */
export function FieldGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/**
 * Specialties typed comma separated (member-admin-area §5), with the 10 case types as quick-pick chips that
 * add or remove their (stored, Thai) value in the text. The chips are toggle buttons (aria-pressed).
 */
export function AreasField({
  id,
  name,
  label,
  hint,
  error,
  required,
  requiredLabel,
  defaultValue = '',
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  defaultValue?: string;
  onChange?: () => void;
}) {
  const { t, lang } = useT();
  const [text, setText] = useState(defaultValue);
  const selected = parseCommaList(text);
  const toggle = (value: string) => {
    const list = parseCommaList(text);
    setText((list.includes(value) ? list.filter((v) => v !== value) : [...list, value]).join(', '));
    onChange?.();
  };
  return (
    <div className="grid gap-3">
      <Field
        id={id}
        label={label}
        required={required}
        requiredLabel={requiredLabel}
        hint={hint}
        error={error}
      >
        {(aria) => (
          <input
            {...aria}
            name={name}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              onChange?.();
            }}
          />
        )}
      </Field>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm text-muted-foreground">{t('lawyerform.areas.quickPick')}</legend>
        <div className="flex flex-wrap gap-2">
          {CASE_TYPES.map((c) => {
            const on = selected.includes(c.value);
            return (
              <button
                key={c.key}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(c.value)}
                data-testid={`area-chip-${c.key}`}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  on
                    ? 'border-primary bg-primary/10 font-medium text-foreground'
                    : 'border-border bg-background hover:bg-muted',
                )}
              >
                {on ? <Check className="size-4 text-primary" aria-hidden /> : null}
                {c.label[lang]}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** A province picker (the Thai name is the value), labelled in the interface language. */
export function ProvinceSelect({
  id,
  label,
  placeholder,
  error,
  required,
  requiredLabel,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  onChange?: () => void;
}) {
  const { lang } = useT();
  return (
    <Field id={id} label={label} required={required} requiredLabel={requiredLabel} error={error}>
      {(aria) => (
        <select {...aria} name="province" defaultValue="" onChange={onChange}>
          <option value="">{placeholder}</option>
          {PROVINCES.map((p) => (
            <option key={p.th} value={p.th}>
              {provinceLabel(p.th, lang)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
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

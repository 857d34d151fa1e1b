import type * as React from 'react';
import { Check } from '#app/components/ui/icons.tsx';
import { controlClass, FieldError, Label } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';

/** "*" after a required field's label, with the word "required" for screen readers. */
export function RequiredMark({ label }: { label: string }) {
  const { t } = useT();
  return (
    <>
      <span className="ms-1 text-destructive" aria-hidden>
        *
      </span>
      {label ? <span className="sr-only"> {t('punctuation.parenthesized', { text: label })}</span> : null}
    </>
  );
}

/** What every labelled field shows around its control: label (with "*" when required), hint and error. */
export type FieldProps = {
  id: string;
  label: string;
  /** Marks the field required for people and screen readers (aria-required); the schemas do the checking. */
  required?: boolean;
  requiredLabel?: string;
  hint?: string;
  error?: string;
};

/** A labelled control (input, select or textarea) with hint and error wired for screen readers. */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  hint,
  error,
  children,
}: FieldProps & {
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
    className: string;
  }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark label={requiredLabel ?? ''} /> : null}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        className: controlClass,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * One checkbox with its label beside it and its error below (a confirmation to tick); every other prop (name,
 * onChange...) goes to the `<input>`.
 */
export function CheckboxField({
  id,
  label,
  error,
  className,
  ...input
}: { id: string; label: string; error?: string } & Omit<React.ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span className="leading-6">{label}</span>
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled `<input>`; every other prop (name, type, defaultValue, onChange...) goes to the input. */
export function TextInputField({
  id,
  label,
  required,
  requiredLabel,
  hint,
  error,
  ...input
}: FieldProps & Omit<React.ComponentProps<'input'>, 'id' | 'required' | 'className'>) {
  return (
    <Field id={id} label={label} required={required} requiredLabel={requiredLabel} hint={hint} error={error}>
      {(aria) => <input {...aria} {...input} />}
    </Field>
  );
}

/** A labelled `<textarea>`; `className` is added to the control's look (e.g. 'resize-y'). */
export function TextareaField({
  id,
  label,
  required,
  requiredLabel,
  hint,
  error,
  className,
  ...textarea
}: FieldProps & Omit<React.ComponentProps<'textarea'>, 'id' | 'required'>) {
  return (
    <Field id={id} label={label} required={required} requiredLabel={requiredLabel} hint={hint} error={error}>
      {(aria) => <textarea {...aria} className={cn(aria.className, className)} {...textarea} />}
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

/** A labelled `<select>` of `options`, led by an empty choice showing `placeholder` when one is given. */
export function SelectField({
  id,
  label,
  required,
  requiredLabel,
  hint,
  error,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: readonly SelectOption[];
  placeholder?: string;
} & Omit<React.ComponentProps<'select'>, 'id' | 'required' | 'className' | 'children'>) {
  return (
    <Field id={id} label={label} required={required} requiredLabel={requiredLabel} hint={hint} error={error}>
      {(aria) => (
        <select {...aria} {...select}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
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

/** The look of a chip that wraps a checkbox (multi-selects of the lawyer forms). */
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

import type * as React from 'react';
import { RequiredMark } from '#app/components/form/field.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/utils.ts';

/** A group of radio choices with a visible legend (meeting type, urgency, time). */
export function ChoiceGroup({
  id,
  legend,
  required,
  requiredLabel,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  legend: React.ReactNode;
  required?: boolean;
  requiredLabel?: string;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className={cn('grid min-w-0 gap-3', className)}
      aria-describedby={describedBy || undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="mb-3 text-base font-medium">
        {legend}
        {required ? <RequiredMark label={requiredLabel ?? ''} /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-2 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** The look of a selectable card or chip that wraps a radio input. */
export const choiceClass = cn(
  'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 text-sm transition-colors',
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

import type * as React from 'react';
import { RequiredMark } from '#app/components/form/field.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/utils.ts';

/** A group of radio choices with a visible legend (a booking's meeting type, urgency and time; a review's stars; a notice's channel). */
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

/** How a choice that wraps a radio input shows that it is checked, hovered or focused. */
const checkedLook = cn(
  'relative cursor-pointer items-center rounded-lg border border-border bg-background px-3 py-2 text-sm transition-colors',
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

/** The look of a selectable card that wraps a radio input (a cell of a grid of choices). */
export const choiceClass = cn('flex min-h-11 gap-3', checkedLook);

/** The look of a chip that wraps a radio input (a row of short choices that wraps). */
export const chipChoiceClass = cn('inline-flex min-h-11 gap-2', checkedLook);

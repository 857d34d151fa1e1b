import { FieldError } from '#app/components/ui/input.tsx';

/**
 * One group of checkboxes of the ask form (its specialties, the languages the asker can use): a legend, an optional
 * hint, one labelled checkbox per choice, and the group's message.
 */
export function AskChoices({
  name,
  legend,
  hint,
  options,
  chosen,
  error,
  onToggle,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  error: string | undefined;
  onToggle: (value: string) => void;
  columns?: string;
}) {
  const errorId = `ask-${name}-error`;
  const hintId = `ask-${name}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="grid gap-2"
      data-testid={`ask-${name}`}
      aria-describedby={describedBy || undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="size-4 accent-primary"
            />
            <span className="text-sm">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

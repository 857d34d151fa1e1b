import { Label, selectClass } from '#app/components/ui/input.tsx';

/**
 * A labelled select of a plain GET search form (the lawyers' search, the published answers): "all" first, then the
 * options as given, the chosen one from the address.
 */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** The first choice, which filters nothing: its value in the address and its label. */
  all: { value: string; label: string };
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={defaultValue} className={selectClass}>
        <option value={all.value}>{all.label}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

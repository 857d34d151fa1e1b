import { ChoiceGroup } from '#app/components/form/choice-group.tsx';
import { Star } from '#app/components/ui/icons.tsx';

/**
 * A rating from 1 to `labels.length` as a row of stars over real radio inputs, in a fieldset with its legend: the
 * browser's own radio group (Tab into it, arrow keys move and choose; a screen reader hears the star's words and
 * "4 of 5"). Each star is a 44 × 44 px target; the stars up to the chosen one fill, and the chosen star's words show
 * beside the row, by CSS alone (`.star-rating` in app/app.css), so it works before and without JavaScript.
 */
export function StarRating({
  id,
  name,
  legend,
  labels,
  error,
  defaultValue,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  /** The words of each rating, from 1 star up ("4 stars, good"). */
  labels: readonly string[];
  error?: string;
  defaultValue?: string;
  onChange?: () => void;
}) {
  return (
    <ChoiceGroup id={id} legend={legend} error={error}>
      <div className="star-rating" data-testid="star-rating">
        <div className="star-rating-stars">
          {labels.map((label, i) => (
            <label key={label} className="star-rating-star">
              <input
                type="radio"
                name={name}
                value={i + 1}
                defaultChecked={defaultValue === String(i + 1)}
                onChange={onChange}
              />
              <Star aria-hidden />
              <span className="sr-only">{label}</span>
            </label>
          ))}
        </div>
        <span className="star-rating-words" aria-hidden>
          {labels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </span>
      </div>
    </ChoiceGroup>
  );
}

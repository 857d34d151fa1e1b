import { Star } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/utils.ts';
import { STARS } from '#domain/reviews.ts';

/** A review's stars: five icons, the first `stars` filled, with `label` (e.g. "4 out of 5 stars") for everyone. */
export function ReviewStars({
  stars,
  label,
  className,
}: {
  stars: number;
  label: string;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} data-stars={stars}>
      {STARS.map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= stars ? 'fill-accent text-accent' : 'text-muted-foreground/50')}
          aria-hidden
        />
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}

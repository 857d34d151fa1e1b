import { Star } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { STARS } from '#domain/reviews.ts';

/**
 * A review's stars wherever a review is shown (the profile, the lawyer's reviews page, moderation, the account
 * page): five icons, the first `stars` filled, and "4 out of 5 stars" in words for screen readers.
 */
export function ReviewStars({ stars, className }: { stars: number; className?: string }) {
  const { t } = useT();
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      data-testid="review-stars"
      data-stars={stars}
    >
      {STARS.map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= stars ? 'fill-accent text-accent' : 'text-muted-foreground/50')}
          aria-hidden
        />
      ))}
      <span className="sr-only">{t('reviewsPublic.stars', { stars })}</span>
    </span>
  );
}

import type { CSSProperties } from 'react';
import { BadgeCheck, Star } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { formatMonthYear } from '#domain/dates.ts';
import { LANGS, type Lang } from '#domain/i18n.ts';
import { RATING_DECIMALS } from '#domain/limits.ts';
import { thaiLang } from '#domain/text.ts';
import { isIllustration } from '#domain/uploads.ts';
import { avatarHue, avatarInitials } from './avatar.ts';

/**
 * The avatar (the lawyer's own photo, or a drawn portrait labelled as an illustration), or the name's initials on a
 * colour of its own (made here: no image is fetched).
 */
export function LawyerAvatar({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url: string | null;
  size?: 'md' | 'lg';
}) {
  const { t, lang } = useT();
  const box = size === 'lg' ? 'size-28 sm:size-32' : 'size-16';
  // Sized (no layout shift while it loads); the large one heads a profile or the featured card, so it loads at
  // once, while the small ones of a result list wait until they scroll into view.
  const px = size === 'lg' ? 128 : 64;
  if (url && isIllustration(url)) {
    // A drawn portrait (the demo's, domain/uploads.ts) says so: in its text, and under the large one in words.
    const label = t('search.card.illustration', { name });
    const image = (
      <img
        src={url}
        alt={label}
        title={label}
        width={px}
        height={px}
        className={cn(box, 'shrink-0 rounded-full object-cover')}
        loading={size === 'lg' ? 'eager' : 'lazy'}
        data-illustration
      />
    );
    if (size !== 'lg') return image;
    return (
      <span className="relative flex shrink-0 flex-col items-center">
        {image}
        <span
          className="-mt-3 rounded-full border bg-background px-2 py-0.5 text-xs text-muted-foreground"
          aria-hidden
        >
          {t('search.card.illustrationBadge')}
        </span>
      </span>
    );
  }
  if (url)
    return (
      <img
        src={url}
        alt={name}
        width={px}
        height={px}
        className={cn(box, 'shrink-0 rounded-full object-cover')}
        loading={size === 'lg' ? 'eager' : 'lazy'}
      />
    );
  const initials = avatarInitials(name);
  return (
    <span
      lang={thaiLang(initials, lang)}
      className={cn(
        box,
        'avatar-initials flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'lg' ? 'text-4xl' : 'text-xl',
      )}
      style={{ '--avatar-hue': avatarHue(name) } as CSSProperties}
      aria-hidden
      data-testid="avatar-initials"
    >
      {initials}
    </span>
  );
}

/** A rating as each language writes it, one decimal (a formatter made once per language, not per card). */
const RATING_FORMATS = Object.fromEntries(
  LANGS.map((l) => [
    l,
    new Intl.NumberFormat(l === 'zh' ? 'zh-CN' : l, {
      minimumFractionDigits: RATING_DECIMALS,
      maximumFractionDigits: RATING_DECIMALS,
    }),
  ]),
) as Record<Lang, Intl.NumberFormat>;

/** A rating in the page's language, one decimal ("4.3"). */
export const formatRating = (rating: number, lang: Lang) => RATING_FORMATS[lang].format(rating);

/**
 * A listing's figure and its number of reviews, both derived from the published reviews (`lawyers.rating` and
 * `lawyers.reviews`, docs/product-rules.md, "Reviews"): the figure with one decimal and the count when there is a
 * figure (from RATING_MIN_REVIEWS reviews on); below that only the count ("2 reviews"); 'no reviews yet' without any.
 */
export function Rating({
  rating,
  reviews,
  lang,
}: {
  rating: number | null;
  reviews: number | null;
  lang: Lang;
}) {
  const { t } = useT();
  if (rating === null)
    return (
      <span className="text-sm text-muted-foreground" data-testid="rating">
        {reviews ? t('search.card.reviews', { count: reviews }) : t('search.card.noReviews')}
      </span>
    );
  const value = formatRating(rating, lang);
  return (
    <span className="inline-flex items-center gap-1 text-sm" data-testid="rating">
      <Star className="size-4 fill-accent text-accent" aria-hidden />
      <span className="font-medium">{value}</span>
      {reviews !== null ? (
        <span className="text-muted-foreground">
          {t('punctuation.parenthesized', { text: t('search.card.reviews', { count: reviews }) })}
        </span>
      ) : null}
      <span className="sr-only">{t('search.card.ratingLabel', { rating: value })}</span>
    </span>
  );
}

/** At most `max` experience-area badges, then '+n'. */
export function AreaBadges({ areas, max, lang }: { areas: string[]; max: number; lang: Lang }) {
  const shown = areas.slice(0, max);
  const rest = areas.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((a) => (
        <li key={a} className="area-badge">
          {caseTypeLabel(a, lang)}
        </li>
      ))}
      {rest > 0 ? (
        <li
          className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground"
          data-testid="more-areas"
        >
          +{rest}
        </li>
      ) : null}
    </ul>
  );
}

/** The verified badge of a card: the licence checked, and the month of the check when it is known. */
export function VerifiedMark({ verifiedAt }: { verifiedAt?: string | null }) {
  const { t, lang } = useT();
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-medium text-success"
      data-testid="verified-mark"
    >
      <BadgeCheck className="size-4" aria-hidden />
      {verifiedAt
        ? t('search.card.verifiedOn', { month: formatMonthYear(verifiedAt, lang) })
        : t('search.card.verified')}
    </span>
  );
}

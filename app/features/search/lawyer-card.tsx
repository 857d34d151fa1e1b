import { Link } from 'react-router';
import { MapPin } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { CARD_MAX_AREAS } from '#domain/limits.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { AreaBadges, LawyerAvatar, Rating, VerifiedMark } from '../lawyers/lawyer-bits.tsx';

export interface CardLawyer {
  id: string;
  name: string;
  title: string | null;
  avatarUrl: string | null;
  province: string | null;
  experienceAreas: string[];
  rating: number | null;
  reviews: number | null;
}

/** A search result: name, title, rating with reviews, at most 3 areas plus '+n', link to /profile/{id}. */
export function LawyerCard({ lawyer }: { lawyer: CardLawyer }) {
  const { t, lang, href } = useT();
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="lawyer-card"
    >
      <div className="flex items-start gap-3">
        <LawyerAvatar name={lawyer.name} url={lawyer.avatarUrl} />
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-snug">
            <Link
              to={href(`/profile/${lawyer.id}`)}
              className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {lawyer.name}
            </Link>
          </h3>
          {lawyer.title ? <p className="text-sm text-muted-foreground">{lawyer.title}</p> : null}
          <VerifiedMark />
        </div>
      </div>
      <Rating rating={lawyer.rating} reviews={lawyer.reviews} lang={lang} />
      {lawyer.province ? (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden />
          {provinceLabel(lawyer.province, lang)}
        </p>
      ) : null}
      <AreaBadges areas={lawyer.experienceAreas} max={CARD_MAX_AREAS} lang={lang} />
      <Link
        to={href(`/profile/${lawyer.id}`)}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border text-sm font-medium hover:bg-muted"
        aria-label={t('search.card.viewProfileOf', { name: lawyer.name })}
      >
        {t('search.card.viewProfile')}
      </Link>
    </article>
  );
}

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
  verifiedAt?: string | null;
}

/** A search result: name, title, rating with reviews, at most 3 areas plus '+n', link to /profile/{id}. */
export function LawyerCard({ lawyer }: { lawyer: CardLawyer }) {
  const { t, lang, href } = useT();
  return (
    // Its classes are app/app.css's `lawyer-card`, `title-link` and `card-link`: a page lists many cards.
    <article className="lawyer-card" data-testid="lawyer-card">
      <div className="flex items-start gap-3">
        <LawyerAvatar name={lawyer.name} url={lawyer.avatarUrl} />
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-snug">
            <Link to={href(`/profile/${lawyer.id}`)} className="title-link">
              {lawyer.name}
            </Link>
          </h3>
          {lawyer.title ? <p className="text-sm text-muted-foreground">{lawyer.title}</p> : null}
          <VerifiedMark verifiedAt={lawyer.verifiedAt} />
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
        className="card-link"
        aria-label={t('search.card.viewProfileOf', { name: lawyer.name })}
      >
        {t('search.card.viewProfile')}
      </Link>
    </article>
  );
}

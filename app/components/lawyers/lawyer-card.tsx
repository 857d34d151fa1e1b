import { AreaBadges, LawyerAvatar, Rating, VerifiedMark } from '#app/components/lawyers/lawyer-marks.tsx';
import { Link } from '#app/components/link.tsx';
import { Briefcase, MapPin, ReceiptText } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatFee } from '#domain/fees.ts';
import { lawyerName, lawyerTitle } from '#domain/lawyer-names.ts';
import { CARD_MAX_AREAS } from '#domain/limits.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type * as search from './lawyer-card.server.ts';

/**
 * A search result: name, title, rating with reviews, the fee (or "ask for a quote") and years of experience, so
 * that results can be compared, at most 3 areas plus '+n', link to /profile/{id}. Its data is the search service's
 * `LawyerCard` (server/services/lawyers/search-lawyers.ts, through lawyer-card.server.ts): one type for both.
 */
export function LawyerCard({ lawyer }: { lawyer: search.LawyerCard }) {
  const { t, lang, href } = useT();
  const name = lawyerName(lawyer, lang);
  const title = lawyerTitle(lawyer, lang);
  const fee = formatFee(lawyer.feeMin, lawyer.feeMax, lawyer.feeUnit, lang);
  return (
    // Its classes are app/app.css's `lawyer-card`, `title-link` and `card-link`: a page lists many cards.
    <article className="lawyer-card" data-testid="lawyer-card">
      <div className="flex items-start gap-3">
        <LawyerAvatar name={name} url={lawyer.avatarUrl} />
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-snug">
            <Link to={href(`/profile/${lawyer.id}`)} className="title-link" lang={thaiLang(name, lang)}>
              {name}
            </Link>
          </h3>
          {title ? (
            <p className="text-sm text-muted-foreground" lang={thaiLang(title, lang)}>
              {title}
            </p>
          ) : null}
          <VerifiedMark verifiedAt={lawyer.verifiedAt} />
        </div>
      </div>
      <Rating rating={lawyer.rating} reviews={lawyer.reviews} lang={lang} />
      <p className="flex items-start gap-1 text-sm" data-testid="card-fee">
        <ReceiptText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="sr-only">{t('punctuation.label', { label: t('search.card.fee') })}</span>
          {fee ? <span className="font-semibold">{fee}</span> : t('search.card.feeOnRequest')}
        </span>
      </p>
      {lawyer.experience !== null && lawyer.experience > 0 ? (
        <p className="flex items-center gap-1 text-sm" data-testid="card-experience">
          <Briefcase className="size-4 shrink-0 text-primary" aria-hidden />
          {t('search.card.experience', { count: lawyer.experience })}
        </p>
      ) : null}
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
        aria-label={t('search.card.viewProfileOf', { name })}
      >
        {t('search.card.viewProfile')}
      </Link>
    </article>
  );
}

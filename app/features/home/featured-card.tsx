import { useRouteLoaderData } from 'react-router';
import { LawyerCard } from '#app/components/lawyers/lawyer-card.tsx';
import { AreaBadges, LawyerAvatar, Rating, VerifiedMark } from '#app/components/lawyers/lawyer-marks.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Phone } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import type { RootData } from '#app/root.tsx';
import { telHref } from '#domain/contact.ts';
import { featuredDescription } from '#domain/featured.ts';
import { lawyerName, lawyerTitle } from '#domain/lawyer-names.ts';
import { FEATURED_MAX_AREAS } from '#domain/limits.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type { loadHome } from './home.server.ts';

/** A featured lawyer as home's loader gives it: what a result card shows, and the description for the large card. */
type FeaturedLawyer = Exclude<Awaited<ReturnType<typeof loadHome>>['featured'], 'failed'>[number];

/**
 * The featured lawyers: the first as a large card, the others as search-result cards in a row that scrolls
 * sideways on a phone (a grid from the sm width up); the fallback contact box when there is none or they failed
 * to load.
 */
export function FeaturedLawyerSection({ featured }: { featured: FeaturedLawyer[] | 'failed' }) {
  const { t } = useT();
  const [first, ...others] = featured === 'failed' ? [] : featured;
  return (
    <section aria-labelledby="featured-heading" className="page py-10">
      <h2 id="featured-heading" className="text-2xl">
        {t('home.featured.heading')}
      </h2>
      <div className="mt-4">
        {featured === 'failed' ? (
          <FeaturedFallback failed />
        ) : first ? (
          <FeaturedCard lawyer={first} />
        ) : (
          <FeaturedFallback />
        )}
      </div>
      {others.length > 0 ? (
        // Positioned, so that what it holds (screen-reader-only texts are absolutely positioned) is clipped by its
        // sideways scroll instead of widening the page.
        <ul
          className={cn(
            'relative -mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0',
            wideColumns(others.length),
          )}
          data-testid="featured-more"
        >
          {others.map((lawyer) => (
            <li key={lawyer.id} className="w-72 max-w-[85vw] shrink-0 snap-start sm:w-auto sm:max-w-none">
              <LawyerCard lawyer={lawyer} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The small cards' grid never ends on a lone card: two a row from the sm width up, the last taking the whole row
 * when their number is odd; from lg up all in one row when they are two to four, otherwise rows of three (five as
 * three and two).
 */
function wideColumns(count: number) {
  if (count === 4) return 'lg:grid-cols-4';
  if (count === 2) return 'lg:grid-cols-2';
  return 'sm:[&>:last-child:nth-child(odd)]:col-span-2 lg:grid-cols-3 lg:[&>:last-child:nth-child(odd)]:col-span-1';
}

/** No featured lawyer (or it failed to load): the network's contact box. */
function FeaturedFallback({ failed = false }: { failed?: boolean }) {
  const { t } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const phone = root?.contact.networkPhone ?? '';
  return (
    <div className="rounded-xl border bg-card p-6" data-testid="featured-fallback">
      {failed ? <p className="sr-only">{t('home.featured.loadError')}</p> : null}
      <h3 className="text-xl">{t('home.featured.fallbackTitle')}</h3>
      <p className="mt-1 text-muted-foreground">{t('home.featured.fallbackBody')}</p>
      <Button asChild size="lg" className="mt-4">
        <a href={telHref(phone)}>
          <Phone aria-hidden />
          {phone}
        </a>
      </Button>
    </div>
  );
}

function FeaturedCard({ lawyer }: { lawyer: FeaturedLawyer }) {
  const { t, lang, href } = useT();
  const name = lawyerName(lawyer, lang);
  const title = lawyerTitle(lawyer, lang);
  const description = featuredDescription(lawyer, new Date(), lang);
  return (
    <article
      className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm sm:grid-cols-[auto_1fr]"
      data-testid="featured-card"
    >
      <LawyerAvatar name={name} url={lawyer.avatarUrl} size="lg" />
      <div className="grid content-start gap-2">
        <h3 className="text-xl" lang={thaiLang(name, lang)}>
          {name}
        </h3>
        {title ? (
          <p className="text-muted-foreground" lang={thaiLang(title, lang)}>
            {title}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <VerifiedMark verifiedAt={lawyer.verifiedAt} />
          {lawyer.rating !== null && lawyer.reviews ? (
            <Rating rating={lawyer.rating} reviews={lawyer.reviews} lang={lang} />
          ) : null}
          {lawyer.province ? (
            <span className="text-sm text-muted-foreground">{provinceLabel(lawyer.province, lang)}</span>
          ) : null}
        </div>
        <p data-testid="featured-description" lang={thaiLang(description, lang)}>
          {description}
        </p>
        <AreaBadges areas={lawyer.experienceAreas} max={FEATURED_MAX_AREAS} lang={lang} />
        <Button asChild className="mt-2 justify-self-start">
          <Link to={href(`/lawyers/${lawyer.id}`)}>{t('home.featured.viewProfile')}</Link>
        </Button>
      </div>
    </article>
  );
}

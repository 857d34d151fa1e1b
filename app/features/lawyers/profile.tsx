import {
  AreaBadges,
  formatRating,
  LawyerAvatar,
  Rating,
  VerifiedMark,
} from '#app/components/lawyers/lawyer-marks.tsx';
import { ResponsivenessNote } from '#app/components/lawyers/responsiveness-note.tsx';
import { ReviewStars } from '#app/components/lawyers/review-stars.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  Award,
  BadgeCheck,
  Briefcase,
  CalendarPlus,
  GraduationCap,
  Languages,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Star,
} from '#app/components/ui/icons.tsx';
import { selectClass } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { lineHref, telHref } from '#domain/contact.ts';
import { formatMonthYear } from '#domain/dates.ts';
import { districtLabel } from '#domain/districts.ts';
import { formatFee } from '#domain/fees.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { lawyerName, lawyerTitle } from '#domain/lawyer-names.ts';
import { provinceLabel } from '#domain/provinces.ts';
import {
  RATING_MIN_REVIEWS,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  STARS,
  SUB_RATINGS,
} from '#domain/reviews.ts';
import { thaiLang } from '#domain/text.ts';
import type { LawyerReviews, PublicLawyer, PublicReview } from './lawyer.server.ts';
import { REVIEWS_STARS_PARAM, reviewsHref } from './reviews-query.ts';

// The parts of a lawyer's profile page (app/routes/public/lawyer.tsx).

/** The not-found screen of an unknown or unverified listing. */
export function ProfileNotFound() {
  const { t, href } = useT();
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="lawyer-not-found"
    >
      <h1 className="text-2xl">{t('profile.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('profile.notFound.body')}</p>
      <Button asChild variant="outline">
        <Link to={href('/search')}>{t('profile.notFound.back')}</Link>
      </Button>
    </div>
  );
}

/** Search / the lawyer's name. */
export function ProfileBreadcrumb({ lawyer }: { lawyer: PublicLawyer }) {
  const { t, lang, href } = useT();
  const name = lawyerName(lawyer, lang);
  return (
    <nav aria-label={t('profile.breadcrumb')} className="text-sm text-muted-foreground">
      <Link to={href('/search')} className="hover:underline">
        {t('nav.search')}
      </Link>
      <span aria-hidden> / </span>
      <span lang={thaiLang(name, lang)}>{name}</span>
    </nav>
  );
}

/** What the lawyer's own user and admins see on a listing that is not verified yet. */
export function PendingVerification() {
  const { t } = useT();
  return (
    <p
      role="status"
      className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4"
      data-testid="pending-verification"
    >
      {t('profile.pendingVerification')}
    </p>
  );
}

/**
 * Name, title, verified badge and rating, fee (small screens), verification note, experience, how soon
 * they usually answer, areas; and the picture.
 */
export function ProfileHeader({
  lawyer,
  pendingVerification,
  responsiveHours = null,
}: {
  lawyer: PublicLawyer;
  pendingVerification: boolean;
  /** "Usually answers within N hours", null below the minimum of samples. */
  responsiveHours?: number | null;
}) {
  const { t, lang, href } = useT();
  const fee = formatFee(lawyer.feeMin, lawyer.feeMax, lawyer.feeUnit, lang);
  const name = lawyerName(lawyer, lang);
  const title = lawyerTitle(lawyer, lang);
  return (
    // The page's head, not a card: the name starts on the page grid's left edge (docs/look-and-feel.md, "Grid"),
    // the picture above it on a phone and beside it, on the right, from the sm width up.
    <section className="flex flex-col-reverse gap-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-2">
        <h1 className="text-2xl sm:text-3xl" lang={thaiLang(name, lang)}>
          {name}
        </h1>
        {title ? (
          <p className="text-lg text-muted-foreground" lang={thaiLang(title, lang)}>
            {title}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {pendingVerification ? null : <VerifiedMark verifiedAt={lawyer.verifiedAt} />}
          <Rating rating={lawyer.rating} reviews={lawyer.reviews} lang={lang} />
        </div>
        {/* On small screens the fee box is far below: the fee is shown here too. */}
        <p className="text-lg font-semibold text-primary lg:hidden" data-testid="profile-fee-top">
          <span className="sr-only">{t('punctuation.label', { label: t('profile.fee') })}</span>
          {fee ?? t('profile.feeOnRequest')}
        </p>
        {pendingVerification ? null : (
          <p className="text-sm text-muted-foreground" data-testid="verification-note">
            {lawyer.verifiedAt
              ? t('profile.verification.body', { month: formatMonthYear(lawyer.verifiedAt, lang) })
              : t('profile.verification.bodyNoDate')}{' '}
            {/* On a line of its own: in the medium weight, which arrives after the first paint, it would otherwise
                re-wrap the sentence's last line (a layout shift Lighthouse measured on /th). */}
            <Link
              to={href('/how-we-verify')}
              className="mt-1 block w-fit font-medium text-primary underline underline-offset-4"
            >
              {t('profile.verification.how')}
            </Link>
          </p>
        )}
        {lawyer.experience !== null && lawyer.experience > 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <Briefcase className="size-4 text-primary" aria-hidden />
            {t('profile.experience', { count: lawyer.experience })}
          </p>
        ) : null}
        <ResponsivenessNote hours={responsiveHours} />
        <div>
          <h2 className="sr-only">{t('profile.specialties')}</h2>
          <AreaBadges areas={lawyer.experienceAreas} max={lawyer.experienceAreas.length} lang={lang} />
        </div>
      </div>
      <LawyerAvatar name={name} url={lawyer.avatarUrl} size="lg" />
    </section>
  );
}

/** A titled list (education, achievements); nothing when empty. */
function ListSection({
  icon,
  title,
  items,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  items: string[];
  testId: string;
}) {
  const { lang } = useT();
  if (items.length === 0) return null;
  return (
    <section className="rounded-xl border bg-card p-5" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg">
        {icon}
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item} lang={thaiLang(item, lang)}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** About, languages, education, achievements. */
export function ProfileDetails({ lawyer }: { lawyer: PublicLawyer }) {
  const { t, lang } = useT();
  return (
    <>
      <section className="rounded-xl border bg-card p-5">
        <h2 className="text-lg">{t('profile.about')}</h2>
        {lawyer.description?.trim() ? (
          <p className="mt-2 whitespace-pre-line" lang={thaiLang(lawyer.description, lang)}>
            {lawyer.description.trim()}
          </p>
        ) : (
          <p className="mt-2">{t('profile.noDetails')}</p>
        )}
      </section>

      {lawyer.languages.length > 0 ? (
        <section className="rounded-xl border bg-card p-5">
          <h2 className="flex items-center gap-2 text-lg">
            <Languages className="size-5 text-primary" aria-hidden />
            {t('profile.languages')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {lawyer.languages.map((l) => (
              <li key={l} className="rounded-full border px-3 py-0.5 text-sm">
                {lawyerLanguageLabel(l, lang)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ListSection
        icon={<GraduationCap className="size-5 text-primary" aria-hidden />}
        title={t('profile.education')}
        items={lawyer.education}
        testId="education"
      />
      <ListSection
        icon={<Award className="size-5 text-primary" aria-hidden />}
        title={t('profile.achievements')}
        items={lawyer.achievements}
        testId="achievements"
      />
    </>
  );
}

/** The side panel: where, phone, e-mail, LINE, the contact buttons, the fee and the network's box. */
export function ProfileContact({
  lawyer,
  network,
  bookingHref,
}: {
  lawyer: PublicLawyer;
  network: { email: string; phone: string };
  bookingHref: string;
}) {
  const { t, lang, href } = useT();
  const fee = formatFee(lawyer.feeMin, lawyer.feeMax, lawyer.feeUnit, lang);
  const name = lawyerName(lawyer, lang);
  // The district and province in the page's language (domain/districts.ts, domain/provinces.ts); a district that
  // is not in the table stays as the lawyer wrote it, marked as Thai.
  const district = lawyer.district ? districtLabel(lawyer.district, lang) : null;
  const province = lawyer.province ? provinceLabel(lawyer.province, lang) : null;
  const networkEmail = network.email;
  const networkPhone = network.phone;
  return (
    <aside className="grid content-start gap-4" aria-label={t('profile.contact')}>
      <section className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="text-lg">{t('profile.contact')}</h2>
        <dl className="mt-3 grid gap-2 text-sm">
          {district || province ? (
            <div>
              <dt className="sr-only">{t('profile.location')}</dt>
              <dd className="flex gap-2">
                <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
                <span>
                  {district ? <span lang={thaiLang(district, lang)}>{district}</span> : null}
                  {district && province ? ', ' : null}
                  {province}
                </span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">{t('profile.phone')}</dt>
            <dd className="flex gap-2" data-testid="profile-phone">
              <Phone className="size-4 shrink-0 text-primary" aria-hidden />
              {lawyer.phone}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('profile.email')}</dt>
            <dd className="flex gap-2 wrap-anywhere">
              <Mail className="size-4 shrink-0 text-primary" aria-hidden />
              {networkEmail}
            </dd>
          </div>
          {lawyer.lineId ? (
            <div>
              <dt className="sr-only">LINE</dt>
              <dd className="flex gap-2">
                <MessageCircle className="size-4 shrink-0 text-primary" aria-hidden />
                {lawyer.lineId}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-4 grid gap-2">
          <Button asChild variant="accent" size="lg">
            <a href={bookingHref} target="_blank" rel="noopener" data-testid="book-appointment">
              <CalendarPlus aria-hidden />
              {t('actions.bookAppointment')}
              <span className="sr-only">{t('profile.opensNewTab')}</span>
            </a>
          </Button>
          <Button asChild size="lg">
            <a href={telHref(lawyer.phone)}>
              <Phone aria-hidden />
              {t('profile.call')}
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={`mailto:${networkEmail}?subject=${encodeURIComponent(name)}`}>
              <Mail aria-hidden />
              {t('profile.sendEmail')}
            </a>
          </Button>
          {lawyer.lineId ? (
            <Button asChild variant="outline" size="lg">
              <a href={lineHref(lawyer.lineId)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                {t('profile.line')}
              </a>
            </Button>
          ) : null}
        </div>
      </section>

      <section className="rounded-xl border bg-card p-5">
        <h2 className="text-lg">{t('profile.fee')}</h2>
        <p className="mt-1 text-xl font-semibold text-primary" data-testid="profile-fee">
          {fee ?? t('profile.feeOnRequest')}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t('profile.feeNote')}</p>
      </section>

      <section className="rounded-xl border border-primary/30 bg-primary/5 p-5">
        <h2 className="flex items-center gap-2 text-lg">
          <BadgeCheck className="size-5 text-primary" aria-hidden />
          {t('profile.network.title')}
        </h2>
        <p className="mt-1 text-sm">{t('profile.network.body')}</p>
        <p className="mt-2 text-sm">
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={telHref(networkPhone)}
          >
            {t('profile.network.phone', { phone: networkPhone })}
          </a>
        </p>
      </section>

      {lawyer.claimable ? (
        <section className="rounded-xl border border-dashed p-5" data-testid="profile-claim">
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={href(`/lawyers/${lawyer.id}/claim`)}
          >
            {t('claim.profileLink')}
          </a>
          <p className="mt-1 text-sm text-muted-foreground">{t('claim.profileHint')}</p>
        </section>
      ) : null}
    </aside>
  );
}

/**
 * The contact bar of small screens: call, LINE and book at the bottom of the screen, hidden from md up
 * (`contact-bar` in app/app.css gives the page room for it below the footer). The phone is the one the profile
 * shows (server/services/lawyers/public-lawyer.ts: the network's unless the lawyer is a member); LINE is the
 * lawyer's own id, else the network's official account (`NETWORK_LINE_ID` of server/config.ts).
 */
export function ContactBar({
  phone,
  ownPhone,
  lineId,
  ownLine,
  bookingHref,
}: {
  phone: string;
  ownPhone: boolean;
  lineId: string;
  ownLine: boolean;
  bookingHref: string;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('profile.bar.label')} className="contact-bar" data-testid="contact-bar">
      <Button asChild variant="outline">
        <a href={telHref(phone)} aria-label={ownPhone ? t('profile.call') : t('profile.bar.callNetwork')}>
          <Phone aria-hidden />
          {t('profile.bar.call')}
        </a>
      </Button>
      {lineId ? (
        <Button asChild variant="outline">
          <a
            href={lineHref(lineId)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={ownLine ? t('profile.line') : t('profile.bar.lineNetwork')}
          >
            <MessageCircle aria-hidden />
            LINE
          </a>
        </Button>
      ) : null}
      <Button asChild variant="accent">
        <a href={bookingHref}>
          <CalendarPlus aria-hidden />
          {t('actions.bookAppointment')}
        </a>
      </Button>
    </nav>
  );
}

/**
 * The profile's reviews (docs/product-rules.md, "Reviews"): the figure and the number of published reviews (no
 * figure below RATING_MIN_REVIEWS), the distribution of stars, the sub-rating averages, how ratings work, and a page
 * of reviews with the lawyer's replies. A page without scripts: the star filter is a GET form and the pages links.
 */
export function ProfileReviews({ lawyer, reviews }: { lawyer: PublicLawyer; reviews: LawyerReviews }) {
  const { t, lang } = useT();
  const constants = {
    weight: RATING_PRIOR_WEIGHT,
    mean: RATING_PRIOR_MEAN,
    min: RATING_MIN_REVIEWS,
  };
  const widest = Math.max(1, ...STARS.map((s) => reviews.distribution[s]));
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="grid gap-4 rounded-xl border bg-card p-5"
      data-testid="reviews"
    >
      <h2 id="reviews-title" className="text-lg">
        {t('reviewsPublic.title')}
      </h2>
      {reviews.count === 0 ? (
        <p data-testid="reviews-empty">{t('reviewsPublic.empty')}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
          <div className="grid content-start gap-1" data-testid="reviews-summary">
            {lawyer.rating !== null ? (
              <>
                <p className="flex items-center gap-2 text-3xl font-semibold">
                  <Star className="size-7 fill-accent text-accent" aria-hidden />
                  <span data-testid="reviews-figure">
                    {t('reviewsPublic.figure', { rating: formatRating(lawyer.rating, lang) })}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground" data-testid="reviews-count">
                  {t('reviewsPublic.basedOn', { count: reviews.count })}
                </p>
              </>
            ) : (
              <>
                <p className="text-sm text-muted-foreground" data-testid="reviews-count">
                  {t('reviewsPublic.basedOn', { count: reviews.count })}
                </p>
                <p className="text-sm" data-testid="reviews-not-enough">
                  {t('reviewsPublic.notEnough', { min: RATING_MIN_REVIEWS })}
                </p>
              </>
            )}
          </div>
          <div className="grid gap-4">
            <div>
              <h3 className="text-base font-semibold">{t('reviewsPublic.distribution')}</h3>
              <ul className="mt-2 grid gap-1 text-sm" data-testid="reviews-distribution">
                {[...STARS].reverse().map((s) => (
                  <li key={s} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2">
                    <span aria-hidden>{t('reviewsPublic.starsShort', { stars: s })}</span>
                    <span aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                      <span
                        className="block h-full rounded-full bg-accent"
                        style={{ width: `${(reviews.distribution[s] / widest) * 100}%` }}
                      />
                    </span>
                    <span aria-hidden className="text-right tabular-nums">
                      {reviews.distribution[s]}
                    </span>
                    <span className="sr-only">
                      {t('reviewsPublic.distributionRow', { stars: s, count: reviews.distribution[s] })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {reviews.subRatings ? (
              <div>
                <h3 className="text-base font-semibold">{t('reviewsPublic.subRatings')}</h3>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3" data-testid="reviews-sub-ratings">
                  {SUB_RATINGS.map((key) => (
                    <div key={key}>
                      <dt className="text-muted-foreground">{t(`reviewsPublic.subRating.${key}`)}</dt>
                      <dd className="font-medium">
                        {t('reviewsPublic.subRatingValue', {
                          value: formatRating(reviews.subRatings![key], lang),
                        })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </div>
        </div>
      )}

      <details className="rounded-lg border p-3 text-sm" data-testid="reviews-how">
        <summary className="cursor-pointer font-medium">{t('reviewsPublic.how.title')}</summary>
        <p className="mt-2">{t('reviewsPublic.how.who')}</p>
        <p className="mt-2 font-medium">{t('reviewsPublic.how.formula', constants)}</p>
        <p className="mt-2">{t('reviewsPublic.how.why', constants)}</p>
      </details>

      {reviews.count > 0 ? (
        <form method="get" action="#reviews" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm">
            {t('reviewsPublic.filter.label')}
            <select
              name={REVIEWS_STARS_PARAM}
              defaultValue={reviews.stars ?? ''}
              className={cn(selectClass, 'w-auto min-w-40')}
              data-testid="reviews-stars-filter"
            >
              <option value="">{t('reviewsPublic.filter.all')}</option>
              {[...STARS].reverse().map((s) => (
                <option key={s} value={s}>
                  {t('reviewsPublic.starsShort', { stars: s })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline" size="sm">
            {t('reviewsPublic.filter.submit')}
          </Button>
        </form>
      ) : null}

      {reviews.count > 0 && reviews.items.length === 0 && reviews.stars !== null ? (
        <p>{t('reviewsPublic.filter.none', { stars: reviews.stars })}</p>
      ) : null}
      {reviews.items.length > 0 ? (
        <ul aria-label={t('reviewsPublic.list')} className="grid gap-4" data-testid="review-list">
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}

      {reviews.pages > 1 ? (
        <nav
          aria-label={t('reviewsPublic.pages.label')}
          className="flex flex-wrap items-center gap-3 text-sm"
          data-testid="reviews-pages"
        >
          {reviews.page > 1 ? (
            <a
              href={reviewsHref(reviews.page - 1, reviews.stars)}
              rel="prev"
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('reviewsPublic.pages.previous')}
            </a>
          ) : null}
          <span aria-current="page">
            {t('reviewsPublic.pages.current', { page: reviews.page, pages: reviews.pages })}
          </span>
          {reviews.page < reviews.pages ? (
            <a
              href={reviewsHref(reviews.page + 1, reviews.stars)}
              rel="next"
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('reviewsPublic.pages.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** One review: stars, who, how it was verified and when, the text, and the lawyer's reply under it. */
function ReviewItem({ review }: { review: PublicReview }) {
  const { t, lang } = useT();
  const author =
    review.author.kind === 'named'
      ? review.author.name
      : review.author.kind === 'member'
        ? t('reviewsPublic.author.member')
        : t('reviewsPublic.author.former');
  return (
    <li className="grid gap-2 border-t pt-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars stars={review.stars} />
        <span
          className="font-medium"
          lang={review.author.kind === 'named' ? thaiLang(author, lang) : undefined}
          data-testid="review-author"
        >
          {author}
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1 font-medium text-success">
          <BadgeCheck className="size-4" aria-hidden />
          {t('reviewsPublic.verified')}
        </span>
        <span>{t(`reviewsPublic.source.${review.source}`)}</span>
        <span>{t('reviewsPublic.consulted', { month: formatMonthYear(review.consultedAt, lang) })}</span>
      </p>
      {review.text ? (
        <p className="whitespace-pre-line" lang={thaiLang(review.text, lang)} data-testid="review-text">
          {review.text}
        </p>
      ) : null}
      {review.reply ? (
        <div
          className="ml-4 rounded-lg border-l-4 border-primary/40 bg-muted/40 p-3"
          data-testid="review-reply"
        >
          <p className="text-sm font-medium">{t('reviewsPublic.reply')}</p>
          <p className="mt-1 whitespace-pre-line text-sm" lang={thaiLang(review.reply, lang)}>
            {review.reply}
          </p>
        </div>
      ) : null}
    </li>
  );
}

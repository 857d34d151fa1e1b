import type { ReactNode } from 'react';
import { ReviewStars } from '#app/components/lawyers/review-stars.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ArrowRight, CalendarDays, Check, Pencil, Star, UserCircle } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { dayLabel, labelOf } from '#app/features/appointments/appointment-view.tsx';
import { useT } from '#app/lib/lang.ts';
import { MEETING_TYPES } from '#domain/booking.ts';
import { DESK_APPOINTMENT_DAYS, LISTING_CHECKS, type ListingCheck } from '#domain/lawyer-desk.ts';
import { thaiLang } from '#domain/text.ts';
import type { LawyerDeskData } from './lawyer-desk.server.ts';

/** Where the own-listing editor (/account/lawyer) has the field of each part a listing may lack. */
const LISTING_FIELD: Record<ListingCheck, string> = {
  photo: 'lawyer-avatar',
  title: 'lawyer-title',
  description: 'lawyer-description',
  specialties: 'lawyer-specialties',
  fees: 'lawyer-fee-min',
  languages: 'lawyer-languages',
  experience: 'lawyer-experience',
  education: 'lawyer-education',
  contact: 'lawyer-phone',
};

/** A titled panel beside the cases, with a link to its own page at the bottom. */
function DeskPanel({
  id,
  icon,
  title,
  more,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      <Button asChild variant="link" size="sm" className="mt-2 px-0">
        <Link to={more.to}>
          {more.label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}

/** The listing's requested and confirmed appointments of the next days. */
export function UpcomingAppointments({ appointments }: { appointments: LawyerDeskData['appointments'] }) {
  const { t, lang, href } = useT();
  const days = DESK_APPOINTMENT_DAYS;
  return (
    <DeskPanel
      id="desk-appointments"
      icon={<CalendarDays className="size-5 text-primary" aria-hidden />}
      title={t('inbox.desk.appointments.title', { days })}
      more={{ to: href('/account/appointments'), label: t('inbox.desk.appointments.all') }}
    >
      {appointments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('inbox.desk.appointments.empty', { days })}</p>
      ) : (
        <ul className="grid gap-2">
          {appointments.map((a) => (
            <li key={a.id} className="grid gap-0.5 rounded-lg bg-muted/50 p-2 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-2 font-medium">
                {dayLabel(a.preferredDate, lang)} · {a.timeSlot}
                <StatusBadge kind="appointment" status={a.status} lang={lang} />
              </span>
              <span lang={thaiLang(a.name, lang)}>
                {a.name} · {labelOf(MEETING_TYPES, a.meetingType, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}

/** What a client reads on the listing and is missing, each linking to its field in the editor. */
export function ListingCompleteness({ listing }: { listing: LawyerDeskData['listing'] }) {
  const { t, href } = useT();
  const done = LISTING_CHECKS.length - listing.missing.length;
  return (
    <DeskPanel
      id="desk-listing"
      icon={<UserCircle className="size-5 text-primary" aria-hidden />}
      title={t('inbox.desk.listing.title')}
      more={{ to: href('/account/lawyer'), label: t('inbox.desk.listing.edit') }}
    >
      {listing.missing.length === 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <Check className="size-4 text-primary" aria-hidden />
          {t('inbox.desk.listing.complete')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('inbox.desk.listing.progress', { done, total: LISTING_CHECKS.length })}
          </p>
          <progress
            className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            value={done}
            max={LISTING_CHECKS.length}
            aria-hidden
          />
          <ul className="mt-2 grid gap-1" data-testid="listing-missing">
            {listing.missing.map((check) => (
              <li key={check}>
                <Link
                  to={href(`/account/lawyer#${LISTING_FIELD[check]}`)}
                  className="flex items-center gap-2 rounded-lg p-1.5 text-sm text-primary underline-offset-4 hover:underline"
                >
                  <Pencil className="size-3.5 shrink-0" aria-hidden />
                  {check === 'photo' && listing.illustration
                    ? t('inbox.desk.listing.replaceIllustration')
                    : t(`inbox.desk.listing.missing.${check}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </DeskPanel>
  );
}

/** The latest published reviews of the listing, each with a way to its reply form on the reviews page. */
export function LatestReviews({ reviews }: { reviews: LawyerDeskData['reviews'] }) {
  const { t, lang, href } = useT();
  return (
    <DeskPanel
      id="desk-reviews"
      icon={<Star className="size-5 text-primary" aria-hidden />}
      title={t('inbox.desk.reviews.title')}
      more={{ to: href('/account/reviews'), label: t('inbox.desk.reviews.all', { count: reviews.total }) }}
    >
      {reviews.total === 0 ? (
        <p className="text-sm text-muted-foreground">{t('inbox.desk.reviews.empty')}</p>
      ) : (
        <>
          {reviews.unanswered > 0 ? (
            <p className="text-sm font-medium">
              {t('inbox.desk.reviews.unanswered', { count: reviews.unanswered })}
            </p>
          ) : null}
          <ul className="mt-2 grid gap-2">
            {reviews.latest.map((r) => {
              const author =
                r.authorName ??
                (r.formerMember ? t('reviewsPublic.author.former') : t('reviewsPublic.author.member'));
              return (
                <li
                  key={r.id}
                  className="grid gap-1 rounded-lg bg-muted/50 p-2 text-sm"
                  data-testid="desk-review"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium" lang={thaiLang(author, lang)}>
                      {author}
                    </span>
                    <ReviewStars stars={r.stars} />
                  </span>
                  {r.excerpt ? (
                    <span className="line-clamp-2 break-words" lang={thaiLang(r.excerpt, lang)}>
                      {r.excerpt}
                    </span>
                  ) : null}
                  {r.replied ? (
                    <span className="text-xs text-muted-foreground">{t('inbox.desk.reviews.replied')}</span>
                  ) : (
                    <Button asChild size="sm" variant="outline" className="justify-self-start">
                      <Link to={href(`/account/reviews#own-review-${r.id}`)}>
                        {t('inbox.desk.reviews.reply')}
                      </Link>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </DeskPanel>
  );
}

import { ResponsivenessNote } from '#app/components/lawyers/responsiveness-note.tsx';
import { Link } from '#app/components/link.tsx';
import { useT } from '#app/lib/lang.ts';
import { ActiveCases, ClosedCases } from './desk-cases.tsx';
import { DeskInvitations } from './desk-invitations.tsx';
import { LatestReviews, ListingCompleteness, UpcomingAppointments } from './desk-panels.tsx';
import type { LawyerDeskData } from './lawyer-desk.server.ts';

/**
 * The lawyer's desk (the inbox of an account linked to a listing, docs/product-rules.md "The lawyer's desk"): the
 * invitations waiting for an answer and the active cases first; beside them (below on a phone) the appointments of
 * the next days, what the listing lacks and the latest reviews.
 */
export function LawyerDesk({ desk }: { desk: LawyerDeskData }) {
  const { t, href } = useT();
  return (
    <section aria-labelledby="desk-heading" data-testid="lawyer-desk">
      <h2 id="desk-heading" className="sr-only">
        {t('inbox.desk.title')}
      </h2>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-8">
          <DeskInvitations invitations={desk.invitations} />
          <ActiveCases cases={desk.active} />
          <ClosedCases cases={desk.closed} />
        </div>
        <div className="grid content-start gap-4">
          <ResponsivenessNote hours={desk.responsiveHours} className="text-muted-foreground" />
          <UpcomingAppointments appointments={desk.appointments} />
          <Link
            className="inline-flex min-h-11 items-center text-sm text-primary underline"
            to={href('/account/calendar')}
          >
            {t('header.myCalendar')}
          </Link>
          <ListingCompleteness listing={desk.listing} />
          <LatestReviews reviews={desk.reviews} />
        </div>
      </div>
    </section>
  );
}

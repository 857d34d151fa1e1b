import { BackLink } from '#app/components/layout/back-link.tsx';
import { Link } from '#app/components/link.tsx';
import { CalendarClock, CalendarDays } from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import {
  loadOwnAppointments,
  ownAppointmentsAction,
} from '#app/features/appointments/own/own-appointments.server.ts';
import { OwnAppointmentCard } from '#app/features/appointments/own/own-appointments.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/account-appointments';

export const loader = ({ context, url }: Route.LoaderArgs) => loadOwnAppointments(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  ownAppointmentsAction(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('ownAppointments.meta.title'),
    noindex: true,
  }));

/**
 * The linked lawyer's appointment requests, newest first, each with the buttons of the statuses it may move to
 * (docs/product-rules.md, "Booking a consultation"); not found for anyone without a linked listing.
 */
export default function AccountAppointmentsPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { appointments } = loaderData;
  return (
    <div className="page py-8 sm:py-12 *:max-w-measure">
      <BackLink to={href('/account')}>{t('ownAppointments.back')}</BackLink>
      <header className="mt-2">
        <h1 className="text-2xl sm:text-3xl">{t('ownAppointments.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('ownAppointments.lead')}</p>
        <Link
          className="mt-2 inline-flex min-h-11 items-center gap-1 text-primary underline"
          to={href('/account/calendar')}
          data-testid="own-appointments-calendar"
        >
          <CalendarClock className="size-4" aria-hidden />
          {t('header.myCalendar')}
        </Link>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('ownAppointments.count', { count: appointments.length })}
        </p>
      </header>
      {appointments.length === 0 ? (
        <div
          className="mt-8 grid justify-items-center gap-2 rounded-xl border border-dashed p-8 text-center"
          data-testid="own-appointments-empty"
        >
          <CalendarDays className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('ownAppointments.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('ownAppointments.emptyText')}</p>
        </div>
      ) : (
        <ol className="mt-8 grid gap-4" aria-label={t('ownAppointments.listLabel')}>
          {appointments.map((r) => (
            <li key={r.id}>
              <OwnAppointmentCard appointment={r} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

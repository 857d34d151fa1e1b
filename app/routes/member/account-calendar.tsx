import { fromContext } from '#app/context.server.ts';
import { AvailabilityForm } from '#app/features/calendars/availability-form.tsx';
import { CalendarHeader } from '#app/features/calendars/calendar-header.tsx';
import { CalendarPreview } from '#app/features/calendars/calendar-preview.tsx';
import { lawyerCalendarAction, loadLawyerCalendar } from '#app/features/calendars/lawyer-calendar.server.ts';
import { OwnDays } from '#app/features/calendars/own-days.tsx';
import { ScheduleView } from '#app/features/calendars/schedule-view.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/account-calendar';

export const loader = ({ context, url }: Route.LoaderArgs) => loadLawyerCalendar(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  lawyerCalendarAction(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('calendar.meta.title'), noindex: true }));

/**
 * The lawyer's calendar (docs/product-rules.md, "Lawyers' calendars"): requests to answer and the day or week
 * schedule first, then the weekly hours, the days of their own, the next free slots and the public holidays.
 * Not found for anyone but the listing's lawyer, or an administrator with `?lawyer=`.
 */
export default function AccountCalendarPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <div className="page grid min-w-0 gap-10 py-8 sm:py-12">
      <CalendarHeader owner={d.owner} />
      <ScheduleView data={d} />
      <div className="grid min-w-0 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-10">
          <AvailabilityForm settings={d.settings} />
          <OwnDays days={d.ownDays} today={d.today} />
        </div>
        <CalendarPreview preview={d.preview} holidays={d.holidays} />
      </div>
    </div>
  );
}

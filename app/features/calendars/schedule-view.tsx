import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { ChevronLeft, ChevronRight } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { addIsoDays } from '#domain/dates.ts';
import { useBookingToasts } from './booking-actions.tsx';
import { BookingCard } from './booking-card.tsx';
import { useCalendarLink } from './calendar-header.tsx';
import type { LawyerCalendarData } from './lawyer-calendar.server.ts';
import { ScheduleDayCard } from './schedule-day.tsx';

/** Day / week, previous / today / next: links, so the schedule works without JavaScript. */
function RangeNav({ range, today }: Pick<LawyerCalendarData, 'range' | 'today'>) {
  const { t } = useT();
  const link = useCalendarLink();
  const step = range.view === 'week' ? 7 : 1;
  const tab = (view: 'day' | 'week') =>
    cn(buttonVariants({ variant: range.view === view ? 'default' : 'outline', size: 'sm' }), 'min-h-11');
  const nav = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11');
  return (
    <nav aria-label={t('calendar.schedule.title')} className="flex flex-wrap items-center gap-2">
      <Link
        className={tab('day')}
        to={link({ view: 'day', move: null })}
        aria-current={range.view === 'day' ? 'page' : undefined}
      >
        {t('calendar.schedule.day')}
      </Link>
      <Link
        className={tab('week')}
        to={link({ view: 'week', move: null })}
        aria-current={range.view === 'week' ? 'page' : undefined}
      >
        {t('calendar.schedule.week')}
      </Link>
      <span className="flex-1" />
      <Link
        className={nav}
        to={link({ day: addIsoDays(range.day, -step), move: null })}
        data-testid="schedule-prev"
      >
        <ChevronLeft aria-hidden />
        {t('calendar.schedule.prev')}
      </Link>
      <Link className={nav} to={link({ day: today, move: null })}>
        {t('calendar.schedule.today')}
      </Link>
      <Link
        className={nav}
        to={link({ day: addIsoDays(range.day, step), move: null })}
        data-testid="schedule-next"
      >
        {t('calendar.schedule.next')}
        <ChevronRight aria-hidden />
      </Link>
    </nav>
  );
}

/**
 * The schedule first (docs/product-rules.md, "Lawyers' calendars"): the requests waiting for an answer, oldest
 * first, then the day or the week (on a phone a list of days) with the bookings in their slots.
 */
export function ScheduleView({ data }: { data: LawyerCalendarData }) {
  const { t } = useT();
  useBookingToasts();
  const { requests, bookings, days, range, today, move } = data;
  return (
    <div className="grid min-w-0 gap-8">
      <section aria-labelledby="calendar-requests" className="grid min-w-0 gap-3">
        <h2 id="calendar-requests" className="text-xl">
          {t('calendar.requests.title')} <span className="text-muted-foreground">({requests.length})</span>
        </h2>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="calendar-requests-empty">
            {t('calendar.requests.empty')}
          </p>
        ) : (
          <ol className="grid gap-3 md:grid-cols-2">
            {requests.map((b) => (
              <li key={b.id} className="min-w-0">
                <BookingCard booking={b} move={move} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="calendar-schedule" className="grid min-w-0 gap-3">
        <h2 id="calendar-schedule" className="text-xl">
          {t('calendar.schedule.title')}
        </h2>
        <RangeNav range={range} today={today} />
        <ol
          className={cn('grid min-w-0 gap-3', range.view === 'week' && 'md:grid-cols-2 xl:grid-cols-4')}
          data-testid="schedule-days"
        >
          {days.map((day) => (
            <li key={day.day} className="min-w-0">
              <ScheduleDayCard
                day={day}
                today={day.day === today}
                bookings={bookings.filter((b) => b.date === day.day)}
                compact={range.view === 'week'}
                move={move}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

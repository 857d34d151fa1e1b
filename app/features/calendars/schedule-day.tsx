import { Link } from '#app/components/link.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { dayLabel } from '../appointments/appointment-view.tsx';
import { BookingCard } from './booking-card.tsx';
import { useCalendarLink } from './calendar-header.tsx';
import type { CalendarBooking, LawyerCalendarData } from './lawyer-calendar.server.ts';

type Day = LawyerCalendarData['days'][number];

/** Why a day is closed, or its hours (and break). */
function DayHoursLine({ day }: { day: Day }) {
  const { t, lang } = useT();
  if (day.closed === 'leave') return <>{t('calendar.schedule.leave')}</>;
  if (day.closed === 'holiday')
    return <>{t('calendar.schedule.holiday', { name: day.holiday?.[lang] ?? '' })}</>;
  if (!day.hours) return <>{t('calendar.schedule.weekday')}</>;
  return (
    <>
      {t('calendar.schedule.hours', { open: day.hours.open, close: day.hours.close })}
      {day.ownHours ? ` · ${t('calendar.schedule.ownHours')}` : ''}
    </>
  );
}

/**
 * One day of the schedule: its hours or why it is closed, and its bookings by time (cancelled ones muted). In the
 * week (`compact`) each booking is a line linking to its day, where it has its actions.
 */
export function ScheduleDayCard({
  day,
  today,
  bookings,
  compact,
  move,
}: {
  day: Day;
  today: boolean;
  bookings: CalendarBooking[];
  compact: boolean;
  move: LawyerCalendarData['move'];
}) {
  const { t, lang } = useT();
  const link = useCalendarLink();
  const closed = day.closed !== null;
  return (
    <article
      className={cn(
        'grid min-w-0 gap-2 rounded-xl border p-3',
        closed ? 'bg-muted/60' : 'bg-card',
        today && 'border-primary',
      )}
      aria-labelledby={`day-${day.day}`}
      data-testid="schedule-day"
      data-day={day.day}
      data-closed={day.closed ?? undefined}
    >
      <header>
        <h3 id={`day-${day.day}`} className="font-semibold">
          {compact ? (
            <Link
              className="underline-offset-4 hover:underline"
              to={link({ view: 'day', day: day.day, move: null })}
            >
              {dayLabel(day.day, lang)}
            </Link>
          ) : (
            dayLabel(day.day, lang)
          )}
        </h3>
        <p className={cn('text-sm', closed ? 'font-medium text-muted-foreground' : 'text-muted-foreground')}>
          <DayHoursLine day={day} />
        </p>
      </header>
      {bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('calendar.schedule.noBookings')}</p>
      ) : (
        <ul className="grid gap-2">
          {bookings.map((b) =>
            compact ? (
              <li
                key={b.id}
                className={cn(
                  'flex flex-wrap items-center gap-2 text-sm',
                  b.status === 'cancelled' && 'opacity-60 line-through',
                )}
              >
                <span className="font-medium tabular-nums">{b.time}</span>
                <span className="min-w-0 flex-1 break-words">{b.name}</span>
                <StatusBadge kind="appointment" status={b.status} lang={lang} />
              </li>
            ) : (
              <li key={b.id}>
                <BookingCard booking={b} move={move} />
              </li>
            ),
          )}
        </ul>
      )}
    </article>
  );
}

import { Phone } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { MEETING_TYPES } from '#domain/booking.ts';
import { telHref } from '#domain/contact.ts';
import { thaiLang } from '#domain/text.ts';
import { dayLabel, labelOf } from '../appointments/appointment-view.tsx';
import { BookingActions } from './booking-actions.tsx';
import type { CalendarBooking, LawyerCalendarData } from './lawyer-calendar.server.ts';

/** One booking: the client's name and phone, the meeting type, day and time, the description, and its actions. */
export function BookingCard({
  booking: b,
  move,
}: {
  booking: CalendarBooking;
  move: LawyerCalendarData['move'];
}) {
  const { t, lang } = useT();
  const nameId = `booking-${b.id}-name`;
  return (
    <article
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border bg-background p-3 text-sm',
        b.status === 'cancelled' && 'opacity-60',
      )}
      aria-labelledby={nameId}
      data-testid="calendar-booking"
      data-status={b.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={nameId} className="min-w-0 break-words font-semibold" lang={thaiLang(b.name, lang)}>
          {b.name}
        </h4>
        <StatusBadge kind="appointment" status={b.status} lang={lang} />
      </header>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('calendar.booking.when')}</dt>
        <dd>
          {dayLabel(b.date, lang)} {t('calendar.booking.time', { time: b.time })}
        </dd>
        <dt className="text-muted-foreground">{t('calendar.booking.phone')}</dt>
        <dd>
          <a className="inline-flex min-h-11 items-center gap-1 underline sm:min-h-0" href={telHref(b.phone)}>
            <Phone className="size-4" aria-hidden />
            {b.phone}
          </a>
        </dd>
        <dt className="text-muted-foreground">{t('calendar.booking.meeting')}</dt>
        <dd>{labelOf(MEETING_TYPES, b.meetingType, lang)}</dd>
      </dl>
      {b.description ? (
        <p
          className="whitespace-pre-wrap break-words text-muted-foreground"
          lang={thaiLang(b.description, lang)}
        >
          {b.description}
        </p>
      ) : null}
      <BookingActions booking={b} move={move?.id === b.id ? move : null} nameId={nameId} />
    </article>
  );
}

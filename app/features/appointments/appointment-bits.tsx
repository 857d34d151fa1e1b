import { cn } from '#app/lib/utils.ts';
import { formatDate } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';
import { bookingDayInstant } from '#domain/schemas/appointment.ts';
import { statusLabel } from '#domain/statuses.ts';

// What the admin requests screen and the linked lawyer's list of requests show alike.

/** A request as both lists show it (the admin's adds the preselected lawyer). */
export interface AppointmentView {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  specialty: string;
  description: string | null;
  urgency: string;
  preferredDate: string;
  timeSlot: string;
  meetingType: string;
  /** The language of the page it was booked on (th, en, zh): the one to call back in. */
  locale: string;
  status: string;
  createdAt: string;
}

const STATUS_STYLE: Record<string, string> = {
  requested: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  confirmed: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

/** How an urgent or emergency request stands out. */
export const URGENCY_STYLE: Record<string, string> = {
  urgent: 'font-medium text-amber-800 dark:text-amber-200',
  emergency: 'font-semibold text-destructive',
};

export function AppointmentStatusBadge({ status, lang }: { status: string; lang: Lang }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        STATUS_STYLE[status] ?? 'bg-muted',
      )}
      data-status={status}
    >
      {statusLabel('appointment', status, lang)}
    </span>
  );
}

/** The label of a value of one of the booking lists (specialties, urgency levels, meeting types). */
export const labelOf = (
  list: readonly { value: string; label: Record<Lang, string> }[],
  value: string,
  lang: Lang,
) => list.find((x) => x.value === value)?.label[lang] ?? value;

/** The requested day (a Bangkok calendar day, 'YYYY-MM-DD') in the interface language. */
export function dayLabel(day: string, lang: Lang) {
  const instant = bookingDayInstant(day);
  return instant
    ? formatDate(instant, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    : day;
}

import { useSearchParams } from 'react-router';
import { BackLink } from '#app/components/layout/back-link.tsx';
import { useT } from '#app/lib/lang.ts';
import type { LawyerCalendarData } from './lawyer-calendar.server.ts';

/** A link within the calendar page: the page's own address (`?lawyer=` kept) with `change` applied. */
export function useCalendarLink() {
  const [params] = useSearchParams();
  return (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
}

/** The page's title: "appointment calendar" for the lawyer, the listing's name for an administrator. */
export function CalendarHeader({ owner }: { owner: LawyerCalendarData['owner'] }) {
  const { t, href } = useT();
  return (
    <header>
      <BackLink to={owner.byAdmin ? href('/admin/appointments') : href('/account/appointments')}>
        {t('calendar.back')}
      </BackLink>
      <h1 className="mt-2 text-2xl sm:text-3xl">
        {owner.byAdmin ? t('calendar.titleFor', { name: owner.name }) : t('calendar.title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('calendar.lead')}</p>
    </header>
  );
}

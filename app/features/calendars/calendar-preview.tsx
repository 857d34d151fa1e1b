import { useT } from '#app/lib/lang.ts';
import { dayLabel } from '../appointments/appointment-view.tsx';
import type { LawyerCalendarData } from './lawyer-calendar.server.ts';

/** The next free slots as clients see them (the coming days), and the public holidays of the next 12 months. */
export function CalendarPreview({ preview, holidays }: Pick<LawyerCalendarData, 'preview' | 'holidays'>) {
  const { t, lang } = useT();
  const name = (h: (typeof holidays)[number]) =>
    lang === 'en' ? h.nameEn : lang === 'zh' ? h.nameZh : h.nameTh;
  return (
    <aside className="grid min-w-0 content-start gap-8">
      <section
        aria-labelledby="calendar-preview"
        className="grid gap-3 rounded-xl border bg-card p-4"
        data-testid="calendar-preview"
      >
        <h2 id="calendar-preview" className="text-lg">
          {t('calendar.preview.title')}
        </h2>
        {preview.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('calendar.preview.empty')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {preview.map((d) => (
              <li key={d.day} data-testid="preview-day" data-day={d.day}>
                <span className="font-medium">{dayLabel(d.day, lang)}</span>
                <span className="block text-muted-foreground tabular-nums">{d.slots.join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="calendar-holidays" className="grid gap-3">
        <h2 id="calendar-holidays" className="text-lg">
          {t('calendar.holidays.title')}
        </h2>
        {holidays.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('calendar.holidays.empty')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {holidays.map((h) => (
              <li key={h.day} className="flex flex-wrap justify-between gap-x-3">
                <span>{name(h)}</span>
                <span className="text-muted-foreground">{dayLabel(h.day, lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

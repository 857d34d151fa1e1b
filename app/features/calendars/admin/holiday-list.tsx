import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { Link } from '#app/components/link.tsx';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Trash2 } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { dayLabel } from '../../appointments/appointment-view.tsx';
import type { AdminHolidayAnswer, AdminHolidaysData } from './admin-holidays.server.ts';

type Holiday = AdminHolidaysData['holidays'][number];

/** One holiday with its names and its removal after a confirmation. */
function HolidayRow({ holiday: h }: { holiday: Holiday }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<AdminHolidayAnswer>();
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => ({
    toast: answer.ok
      ? { title: t('calendar.admin.removed'), variant: 'success' }
      : { title: t('calendar.admin.failed'), description: refusalText(t, answer), variant: 'error' },
  }));
  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[12rem_1fr_auto] sm:items-center"
      data-testid="holiday-row"
      data-day={h.day}
    >
      <span className="font-medium">{dayLabel(h.day, lang)}</span>
      <span className="grid min-w-0 text-sm">
        <span lang="th">{h.nameTh}</span>
        <span lang="en" className="text-muted-foreground">
          {h.nameEn}
        </span>
        <span lang="zh" className="text-muted-foreground">
          {h.nameZh}
        </span>
      </span>
      <ConfirmDialog
        destructive
        cancelLabel={t('calendar.admin.keep')}
        trigger={
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11 justify-self-start"
            disabled={fetcher.state !== 'idle'}
          >
            <Trash2 aria-hidden />
            {t('calendar.admin.remove')}
          </Button>
        }
        title={t('calendar.admin.removeTitle')}
        description={t('calendar.admin.removeBody', {
          name: lang === 'en' ? h.nameEn : lang === 'zh' ? h.nameZh : h.nameTh,
          day: dayLabel(h.day, lang),
        })}
        confirmLabel={t('calendar.admin.remove')}
        onConfirm={() => fetcher.submit({ intent: 'remove', id: h.day }, { method: 'post' })}
      />
    </li>
  );
}

/** The holidays of the year shown, with links to the other years the table has. */
export function HolidayList({ data }: { data: AdminHolidaysData }) {
  const { t } = useT();
  return (
    <section aria-labelledby="holiday-list" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="holiday-list" className="text-xl">
          {data.year}{' '}
          <span className="text-sm text-muted-foreground">
            {t('calendar.admin.count', { count: data.holidays.length })}
          </span>
        </h2>
        <nav aria-label={t('calendar.admin.year')} className="flex flex-wrap gap-1">
          {data.years.map((y) => (
            <Link
              key={y}
              to={`?year=${y}`}
              aria-current={y === data.year ? 'page' : undefined}
              className={cn(
                buttonVariants({ variant: y === data.year ? 'default' : 'outline', size: 'sm' }),
                'min-h-11',
              )}
            >
              {y}
            </Link>
          ))}
        </nav>
      </div>
      {data.holidays.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('calendar.admin.empty')}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card px-4">
          {data.holidays.map((h) => (
            <HolidayRow key={h.day} holiday={h} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Trash2 } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { dayLabel } from '../appointments/appointment-view.tsx';
import type { LawyerCalendarData } from './lawyer-calendar.server.ts';
import { useDaysFetcher } from './own-days.tsx';

/** One upcoming day of the lawyer's own, with its removal after a confirmation. */
export function OwnDayItem({ day }: { day: LawyerCalendarData['ownDays'][number] }) {
  const { t, lang } = useT();
  const fetcher = useDaysFetcher('removeDay');
  const label = dayLabel(day.day, lang);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 py-2"
      data-testid="own-day"
      data-day={day.day}
    >
      <span className="min-w-0">
        <span className="font-medium">{label}</span>{' '}
        <span className="text-muted-foreground">
          {day.open && day.close
            ? t('calendar.schedule.hours', { open: day.open, close: day.close })
            : t('calendar.days.closedDay')}
          {day.note ? ` · ${day.note}` : ''}
        </span>
      </span>
      <ConfirmDialog
        destructive
        cancelLabel={t('calendar.booking.keep')}
        trigger={
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11"
            disabled={fetcher.state !== 'idle'}
          >
            <Trash2 aria-hidden />
            {t('calendar.days.remove')}
          </Button>
        }
        title={t('calendar.days.removeTitle')}
        description={t('calendar.days.removeBody', { day: label })}
        confirmLabel={t('calendar.days.remove')}
        onConfirm={() => fetcher.submit({ intent: 'removeDay', id: day.id }, { method: 'post' })}
      />
    </li>
  );
}

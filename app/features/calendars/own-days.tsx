import { useFetcher } from 'react-router';
import { SelectField, TextInputField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { HALF_HOURS, leaveSchema, ownDaySchema } from '#domain/schemas/calendar.ts';
import type { CalendarAnswer, LawyerCalendarData } from './lawyer-calendar.server.ts';
import { OwnDayItem } from './own-day-list.tsx';

const TOASTS = {
  leave: 'calendar.toast.leave',
  day: 'calendar.toast.day',
  removeDay: 'calendar.toast.removed',
} as const;

/** A fetcher of one of the days' forms (also the removal of one: own-day-list.tsx), with the toast of its success. */
export function useDaysFetcher(intent: keyof typeof TOASTS) {
  const { t } = useT();
  const fetcher = useFetcher<CalendarAnswer>();
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) =>
    answer.ok ? { toast: { title: t(TOASTS[intent]), variant: 'success' } } : undefined,
  );
  return fetcher;
}

/** Leave from one day to another (at most 60 days). */
function LeaveForm({ today }: { today: string }) {
  const { t } = useT();
  const fetcher = useDaysFetcher('leave');
  const form = useForm({ schema: leaveSchema, answer: fetcher.data, fetcher, intent: 'leave' });
  return (
    <fetcher.Form {...form.props} method="post" className="grid gap-3" aria-labelledby="calendar-leave">
      <h3 id="calendar-leave" className="font-semibold">
        {t('calendar.days.leave')}
      </h3>
      <input type="hidden" name="intent" value="leave" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInputField
          id="leave-from"
          type="date"
          min={today}
          label={t('calendar.days.from')}
          {...form.field('from')}
        />
        <TextInputField
          id="leave-to"
          type="date"
          min={today}
          label={t('calendar.days.to')}
          {...form.field('to')}
        />
      </div>
      <TextInputField
        id="leave-note"
        label={t('calendar.days.note')}
        maxLength={200}
        {...form.field('note')}
      />
      <FormMessage text={form.message} />
      <div>
        <Button
          type="submit"
          variant="outline"
          disabled={form.busy}
          aria-busy={form.busy}
          data-testid="add-leave"
        >
          <Plus aria-hidden />
          {t('calendar.days.addLeave')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A day with hours of its own (an extra Saturday). */
function OwnDayForm({ today }: { today: string }) {
  const { t } = useT();
  const fetcher = useDaysFetcher('day');
  const form = useForm({ schema: ownDaySchema, answer: fetcher.data, fetcher, intent: 'day' });
  const times = HALF_HOURS.map((v) => ({ value: v, label: v }));
  return (
    <fetcher.Form {...form.props} method="post" className="grid gap-3" aria-labelledby="calendar-own-day">
      <h3 id="calendar-own-day" className="font-semibold">
        {t('calendar.days.own')}
      </h3>
      <input type="hidden" name="intent" value="day" />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInputField
          id="own-day"
          type="date"
          min={today}
          label={t('calendar.days.day')}
          {...form.field('day')}
        />
        <SelectField
          id="own-open"
          label={t('calendar.settings.open')}
          options={times}
          defaultValue="09:00"
          {...form.field('open')}
        />
        <SelectField
          id="own-close"
          label={t('calendar.settings.close')}
          options={[...times.slice(1), { value: '24:00', label: '24:00' }]}
          defaultValue="12:00"
          {...form.field('close')}
        />
      </div>
      <FormMessage text={form.message} />
      <div>
        <Button type="submit" variant="outline" disabled={form.busy} aria-busy={form.busy}>
          <Plus aria-hidden />
          {t('calendar.days.addDay')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Days of their own: leave, a day with its own hours, and the upcoming ones with their removal. */
export function OwnDays({ days, today }: { days: LawyerCalendarData['ownDays']; today: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby="calendar-days" className="grid min-w-0 gap-4">
      <h2 id="calendar-days" className="text-xl">
        {t('calendar.days.title')}
      </h2>
      <div className="grid min-w-0 gap-6 rounded-xl border bg-card p-4 sm:p-5">
        <LeaveForm today={today} />
        <OwnDayForm today={today} />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('calendar.days.list')}</h3>
          {days.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('calendar.days.empty')}</p>
          ) : (
            <ul className="divide-y text-sm">
              {days.map((d) => (
                <OwnDayItem key={d.id} day={d} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

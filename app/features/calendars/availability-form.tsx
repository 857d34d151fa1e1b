import { useFetcher } from 'react-router';
import { CheckboxField, ChoiceChecks, SelectField, TextInputField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { type CalendarSettings, CHANGE_CUTOFF_MAX_HOURS, SLOT_LENGTHS } from '#domain/availability.ts';
import { MEETING_TYPES } from '#domain/booking.ts';
import { calendarSettingsSchema } from '#domain/schemas/calendar.ts';
import type { CalendarAnswer } from './lawyer-calendar.server.ts';
import { WeeklyHoursFields } from './weekday-hours.tsx';

/**
 * The availability (docs/product-rules.md, "Lawyers' calendars"): weekly hours, slot length, meeting types offered,
 * holidays closed and the clients' change cutoff, saved at once (`calendarSettingsSchema` in the browser and on
 * the server).
 */
export function AvailabilityForm({ settings }: { settings: CalendarSettings }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<CalendarAnswer>();
  const form = useForm({ schema: calendarSettingsSchema, answer: fetcher.data, fetcher, intent: 'settings' });
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) =>
    answer.ok && answer.intent === 'settings'
      ? { toast: { title: t('calendar.toast.saved'), variant: 'success' } }
      : undefined,
  );
  return (
    <section aria-labelledby="calendar-settings" className="grid min-w-0 gap-4">
      <h2 id="calendar-settings" className="text-xl">
        {t('calendar.settings.title')}
      </h2>
      <fetcher.Form
        {...form.props}
        method="post"
        className="grid min-w-0 gap-6 rounded-xl border bg-card p-4 sm:p-5"
      >
        <input type="hidden" name="intent" value="settings" />
        <WeeklyHoursFields weekly={settings.weeklyHours} form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="slot-minutes"
            label={t('calendar.settings.slotMinutes')}
            options={SLOT_LENGTHS.map((m) => ({
              value: String(m),
              label: t('calendar.settings.minutes', { minutes: m }),
            }))}
            defaultValue={String(settings.slotMinutes)}
            {...form.field('slotMinutes')}
          />
          <TextInputField
            id="change-cutoff"
            type="number"
            inputMode="numeric"
            min={0}
            max={CHANGE_CUTOFF_MAX_HOURS}
            label={t('calendar.settings.cutoff')}
            defaultValue={settings.changeCutoffHours}
            {...form.field('changeCutoffHours')}
          />
        </div>
        <ChoiceChecks
          id="meeting-types"
          legend={t('calendar.settings.meetingTypes')}
          options={MEETING_TYPES.map((m) => ({ value: m.value, label: m.label[lang] }))}
          defaultValues={settings.meetingTypes}
          {...form.field('meetingTypes')}
        />
        <CheckboxField
          id="holidays-closed"
          label={t('calendar.settings.holidaysClosed')}
          defaultChecked={settings.holidaysClosed}
          {...form.field('holidaysClosed')}
        />
        <FormMessage text={form.message} />
        <div>
          <Button type="submit" disabled={form.busy} aria-busy={form.busy} data-testid="calendar-save">
            <Save aria-hidden />
            {t('calendar.settings.save')}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

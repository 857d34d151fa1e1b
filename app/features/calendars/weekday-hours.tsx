import { SelectField } from '#app/components/form/field.tsx';
import type { FormKit } from '#app/components/form/use-form.ts';
import { useT } from '#app/lib/lang.ts';
import type { DayHours } from '#domain/availability.ts';
import { HALF_HOURS, WEEKDAYS } from '#domain/schemas/calendar.ts';

const TIMES = HALF_HOURS.map((t) => ({ value: t, label: t }));
const CLOSING_TIMES = [...TIMES.slice(1), { value: '24:00', label: '24:00' }];

/** One weekday: closed, or open–close with an optional break (half-hour selects). */
function WeekdayRow({ day, hours, form }: { day: number; hours: DayHours | null; form: FormKit }) {
  const { t } = useT();
  const name = t.dynamic(`calendar.weekdays.${day}`);
  const closed = form.field(`closed${day}`);
  const none = { value: '', label: t('calendar.settings.noBreak') };
  const select = (field: string, label: string, options: typeof TIMES, value: string) => (
    <SelectField
      id={`${field}-${day}`}
      label={label}
      options={options}
      defaultValue={value}
      {...form.field(`${field}${day}`)}
    />
  );
  return (
    <fieldset
      className="group grid min-w-0 gap-2 border-b pb-4 last:border-b-0"
      data-testid={`weekday-${day}`}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium" aria-hidden>
          {name}
        </span>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            name={closed.name}
            onChange={closed.onChange}
            defaultChecked={hours === null}
            aria-label={`${t('punctuation.label', { label: name })}${t('calendar.settings.closed')}`}
          />
          <span aria-hidden>{t('calendar.settings.closed')}</span>
        </label>
      </div>
      <div className="grid grid-cols-2 gap-3 group-has-[input:checked]:hidden sm:grid-cols-4">
        {select('open', t('calendar.settings.open'), TIMES, hours?.open ?? '09:00')}
        {select('close', t('calendar.settings.close'), CLOSING_TIMES, hours?.close ?? '18:00')}
        {select('breakStart', t('calendar.settings.breakStart'), [none, ...TIMES], hours?.breakStart ?? '')}
        {select('breakEnd', t('calendar.settings.breakEnd'), [none, ...CLOSING_TIMES], hours?.breakEnd ?? '')}
      </div>
    </fieldset>
  );
}

/** The seven weekdays, Monday first. */
export function WeeklyHoursFields({ weekly, form }: { weekly: (DayHours | null)[]; form: FormKit }) {
  const { t } = useT();
  const order = [...WEEKDAYS.slice(1), 0];
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-2 font-semibold">{t('calendar.settings.weekly')}</legend>
      {order.map((d) => (
        <WeekdayRow key={d} day={d} hours={weekly[d] ?? null} form={form} />
      ))}
    </fieldset>
  );
}

import { useFetcher } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { publicHolidaySchema } from '#domain/schemas/calendar.ts';
import type { AdminHolidayAnswer } from './admin-holidays.server.ts';

/** Adds a public holiday: the day and its names in Thai, English and Chinese, all required. */
export function HolidayForm() {
  const { t } = useT();
  const fetcher = useFetcher<AdminHolidayAnswer>();
  const form = useForm({ schema: publicHolidaySchema, answer: fetcher.data, fetcher, intent: 'add' });
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) =>
    answer.ok && answer.intent === 'add'
      ? { toast: { title: t('calendar.admin.added'), variant: 'success' } }
      : undefined,
  );
  const required = t('calendar.admin.required');
  return (
    <fetcher.Form
      {...form.props}
      method="post"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
      aria-labelledby="holiday-add"
    >
      <h2 id="holiday-add" className="text-lg">
        {t('calendar.admin.add')}
      </h2>
      <input type="hidden" name="intent" value="add" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextInputField
          id="holiday-day"
          type="date"
          required
          requiredLabel={required}
          label={t('calendar.admin.day')}
          {...form.field('day')}
        />
        <TextInputField
          id="holiday-th"
          required
          requiredLabel={required}
          label={t('calendar.admin.nameTh')}
          {...form.field('nameTh')}
        />
        <TextInputField
          id="holiday-en"
          required
          requiredLabel={required}
          label={t('calendar.admin.nameEn')}
          {...form.field('nameEn')}
        />
        <TextInputField
          id="holiday-zh"
          required
          requiredLabel={required}
          label={t('calendar.admin.nameZh')}
          {...form.field('nameZh')}
        />
      </div>
      <FormMessage text={form.message} />
      <div>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy} data-testid="holiday-submit">
          <Plus aria-hidden />
          {t('calendar.admin.add')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

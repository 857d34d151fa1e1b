import { useState } from 'react';
import { useActionData } from 'react-router';
import { CheckboxField, SelectField } from '#app/components/form/field.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CalendarDays, X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatDateTime } from '#domain/dates.ts';
import { bookingCancelSchema, bookingMoveSchema, type OfferedDay } from '#domain/schemas/appointment.ts';
import { dayLabel } from '../appointment-view.tsx';
import type { ReceiptView } from './receipt-details.tsx';

/** Cancelling: the box "I want to cancel" and a destructive button (a plain form post, works without JavaScript). */
function CancelForm() {
  const { t } = useT();
  const form = useForm({ schema: bookingCancelSchema, answer: useActionData(), intent: 'cancel' });
  return (
    <IntentForm form={form} intent="cancel" aria-labelledby="receipt-cancel" className="grid gap-3">
      <h3 id="receipt-cancel" className="font-medium">
        {t('bookingReceipt.cancel.title')}
      </h3>
      <CheckboxField
        id="receipt-cancel-confirm"
        {...form.field('confirm')}
        label={t('bookingReceipt.cancel.confirm')}
      />
      <FormMessage text={form.message} />
      <Button
        type="submit"
        variant="destructive"
        className="justify-self-start"
        disabled={form.busy}
        aria-busy={form.busy}
      >
        <X aria-hidden />
        {form.busy ? t('bookingReceipt.cancel.busy') : t('bookingReceipt.cancel.button')}
      </Button>
    </IntentForm>
  );
}

/**
 * Moving: a new day among the lawyer's free days, then one of its free slots. Without JavaScript the time list
 * holds every free time of any day and the server judges the pair.
 */
function MoveForm({ days }: { days: OfferedDay[] }) {
  const { t, lang } = useT();
  const [day, setDay] = useState('');
  const form = useForm({ schema: bookingMoveSchema(days), answer: useActionData(), intent: 'move' });
  if (days.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="receipt-move-none">
        {t('bookingReceipt.move.none')}
      </p>
    );
  const chosen = days.find((d) => d.day === day);
  const times = chosen ? chosen.slots : [...new Set(days.flatMap((d) => d.slots))].sort();
  const date = form.field('date');
  return (
    <IntentForm form={form} intent="move" aria-labelledby="receipt-move" className="grid gap-3">
      <h3 id="receipt-move" className="font-medium">
        {t('bookingReceipt.move.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('bookingReceipt.move.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="receipt-move-date"
          label={t('bookingReceipt.move.date')}
          {...date}
          onChange={(e) => {
            setDay(e.currentTarget.value);
            date.onChange();
          }}
          value={day}
          placeholder={t('bookingReceipt.move.datePlaceholder')}
          options={days.map((d) => ({ value: d.day, label: dayLabel(d.day, lang) }))}
        />
        <SelectField
          id="receipt-move-time"
          key={day}
          label={t('bookingReceipt.move.time')}
          {...form.field('time')}
          defaultValue=""
          placeholder={t('bookingReceipt.move.timePlaceholder')}
          options={times.map((s) => ({ value: s, label: t('appointment.time.suffix', { time: s }) }))}
        />
      </div>
      <FormMessage text={form.message} />
      <Button type="submit" className="justify-self-start" disabled={form.busy} aria-busy={form.busy}>
        <CalendarDays aria-hidden />
        {form.busy ? t('bookingReceipt.move.busy') : t('bookingReceipt.move.button')}
      </Button>
    </IntentForm>
  );
}

/**
 * Changing the booking: until the lawyer's cutoff, cancel and move (each posts to the receipt, its signature kept
 * in the address); after it, until when changes were possible and the network's phone. Nothing for a booking
 * without a lawyer, or one already completed or cancelled.
 */
export function ReceiptChange({ receipt, networkPhone }: { receipt: ReceiptView; networkPhone: string }) {
  const { t, lang } = useT();
  const { change } = receipt;
  const open = receipt.status === 'requested' || receipt.status === 'confirmed';
  if (!receipt.lawyer || !open || !change.until) return null;
  const until = formatDateTime(change.until, lang);
  return (
    <section
      aria-labelledby="receipt-change"
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="receipt-change"
    >
      <div>
        <h2 id="receipt-change" className="text-lg">
          {t('bookingReceipt.change.title')}
        </h2>
        <p className="mt-2 text-sm" data-testid="receipt-change-until">
          {change.allowed
            ? t('bookingReceipt.change.until', { date: until })
            : t('bookingReceipt.change.closed', { date: until, phone: networkPhone })}
        </p>
      </div>
      {change.allowed ? (
        <>
          <MoveForm days={change.freeDays} />
          <CancelForm />
        </>
      ) : null}
    </section>
  );
}

import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Link } from '#app/components/link.tsx';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { CalendarCheck, CalendarClock, X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { dayLabel } from '../appointments/appointment-view.tsx';
import { useCalendarLink } from './calendar-header.tsx';
import type { CalendarAnswer, CalendarBooking, LawyerCalendarData } from './lawyer-calendar.server.ts';

/**
 * The one fetcher of the calendar's booking actions, shared by key: a confirmed, declined or moved booking leaves
 * the list it was in (the requests, a day), and its answer must not leave with it. `useBookingToasts`, on the
 * schedule that stays, says how it went.
 */
const BOOKING_FETCHER = 'calendar-booking';
const useBookingFetcher = () => useFetcher<CalendarAnswer>({ key: BOOKING_FETCHER });

/** The toast of the booking actions' answer; used once, by the schedule (`ScheduleView`). */
export function useBookingToasts() {
  const { t } = useT();
  const fetcher = useBookingFetcher();
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => ({
    toast: answer.ok
      ? {
          title:
            answer.intent === 'reschedule'
              ? t('calendar.toast.moved')
              : answer.status === 'cancelled'
                ? t('calendar.toast.cancelled')
                : t('calendar.toast.confirmed'),
          variant: 'success',
        }
      : { title: t('calendar.toast.failed'), description: refusalText(t, answer), variant: 'error' },
  }));
}

/** The free slots to move a booking to (`?move=`), as one select of day and time. */
function MoveForm({
  booking,
  move,
}: {
  booking: CalendarBooking;
  move: NonNullable<LawyerCalendarData['move']>;
}) {
  const { t, lang } = useT();
  const link = useCalendarLink();
  const fetcher = useBookingFetcher();
  const form = useForm({ answer: fetcher.data, fetcher, intent: 'reschedule' });
  if (move.slots.length === 0)
    return <p className="text-muted-foreground">{t('calendar.booking.noSlots')}</p>;
  const id = `move-${booking.id}`;
  return (
    <fetcher.Form {...form.props} method="post" className="grid gap-2 rounded-md bg-muted/50 p-2">
      <input type="hidden" name="intent" value="reschedule" />
      <input type="hidden" name="id" value={booking.id} />
      <label htmlFor={id} className="font-medium">
        {t('calendar.booking.moveTitle', { name: booking.name })}
      </label>
      <select
        id={id}
        name="slot"
        className="min-h-11 rounded-md border bg-background px-2"
        aria-describedby={`${id}-error`}
      >
        {move.slots.map((d) => (
          <optgroup key={d.day} label={dayLabel(d.day, lang)}>
            {d.slots.map((time) => (
              <option key={time} value={`${d.day} ${time}`}>
                {dayLabel(d.day, lang)} {t('calendar.booking.time', { time })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-error`} className="text-destructive">
        {form.refusal ? refusalText(t, form.refusal) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          {t('calendar.booking.moveSave')}
        </Button>
        <Link
          className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11')}
          to={link({ move: null })}
          preventScrollReset
        >
          {t('calendar.booking.moveClose')}
        </Link>
      </div>
    </fetcher.Form>
  );
}

/** Confirm (a request), decline (cancel, after a confirmation) and reschedule of a requested or confirmed booking. */
export function BookingActions({
  booking: b,
  move,
  nameId,
}: {
  booking: CalendarBooking;
  move: LawyerCalendarData['move'];
  nameId: string;
}) {
  const { t } = useT();
  const link = useCalendarLink();
  const fetcher = useBookingFetcher();
  const form = useForm({ answer: fetcher.data, fetcher, intent: 'status' });
  if (b.status !== 'requested' && b.status !== 'confirmed') return null;
  const decline = () =>
    fetcher.submit({ intent: 'status', id: b.id, status: 'cancelled' }, { method: 'post' });
  return (
    <div className="grid gap-2">
      <fetcher.Form {...form.props} method="post" className="flex flex-wrap gap-2" aria-labelledby={nameId}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={b.id} />
        {b.status === 'requested' ? (
          <Button type="submit" name="status" value="confirmed" disabled={form.busy} aria-busy={form.busy}>
            <CalendarCheck aria-hidden />
            {t('calendar.booking.confirm')}
          </Button>
        ) : null}
        <ConfirmDialog
          destructive
          cancelLabel={t('calendar.booking.keep')}
          trigger={
            <Button type="button" variant="outline" disabled={form.busy}>
              <X aria-hidden />
              {t('calendar.booking.decline')}
            </Button>
          }
          title={t('calendar.booking.declineTitle')}
          description={t('calendar.booking.declineBody', { name: b.name })}
          confirmLabel={t('calendar.booking.decline')}
          onConfirm={decline}
        />
        <Link
          className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11')}
          to={link({ move: b.id })}
          preventScrollReset
          data-testid="booking-reschedule"
        >
          <CalendarClock aria-hidden />
          {t('calendar.booking.reschedule')}
        </Link>
      </fetcher.Form>
      {move ? <MoveForm booking={b} move={move} /> : null}
    </div>
  );
}

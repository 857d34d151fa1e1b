import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CalendarCheck } from '#app/components/ui/icons.tsx';
import { type ToastInput, toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { BOOKING_CALLBACK_HOURS, type MeetingType, openSlots, type TimeSlot } from '#domain/booking.ts';
import { bangkokIsoDay } from '#domain/dates.ts';
import { appointmentRequestSchemaAt } from '#domain/schemas/appointment.ts';
import type { TFunction } from '#i18n/texts.ts';
import {
  BookingDone,
  ContactSection,
  DateChoice,
  MeetingTypeChoice,
  TimeChoice,
} from './booking-sections.tsx';

/** Fields whose absence is reported with the 'incomplete' toast rather than next to an input. */
const CHOICES = ['date', 'time', 'meetingType'] as const;

/** Whether refused fields include a choice left out (said with the 'incomplete' toast). */
const incomplete = (fields: Record<string, string>) => CHOICES.some((k) => k in fields);

const incompleteToast = (t: TFunction): ToastInput => ({
  title: t('appointment.toast.incompleteTitle'),
  description: t('appointment.toast.incompleteBody'),
  variant: 'error',
});

/** The booking form's schema as judged when it is sent (a day still ahead, a slot still open). */
const bookingSchema = z.lazy(() => appointmentRequestSchemaAt(new Date()));

/** How often the form looks at the clock again, so a slot that is no longer open leaves the list. */
const CLOCK_TICK_MS = 60_000;

/**
 * The booking form (docs/product-rules.md, "Booking a consultation"): contact details, then meeting type, date and time. The time picker
 * appears once a date is set and offers only that day's open slots at the browser's clock (`openSlots`,
 * domain/booking.ts), or says that none is left. Submitted through a fetcher so the page stays; works as a plain
 * form post too (then every slot is listed and the server refuses one that is not open).
 */
export function BookingForm({
  lawyerId,
  noScriptAnswer,
}: {
  lawyerId: string | null;
  /** The action's answer after a plain (JavaScript-less) form post. */
  noScriptAnswer?: Answer;
}) {
  const { t } = useT();
  const fetcher = useFetcher<Answer>();
  const [meetingType, setMeetingType] = useState<MeetingType | ''>('');
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState<TimeSlot | ''>('');
  const [startMonth] = useState(() => new Date());
  const [now, setNow] = useState(() => new Date());
  const isoDay = date ? bangkokIsoDay(date) : '';
  const slots = isoDay ? openSlots(isoDay, now) : [];
  // A time chosen for another day, or one that has closed since, is no longer a choice.
  const chosenTime = time && slots.includes(time) ? time : '';
  const form = useForm({
    schema: bookingSchema,
    answer: fetcher.data ?? noScriptAnswer,
    fetcher,
    onInvalid: (errors) => {
      // The chosen slot closed while the form was open: say so rather than that no time was chosen.
      if (time && !chosenTime && isoDay) form.show({ ...errors, time: 'appointment.errors.timeNotBookable' });
      toast(
        incomplete(errors) ? incompleteToast(t) : { title: t('appointment.toast.invalid'), variant: 'error' },
      );
    },
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // The action's answer (docs/decisions/0017-forms.md).
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => {
    if (answer.ok)
      return {
        toast: {
          title: t('appointment.toast.successTitle'),
          description: t('appointment.toast.successBody', { hours: BOOKING_CALLBACK_HOURS }),
          variant: 'success',
        },
        after: () => {
          form.props.ref.current?.reset();
          setMeetingType('');
          setDate(undefined);
          setTime('');
        },
      };
    // A failure to retry or too many requests: the message only.
    if (!hasFields(answer)) return { toast: { title: translateCode(t, answer.code), variant: 'error' } };
    const onlyChoices = Object.keys(answer.fields).every((k) => (CHOICES as readonly string[]).includes(k));
    return {
      toast: onlyChoices ? incompleteToast(t) : { title: t('appointment.toast.invalid'), variant: 'error' },
    };
  });

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      aria-label={t('appointment.heading')}
      className="grid gap-8"
      data-testid="booking-form"
    >
      {noScriptAnswer?.ok ? <BookingDone /> : null}
      {lawyerId ? <input type="hidden" name="lawyerId" value={lawyerId} /> : null}

      <ContactSection form={form} />

      <section aria-labelledby="booking-appointment" className="grid gap-6">
        <h2 id="booking-appointment" className="text-lg">
          {t('appointment.sections.appointment')}
        </h2>
        <MeetingTypeChoice value={meetingType} onChoose={setMeetingType} {...form.field('meetingType')} />
        <DateChoice
          date={date}
          onChoose={setDate}
          now={now}
          startMonth={startMonth}
          {...form.field('date')}
          timeError={form.error('time')}
        />
        {date ? (
          <TimeChoice slots={slots} chosen={chosenTime} onChoose={setTime} {...form.field('time')} />
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {t('appointment.time.pickDateFirst')}
          </p>
        )}
      </section>

      <Button type="submit" size="lg" variant="accent" disabled={form.busy} aria-busy={form.busy}>
        <CalendarCheck aria-hidden />
        {form.busy ? t('appointment.submitting') : t('appointment.submit')}
      </Button>
    </fetcher.Form>
  );
}

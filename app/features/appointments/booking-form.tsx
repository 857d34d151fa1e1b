import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { FormMessage } from '#app/components/form/form-message.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { hasFields, refusalText, translateCode } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CalendarCheck } from '#app/components/ui/icons.tsx';
import { type ToastInput, toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import {
  isBookableDate,
  MEETING_TYPE_VALUES,
  type MeetingType,
  openSlots,
  TIME_SLOTS,
} from '#domain/booking.ts';
import { bangkokIsoDay } from '#domain/dates.ts';
import {
  appointmentRequestSchemaAt,
  lawyerBookingSchema,
  type OfferedDay,
} from '#domain/schemas/appointment.ts';
import type { TFunction } from '#i18n/texts.ts';
import { ContactSection, DateChoice, MeetingTypeChoice, TimeChoice } from './booking-sections.tsx';

/** Fields whose absence is reported with the 'incomplete' toast rather than next to an input. */
const CHOICES = ['date', 'time', 'meetingType'] as const;

/** Whether refused fields include a choice left out (said with the 'incomplete' toast). */
const incomplete = (fields: Record<string, string>) => CHOICES.some((k) => k in fields);

const incompleteToast = (t: TFunction): ToastInput => ({
  title: t('appointment.toast.incompleteTitle'),
  description: t('appointment.toast.incompleteBody'),
  variant: 'error',
});

/** The network's booking form as judged when it is sent (a day still ahead, a slot still open). */
const networkSchema = z.lazy(() => appointmentRequestSchemaAt(new Date()));

/** How often the form looks at the clock again, so a slot that is no longer open leaves the list. */
const CLOCK_TICK_MS = 60_000;

/** A preselected lawyer's calendar as the page offers it: their free days and the meeting types they offer. */
export interface LawyerOffer {
  days: OfferedDay[];
  meetingTypes: readonly MeetingType[];
}

/**
 * The booking form (docs/product-rules.md, "Booking a consultation" and "Lawyers' calendars"): contact details,
 * then meeting type, date and time. With a lawyer (`offer`), only the meeting types they offer, the days with free
 * slots and that day's free slots; without one, the network's days and the day's open slots at the browser's clock
 * (`openSlots`, domain/booking.ts). The time picker appears once a date is set, or says that none is left.
 * Submitted through a fetcher; works as a plain form post too (then the server judges the day and time). A
 * booking goes to its receipt.
 */
export function BookingForm({
  lawyerId,
  offer,
  noScriptAnswer,
}: {
  lawyerId: string | null;
  offer: LawyerOffer | null;
  /** The action's answer after a plain (JavaScript-less) form post. */
  noScriptAnswer?: Answer;
}) {
  const { t } = useT();
  const fetcher = useFetcher<Answer>();
  const [meetingType, setMeetingType] = useState<MeetingType | ''>('');
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState('');
  const [startMonth] = useState(() => new Date());
  // The clock that opens and closes days is the browser's, read once the form is mounted. Read while rendering, the
  // server's day would stay in the page: hydration keeps the server's attributes (a day's `disabled`) when the text
  // is the same, so a day could stay open or closed by another clock's date until the next tick.
  const [now, setNow] = useState<Date | null>(null);
  const schema = useMemo(() => (offer ? lawyerBookingSchema(offer) : networkSchema), [offer]);
  const isoDay = date ? bangkokIsoDay(date) : '';
  const slots: readonly string[] = !isoDay
    ? []
    : offer
      ? (offer.days.find((d) => d.day === isoDay)?.slots ?? [])
      : now
        ? openSlots(isoDay, now)
        : [];
  // A time chosen for another day, or one that has closed (or been taken) since, is no longer a choice.
  const chosenTime = time && slots.includes(time) ? time : '';
  const form = useForm({
    schema,
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
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // A refusal (a booking goes to its receipt; docs/decisions/0017-forms.md).
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => {
    if (answer.ok) return {};
    // A failure to retry or too many requests: the message only.
    if (!hasFields(answer)) return { toast: { title: translateCode(t, answer.code), variant: 'error' } };
    const fields = Object.entries(answer.fields);
    const onlyChoices = fields.every(([k]) => (CHOICES as readonly string[]).includes(k));
    const missing = fields.every(([, message]) => message.endsWith('Required'));
    return {
      toast: !onlyChoices
        ? { title: t('appointment.toast.invalid'), variant: 'error' }
        : missing
          ? incompleteToast(t)
          : { title: refusalText(t, answer), variant: 'error' },
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
      {lawyerId ? <input type="hidden" name="lawyerId" value={lawyerId} /> : null}

      <ContactSection form={form} />

      <section aria-labelledby="booking-appointment" className="grid gap-6">
        <h2 id="booking-appointment" className="text-lg">
          {t('appointment.sections.appointment')}
        </h2>
        <MeetingTypeChoice
          offered={offer?.meetingTypes ?? MEETING_TYPE_VALUES}
          value={meetingType}
          onChoose={setMeetingType}
          {...form.field('meetingType')}
        />
        <DateChoice
          date={date}
          onChoose={setDate}
          isOpen={(day) =>
            offer
              ? offer.days.some((d) => d.day === bangkokIsoDay(day))
              : now !== null && isBookableDate(day, now)
          }
          withLawyer={Boolean(offer)}
          fallbackTimes={offer ? [...new Set(offer.days.flatMap((d) => d.slots))].sort() : TIME_SLOTS}
          startMonth={startMonth}
          today={now}
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

      {/* A refusal of the whole form (too many bookings, a failure), also after a plain form post. */}
      <FormMessage text={form.message} />
      <Button type="submit" size="lg" variant="accent" disabled={form.busy} aria-busy={form.busy}>
        <CalendarCheck aria-hidden />
        {form.busy ? t('appointment.submitting') : t('appointment.submit')}
      </Button>
    </fetcher.Form>
  );
}

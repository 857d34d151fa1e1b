import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CalendarCheck } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { BOOKING_CALLBACK_HOURS, type MeetingType, openSlots, type TimeSlot } from '#domain/booking.ts';
import { appointmentRequestSchemaAt } from '#domain/schemas/appointment.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import {
  BookingDone,
  bangkokIsoDay,
  ContactSection,
  DateChoice,
  MeetingTypeChoice,
  TimeChoice,
} from './booking-sections.tsx';
import type { AppointmentActionResult } from './types.ts';

/** Fields whose absence is reported with the 'incomplete' toast rather than next to an input. */
const CHOICES = ['date', 'time', 'meetingType'] as const;

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
  noScriptResult,
}: {
  lawyerId: string | null;
  /** The action's answer after a plain (JavaScript-less) form post. */
  noScriptResult?: AppointmentActionResult;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AppointmentActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [meetingType, setMeetingType] = useState<MeetingType | ''>('');
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState<TimeSlot | ''>('');
  const answer = fetcher.data ?? noScriptResult;
  const { err, show, clear } = useFormErrors(formRef, answer && !answer.ok ? answer.fields : undefined);
  const [startMonth] = useState(() => new Date());
  const [now, setNow] = useState(() => new Date());
  const busy = fetcher.state !== 'idle';
  const isoDay = date ? bangkokIsoDay(date) : '';
  const slots = isoDay ? openSlots(isoDay, now) : [];
  // A time chosen for another day, or one that has closed since, is no longer a choice.
  const chosenTime = time && slots.includes(time) ? time : '';

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // The action's answer (docs/decisions/0017-forms.md).
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok)
      return {
        toast: {
          title: t('appointment.toast.successTitle'),
          description: t('appointment.toast.successBody', { hours: BOOKING_CALLBACK_HOURS }),
          variant: 'success',
        },
        after: () => {
          formRef.current?.reset();
          setMeetingType('');
          setDate(undefined);
          setTime('');
        },
      };
    // A failure to retry or too many requests: the message only.
    if (!hasFields(result)) return { toast: { title: translateCode(t, result.code), variant: 'error' } };
    const onlyChoices = Object.keys(result.fields).every((k) => (CHOICES as readonly string[]).includes(k));
    return {
      toast: onlyChoices
        ? {
            title: t('appointment.toast.incompleteTitle'),
            description: t('appointment.toast.incompleteBody'),
            variant: 'error',
          }
        : { title: t('appointment.toast.invalid'), variant: 'error' },
    };
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = appointmentRequestSchemaAt(new Date()).safeParse(formValues(e.currentTarget));
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    // The chosen slot closed while the form was open: say so rather than that no time was chosen.
    if (time && !chosenTime && isoDay) found.time = 'appointment.errors.timeNotBookable';
    show(found);
    if (!isoDay || !chosenTime || !meetingType) {
      toast({
        title: t('appointment.toast.incompleteTitle'),
        description: t('appointment.toast.incompleteBody'),
        variant: 'error',
      });
      return;
    }
    if (!parsed.success) {
      toast({ title: t('appointment.toast.invalid'), variant: 'error' });
      return;
    }
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('appointment.heading')}
      className="grid gap-8"
      data-testid="booking-form"
    >
      {noScriptResult?.ok ? <BookingDone /> : null}
      {lawyerId ? <input type="hidden" name="lawyerId" value={lawyerId} /> : null}

      <ContactSection err={err} clearError={clear} />

      <section aria-labelledby="booking-appointment" className="grid gap-6">
        <h2 id="booking-appointment" className="text-lg">
          {t('appointment.sections.appointment')}
        </h2>
        <MeetingTypeChoice
          value={meetingType}
          onChange={(m) => {
            setMeetingType(m);
            clear('meetingType');
          }}
          error={err('meetingType')}
        />
        <DateChoice
          date={date}
          onSelect={(d) => {
            setDate(d);
            clear('date');
          }}
          now={now}
          startMonth={startMonth}
          error={err('date')}
          timeError={err('time')}
        />
        {date ? (
          <TimeChoice
            slots={slots}
            chosen={chosenTime}
            onChange={(slot) => {
              setTime(slot);
              clear('time');
            }}
            error={err('time')}
          />
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {t('appointment.time.pickDateFirst')}
          </p>
        )}
      </section>

      <Button type="submit" size="lg" variant="accent" disabled={busy} aria-busy={busy}>
        <CalendarCheck aria-hidden />
        {busy ? t('appointment.submitting') : t('appointment.submit')}
      </Button>
    </fetcher.Form>
  );
}

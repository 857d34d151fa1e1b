import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldGrid, SelectField, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Calendar } from '#app/components/ui/calendar.tsx';
import { Building2, CalendarCheck, Phone, Video } from '#app/components/ui/icons.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import {
  BOOKING_CALLBACK_HOURS,
  FREE_LABEL,
  isBookableDate,
  MEETING_TYPES,
  type MeetingType,
  openSlots,
  TIME_SLOTS,
  type TimeSlot,
  URGENCY_LEVELS,
} from '#domain/booking.ts';
import { bangkokDateParts, formatDate } from '#domain/dates.ts';
import { appointmentRequestSchemaAt } from '#domain/schemas/appointment.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { ChoiceGroup, choiceClass } from './fields.tsx';
import type { AppointmentActionResult } from './types.ts';

const MEETING_ICONS: Record<MeetingType, typeof Building2> = {
  office: Building2,
  video: Video,
  phone: Phone,
};

/** 'YYYY-MM-DD' of the Bangkok day of a date. */
function bangkokIsoDay(date: Date): string {
  const { year, month, day } = bangkokDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fields whose absence the spec reports with the 'incomplete' toast rather than next to an input. */
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
  const { t, lang } = useT();
  const fetcher = useFetcher<AppointmentActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [meetingType, setMeetingType] = useState<MeetingType | ''>('');
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState<TimeSlot | ''>('');
  const answer = fetcher.data ?? noScriptResult;
  const {
    errors,
    err,
    show,
    clear: clearError,
  } = useFormErrors(formRef, answer && !answer.ok ? answer.fields : undefined);
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
    const form = new FormData(e.currentTarget);
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
    const parsed = appointmentRequestSchemaAt(new Date()).safeParse(values);
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
    fetcher.submit(form, { method: 'post' });
  }

  const required = t('appointment.fields.required');
  const todayIso = bangkokIsoDay(startMonth);

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
      {noScriptResult?.ok ? (
        <div
          role="status"
          className="rounded-xl border border-success/40 bg-success-soft p-4"
          data-testid="booking-done"
        >
          <p className="font-medium">{t('appointment.done.title')}</p>
          <p className="text-sm text-muted-foreground">
            {t('appointment.done.body', { hours: BOOKING_CALLBACK_HOURS })}
          </p>
        </div>
      ) : null}
      {lawyerId ? <input type="hidden" name="lawyerId" value={lawyerId} /> : null}

      <section aria-labelledby="booking-contact" className="grid gap-4">
        <h2 id="booking-contact" className="text-lg">
          {t('appointment.sections.contact')}
        </h2>
        <FieldGrid>
          <TextInputField
            id="booking-name"
            label={t('appointment.fields.name')}
            required
            requiredLabel={required}
            error={err('name')}
            name="name"
            autoComplete="name"
            onChange={() => clearError('name')}
          />
          <TextInputField
            id="booking-phone"
            label={t('appointment.fields.phone')}
            required
            requiredLabel={required}
            hint={t('appointment.fields.phoneHint')}
            error={err('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onChange={() => clearError('phone')}
          />
          <TextInputField
            id="booking-email"
            label={`${t('appointment.fields.email')} (${t('appointment.fields.optional')})`}
            error={err('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            onChange={() => clearError('email')}
          />
          <SelectField
            id="booking-specialty"
            label={t('appointment.fields.specialty')}
            required
            requiredLabel={required}
            error={err('specialty')}
            name="specialty"
            defaultValue=""
            onChange={() => clearError('specialty')}
            placeholder={t('appointment.fields.specialtyPlaceholder')}
            options={SPECIALTIES.map((s) => ({ value: s.value, label: s.label[lang] }))}
          />
        </FieldGrid>
        <ChoiceGroup id="booking-urgency" legend={t('appointment.fields.urgency')} error={err('urgency')}>
          <div className="grid gap-2 sm:grid-cols-3">
            {URGENCY_LEVELS.map((u) => (
              <label key={u.value} className={choiceClass}>
                <input
                  type="radio"
                  name="urgency"
                  value={u.value}
                  defaultChecked={u.value === 'normal'}
                  className="size-4 shrink-0 accent-primary"
                />
                <span>{u.label[lang]}</span>
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <TextareaField
          id="booking-description"
          label={t('appointment.fields.description')}
          hint={t('appointment.fields.descriptionHint')}
          error={err('description')}
          className="min-h-28 resize-y"
          name="description"
          rows={4}
          onChange={() => clearError('description')}
        />
      </section>

      <section aria-labelledby="booking-appointment" className="grid gap-6">
        <h2 id="booking-appointment" className="text-lg">
          {t('appointment.sections.appointment')}
        </h2>

        <ChoiceGroup
          id="booking-meeting-type"
          legend={t('appointment.meetingType.legend')}
          required
          requiredLabel={required}
          error={err('meetingType')}
        >
          <div className="grid gap-2 sm:grid-cols-3">
            {MEETING_TYPES.map((m) => {
              const Icon = MEETING_ICONS[m.value];
              return (
                <label key={m.value} className={cn(choiceClass, 'min-h-14')}>
                  <input
                    type="radio"
                    name="meetingType"
                    value={m.value}
                    checked={meetingType === m.value}
                    onChange={() => {
                      setMeetingType(m.value);
                      clearError('meetingType');
                    }}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                  <span className="flex-1">{m.label[lang]}</span>
                  <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-foreground">
                    {FREE_LABEL[lang]}
                  </span>
                </label>
              );
            })}
          </div>
        </ChoiceGroup>

        <ChoiceGroup
          id="booking-date"
          legend={t('appointment.date.legend')}
          required
          requiredLabel={required}
          hint={t('appointment.date.hint')}
          error={err('date')}
        >
          <div
            className="rounded-xl border bg-background p-2 sm:max-w-sm sm:p-3"
            data-testid="booking-calendar"
          >
            <Calendar
              lang={lang}
              mode="single"
              selected={date}
              onSelect={(d) => {
                setDate(d);
                clearError('date');
              }}
              disabled={(day) => !isBookableDate(day, now)}
              startMonth={startMonth}
              defaultMonth={startMonth}
            />
          </div>
          {isoDay ? <input type="hidden" name="date" value={isoDay} /> : null}
          <p aria-live="polite" className="text-sm" data-testid="booking-selected-date">
            {date
              ? t('appointment.date.selected', {
                  date: formatDate(date, lang, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                  }),
                })
              : null}
          </p>
          <noscript>
            <div className="grid gap-2">
              <label htmlFor="booking-date-fallback" className="text-sm font-medium">
                {t('appointment.noscript.date')}
              </label>
              <input
                id="booking-date-fallback"
                type="date"
                name="date"
                min={todayIso}
                className="min-h-11 rounded-lg border border-input bg-background px-3"
              />
              <label htmlFor="booking-time-fallback" className="text-sm font-medium">
                {t('appointment.noscript.time')}
              </label>
              <select
                id="booking-time-fallback"
                name="time"
                aria-invalid={Boolean(errors.time) || undefined}
                aria-describedby={errors.time ? 'booking-time-fallback-error' : undefined}
                className="min-h-11 rounded-lg border border-input bg-background px-3"
              >
                <option value="">{t('appointment.noscript.timePlaceholder')}</option>
                {TIME_SLOTS.map((s) => (
                  <option key={s} value={s}>
                    {t('appointment.time.suffix', { time: s })}
                  </option>
                ))}
              </select>
              <FieldError id="booking-time-fallback-error">{err('time')}</FieldError>
            </div>
          </noscript>
        </ChoiceGroup>

        {date ? (
          <ChoiceGroup
            id="booking-time"
            legend={t('appointment.time.legend')}
            required
            requiredLabel={required}
            error={err('time')}
          >
            {slots.length > 0 ? (
              <div className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4" data-testid="booking-time">
                {slots.map((slot) => (
                  <label key={slot} className={cn(choiceClass, 'justify-center tabular-nums')}>
                    <input
                      type="radio"
                      name="time"
                      value={slot}
                      checked={chosenTime === slot}
                      onChange={() => {
                        setTime(slot);
                        clearError('time');
                      }}
                      className="size-4 shrink-0 accent-primary"
                    />
                    <span>{t('appointment.time.suffix', { time: slot })}</span>
                  </label>
                ))}
              </div>
            ) : (
              <p
                role="status"
                className="rounded-lg border border-dashed p-4 text-sm"
                data-testid="booking-no-slots"
              >
                {t('appointment.time.noneLeft')}
              </p>
            )}
          </ChoiceGroup>
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

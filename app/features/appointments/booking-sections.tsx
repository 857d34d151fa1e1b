import { ChoiceGroup, choiceClass } from '#app/components/form/choice-group.tsx';
import { FieldGrid, SelectField, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import type { FormKit } from '#app/components/form/use-form.ts';
import { Calendar } from '#app/components/ui/calendar.tsx';
import { Building2, Phone, Video } from '#app/components/ui/icons.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { FREE_LABEL, MEETING_TYPES, type MeetingType, URGENCY_LEVELS } from '#domain/booking.ts';
import { bangkokIsoDay, formatDate } from '#domain/dates.ts';
import { SPECIALTIES } from '#domain/specialties.ts';

const MEETING_ICONS: Record<MeetingType, typeof Building2> = {
  office: Building2,
  video: Video,
  phone: Phone,
};

/** A choice's part of `form.field(name)`: its message, and clearing it when the choice changes. */
type ChoiceField = { error?: string; onChange: () => void };

/** The contact lines of the booking form: name and phone (required), e-mail (optional). */
const CONTACT_FIELDS = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'phone', required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'email', required: false, type: 'email', inputMode: 'email', autoComplete: 'email' },
] as const;

/** The contact part of the booking form: name, phone, e-mail, specialty, urgency and description. */
export function ContactSection({ form }: { form: FormKit }) {
  const { t, lang } = useT();
  const required = t('appointment.fields.required');
  return (
    <section aria-labelledby="booking-contact" className="grid gap-4">
      <h2 id="booking-contact" className="text-lg">
        {t('appointment.sections.contact')}
      </h2>
      <FieldGrid>
        {CONTACT_FIELDS.map(({ name, required: isRequired, ...input }) => (
          <TextInputField
            key={name}
            id={`booking-${name}`}
            label={
              isRequired
                ? t(`appointment.fields.${name}`)
                : t('punctuation.aside', {
                    text: t(`appointment.fields.${name}`),
                    note: t('appointment.fields.optional'),
                  })
            }
            required={isRequired}
            requiredLabel={isRequired ? required : undefined}
            hint={name === 'phone' ? t('appointment.fields.phoneHint') : undefined}
            {...form.field(name)}
            {...input}
          />
        ))}
        <SelectField
          id="booking-specialty"
          label={t('appointment.fields.specialty')}
          required
          requiredLabel={required}
          {...form.field('specialty')}
          defaultValue=""
          placeholder={t('appointment.fields.specialtyPlaceholder')}
          options={SPECIALTIES.map((s) => ({ value: s.value, label: s.label[lang] }))}
        />
      </FieldGrid>
      <ChoiceGroup
        id="booking-urgency"
        legend={t('appointment.fields.urgency')}
        error={form.error('urgency')}
      >
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
        {...form.field('description')}
        className="min-h-28 resize-y"
        rows={4}
      />
    </section>
  );
}

/** The meeting type: those `offered` of office, video and phone, each free. */
export function MeetingTypeChoice({
  offered,
  value,
  onChoose,
  error,
  onChange,
}: {
  offered: readonly MeetingType[];
  value: MeetingType | '';
  onChoose: (meetingType: MeetingType) => void;
} & ChoiceField) {
  const { t, lang } = useT();
  return (
    <ChoiceGroup
      id="booking-meeting-type"
      legend={t('appointment.meetingType.legend')}
      required
      requiredLabel={t('appointment.fields.required')}
      error={error}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        {MEETING_TYPES.filter((m) => offered.includes(m.value)).map((m) => {
          const Icon = MEETING_ICONS[m.value];
          return (
            <label key={m.value} className={cn(choiceClass, 'min-h-14')}>
              <input
                type="radio"
                name="meetingType"
                value={m.value}
                checked={value === m.value}
                onChange={() => {
                  onChoose(m.value);
                  onChange();
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
  );
}

/** A day in no calendar's view: today, until the browser's clock is read. */
const NO_DAY = new Date(0);

/**
 * The date: a calendar from `startMonth` where only the days `isOpen` accepts can be picked, posted as a hidden
 * 'YYYY-MM-DD'; without JavaScript a date input and a list of `fallbackTimes` instead.
 */
export function DateChoice({
  date,
  onChoose,
  isOpen,
  withLawyer,
  fallbackTimes,
  startMonth,
  today,
  error,
  onChange,
  timeError,
}: {
  date: Date | undefined;
  onChoose: (date: Date | undefined) => void;
  isOpen: (day: Date) => boolean;
  /** A lawyer's calendar (its days) rather than the network's (Monday to Saturday). */
  withLawyer: boolean;
  fallbackTimes: readonly string[];
  startMonth: Date;
  /**
   * Today by the browser's clock, null until the form has read it once mounted: no day is marked today then (the
   * server's day would stay marked) and the calendar is `aria-busy`.
   */
  today: Date | null;
  /** The time's error, shown on the JavaScript-less slot list. */
  timeError?: string;
} & ChoiceField) {
  const { t, lang } = useT();
  const isoDay = date ? bangkokIsoDay(date) : '';
  return (
    <ChoiceGroup
      id="booking-date"
      legend={t('appointment.date.legend')}
      required
      requiredLabel={t('appointment.fields.required')}
      hint={withLawyer ? t('appointment.date.hintLawyer') : t('appointment.date.hint')}
      error={error}
    >
      <div
        className="rounded-xl border bg-background p-2 sm:max-w-sm sm:p-3"
        data-testid="booking-calendar"
        aria-busy={today ? undefined : true}
      >
        <Calendar
          lang={lang}
          mode="single"
          selected={date}
          onSelect={(day) => {
            onChoose(day);
            onChange();
          }}
          disabled={(day) => !isOpen(day)}
          startMonth={startMonth}
          defaultMonth={startMonth}
          today={today ?? NO_DAY}
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
            {withLawyer ? t('appointment.noscript.dateLawyer') : t('appointment.noscript.date')}
          </label>
          <input
            id="booking-date-fallback"
            type="date"
            name="date"
            min={bangkokIsoDay(startMonth)}
            className="min-h-11 rounded-lg border border-input bg-background px-3"
          />
          <label htmlFor="booking-time-fallback" className="text-sm font-medium">
            {t('appointment.noscript.time')}
          </label>
          <select
            id="booking-time-fallback"
            name="time"
            aria-invalid={Boolean(timeError) || undefined}
            aria-describedby={timeError ? 'booking-time-fallback-error' : undefined}
            className="min-h-11 rounded-lg border border-input bg-background px-3"
          >
            <option value="">{t('appointment.noscript.timePlaceholder')}</option>
            {fallbackTimes.map((s) => (
              <option key={s} value={s}>
                {t('appointment.time.suffix', { time: s })}
              </option>
            ))}
          </select>
          <FieldError id="booking-time-fallback-error">{timeError}</FieldError>
        </div>
      </noscript>
    </ChoiceGroup>
  );
}

/** The time: the chosen day's open `slots`, or a note that none is left. */
export function TimeChoice({
  slots,
  chosen,
  onChoose,
  error,
  onChange,
}: {
  slots: readonly string[];
  chosen: string;
  onChoose: (slot: string) => void;
} & ChoiceField) {
  const { t } = useT();
  return (
    <ChoiceGroup
      id="booking-time"
      legend={t('appointment.time.legend')}
      required
      requiredLabel={t('appointment.fields.required')}
      error={error}
    >
      {slots.length > 0 ? (
        <div className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4" data-testid="booking-time">
          {slots.map((slot) => (
            <label key={slot} className={cn(choiceClass, 'justify-center tabular-nums')}>
              <input
                type="radio"
                name="time"
                value={slot}
                checked={chosen === slot}
                onChange={() => {
                  onChoose(slot);
                  onChange();
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
  );
}

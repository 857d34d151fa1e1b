import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { CalendarCheck, Check, Mail, Phone, X } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { MEETING_TYPES, URGENCY_LEVELS } from '#domain/booking.ts';
import { telHref } from '#domain/contact.ts';
import { formatDate } from '#domain/dates.ts';
import { languageName } from '#domain/lawyer-languages.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { APPOINTMENT_TRANSITIONS, type AppointmentStatus, isAppointmentStatus } from '#domain/statuses.ts';
import { thaiLang } from '#domain/text.ts';
import { dayLabel, labelOf, URGENCY_STYLE, useStatusFetcher } from '../appointment-view.tsx';
import type { OwnAppointmentView } from './own-appointments.server.ts';

/** The buttons of the statuses a request may move to (`APPOINTMENT_TRANSITIONS`); a final status has none. */
function StatusActions({ appointment: r, nameId }: { appointment: OwnAppointmentView; nameId: string }) {
  const { t } = useT();
  const fetcher = useStatusFetcher({
    saved: (status) => t(`ownAppointments.toast.${status}`),
    failed: 'ownAppointments.saveFailed',
  });
  const form = useForm({ answer: fetcher.data, fetcher });
  const busy = form.busy;
  const next = isAppointmentStatus(r.status) ? APPOINTMENT_TRANSITIONS[r.status] : [];
  if (next.length === 0) return <p className="text-sm text-muted-foreground">{t('ownAppointments.final')}</p>;
  const submit = (status: AppointmentStatus) => fetcher.submit({ id: r.id, status }, { method: 'post' });
  const keep = t('ownAppointments.dialog.keep');
  return (
    <fetcher.Form {...form.props} method="post">
      <input type="hidden" name="id" value={r.id} />
      <span id={`${nameId}-actions`} className="sr-only">
        {t('ownAppointments.actions')}
      </span>
      <fieldset className="flex flex-wrap gap-2" aria-labelledby={`${nameId}-actions ${nameId}`}>
        {next.includes('confirmed') ? (
          <Button type="submit" name="status" value="confirmed" disabled={busy} aria-busy={busy}>
            <CalendarCheck aria-hidden />
            {t('ownAppointments.confirm')}
          </Button>
        ) : null}
        {next.includes('completed') ? (
          <ConfirmDialog
            cancelLabel={keep}
            trigger={
              <Button type="button" disabled={busy} aria-busy={busy}>
                <Check aria-hidden />
                {t('ownAppointments.complete')}
              </Button>
            }
            title={t('ownAppointments.dialog.completeTitle')}
            description={t('ownAppointments.dialog.completeBody', { name: r.name })}
            confirmLabel={t('ownAppointments.dialog.completeConfirm')}
            onConfirm={() => submit('completed')}
          />
        ) : null}
        {next.includes('cancelled') ? (
          <ConfirmDialog
            cancelLabel={keep}
            destructive
            trigger={
              <Button type="button" variant="outline" disabled={busy} aria-busy={busy}>
                <X aria-hidden />
                {t('ownAppointments.cancel')}
              </Button>
            }
            title={t('ownAppointments.dialog.cancelTitle')}
            description={t('ownAppointments.dialog.cancelBody', { name: r.name })}
            confirmLabel={t('ownAppointments.dialog.cancelConfirm')}
            onConfirm={() => submit('cancelled')}
          />
        ) : null}
      </fieldset>
    </fetcher.Form>
  );
}

/** One request: who, how to reach them, what about, when, how to meet; then its status and what may follow. */
export function OwnAppointmentCard({ appointment: r }: { appointment: OwnAppointmentView }) {
  const { t, lang } = useT();
  const nameId = `appointment-${r.id}-name`;
  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={nameId}
      data-testid="own-appointment"
      data-status={r.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={nameId} className="break-words text-lg font-semibold" lang={thaiLang(r.name, lang)}>
            {r.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {t('ownAppointments.received', {
              date: formatDate(r.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        </div>
        <StatusBadge kind="appointment" status={r.status} lang={lang} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('ownAppointments.phone')}</dt>
        <dd>
          <a className="inline-flex min-h-11 items-center gap-1 underline sm:min-h-0" href={telHref(r.phone)}>
            <Phone className="size-4" aria-hidden />
            {r.phone}
          </a>
        </dd>
        {r.email ? (
          <>
            <dt className="text-muted-foreground">{t('ownAppointments.email')}</dt>
            <dd className="wrap-anywhere">
              <a
                className="inline-flex min-h-11 items-center gap-1 underline sm:min-h-0"
                href={`mailto:${r.email}`}
              >
                <Mail className="size-4 shrink-0" aria-hidden />
                {r.email}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('ownAppointments.matter')}</dt>
        <dd>
          {labelOf(SPECIALTIES, r.specialty, lang)}
          {' · '}
          <span className={cn(URGENCY_STYLE[r.urgency])}>{labelOf(URGENCY_LEVELS, r.urgency, lang)}</span>
        </dd>
        <dt className="text-muted-foreground">{t('ownAppointments.when')}</dt>
        <dd>
          {dayLabel(r.preferredDate, lang)} {t('ownAppointments.time', { time: r.timeSlot })}
        </dd>
        <dt className="text-muted-foreground">{t('ownAppointments.meeting')}</dt>
        <dd>{labelOf(MEETING_TYPES, r.meetingType, lang)}</dd>
        <dt className="text-muted-foreground">{t('ownAppointments.language')}</dt>
        <dd data-testid="booked-language">{languageName(r.locale, lang)}</dd>
      </dl>
      {r.description ? (
        <details className="text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-primary">
            {t('ownAppointments.details')}
          </summary>
          <p className="mt-1 whitespace-pre-wrap break-words" lang={thaiLang(r.description, lang)}>
            {r.description}
          </p>
        </details>
      ) : null}
      <StatusActions appointment={r} nameId={nameId} />
    </article>
  );
}

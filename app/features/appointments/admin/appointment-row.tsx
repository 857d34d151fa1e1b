import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { MEETING_TYPES, URGENCY_LEVELS } from '#domain/booking.ts';
import { telHref } from '#domain/contact.ts';
import { formatDate } from '#domain/dates.ts';
import { languageName } from '#domain/lawyer-languages.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { APPOINTMENT_TRANSITIONS, isAppointmentStatus, statusLabel } from '#domain/statuses.ts';
import { dayLabel, labelOf, URGENCY_STYLE, useStatusFetcher } from '../appointment-view.tsx';
import type { AdminAppointmentView } from './appointments.server.ts';

/** One appointment request with its status picker (requested, confirmed, completed, cancelled). */
export function AppointmentRow({ appointment: r }: { appointment: AdminAppointmentView }) {
  const { t, lang } = useT();
  const fetcher = useStatusFetcher({
    saved: () => t('adminAppointments.toast.saved'),
    failed: 'adminAppointments.saveFailed',
  });
  const form = useForm({ answer: fetcher.data, fetcher });
  const busy = form.busy;
  const selectId = `appointment-status-${r.id}`;
  // The statuses it may move to (completed and cancelled are final: domain/statuses.ts).
  const next = isAppointmentStatus(r.status) ? APPOINTMENT_TRANSITIONS[r.status] : [];
  return (
    <tr className="border-b align-top last:border-b-0" data-testid="appointment-row" data-status={r.status}>
      <th scope="row" className="p-3 text-start font-normal">
        <p className="font-medium">{r.name}</p>
        <p className="text-sm">
          <a className="underline" href={telHref(r.phone)}>
            {r.phone}
          </a>
        </p>
        {r.email ? (
          <p className="text-sm wrap-anywhere">
            <a className="underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>
          </p>
        ) : null}
      </th>
      <td className="p-3 text-sm" data-label={t('adminAppointments.table.matter')}>
        <p>{labelOf(SPECIALTIES, r.specialty, lang)}</p>
        <p className={cn('mt-1', URGENCY_STYLE[r.urgency])}>{labelOf(URGENCY_LEVELS, r.urgency, lang)}</p>
        {r.description ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-muted-foreground">
              {t('adminAppointments.details')}
            </summary>
            <p className="mt-1 whitespace-pre-wrap break-words md:max-w-xs">{r.description}</p>
          </details>
        ) : null}
      </td>
      <td className="p-3 text-sm" data-label={t('adminAppointments.table.when')}>
        <p className="whitespace-nowrap">{dayLabel(r.preferredDate, lang)}</p>
        <p className="whitespace-nowrap">{t('adminAppointments.time', { time: r.timeSlot })}</p>
        <p className="mt-1 text-muted-foreground">{labelOf(MEETING_TYPES, r.meetingType, lang)}</p>
        <p className="text-muted-foreground" data-testid="booked-language">
          {t('adminAppointments.language', { language: languageName(r.locale, lang) })}
        </p>
      </td>
      <td className="p-3 text-sm" data-label={t('adminAppointments.table.lawyer')}>
        {r.lawyerName ?? t('adminAppointments.noLawyer')}
      </td>
      <td className="p-3" data-label={t('adminAppointments.table.status')}>
        <StatusBadge kind="appointment" status={r.status} lang={lang} />
        <p className="mt-1 whitespace-nowrap text-xs text-muted-foreground">
          {t('adminAppointments.received', {
            date: formatDate(r.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      </td>
      <td className="p-3" data-label={t('adminAppointments.table.change')}>
        {next.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminAppointments.final')}</p>
        ) : (
          <fetcher.Form {...form.props} method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={r.id} />
            <div className="grid gap-1">
              <label htmlFor={selectId} className="text-xs text-muted-foreground">
                {t('adminAppointments.statusFor', { name: r.name })}
              </label>
              <select
                id={selectId}
                name="status"
                defaultValue={r.status}
                key={r.status}
                className="min-h-11 rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {[r.status, ...next].map((s) => (
                  <option key={s} value={s}>
                    {statusLabel('appointment', s, lang)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
              <Save aria-hidden />
              {t('adminAppointments.save')}
            </Button>
          </fetcher.Form>
        )}
      </td>
    </tr>
  );
}

import { Link } from '#app/components/link.tsx';
import { CalendarDays } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { dayLabel, labelOf } from '#app/features/appointments/appointment-view.tsx';
import { useT } from '#app/lib/lang.ts';
import { MEETING_TYPES } from '#domain/booking.ts';
import { thaiLang } from '#domain/text.ts';
import { MEMBER_PAGE_PARAMS } from './inbox-params.ts';
import { MemberSection } from './member-section.tsx';
import type { MemberSpaceData } from './member-space.server.ts';

type MyAppointment = MemberSpaceData['appointments']['rows'][number];

/**
 * The viewer's own appointment requests, upcoming first, a page at a time (`?appointments=`); none: a way to find
 * a lawyer to book.
 */
export function MyAppointments({ appointments }: { appointments: MemberSpaceData['appointments'] }) {
  const { t, href } = useT();
  const empty = {
    text: t('inbox.appointments.empty'),
    to: href('/search'),
    label: t('inbox.appointments.find'),
    variant: 'outline' as const,
  };
  return (
    <MemberSection
      id="appointments-heading"
      icon={CalendarDays}
      title={t('inbox.appointments.title')}
      empty={appointments.rows.length === 0 ? empty : null}
      testId="my-appointments"
      footer={
        <KeysetPager
          page={appointments.page}
          next={appointments.next}
          badCursor={appointments.badCursor}
          param={MEMBER_PAGE_PARAMS.appointments}
          label={t('inbox.appointments.title')}
        />
      }
    >
      {appointments.rows.map((a) => (
        <MyAppointmentItem key={a.id} appointment={a} />
      ))}
    </MemberSection>
  );
}

/** One request: the lawyer (or none chosen), its state, the day and slot, how to meet, its reference linking to its receipt. */
function MyAppointmentItem({ appointment: a }: { appointment: MyAppointment }) {
  const { t, lang, href } = useT();
  return (
    <li
      className="grid gap-2 rounded-lg border bg-background p-3 sm:p-4"
      data-testid="my-appointment"
      data-upcoming={a.upcoming}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">
          {a.lawyerId && a.lawyerName ? (
            <Link
              to={href(`/lawyers/${a.lawyerId}`)}
              className="hover:underline"
              lang={thaiLang(a.lawyerName, lang)}
            >
              {a.lawyerName}
            </Link>
          ) : (
            t('inbox.appointments.noLawyer')
          )}
        </h3>
        <StatusBadge kind="appointment" status={a.status} lang={lang} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('ownAppointments.when')}</dt>
        <dd>
          {dayLabel(a.preferredDate, lang)} {t('ownAppointments.time', { time: a.timeSlot })}
          <span className="ms-2 text-xs text-muted-foreground">
            ({a.upcoming ? t('inbox.appointments.upcoming') : t('inbox.appointments.past')})
          </span>
        </dd>
        <dt className="text-muted-foreground">{t('ownAppointments.meeting')}</dt>
        <dd>{labelOf(MEETING_TYPES, a.meetingType, lang)}</dd>
        <dt className="text-muted-foreground">{t('inbox.appointments.reference')}</dt>
        <dd>
          <Link
            to={href(`/booking/${a.reference}`)}
            className="font-mono hover:underline"
            aria-label={t('inbox.appointments.receipt', { reference: a.reference })}
            data-testid="my-appointment-receipt"
          >
            {a.reference}
          </Link>
        </dd>
      </dl>
    </li>
  );
}

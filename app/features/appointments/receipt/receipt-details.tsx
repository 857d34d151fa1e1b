import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { CalendarPlus } from '#app/components/ui/icons.tsx';
import { CopyButton } from '#app/features/payment/copy-button.tsx';
import { useT } from '#app/lib/lang.ts';
import { minutesOf, timeOf } from '#domain/availability.ts';
import { MEETING_TYPES } from '#domain/booking.ts';
import { formatDate } from '#domain/dates.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import { thaiLang } from '#domain/text.ts';
import { dayLabel } from '../appointment-view.tsx';

/** What the receipt shows of a booking (the loader's `receipt`, app/features/appointments/receipt/receipt.server.ts). */
export interface ReceiptView {
  reference: string;
  status: AppointmentStatus;
  meetingType: string;
  date: string;
  time: string;
  startsAt: string;
  durationMinutes: number;
  booker: { name: string; phone: string };
  lawyer: { id: string; name: string } | null;
  where: string;
  change: { allowed: boolean; until: string | null; freeDays: { day: string; slots: string[] }[] };
}

/** The reference, large and copyable: what the person gives when they call. */
export function ReceiptReference({ reference }: { reference: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby="receipt-reference" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="receipt-reference" className="text-sm font-medium text-muted-foreground">
        {t('bookingReceipt.reference')}
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <p
          className="select-all font-mono text-3xl font-semibold tracking-wider"
          data-testid="receipt-reference"
        >
          {reference}
        </p>
        <CopyButton
          text={reference}
          label={t('bookingReceipt.copy')}
          copied={t('bookingReceipt.copied')}
          failed={t('bookingReceipt.copyFailed')}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t('bookingReceipt.referenceHint')}</p>
    </section>
  );
}

/** One line of the details: its term and what it says. */
function Detail({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The booking's details: the lawyer (linked to the profile) or the network centre, meeting type, day (Buddhist
 * era on /th) and time to end time in Bangkok, where and how, status in words, the booker's masked name and
 * phone, and the calendar file.
 */
export function ReceiptDetails({ receipt, calendarHref }: { receipt: ReceiptView; calendarHref: string }) {
  const { t, lang, href } = useT();
  const meeting =
    MEETING_TYPES.find((m) => m.value === receipt.meetingType)?.label[lang] ?? receipt.meetingType;
  const end = timeOf(minutesOf(receipt.time) + receipt.durationMinutes);
  const day = formatDate(receipt.startsAt, lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section aria-labelledby="receipt-details" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="receipt-details" className="text-lg">
        {t('bookingReceipt.details')}
      </h2>
      <dl className="mt-4 grid gap-4">
        <Detail term={t('bookingReceipt.status.label')} testId="receipt-status">
          <span className="font-medium">{t(`bookingReceipt.status.${receipt.status}`)}</span>
        </Detail>
        <Detail term={t('bookingReceipt.lawyer')} testId="receipt-lawyer">
          {receipt.lawyer ? (
            <Link
              to={href(`/lawyers/${receipt.lawyer.id}`)}
              className="font-medium text-primary underline-offset-4 hover:underline"
              lang={thaiLang(receipt.lawyer.name, lang)}
            >
              {receipt.lawyer.name}
            </Link>
          ) : (
            t('bookingReceipt.network')
          )}
        </Detail>
        <Detail term={t('bookingReceipt.meetingType')}>{meeting}</Detail>
        <Detail term={t('bookingReceipt.when')} testId="receipt-when">
          <span className="block">{day || dayLabel(receipt.date, lang)}</span>
          <span className="block tabular-nums">
            {t('bookingReceipt.timeRange', { start: receipt.time, end })}
          </span>
        </Detail>
        <Detail term={t('bookingReceipt.where')} testId="receipt-where">
          {receipt.where}
        </Detail>
        <Detail term={t('bookingReceipt.booker.title')} testId="receipt-booker">
          <span className="block">{receipt.booker.name}</span>
          <span className="block font-mono tabular-nums">{receipt.booker.phone}</span>
        </Detail>
      </dl>
      <a
        href={calendarHref}
        download
        className={`${buttonVariants({ variant: 'outline' })} mt-6`}
        data-testid="receipt-calendar"
      >
        <CalendarPlus aria-hidden />
        {t('bookingReceipt.download')}
      </a>
    </section>
  );
}

/** What happens next, by the booking's status (a cancelled one links to booking again). */
export function ReceiptNext({ receipt }: { receipt: ReceiptView }) {
  const { t, href } = useT();
  const text =
    receipt.status === 'requested' && !receipt.lawyer
      ? t('bookingReceipt.next.requestedNetwork')
      : t(`bookingReceipt.next.${receipt.status}`);
  return (
    <section aria-labelledby="receipt-next" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="receipt-next" className="text-lg">
        {t('bookingReceipt.next.title')}
      </h2>
      <p className="mt-2" data-testid="receipt-next">
        {text}
      </p>
      {receipt.status === 'cancelled' ? (
        <Link
          to={href(`/appointment${receipt.lawyer ? `?lawyer=${receipt.lawyer.id}` : ''}`)}
          className={`${buttonVariants({ variant: 'accent' })} mt-4`}
        >
          {t('bookingReceipt.next.bookAgain')}
        </Link>
      ) : null}
    </section>
  );
}

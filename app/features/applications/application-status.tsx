import { Link } from '#app/components/link.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDate } from '#domain/dates.ts';
import { type ApplicationStatus, statusLabel } from '#domain/statuses.ts';
import { thaiLang } from '#domain/text.ts';

export interface ApplicationSummary {
  id: string;
  fullName: string;
  status: ApplicationStatus;
  createdAt: string;
}

const BADGE: Record<ApplicationStatus, string> = {
  pending: 'border-accent/50 bg-accent/15',
  approved: 'border-success/50 bg-success-soft',
  rejected: 'border-destructive/50 bg-destructive-soft',
};

/** A status badge in the interface language (Thai labels on /th, domain/statuses.ts). */
export function ApplicationBadge({ status }: { status: ApplicationStatus }) {
  const { lang } = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-medium text-foreground',
        BADGE[status],
      )}
      data-status={status}
    >
      {statusLabel('application', status, lang)}
    </span>
  );
}

/**
 * The applicant's applications, newest first, each with its status and date, and a note on what comes next
 * for the newest one.
 */
export function ApplicationStatusList({
  applications,
  lawyerId,
}: {
  applications: ApplicationSummary[];
  lawyerId: string | null;
}) {
  const { t, lang, href } = useT();
  const latest = applications[0];
  if (!latest) return null;
  const note =
    latest.status === 'pending'
      ? t('apply.status.pendingNote')
      : latest.status === 'rejected'
        ? t('apply.status.rejectedNote')
        : t('apply.status.approvedNote');
  return (
    <section
      aria-labelledby="apply-status-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="application-status"
    >
      <h2 id="apply-status-heading" className="text-lg">
        {t('apply.status.heading')}
      </h2>
      <p className="text-muted-foreground">
        {note}
        {latest.status === 'approved' && lawyerId ? (
          <>
            {' '}
            <Link className="font-medium text-primary underline" to={href(`/lawyers/${lawyerId}`)}>
              {t('apply.status.viewProfile')}
            </Link>{' '}
            <Link className="font-medium text-primary underline" to={href('/account/lawyer')}>
              {t('apply.status.editListing')}
            </Link>
          </>
        ) : null}
      </p>
      <ul className="grid gap-2">
        {applications.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-background p-3"
            data-testid="application-row"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="break-words font-medium" lang={thaiLang(a.fullName, lang)}>
                {a.fullName}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('apply.status.submittedOn', { date: formatDate(a.createdAt, lang) })}
              </span>
            </div>
            <span className="flex items-center gap-2">
              <span className="sr-only">{t('punctuation.label', { label: t('apply.status.label') })}</span>
              <ApplicationBadge status={a.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

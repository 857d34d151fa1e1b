import { cn } from '#app/lib/utils.ts';
import type { Lang } from '#domain/i18n.ts';
import { statusLabel } from '#domain/statuses.ts';

/** One colour per application status (pending, approved, rejected), light and dark. */
const STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

export function ApplicationStatusBadge({ status, lang }: { status: string; lang: Lang }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        STYLE[status] ?? 'bg-muted',
      )}
      data-status={status}
    >
      {statusLabel('application', status, lang)}
    </span>
  );
}

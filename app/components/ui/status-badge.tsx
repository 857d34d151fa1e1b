import { cn } from '#app/lib/utils.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import type { Lang } from '#domain/i18n.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { type StatusKind, statusLabel } from '#domain/statuses.ts';

/** One colour per status, the same everywhere (docs/look-and-feel.md, "Colour"). */
const STATUS_STYLE: Record<string, string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  assigned: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  closed: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
  invited: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  declined: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
  expired: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  // An appointment request's statuses.
  requested: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  confirmed: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

export function StatusBadge({ kind, status, lang }: { kind: StatusKind; status: string; lang: Lang }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        STATUS_STYLE[status] ?? 'bg-muted',
      )}
      data-status={status}
    >
      {statusLabel(kind, status, lang)}
    </span>
  );
}

/** A question's areas: the ask form's specialties (or case types) in the interface language. */
export function areaLabel(value: string, lang: Lang): string {
  return SPECIALTIES.find((s) => s.value === value)?.label[lang] ?? caseTypeLabel(value, lang);
}

export function AreaList({ areas, lang }: { areas: string[]; lang: Lang }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {areas.map((a) => (
        <li key={a} className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs text-primary">
          {areaLabel(a, lang)}
        </li>
      ))}
    </ul>
  );
}

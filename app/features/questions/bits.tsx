import { Phone } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/utils.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { telHref } from '#domain/contact.ts';
import type { Lang } from '#domain/i18n.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { type StatusKind, statusLabel } from '#domain/statuses.ts';
import type { TFunction } from '#i18n/texts.ts';

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

/** A service's refusal code: an i18n key ('ask.errors.required') or an AppError code ('NOT_FOUND'). */
export function translateCode(t: TFunction, code: string): string {
  return code.includes('.') ? t.dynamic(code) : t.dynamic(`errors.${code}`);
}

/** The asker's phone and LINE (shown only when the server sent them), or 'no contact info given'. */
export function AskerContact({
  contact,
  t,
  testId,
}: {
  contact: { phone: string | null; line: string | null };
  t: TFunction;
  testId: string;
}) {
  return (
    <div className="mt-3 rounded-lg bg-muted/60 p-3 text-sm" data-testid={testId}>
      <p className="font-medium">{t('inbox.contact.title')}</p>
      {contact.phone || contact.line ? (
        <ul className="mt-1 grid gap-1">
          {contact.phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden />
              <a className="underline" href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </li>
          ) : null}
          {contact.line ? <li>LINE: {contact.line}</li> : null}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('inbox.contact.none')}</p>
      )}
    </div>
  );
}

import { ExternalLink, HandCoins, Phone } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { type LegalAidView, telHref } from '#domain/contact.ts';

/**
 * Kinds of legal aid, each with when it applies and how to reach it: a tel: link to its number (and the key to press
 * after calling) or its website (docs/product-rules.md, "Case triage"; the triage and the emergency page).
 */
export function LegalAidList({ entries }: { entries: readonly LegalAidView[] }) {
  const { t } = useT();
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="legal-aid">
      {entries.map((aid) => (
        <li key={aid.key} className="rounded-xl border bg-card p-4" data-legal-aid={aid.key}>
          <p className="flex items-center gap-2 font-medium">
            <HandCoins className="size-5 shrink-0 text-primary" aria-hidden />
            {aid.label}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{aid.when}</p>
          {aid.phone ? (
            <a
              href={telHref(aid.phone)}
              className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 font-semibold hover:bg-muted"
            >
              <Phone className="size-4 shrink-0" aria-hidden />
              {aid.phone}
              {aid.press ? (
                <span className="font-normal text-muted-foreground">
                  {t('contact.legalAid.press', { key: aid.press })}
                </span>
              ) : null}
            </a>
          ) : null}
          {aid.website ? (
            <a
              href={aid.website}
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden />
              {t('contact.legalAid.website')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { useRouteLoaderData } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { MessageSquareText, Phone, Siren } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import type { RootData } from '#app/root.tsx';
import { EMERGENCY_NUMBERS, LEGAL_HELP_NUMBERS, telHref } from '#domain/contact.ts';
import type { Lang } from '#domain/i18n.ts';
import { thaiLang } from '#domain/text.ts';

/**
 * The banner shown first when a text needs help today (docs/product-rules.md, "Case triage"): the words that said
 * so; first of all the lawyers' hotline, a button to call; then the emergency and legal-help numbers; then 'talk to a
 * lawyer today', the ask form filled in ahead with the text (and the hotline again).
 */
export function TriageUrgentBanner({ because, askHref }: { because: string[]; askHref: string }) {
  const { t, lang } = useT();
  const hotline = useRouteLoaderData<RootData>('root')?.contact?.lawyerHotline;
  return (
    <section className="page pt-6 *:max-w-measure">
      <div
        role="alert"
        className="rounded-xl border-2 border-destructive/50 bg-destructive-soft p-5"
        data-testid="triage-urgent"
      >
        <h2 className="flex items-center gap-2 text-xl text-destructive">
          <Siren className="size-5 shrink-0" aria-hidden />
          {t('triage.page.urgent.title')}
        </h2>
        {because.length > 0 ? (
          <p className="mt-2 text-sm" data-testid="triage-urgent-because">
            {t('triage.page.urgent.because')}{' '}
            <span lang={thaiLang(because.join(' '), lang)}>
              {because.map((word) => `“${word}”`).join(', ')}
            </span>
          </p>
        ) : null}
        {hotline ? (
          <Button asChild size="lg" className="mt-4">
            <a href={telHref(hotline)} data-testid="triage-urgent-hotline">
              <Phone aria-hidden />
              {t('triage.page.urgent.hotline')} <span className="font-semibold tabular-nums">{hotline}</span>
            </a>
          </Button>
        ) : null}
        <p className="mt-4 font-medium">{t('triage.page.urgent.body')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {EMERGENCY_NUMBERS.map((entry) => (
            <PhoneLink key={entry.key} entry={entry} />
          ))}
        </ul>
        <p className="mt-3 font-medium">{t('triage.page.urgent.legal')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {LEGAL_HELP_NUMBERS.map((entry) => (
            <PhoneLink key={entry.key} entry={entry} />
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-4">
          <a href={askHref} data-testid="triage-urgent-lawyer">
            <MessageSquareText aria-hidden />
            {t('triage.page.urgent.lawyer')}
          </a>
        </Button>
        {hotline ? (
          <p className="mt-2 text-sm">{t('triage.page.urgent.lawyerHint', { number: hotline })}</p>
        ) : null}
      </div>
    </section>
  );
}

/** A number to call now, as a tel: link with its name (and its note, such as which key to press). */
function PhoneLink({
  entry,
}: {
  entry: { number: string; label: Record<Lang, string>; note?: Record<Lang, string> | null };
}) {
  const { t, lang } = useT();
  return (
    <li>
      <a
        href={telHref(entry.number)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border bg-card px-3 font-medium hover:bg-muted"
      >
        <Phone className="size-4 shrink-0" aria-hidden />
        <span>{entry.label[lang]}</span> <span className="font-semibold">{entry.number}</span>
        {entry.note ? (
          <span className="text-sm text-muted-foreground">
            {t('punctuation.parenthesized', { text: entry.note[lang] })}
          </span>
        ) : null}
      </a>
    </li>
  );
}

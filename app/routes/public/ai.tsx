import { TextareaField } from '#app/components/form/field.tsx';
import { LawyerCard } from '#app/components/lawyers/lawyer-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  MapPin,
  MessageSquareText,
  Phone,
  Scale,
  ScanSearch,
  Search,
  Siren,
} from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { loadTriagePage, triagePageAction } from '#app/features/triage/triage.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { askPrefillQuery } from '#domain/ask-prefill.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { EMERGENCY_NUMBERS, LEGAL_HELP_NUMBERS, telHref } from '#domain/contact.ts';
import type { Lang } from '#domain/i18n.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { EMPTY_SEARCH_FORM, searchQueryString } from '#domain/search.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/ai';

// A page without scripts (app/lib/page-scripts.ts): its form posts to the page's own action, which triages the
// text. The browser keeps the text within its length (`maxLength`); the counter says the length of the text
// triaged (a live one would need a script: the head script's budget, app/lib/page-scripts.test.ts, has no room).
export const handle = staticPage();

export const loader = loadTriagePage;

export const action = ({ context, request }: Route.ActionArgs) =>
  triagePageAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('triage.meta.title'), description: t('triage.meta.description') }));

const TEXT_ID = 'triage-text';
const COUNTER_ID = 'triage-text-counter';

/**
 * The case-triage assistant (docs/product-rules.md, "Case triage"): a person's own words give the likely case
 * types with the words that decided, the province, an urgency banner first when it needs help today, up to three
 * verified lawyers and a link to ask them with the ask form filled in.
 */
export default function TriagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { text, max, error, result } = actionData ?? loaderData;
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const best = result?.caseTypes[0];
  const askQuery = result ? askPrefillQuery(text, result.suggested, result.province) : '';
  const searchQuery = best ? searchQueryString({ ...EMPTY_SEARCH_FORM, caseType: best.value }) : '';

  return (
    <>
      <PageIntro title={t('triage.page.title')} lead={t('triage.page.lead')}>
        <p className="mt-3 max-w-2xl rounded-lg border bg-card px-4 py-3 text-sm" data-testid="triage-honest">
          {t('triage.page.honest')}
        </p>
      </PageIntro>

      {result?.urgent ? (
        <section className="mx-auto max-w-3xl px-4 pt-6">
          <div
            role="alert"
            className="rounded-xl border-2 border-destructive/50 bg-destructive-soft p-5"
            data-testid="triage-urgent"
          >
            <h2 className="flex items-center gap-2 text-xl text-destructive">
              <Siren className="size-5 shrink-0" aria-hidden />
              {t('triage.page.urgent.title')}
            </h2>
            {result.urgentBecause.length > 0 ? (
              <p className="mt-2 text-sm" data-testid="triage-urgent-because">
                {t('triage.page.urgent.because')}{' '}
                <span lang={thaiLang(result.urgentBecause.join(' '), lang)}>
                  {result.urgentBecause.map((word) => `“${word}”`).join(', ')}
                </span>
              </p>
            ) : null}
            <p className="mt-3 font-medium">{t('triage.page.urgent.body')}</p>
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
            <Button asChild className="mt-4">
              <a
                href={`${href('/search')}${searchQuery ? `?${searchQuery}` : ''}`}
                data-testid="triage-urgent-lawyer"
              >
                <Scale aria-hidden />
                {t('triage.page.urgent.lawyer')}
              </a>
            </Button>
          </div>
        </section>
      ) : null}

      <section className="mx-auto max-w-3xl px-4 py-6">
        <form
          method="post"
          action={href('/ai')}
          className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
        >
          <div className="grid gap-1">
            <TextareaField
              id={TEXT_ID}
              name="text"
              label={t('triage.page.label')}
              hint={t('triage.page.hint')}
              rows={6}
              maxLength={max}
              defaultValue={text}
              lang={thaiLang(text, lang)}
              error={error ? t.dynamic(error.key, { max: error.max }) : undefined}
              className="resize-y"
              aria-describedby={[`${TEXT_ID}-hint`, error ? `${TEXT_ID}-error` : null, COUNTER_ID]
                .filter(Boolean)
                .join(' ')}
            />
            <p
              id={COUNTER_ID}
              className="justify-self-end text-xs text-muted-foreground"
              data-testid="triage-counter"
            >
              {t('triage.page.counter', { length: text.length, max })}
            </p>
          </div>
          <Button type="submit" size="lg" className="justify-self-start">
            <ScanSearch aria-hidden />
            {t('triage.page.submit')}
          </Button>
        </form>
      </section>

      {result ? (
        <section
          className="mx-auto max-w-5xl px-4 pb-10"
          aria-labelledby="triage-results-heading"
          data-testid="triage-results"
        >
          <h2 id="triage-results-heading" className="text-2xl">
            {t('triage.page.resultsTitle')}
          </h2>
          {best ? (
            <>
              <h3 className="mt-4 text-lg">{t('triage.page.caseTypesTitle')}</h3>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="triage-case-types">
                {result.caseTypes.map((c) => (
                  <li key={c.value} className="rounded-xl border bg-card p-4" data-case-type={c.key}>
                    <p className="flex items-baseline justify-between gap-3">
                      <span className="text-lg font-medium">{caseTypeLabel(c.value, lang)}</span>
                      <span className="font-semibold tabular-nums">{percent.format(c.score)}</span>
                    </p>
                    {c.because.length > 0 ? (
                      <div className="mt-2">
                        <p className="text-sm text-muted-foreground">{t('triage.page.because')}</p>
                        <ul className="mt-1 flex flex-wrap gap-1.5">
                          {c.because.map((word) => (
                            <li
                              key={word}
                              className="rounded-full bg-muted px-2.5 py-0.5 text-sm"
                              data-testid="triage-word"
                              lang={thaiLang(word, lang)}
                            >
                              {word}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-4 rounded-xl border border-dashed p-5" data-testid="triage-nothing">
              {t('triage.page.nothing')}
            </p>
          )}

          <p className="mt-4 flex items-center gap-2" data-testid="triage-province">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
            {result.province ? (
              <>
                <span>{t('triage.page.province')}:</span>{' '}
                <span className="font-medium">{provinceLabel(result.province, lang)}</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t('triage.page.noProvince')}</span>
            )}
          </p>

          {best ? (
            <>
              <h3 className="mt-6 text-lg">{t('triage.page.lawyersTitle')}</h3>
              {result.lawyers.length > 0 ? (
                <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="triage-lawyers">
                  {result.lawyers.map((lawyer) => (
                    <li key={lawyer.id}>
                      <LawyerCard lawyer={lawyer} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-muted-foreground">{t('triage.page.noLawyers')}</p>
              )}
              <div className="mt-6 grid gap-2">
                <Button asChild size="lg" className="justify-self-start">
                  <a href={`${href('/ask')}?${askQuery}`} data-testid="triage-ask">
                    <MessageSquareText aria-hidden />
                    {t('triage.page.ask')}
                  </a>
                </Button>
                <p className="text-sm text-muted-foreground">{t('triage.page.askHint')}</p>
              </div>
            </>
          ) : null}
          <p className="mt-6">
            <a
              href={`${href('/search')}${searchQuery ? `?${searchQuery}` : ''}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Search className="size-4" aria-hidden />
              {t('triage.page.search')}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}

/** A number to call now, as a tel: link with its name (and its note, such as which key to press). */
function PhoneLink({
  entry,
}: {
  entry: { number: string; label: Record<Lang, string>; note?: Record<Lang, string> | null };
}) {
  const { lang } = useT();
  return (
    <li>
      <a
        href={telHref(entry.number)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border bg-card px-3 font-medium hover:bg-muted"
      >
        <Phone className="size-4 shrink-0" aria-hidden />
        <span>{entry.label[lang]}</span> <span className="font-semibold">{entry.number}</span>
        {entry.note ? <span className="text-sm text-muted-foreground">({entry.note[lang]})</span> : null}
      </a>
    </li>
  );
}

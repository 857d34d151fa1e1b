import { LegalAidList } from '#app/components/contact/legal-aid-list.tsx';
import { LawyerCard } from '#app/components/lawyers/lawyer-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { MapPin, MessageSquareText, Search } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type { TriagePageData } from './triage.server.ts';
import { TriageSimilarAnswers } from './triage-similar-answers.tsx';

type TriageResult = NonNullable<TriagePageData['result']>;

/**
 * What a text's triage gives: the likely case types with the words that decided, the province, the legal aid that
 * fits, up to three verified lawyers and a link to ask them with the ask form filled in, similar published answers,
 * and the search.
 */
export function TriageResults({
  result,
  askHref,
  searchHref,
}: {
  result: TriageResult;
  askHref: string;
  searchHref: string;
}) {
  const { t, lang } = useT();
  const best = result.caseTypes[0];
  return (
    <section className="page pb-10" aria-labelledby="triage-results-heading" data-testid="triage-results">
      <h2 id="triage-results-heading" className="text-2xl">
        {t('triage.page.resultsTitle')}
      </h2>
      {best ? (
        <>
          <h3 className="mt-4 text-lg">{t('triage.page.caseTypesTitle')}</h3>
          <TriageCaseTypes caseTypes={result.caseTypes} />
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
            <span>{t('punctuation.label', { label: t('triage.page.province') })}</span>{' '}
            <span className="font-medium">{provinceLabel(result.province, lang)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{t('triage.page.noProvince')}</span>
        )}
      </p>

      {result.legalAid.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg">{t('triage.page.legalAidTitle')}</h3>
          <LegalAidList entries={result.legalAid} />
        </>
      ) : null}

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
              <a href={askHref} data-testid="triage-ask">
                <MessageSquareText aria-hidden />
                {t('triage.page.ask')}
              </a>
            </Button>
            <p className="text-sm text-muted-foreground">{t('triage.page.askHint')}</p>
          </div>
        </>
      ) : null}
      <TriageSimilarAnswers answers={result.similarAnswers} />
      <p className="mt-6">
        <a
          href={searchHref}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Search className="size-4" aria-hidden />
          {t('triage.page.search')}
        </a>
      </p>
    </section>
  );
}

/** The likely case types, best first, each with its score and the words that decided. */
function TriageCaseTypes({ caseTypes }: { caseTypes: TriageResult['caseTypes'] }) {
  const { t, lang } = useT();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="triage-case-types">
      {caseTypes.map((c) => (
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
  );
}

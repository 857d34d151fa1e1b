import { useT } from '#app/lib/lang.ts';
import { askPrefillQuery } from '#domain/ask-prefill.ts';
import { EMPTY_SEARCH_FORM, searchQueryString } from '#domain/search.ts';
import type { TriagePageData } from './triage.server.ts';
import { TriageForm } from './triage-form.tsx';
import { TriageResults } from './triage-results.tsx';
import { TriageUrgentBanner } from './triage-urgent.tsx';

/** The assistant's honest note under the page's title: what it is and what it is not. */
export function TriageHonestNote() {
  const { t } = useT();
  return (
    <p className="mt-3 max-w-2xl rounded-lg border bg-card px-4 py-3 text-sm" data-testid="triage-honest">
      {t('triage.page.honest')}
    </p>
  );
}

/**
 * The case-triage assistant under its page's title (docs/product-rules.md, "Case triage"): an urgency banner first
 * when the text needs help today, the form, then what the text gives (with the legal aid that fits and similar
 * published answers).
 */
export function TriageAssistant({ data }: { data: TriagePageData }) {
  const { href } = useT();
  const { text, max, error, result } = data;
  const best = result?.caseTypes[0];
  const searchQuery = best ? searchQueryString({ ...EMPTY_SEARCH_FORM, caseType: best.value }) : '';
  const searchHref = `${href('/search')}${searchQuery ? `?${searchQuery}` : ''}`;
  // The ask form filled in ahead with the text, the suggested case types and the province.
  const askHref = result ? `${href('/ask')}?${askPrefillQuery(text, result.suggested, result.province)}` : '';
  return (
    <>
      {result?.urgent ? <TriageUrgentBanner because={result.urgentBecause} askHref={askHref} /> : null}
      <TriageForm text={text} max={max} error={error} />
      {result ? <TriageResults result={result} askHref={askHref} searchHref={searchHref} /> : null}
    </>
  );
}

import { useT } from '#app/lib/lang.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { AskSuggestion } from './ask-suggestions.ts';

/** The case types and province the triage suggests, as chips under the description. */
export function SuggestionChips({ suggestion }: { suggestion: AskSuggestion | null }) {
  const { t, lang } = useT();
  return (
    <div aria-live="polite" data-testid="ask-suggestion">
      {suggestion ? (
        <div className="grid gap-1 rounded-lg border border-dashed p-3">
          <p className="text-sm font-medium">{t('ask.suggest.title')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {suggestion.caseTypes.map((c) => (
              <li key={c} className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm">
                {caseTypeLabel(c, lang)}
              </li>
            ))}
            {suggestion.province ? (
              <li className="rounded-full bg-muted px-2.5 py-0.5 text-sm">
                {provinceLabel(suggestion.province, lang)}
              </li>
            ) : null}
          </ul>
          <p className="text-xs text-muted-foreground">{t('ask.suggest.hint')}</p>
        </div>
      ) : null}
    </div>
  );
}

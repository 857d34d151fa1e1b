import { Link } from '#app/components/link.tsx';
import { X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { BUDGET_BANDS } from '#domain/budget.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { formValuesOf, hasFilters, type SearchFilters, searchQueryString } from '#domain/search.ts';
import { provinceForInput } from './province-input.ts';

/** The filters a chip can remove, in the order of the form. */
const FILTER_KEYS = ['q', 'caseType', 'province', 'language', 'budget'] as const;

/**
 * The search's active filters as chips above the results, so that a phone (where the filters fold away) says what
 * it searches: each a plain link to the same search without that one filter (the order kept), named "remove filter:
 * …" for screen readers, then "clear all" (tests/e2e/search-chips.spec.ts).
 */
export function FilterChips({ filters }: { filters: SearchFilters }) {
  const { t, lang, href } = useT();
  if (!hasFilters(filters)) return null;
  const searchHref = (f: SearchFilters) => {
    const query = searchQueryString(formValuesOf(f));
    return query ? `${href('/search')}?${query}` : href('/search');
  };
  const labelOf = (key: (typeof FILTER_KEYS)[number]): string => {
    switch (key) {
      case 'q':
        return t('search.chips.name', { q: filters.q ?? '' });
      case 'caseType':
        return caseTypeLabel(filters.caseType ?? '', lang);
      case 'province':
        return provinceForInput(filters.province ?? '', lang);
      case 'language':
        return lawyerLanguageLabel(filters.language ?? '', lang);
      case 'budget':
        return BUDGET_BANDS.find((b) => b.value === filters.budget)?.label[lang] ?? '';
    }
  };
  return (
    <nav aria-label={t('search.chips.label')} className="mt-4" data-testid="filter-chips">
      <ul className="flex flex-wrap items-center gap-2">
        {FILTER_KEYS.filter((key) => filters[key] !== undefined).map((key) => {
          const label = labelOf(key);
          return (
            <li key={key}>
              <Link
                to={searchHref({ ...filters, [key]: undefined })}
                aria-label={t('search.chips.remove', { filter: label })}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary/30 bg-primary/5 py-1 pr-3 pl-4 text-sm hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-filter={key}
              >
                {label}
                <X className="size-4" aria-hidden />
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={searchHref({ sort: filters.sort })}
            className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('search.chips.clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

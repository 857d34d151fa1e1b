import { useId } from 'react';
import { FilterSelect } from '#app/components/form/filter-select.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Search, SlidersHorizontal } from '#app/components/ui/icons.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { BUDGET_BANDS } from '#domain/budget.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { ALL, type SearchFormValues } from '#domain/search.ts';
import { provinceForInput, provinceSuggestions } from './province-input.ts';

/** The look of the search's selects (also the order's, app/features/search/sort-control.tsx). */
/**
 * The five search fields (name, case type, province, language, budget): a plain GET form to /{lang}/search, which
 * works without scripts; on the search page the order of the results belongs to it too, shown beside the results
 * (`SortControl`). The search page's loader turns what it sends into the search URL of docs/product-rules.md (only the parameters that
 * filter or order: domain/search.ts `searchQueryString`) with a redirect.
 * In the grid layout the number of columns follows the room the form has (a container query: the home page's box
 * is narrower than the search page's), so that each select is wide enough for its longest option in th/en/zh (a
 * budget band): 1 column, 2 from 36rem, 3 from 56rem, 4 from 72rem (tests/e2e/no-clipping.spec.ts).
 */
export function SearchForm({
  initial,
  layout = 'grid',
  id,
  moreFilters = false,
}: {
  initial: SearchFormValues;
  layout?: 'grid' | 'stack';
  id?: string;
  /** Case type, province, language and budget folded under "more filters" on a phone (home's quick search). */
  moreFilters?: boolean;
}) {
  const { t, lang, href } = useT();
  const uid = useId();
  const field = (name: string) => `${uid}-${name}`;
  const grid = layout === 'grid';
  const filterFields = (
    <>
      <FilterSelect
        id={field('case')}
        name="case"
        label={t('search.form.caseType')}
        defaultValue={initial.caseType}
        all={{ value: ALL, label: t('search.form.allCaseTypes') }}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={field('province')}>{t('search.form.province')}</Label>
        <Input
          id={field('province')}
          name="province"
          list={field('provinces')}
          defaultValue={provinceForInput(initial.province, lang)}
          placeholder={t('search.form.provincePlaceholder')}
          autoComplete="off"
        />
        <datalist id={field('provinces')}>
          {provinceSuggestions(lang).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <FilterSelect
        id={field('language')}
        name="language"
        label={t('search.form.language')}
        defaultValue={initial.language}
        all={{ value: ALL, label: t('search.form.allLanguages') }}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
      />
      <FilterSelect
        id={field('budget')}
        name="budget"
        label={t('search.form.budget')}
        defaultValue={initial.budget}
        all={{ value: ALL, label: t('search.form.allBudgets') }}
        options={BUDGET_BANDS.map((b) => ({ value: b.value, label: b.label[lang] }))}
      />
    </>
  );
  const form = (
    <form
      id={id}
      method="get"
      action={href('/search')}
      aria-label={t('search.form.label')}
      className={cn(
        'grid gap-3',
        grid ? '@xl:grid-cols-2 @xl:items-end @4xl:grid-cols-3 @6xl:grid-cols-4' : '',
      )}
    >
      <div
        className={cn(
          'grid gap-1.5',
          grid && (moreFilters ? 'col-span-full' : '@xl:col-span-2 @4xl:col-span-1 @6xl:col-span-2'),
        )}
      >
        <Label htmlFor={field('q')}>{t('search.form.name')}</Label>
        <Input
          id={field('q')}
          name="q"
          defaultValue={initial.lawyerName}
          placeholder={t('search.form.namePlaceholder')}
          autoComplete="off"
        />
      </div>
      {moreFilters ? (
        // On a phone only the name shows; the other four fold into "more filters" (a <details>, no script),
        // shown whether open or not from the sm width up (app/app.css, `.more-filters`). Its fields take the
        // form's whole width, two or four a row as the room allows.
        <details className="more-filters group col-span-full" data-testid="more-filters">
          <summary className="filters-toggle">
            <SlidersHorizontal className="size-4" aria-hidden />
            <span className="group-open:hidden">{t('search.form.moreFilters')}</span>
            <span className="hidden group-open:inline">{t('search.form.fewerFilters')}</span>
          </summary>
          <div className="mt-3 grid gap-3 sm:mt-0 @xl:grid-cols-2 @xl:items-end @6xl:grid-cols-4">
            {filterFields}
          </div>
        </details>
      ) : (
        filterFields
      )}
      {/* The button takes the cell after the last field, or a row of its own (at the end) when none is left. */}
      <Button
        type="submit"
        className={cn(
          grid &&
            (moreFilters
              ? '@xl:col-span-full @xl:justify-self-end @xl:px-10'
              : '@xl:col-span-full @xl:justify-self-end @xl:px-10 @4xl:col-span-1 @4xl:justify-self-stretch'),
        )}
      >
        <Search aria-hidden />
        {t('actions.search')}
      </Button>
    </form>
  );
  return grid ? <div className="@container">{form}</div> : form;
}

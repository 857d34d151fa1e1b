import { useId } from 'react';
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

const selectClass =
  'min-h-11 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The five search fields (name, case type, province, language, budget): a plain GET form to /{lang}/search, which
 * works without scripts. The search page's loader turns what it sends into the spec's URL (only the parameters
 * that filter: domain/search.ts `searchQueryString`) with a redirect.
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
  const filterFields = (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={field('case')}>{t('search.form.caseType')}</Label>
        <select id={field('case')} name="case" defaultValue={initial.caseType} className={selectClass}>
          <option value={ALL}>{t('search.form.allCaseTypes')}</option>
          {CASE_TYPES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label[lang]}
            </option>
          ))}
        </select>
      </div>
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
      <div className="grid gap-1.5">
        <Label htmlFor={field('language')}>{t('search.form.language')}</Label>
        <select
          id={field('language')}
          name="language"
          defaultValue={initial.language}
          className={selectClass}
        >
          <option value={ALL}>{t('search.form.allLanguages')}</option>
          {LAWYER_LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label[lang]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('budget')}>{t('search.form.budget')}</Label>
        <select id={field('budget')} name="budget" defaultValue={initial.budget} className={selectClass}>
          <option value={ALL}>{t('search.form.allBudgets')}</option>
          {BUDGET_BANDS.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label[lang]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
  return (
    <form
      id={id}
      method="get"
      action={href('/search')}
      aria-label={t('search.form.label')}
      className={cn('grid gap-3', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-6 lg:items-end' : '')}
    >
      <div className={cn('grid gap-1.5', layout === 'grid' ? 'lg:col-span-2' : '')}>
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
        // shown whether open or not from the sm width up (app/app.css, `.more-filters`).
        <details className="more-filters group sm:col-span-2 lg:col-span-4" data-testid="more-filters">
          <summary className="inline-flex min-h-11 w-full cursor-pointer list-none items-center justify-center gap-2 rounded-lg border border-border bg-background px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal className="size-4" aria-hidden />
            <span className="group-open:hidden">{t('search.form.moreFilters')}</span>
            <span className="hidden group-open:inline">{t('search.form.fewerFilters')}</span>
          </summary>
          <div className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
            {filterFields}
          </div>
        </details>
      ) : (
        filterFields
      )}
      <Button type="submit" className={layout === 'grid' ? 'lg:col-span-6 lg:justify-self-end lg:px-10' : ''}>
        <Search aria-hidden />
        {t('actions.search')}
      </Button>
    </form>
  );
}

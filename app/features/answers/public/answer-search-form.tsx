import { useId } from 'react';
import { FilterSelect } from '#app/components/form/filter-select.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Search } from '#app/components/ui/icons.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { provinceOptions } from '#domain/provinces.ts';
import type { AnswerFilters } from './answers.server.ts';

/**
 * The search of `/{lang}/answers`: a plain GET form (words, case type, province; a lawyer filter rides along
 * hidden), which works without scripts. The provinces are named and sorted in the page's language.
 */
export function AnswerSearchForm({ filters }: { filters: AnswerFilters }) {
  const { t, lang, href } = useT();
  const uid = useId();
  const field = (name: string) => `${uid}-${name}`;
  return (
    <form
      method="get"
      action={href('/answers')}
      aria-label={t('answers.form.label')}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      data-testid="answer-search"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={field('q')}>{t('answers.form.q')}</Label>
        <Input
          id={field('q')}
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t('answers.form.qPlaceholder')}
          autoComplete="off"
        />
      </div>
      <FilterSelect
        id={field('case')}
        name="case"
        label={t('answers.form.caseType')}
        defaultValue={filters.caseType}
        all={{ value: '', label: t('answers.form.allCaseTypes') }}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
      />
      <FilterSelect
        id={field('province')}
        name="province"
        label={t('answers.form.province')}
        defaultValue={filters.province}
        all={{ value: '', label: t('answers.form.allProvinces') }}
        options={provinceOptions(lang)}
      />
      {filters.lawyerId ? <input type="hidden" name="lawyer" value={filters.lawyerId} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Search aria-hidden />
          {t('answers.form.submit')}
        </Button>
        {filters.q || filters.caseType || filters.province || filters.lawyerId ? (
          <Button asChild variant="outline">
            <Link to={href('/answers')}>{t('answers.form.clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

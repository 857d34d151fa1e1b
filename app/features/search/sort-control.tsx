import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label, selectClass } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { SEARCH_SORTS } from '#domain/search.ts';

/**
 * The order of the results, beside them (on a phone too, where the filters are folded away): a select and a
 * button of the search form (`form`, a plain GET form that works without scripts), so the order is sent with the
 * filters and the filters with the order.
 */
export function SortControl({ form, value }: { form: string; value: string }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t('search.form.sort')}</Label>
        <select
          id={id}
          form={form}
          name="sort"
          defaultValue={value}
          className={cn(selectClass, 'w-auto min-w-52')}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.form.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" form={form} variant="outline">
        {t('search.form.applySort')}
      </Button>
    </div>
  );
}

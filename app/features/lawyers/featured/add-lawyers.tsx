import { useEffect, useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Check, MapPin, Plus, Search } from '#app/components/ui/icons.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { FEATURED_SEARCH_LIMIT } from '#domain/limits.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { DISPLAY_ORDER_MAX, FEATURED_NAME_MAX } from '#domain/schemas/featured.ts';
import type { FeaturedAnswer, FeaturedCandidate } from './featured.server.ts';
import { featuredCodeText } from './featured-text.ts';

type SearchState = { q: string; results: FeaturedCandidate[]; error: string | null } | null;

/**
 * Search of the public lawyer view (a GET form: the address keeps the search) and an add button per result.
 * New entries take the display order and active values chosen above the results.
 */
export function AddLawyers({ search, nextDisplayOrder }: { search: SearchState; nextDisplayOrder: number }) {
  const { t } = useT();
  const [order, setOrder] = useState(String(nextDisplayOrder));
  const [active, setActive] = useState(true);
  const orderId = useId();
  const activeId = useId();
  // After an addition the next free display order moves on.
  useEffect(() => setOrder(String(nextDisplayOrder)), [nextDisplayOrder]);
  return (
    <div className="mt-3 grid gap-4">
      <Form
        method="get"
        role="search"
        preventScrollReset
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="grow">
          <TextInputField
            id="featured-search"
            name="q"
            type="search"
            label={t('adminFeatured.search.label')}
            hint={t('adminFeatured.search.hint', { limit: FEATURED_SEARCH_LIMIT })}
            defaultValue={search?.q ?? ''}
            maxLength={FEATURED_NAME_MAX}
            autoComplete="off"
          />
        </div>
        <Button type="submit" className="sm:mb-6">
          <Search aria-hidden />
          {t('adminFeatured.search.submit')}
        </Button>
      </Form>

      {search ? (
        <div className="grid gap-3">
          <fieldset className="flex flex-wrap items-end gap-4 rounded-xl border bg-muted/40 p-3">
            <legend className="px-1 text-sm font-medium">{t('adminFeatured.search.newOptions')}</legend>
            <div className="grid gap-2">
              <Label htmlFor={orderId}>{t('adminFeatured.search.newOrder')}</Label>
              <Input
                id={orderId}
                type="number"
                inputMode="numeric"
                min={0}
                max={DISPLAY_ORDER_MAX}
                step={1}
                value={order}
                onChange={(e) => setOrder(e.target.value)}
                className="w-28"
              />
            </div>
            <label htmlFor={activeId} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                id={activeId}
                type="checkbox"
                checked={active}
                onChange={(e) => setActive(e.target.checked)}
                className="size-5 accent-primary"
              />
              <span className="text-sm">{t('adminFeatured.search.newActive')}</span>
            </label>
          </fieldset>
          {search.error ? (
            <p role="alert" className="text-sm text-destructive">
              {featuredCodeText(t, search.error)}
            </p>
          ) : search.results.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
              {t('adminFeatured.search.empty')}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('adminFeatured.search.results', { count: search.results.length })}
                {search.results.length >= FEATURED_SEARCH_LIMIT
                  ? ` · ${t('adminFeatured.search.limited', { limit: FEATURED_SEARCH_LIMIT })}`
                  : ''}
              </p>
              <ul className="grid gap-2 sm:grid-cols-2" data-testid="featured-search-results">
                {search.results.map((lawyer) => (
                  <Candidate key={lawyer.id} lawyer={lawyer} order={order} active={active} />
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function Candidate({ lawyer, order, active }: { lawyer: FeaturedCandidate; order: string; active: boolean }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<FeaturedAnswer>();
  const form = useForm({ answer: fetcher.data, fetcher });
  useAnswer(fetcher.data, true, (r) => ({
    toast: r.ok
      ? { title: t('adminFeatured.done.added', { name: r.name }), variant: 'success' }
      : { title: featuredCodeText(t, r.code), variant: 'error' },
  }));
  const place = [lawyer.province ? provinceLabel(lawyer.province, lang) : null, lawyer.district]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className="flex items-center justify-between gap-3 rounded-xl border bg-card p-3"
      data-testid="featured-candidate"
    >
      <div className="min-w-0">
        <p className="font-medium">{lawyer.name}</p>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {place}
          </p>
        ) : null}
      </div>
      {lawyer.featured ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
          <Check className="size-4" aria-hidden />
          {t('adminFeatured.search.already')}
        </span>
      ) : (
        <fetcher.Form {...form.props} method="post" className="shrink-0">
          <input type="hidden" name="lawyerId" value={lawyer.id} />
          <input type="hidden" name="displayOrder" value={order} />
          <input type="hidden" name="active" value={active ? 'true' : 'false'} />
          <Button
            type="submit"
            name="intent"
            value="add"
            variant="outline"
            disabled={form.busy}
            aria-label={t('adminFeatured.search.addFor', { name: lawyer.name })}
          >
            <Plus aria-hidden />
            {t('adminFeatured.search.add')}
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}

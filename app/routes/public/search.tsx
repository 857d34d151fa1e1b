import { useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { SlidersHorizontal } from '#app/components/ui/icons.tsx';
import { LawyerCard, LawyerCardSkeleton } from '#app/features/search/lawyer-card.tsx';
import { loadSearch } from '#app/features/search/search.server.ts';
import { SearchForm } from '#app/features/search/search-form.tsx';
import { loadTexts } from '#app/i18n/texts.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { cn } from '#app/lib/utils.ts';
import { SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import { formValuesOf, hasFilters } from '#domain/search.ts';
import type { Route } from './+types/search';

// This page's feature texts, in the browser before it renders (app/i18n/texts.ts).
export const handle = { texts: ['search'] };
await loadTexts(handle.texts);

export const loader = ({ url }: Route.LoaderArgs) => loadSearch(url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('search.meta.title'), description: t('search.meta.description') }));

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { filters, items, total, page, hasMore } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Which kind of wait is on screen: 'load more' (same filters, next page) or a new search (from page 1).
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const pendingParams = pending ? new URLSearchParams(navigation.location.search) : null;
  const filtersKey = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    copy.delete('page');
    copy.sort();
    return copy.toString();
  };
  const loadingMore =
    pendingParams !== null && filtersKey(pendingParams) === filtersKey(new URLSearchParams(location.search));
  const newSearch = pending && !loadingMore;

  const nextPage = new URLSearchParams(location.search);
  nextPage.set('page', String(page + 1));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl sm:text-3xl">{t('search.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('search.subtitle')}</p>

      <div className="mt-6 rounded-xl border bg-card p-4 shadow-sm">
        <Button
          type="button"
          variant="outline"
          className="w-full lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden />
          {filtersOpen ? t('search.form.hideFilters') : t('search.form.showFilters')}
        </Button>
        <div className={cn('mt-4 lg:mt-0 lg:block', filtersOpen ? 'block' : 'hidden')}>
          <SearchForm key={location.search} id="search-filters" initial={formValuesOf(filters)} />
        </div>
      </div>

      <section aria-labelledby="results-heading" aria-busy={pending} className="mt-8">
        <h2 id="results-heading" className="text-lg" aria-live="polite">
          {newSearch ? t('search.results.loading') : t('search.results.count', { count: total })}
        </h2>

        {newSearch ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <LawyerCardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed p-10 text-center" data-testid="search-empty">
            <p className="text-lg">{t('search.empty.title')}</p>
            <p className="mt-1 text-muted-foreground">
              {hasFilters(filters) ? t('search.empty.withFilters') : t('search.empty.none')}
            </p>
            {hasFilters(filters) ? (
              <Button asChild variant="outline" className="mt-4">
                <Link to={href('/search')}>{t('search.empty.clear')}</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((lawyer) => (
                <li key={lawyer.id}>
                  <LawyerCard lawyer={lawyer} />
                </li>
              ))}
              {loadingMore
                ? Array.from({ length: 4 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <li key={`skeleton-${i}`}>
                      <LawyerCardSkeleton />
                    </li>
                  ))
                : null}
            </ul>
            {hasMore ? (
              <div className="mt-8 flex justify-center">
                <Button asChild variant="outline" size="lg" aria-disabled={loadingMore}>
                  <Link to={`?${nextPage.toString()}`} preventScrollReset replace data-testid="load-more">
                    {loadingMore ? t('search.results.loadingMore') : t('search.results.loadMore')}
                  </Link>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

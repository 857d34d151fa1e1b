import { LawyerCard } from '#app/components/lawyers/lawyer-card.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { SlidersHorizontal } from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { FilterChips } from '#app/features/search/filter-chips.tsx';
import { SearchPlaceNotice } from '#app/features/search/place-notice.tsx';
import { loadSearch } from '#app/features/search/search.server.ts';
import { SearchForm } from '#app/features/search/search-form.tsx';
import { SortControl } from '#app/features/search/sort-control.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import { formValuesOf, hasFilters, searchQueryString } from '#domain/search.ts';
import type { Route } from './+types/search';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context, url }: Route.LoaderArgs) => loadSearch(fromContext(context), url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('search.meta.title'), description: t('search.meta.description') }));

/** The id of the n-th result card (from 1): 'load more' lands on the first card it adds. */
const resultId = (n: number) => `result-${n}`;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { filters, items, total, totalIsMore, page, firstPage, hasMore, notice } = loaderData;

  // 'Load more': the same search with one more page, landing on the first new card. 'Earlier results' when the
  // first pages gave way (SEARCH_WINDOW_PAGES): the page before the first shown, landing on its last card.
  const pageAt = (n: number) => {
    const params = new URLSearchParams(searchQueryString(formValuesOf(filters)));
    if (n > 1) params.set('page', String(n));
    return params.size > 0 ? `?${params}` : href('/search');
  };
  const before = (firstPage - 1) * SEARCH_PAGE_SIZE;

  return (
    <div className="page py-8">
      <h1 className="text-2xl sm:text-3xl">{t('search.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('search.subtitle')}</p>

      {/* On small screens the filters fold away (a <details>); from lg up they are always shown (app/app.css). */}
      <details className="search-filters group mt-6 rounded-xl border bg-card p-4 shadow-sm">
        <summary className="filters-toggle">
          <SlidersHorizontal className="size-4" aria-hidden />
          <span className="group-open:hidden">{t('search.form.showFilters')}</span>
          <span className="hidden group-open:inline">{t('search.form.hideFilters')}</span>
        </summary>
        <div className="mt-4 lg:mt-0">
          <SearchForm id="search-filters" initial={formValuesOf(filters)} />
        </div>
      </details>

      <FilterChips filters={filters} />
      <SearchPlaceNotice notice={notice} />

      <section aria-labelledby="results-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="results-heading" className="text-lg">
            {t(totalIsMore ? 'search.results.countMore' : 'search.results.count', { count: total })}
          </h2>
          {total > 1 ? <SortControl form="search-filters" value={formValuesOf(filters).sort} /> : null}
        </div>

        {items.length === 0 ? (
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
            {firstPage > 1 ? (
              <div className="mt-6 flex justify-center">
                <Button asChild variant="outline">
                  <a
                    href={`${pageAt(firstPage - 1)}#${resultId(before)}`}
                    rel="nofollow"
                    data-testid="earlier-results"
                  >
                    {t('search.results.earlier')}
                  </a>
                </Button>
              </div>
            ) : null}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((lawyer, index) => (
                <li key={lawyer.id} id={resultId(before + index + 1)} className="scroll-mt-24">
                  <LawyerCard lawyer={lawyer} />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <div className="mt-8 flex justify-center">
                <Button asChild variant="outline" size="lg">
                  <a
                    href={`${pageAt(page + 1)}#${resultId(page * SEARCH_PAGE_SIZE + 1)}`}
                    rel="nofollow"
                    data-testid="load-more"
                  >
                    {t('search.results.loadMore')}
                  </a>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

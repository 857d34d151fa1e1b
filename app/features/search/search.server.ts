import { SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import { parseSearchParams } from '#domain/search.ts';
import { getRuntime } from '#server/runtime.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';

/**
 * The search page's data: the filters from the URL and pages 1..page of results at once, so that a shared
 * or reloaded 'load more' URL shows everything that was on screen.
 */
export async function loadSearch(request: Request) {
  const { filters, page } = parseSearchParams(new URL(request.url).searchParams);
  const result = await searchLawyers(getRuntime().db, filters, {
    page: 1,
    pageSize: page * SEARCH_PAGE_SIZE,
  });
  return { filters, page, total: result.total, items: result.items, hasMore: result.hasMore };
}

import { SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import { parseSearchParams } from '#domain/search.ts';
import { getRuntime } from '#server/runtime.ts';
import { cachedSearchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { provinceFromInput } from './province-input.ts';

/**
 * The search page's data: the filters from the URL and pages 1..page of results at once, so that a shared
 * or reloaded 'load more' URL shows everything that was on screen.
 */
export async function loadSearch(url: URL) {
  const { filters, page } = parseSearchParams(url.searchParams);
  // The form sent without JavaScript carries the province as shown: an English name on /en and /zh.
  if (filters.province) filters.province = provinceFromInput(filters.province);
  const result = await cachedSearchLawyers(getRuntime().db, filters, {
    page: 1,
    pageSize: page * SEARCH_PAGE_SIZE,
  });
  return { filters, page, total: result.total, items: result.items, hasMore: result.hasMore };
}

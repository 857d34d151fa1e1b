import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { SEARCH_WINDOW_PAGES } from '#domain/limits.ts';
import { formValuesOf, parseSearchParams, SEARCH_PARAM_NAMES, searchQueryString } from '#domain/search.ts';
import { searchLawyersByPlace } from '#server/services/lawyers/search-lawyers.ts';
import { provinceFromInput } from './province-input.ts';

/**
 * The search page's data: the filters from the URL and the pages of results up to `page` at once, so that a shared
 * or reloaded 'load more' URL shows what was on screen: pages 1..page, or the last SEARCH_WINDOW_PAGES of them
 * (`firstPage` is the first shown).
 * The search form is a plain GET form: it sends every field ('all', an empty name, the province as shown, an
 * English name on /en and /zh). Any such address is redirected to the one docs/product-rules.md gives the search
 * (`searchQueryString`, then `page`), so each search has one address. A town or place typed stays in the address
 * as typed; the search understands it (`searchLawyersByPlace`) and the page says what it understood (`notice`).
 */
export async function loadSearch({ runtime }: RequestContext, url: URL) {
  const { filters, page } = parseSearchParams(url.searchParams);
  if (filters.province) filters.province = provinceFromInput(filters.province);
  const canonical = new URLSearchParams(searchQueryString(formValuesOf(filters)));
  if (page > 1) canonical.set('page', String(page));
  const params = [...url.searchParams];
  const known = new URLSearchParams(params.filter(([key]) => SEARCH_PARAM_NAMES.has(key)));
  if (canonical.toString() !== known.toString()) {
    // Parameters that are not the search's (a campaign tag) are kept as they came.
    for (const [key, value] of params) if (!SEARCH_PARAM_NAMES.has(key)) canonical.append(key, value);
    throw redirect(canonical.size > 0 ? `${url.pathname}?${canonical}` : url.pathname);
  }
  const firstPage = Math.max(1, page - SEARCH_WINDOW_PAGES + 1);
  const result = await searchLawyersByPlace(runtime.db, filters, {
    page: firstPage,
    pages: page - firstPage + 1,
  });
  const { total, totalIsMore, items, hasMore, notice } = result;
  return { filters, page, firstPage, total, totalIsMore, items, hasMore, notice };
}

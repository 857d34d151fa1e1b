import { STARS } from '#domain/reviews.ts';

// The profile's reviews in the address (a static page: paging and the star filter are links and a GET form):
// `?reviews=2&stars=5#reviews`.

/** The page of reviews (from 1). */
export const REVIEWS_PAGE_PARAM = 'reviews';
/** Only the reviews with this many stars (1–5). */
export const REVIEWS_STARS_PARAM = 'stars';

/** The page and star filter of an address; anything else is page 1, all stars. */
export function reviewsQuery(params: URLSearchParams): { page: number; stars: number | null } {
  const page = Number(params.get(REVIEWS_PAGE_PARAM));
  const stars = Number(params.get(REVIEWS_STARS_PARAM));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    stars: (STARS as readonly number[]).includes(stars) ? stars : null,
  };
}

/** The address of a page of reviews with a star filter, opening at the reviews. */
export function reviewsHref(page: number, stars: number | null): string {
  const params = new URLSearchParams();
  if (page > 1) params.set(REVIEWS_PAGE_PARAM, String(page));
  if (stars !== null) params.set(REVIEWS_STARS_PARAM, String(stars));
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#reviews`;
}

import { data } from 'react-router';
import { cachedProfileFigures } from '#server/services/lawyers/profile-figures.ts';
import { cachedLawyerForViewer } from '#server/services/lawyers/public-lawyer.ts';
import { cachedLawyerReviews } from '#server/services/reviews/list-lawyer-reviews.ts';

export type { PublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
export type { LawyerReviews, PublicReview } from '#server/services/reviews/list-lawyer-reviews.ts';

import type { RequestContext } from '#app/context.server.ts';
import { reviewsQuery } from './reviews-query.ts';

/**
 * A lawyer's profile and a page of its published reviews (the page and the star filter from the address:
 * `?reviews=2&stars=5`). Unknown ids, and unverified ones for anyone but the lawyer's own user and admins,
 * answer 404 with the not-found screen; a listing not verified yet has no reviews to show. With them, how soon the
 * lawyer usually answers (null below the minimum of samples: domain/responsiveness.ts) and how many public answers
 * they have (docs/product-rules.md, "Public answers").
 */
export async function loadLawyer({ runtime, viewer }: RequestContext, id: string, url: URL) {
  const { db, config } = runtime;
  const found = await cachedLawyerForViewer(db, id, viewer, config.contact.networkPhone);
  if (!found)
    return data(
      { lawyer: null, pendingVerification: false, reviews: null, responsiveHours: null, publicAnswers: 0 },
      { status: 404 },
    );
  const [reviews, { responsiveHours, publicAnswers }] = found.pendingVerification
    ? [null, { responsiveHours: null, publicAnswers: 0 }]
    : await Promise.all([
        cachedLawyerReviews(db, id, reviewsQuery(url.searchParams)),
        cachedProfileFigures(db, id),
      ]);
  return { ...found, reviews, responsiveHours, publicAnswers };
}

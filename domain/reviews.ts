/**
 * Verified client reviews (docs/product-rules.md, "Reviews"): who may review, how a review is checked, and the
 * figure people see. Pure: the services, the pages and the tests share these rules.
 */

/** Where a review right comes from: a question the lawyer accepted and answered, or a completed appointment. */
export const REVIEW_SOURCES = ['question', 'appointment'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A review right lapses this many days after it opened. */
export const REVIEW_RIGHT_DAYS = 90;
/** When a right opened at `openedAt` lapses. */
export const reviewRightExpiresAt = (openedAt: Date) => new Date(openedAt.getTime() + REVIEW_RIGHT_DAYS * 86_400_000);

/** Longest review text, lawyer's reply, dispute reason and rejection reason (characters, after trimming). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_DISPUTE_REASON_MAX = 1000;
export const REVIEW_DECISION_REASON_MAX = 500;

/** The three sub-ratings beside the overall stars, each 1–5. */
export const SUB_RATINGS = ['communication', 'responsiveness', 'valueForMoney'] as const;
export type SubRating = (typeof SUB_RATINGS)[number];
export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A burst: more than REVIEW_BURST_LIMIT reviews of one lawyer within REVIEW_BURST_WINDOW_HOURS holds all of them
 * for an administrator.
 */
export const REVIEW_BURST_LIMIT = 5;
export const REVIEW_BURST_WINDOW_HOURS = 24;

/** A review's state: published; held for an administrator (burst); rejected by one (with a reason). */
export const REVIEW_STATUSES = ['published', 'held', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Why a review was held. */
export const REVIEW_HOLD_REASONS = ['burst'] as const;
/** A lawyer's dispute of a review: open until an administrator keeps the review (dismissed) or removes it (upheld). */
export const DISPUTE_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Published reviews per page of a profile. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * The figure people see (docs/product-rules.md, "Reviews"): a Bayesian average that starts every lawyer with
 * RATING_PRIOR_WEIGHT imaginary reviews of RATING_PRIOR_MEAN stars, so that a few five-star reviews do not outrank
 * many good ones:
 *
 *   rating = (RATING_PRIOR_WEIGHT × RATING_PRIOR_MEAN + sum of stars) / (RATING_PRIOR_WEIGHT + number of reviews)
 *
 * rounded to one decimal; below RATING_MIN_REVIEWS published reviews there is no figure (null).
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_MIN_REVIEWS = 3;

export function bayesianRating(count: number, starSum: number): number | null {
  if (count < RATING_MIN_REVIEWS) return null;
  const value = (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + starSum) / (RATING_PRIOR_WEIGHT + count);
  return Math.round(value * 10) / 10;
}

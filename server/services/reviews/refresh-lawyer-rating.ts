import { sql } from 'drizzle-orm';
import { RATING_MIN_REVIEWS, RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '#domain/reviews.ts';
import type { Tx } from '../../db/client.ts';

/**
 * Writes a listing's derived figures from its published reviews: `lawyers.reviews` their number, `lawyers.rating`
 * the Bayesian average of `bayesianRating` (domain/reviews.ts; the same formula, in SQL, rounded to one decimal),
 * null below RATING_MIN_REVIEWS. Called in the transaction of every change of a review's status, so search, cards,
 * the profile and JSON-LD read one figure (docs/product-rules.md, "Reviews").
 */
export async function refreshLawyerRating(tx: Pick<Tx, 'execute'>, lawyerId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE lawyers SET
      reviews = s.n,
      rating = CASE WHEN s.n < ${RATING_MIN_REVIEWS} THEN NULL
        ELSE round((${RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN}::numeric + s.total) / (${RATING_PRIOR_WEIGHT} + s.n), 1)
      END
    FROM (
      SELECT count(*)::int AS n, coalesce(sum(stars), 0)::numeric AS total
      FROM reviews WHERE lawyer_id = ${lawyerId}::uuid AND status = 'published'
    ) AS s
    WHERE lawyers.id = ${lawyerId}::uuid`);
}

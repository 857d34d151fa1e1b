import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Tx } from '../../db/client.ts';
import { lawyers, type ReviewRow, reviews } from '../../db/schema/index.ts';

/**
 * A published review of the listing linked to `userId` (`lawyers.user_id`), locked for the lawyer's reply or
 * dispute (docs/product-rules.md, "Reviews"). Anything else — another listing's review, a held or rejected one, an
 * unknown id — is NOT_FOUND, so the answer never tells whether such a review exists.
 */
export async function lockOwnPublishedReview(
  tx: Tx,
  userId: string,
  reviewId: string,
): Promise<ReviewRow & { lawyerName: string }> {
  const [row] = await tx
    .select({ review: reviews, lawyerName: lawyers.name })
    .from(reviews)
    .innerJoin(lawyers, eq(lawyers.id, reviews.lawyerId))
    .where(and(eq(reviews.id, reviewId), eq(lawyers.userId, userId), eq(reviews.status, 'published')))
    .for('update', { of: reviews })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row.review, lawyerName: row.lawyerName };
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { reviewReplySchema } from '#domain/schemas/review.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { lockOwnPublishedReview } from './own-review.ts';

/** The refusal of a second reply to one review (i18n key of the `lawyerReviews` section). */
export const ALREADY_REPLIED = 'lawyerReviews.errors.alreadyReplied';

/**
 * The lawyer's public reply to a review of their own listing (docs/product-rules.md, "Reviews"): only the account
 * linked to the review's listing, only a published review (NOT_FOUND otherwise), once (CONFLICT after). The text
 * is checked by `reviewReplySchema` first: at most REVIEW_REPLY_MAX characters and no personal data, refused at
 * the field with nothing stored. A reply is public: written in `publicDataTransaction`.
 */
export async function replyToReview(
  db: Db,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; repliedAt: Date }> {
  requireActor(actor);
  const values = parseInput(reviewReplySchema, input);
  const { reviewId, text } = values;
  return publicDataTransaction(db, async (tx) => {
    const review = await lockOwnPublishedReview(tx, actor.id, reviewId);
    if (review.reply !== null) throw new AppError('CONFLICT', ALREADY_REPLIED);
    await tx.update(reviews).set({ reply: text, repliedAt: now }).where(eq(reviews.id, review.id));
    return { id: review.id, repliedAt: now };
  });
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { reviewDisputeSchema } from '#domain/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { reviewDisputedAdminContent } from '../../mail/review-moderation-templates.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { mailAdministrators } from '../questions/admin-queue.ts';
import { lockOwnPublishedReview } from './own-review.ts';

/** The refusal of a second dispute of one review (i18n key of the `lawyerReviews` section). */
export const ALREADY_DISPUTED = 'lawyerReviews.errors.alreadyDisputed';

/**
 * The lawyer flags a review of their own listing as disputed, with a reason for the administrators
 * (docs/product-rules.md, "Reviews"): only the account linked to the review's listing, only a published review
 * (NOT_FOUND otherwise), once per review (CONFLICT after, whatever the decision was). The review stays published
 * while an administrator decides (`server/services/admin/reviews/decide-review.ts`); nothing public changes. After
 * the commit every administrator is e-mailed in their language.
 */
export async function disputeReview(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; disputedAt: Date }> {
  requireActor(actor);
  const values = parseInput(reviewDisputeSchema, input);
  const { reviewId, reason } = values;
  const lawyerName = await db.transaction(async (tx) => {
    const review = await lockOwnPublishedReview(tx, actor.id, reviewId);
    if (review.disputeStatus !== null) throw new AppError('CONFLICT', ALREADY_DISPUTED);
    await tx
      .update(reviews)
      .set({ disputeStatus: 'open', disputeReason: reason, disputedAt: now })
      .where(eq(reviews.id, review.id));
    return review.lawyerName;
  });
  await mailAdministrators(db, { mailer }, 'admin-review-disputed', (lang, name) =>
    reviewDisputedAdminContent(lang, name, lawyerName, `${publicUrl}/${lang}/admin/reviews`),
  );
  return { id: reviewId, disputedAt: now };
}

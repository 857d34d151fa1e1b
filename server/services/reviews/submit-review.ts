import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  isNewAccount,
  REVIEW_BURST_LIMIT,
  REVIEW_BURST_WINDOW_HOURS,
  type ReviewHoldReason,
  type ReviewStatus,
  reviewerName,
} from '#domain/reviews.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { reviewSchema } from '#domain/schemas/review.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointmentRequests,
  lawyers,
  questions,
  reviewRights,
  reviews,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { refreshLawyerRating } from './refresh-lawyer-rating.ts';

/** Refusals of a review right that cannot be used (i18n keys of the `reviews` section). */
export const RIGHT_LAPSED = 'reviews.errors.lapsed';
export const RIGHT_USED = 'reviews.errors.alreadyReviewed';
export const OWN_LISTING = 'reviews.errors.ownListing';
/** An appointment's right before its client said the meeting took place. */
export const MEETING_UNCONFIRMED = 'reviews.errors.meetingUnconfirmed';

/**
 * Writes the review of one right (docs/product-rules.md, "Reviews"): only the right's own person, within its 90
 * days, once, never for a listing their account is linked to, and for an appointment only once its client said the
 * meeting took place (`confirmMeeting`). The text is checked first (length, no personal data: refused with nothing
 * stored). It is published at once, unless it makes more than REVIEW_BURST_LIMIT reviews of the lawyer within
 * REVIEW_BURST_WINDOW_HOURS (then it and every other review of that window are held for an administrator), or its
 * author's account was new (`isNewAccount`) when they asked the question or booked the appointment that earned
 * the right: held, so that accounts made for the purpose publish nothing unseen
 * (docs/decisions/0020-verified-reviews.md). The lawyer's figures are refreshed in the same transaction.
 */
export async function submitReview(
  db: Db,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; lawyerId: string; status: ReviewStatus }> {
  requireActor(actor);
  const valid = parseInput(reviewSchema, input);
  const review = valid;
  if (!isUuid(review.rightId)) throw new AppError('NOT_FOUND');
  return publicDataTransaction(db, async (tx) => {
    const [right] = await tx
      .select({
        right: reviewRights,
        lawyerUserId: lawyers.userId,
        fullName: users.name,
        joinedAt: users.createdAt,
        askedAt: questions.createdAt,
        bookedAt: appointmentRequests.createdAt,
      })
      .from(reviewRights)
      .innerJoin(lawyers, eq(lawyers.id, reviewRights.lawyerId))
      .innerJoin(users, eq(users.id, reviewRights.userId))
      .leftJoin(questions, eq(questions.id, reviewRights.questionId))
      .leftJoin(appointmentRequests, eq(appointmentRequests.id, reviewRights.appointmentId))
      .where(and(eq(reviewRights.id, review.rightId), eq(reviewRights.userId, actor.id)))
      .for('update', { of: reviewRights })
      .limit(1);
    if (!right) throw new AppError('NOT_FOUND');
    if (right.lawyerUserId === actor.id) throw new AppError('FORBIDDEN', OWN_LISTING);
    if (right.right.expiresAt <= now) throw new AppError('CONFLICT', RIGHT_LAPSED);
    if (right.right.source === 'appointment' && !right.right.meetingConfirmedAt)
      throw new AppError('CONFLICT', MEETING_UNCONFIRMED);
    const [used] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.rightId, right.right.id));
    if (used) throw new AppError('CONFLICT', RIGHT_USED);
    const burst = await burstStatus(tx, right.right.lawyerId, now);
    const engagedAt = right.bookedAt ?? right.askedAt ?? right.right.openedAt;
    const holdReason: ReviewHoldReason | null =
      burst === 'held' ? 'burst' : isNewAccount(right.joinedAt, engagedAt) ? 'newAccount' : null;
    const status: ReviewStatus = holdReason ? 'held' : 'published';
    const [stored] = await tx
      .insert(reviews)
      .values({
        rightId: right.right.id,
        lawyerId: right.right.lawyerId,
        authorId: actor.id,
        authorName: review.showName ? reviewerName(right.fullName) : null,
        source: right.right.source,
        consultedAt: right.right.openedAt,
        stars: review.stars,
        communication: review.communication,
        responsiveness: review.responsiveness,
        valueForMoney: review.valueForMoney,
        text: review.text,
        status,
        holdReason,
        createdAt: now,
        publishedAt: status === 'published' ? now : null,
      })
      .returning({ id: reviews.id });
    if (!stored) throw new Error('the review was not stored');
    await refreshLawyerRating(tx, right.right.lawyerId);
    return { id: stored.id, lawyerId: right.right.lawyerId, status };
  });
}

/**
 * Whether a new review of the lawyer is published or held: with it, more than REVIEW_BURST_LIMIT reviews written
 * within the window hold it and every published one of the window (docs/product-rules.md, "Reviews"). The
 * listing's row is locked so that two reviews at once count each other.
 */
async function burstStatus(tx: Tx, lawyerId: string, now: Date): Promise<ReviewStatus> {
  await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyerId)).for('update');
  const since = new Date(now.getTime() - REVIEW_BURST_WINDOW_HOURS * 3_600_000);
  const inWindow = and(eq(reviews.lawyerId, lawyerId), gte(reviews.createdAt, since));
  const [recent] = await tx.select({ n: sql<number>`count(*)::int` }).from(reviews).where(inWindow);
  if (Number(recent?.n ?? 0) + 1 <= REVIEW_BURST_LIMIT) return 'published';
  await tx
    .update(reviews)
    .set({ status: 'held', holdReason: 'burst', publishedAt: null })
    .where(and(inWindow, eq(reviews.status, 'published')));
  return 'held';
}

import { and, eq } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import { type ReviewSource, reviewerName } from '#domain/reviews.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, reviewRights, reviews, users } from '../../db/schema/index.ts';

/**
 * What the review page may do with a right: write the review (`open`), ask first whether the appointment's meeting
 * took place (`unconfirmed`), or explain why not: it lapsed, it was used already, or the listing is now the
 * person's own (docs/product-rules.md, "Reviews").
 */
export type ReviewRightState = 'open' | 'unconfirmed' | 'lapsed' | 'used' | 'ownListing';

/** One of the person's review rights as the review page shows it. */
export interface ReviewRightView {
  id: string;
  lawyer: {
    id: string;
    name: string;
    nameEn: string | null;
    nameZh: string | null;
    nameLatin: string | null;
  };
  source: ReviewSource;
  openedAt: Date;
  expiresAt: Date;
  state: ReviewRightState;
  /** How the review would show the person when they choose to show their name ("First L."). */
  reviewerName: string;
}

/**
 * The right `rightId` of `userId`, or null when it is not theirs or does not exist (the same answer: no leak).
 * The name preview is `reviewerName` of the account's name, as `submitReview` stores it.
 */
export async function getReviewRight(
  db: Db,
  userId: string,
  rightId: string,
  now = new Date(),
): Promise<ReviewRightView | null> {
  if (!isUuid(rightId)) return null;
  const [row] = await db
    .select({
      id: reviewRights.id,
      lawyerId: lawyers.id,
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
      lawyerUserId: lawyers.userId,
      source: reviewRights.source,
      openedAt: reviewRights.openedAt,
      expiresAt: reviewRights.expiresAt,
      meetingConfirmedAt: reviewRights.meetingConfirmedAt,
      fullName: users.name,
      reviewId: reviews.id,
    })
    .from(reviewRights)
    .innerJoin(lawyers, eq(lawyers.id, reviewRights.lawyerId))
    .innerJoin(users, eq(users.id, reviewRights.userId))
    .leftJoin(reviews, eq(reviews.rightId, reviewRights.id))
    .where(and(eq(reviewRights.id, rightId), eq(reviewRights.userId, userId)))
    .limit(1);
  if (!row) return null;
  let state: ReviewRightState = 'open';
  if (row.reviewId) state = 'used';
  else if (row.lawyerUserId === userId) state = 'ownListing';
  else if (row.expiresAt <= now) state = 'lapsed';
  else if (row.source === 'appointment' && !row.meetingConfirmedAt) state = 'unconfirmed';
  return {
    id: row.id,
    lawyer: {
      id: row.lawyerId,
      name: row.name,
      nameEn: row.nameEn,
      nameZh: row.nameZh,
      nameLatin: row.nameLatin,
    },
    source: row.source,
    openedAt: row.openedAt,
    expiresAt: row.expiresAt,
    state,
    reviewerName: reviewerName(row.fullName),
  };
}

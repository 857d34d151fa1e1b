import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { type Page, readCursor } from '#domain/paging.ts';
import type { ReviewHoldReason } from '#domain/reviews.ts';
import type { Db } from '../../../db/client.ts';
import { cappedCount, keyset, keysetOrder, pageOf } from '../../../db/keyset.ts';
import { lawyers, reviews, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/** A review waiting for an administrator: held (a burst, a new account) or published with the lawyer's open dispute. */
export interface ModerationReview {
  id: string;
  lawyerId: string;
  lawyerName: string;
  /** The listing's other names, for `lawyerName` (domain/lawyer-names.ts) in the page's language. */
  lawyerNameEn: string | null;
  lawyerNameZh: string | null;
  lawyerNameLatin: string | null;
  /** The author's account name (null: the account is deleted) and the name shown with the review. */
  authorName: string | null;
  shownName: string | null;
  stars: number;
  text: string | null;
  holdReason: ReviewHoldReason | null;
  reply: string | null;
  disputeReason: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  disputedAt: Date | null;
}

const oldestHeldFirst = keysetOrder({
  sort: reviews.createdAt,
  id: reviews.id,
  idType: 'uuid',
  direction: 'asc',
});
const longestDisputedFirst = keysetOrder({
  sort: reviews.disputedAt,
  id: reviews.id,
  idType: 'uuid',
  direction: 'asc',
});

/** The reviews of each moderation list; the partial indexes `reviews_held_idx` and `reviews_disputed_idx` match them. */
const QUEUES = {
  held: { order: oldestHeldFirst, where: sql`${reviews.status} = 'held'` },
  disputed: {
    order: longestDisputedFirst,
    where: sql`${reviews.status} = 'published' AND ${reviews.disputeStatus} = 'open'`,
  },
} as const;

export type ModerationQueue = keyof typeof QUEUES;

/**
 * One moderation list (docs/product-rules.md, "Administration"), a page at a time (keyset paging,
 * server/db/keyset.ts): the held reviews, oldest first, or the published reviews with an open dispute, longest
 * disputed first; `size` a page, the page after the cursor `after`, with the list's total, exact up to
 * ADMIN_COUNT_CAP (`totalIsMore` past it). Administrators only.
 */
export async function listReviewsForModeration(
  db: Db,
  actor: Actor,
  queue: ModerationQueue,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
): Promise<Page<ModerationReview> & { total: number; totalIsMore: boolean }> {
  requireAdmin(actor);
  const cursor = readCursor(after);
  const { order, where } = QUEUES[queue];
  const ks = keyset(order, cursor, size);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: reviews.id,
        lawyerId: reviews.lawyerId,
        lawyerName: lawyers.name,
        lawyerNameEn: lawyers.nameEn,
        lawyerNameZh: lawyers.nameZh,
        lawyerNameLatin: lawyers.nameLatin,
        authorName: users.name,
        shownName: reviews.authorName,
        stars: reviews.stars,
        text: reviews.text,
        holdReason: reviews.holdReason,
        reply: reviews.reply,
        disputeReason: reviews.disputeReason,
        createdAt: reviews.createdAt,
        publishedAt: reviews.publishedAt,
        disputedAt: reviews.disputedAt,
        pageKey: ks.pageKey,
      })
      .from(reviews)
      .innerJoin(lawyers, eq(lawyers.id, reviews.lawyerId))
      .leftJoin(users, eq(users.id, reviews.authorId))
      .where(and(where, ks.where))
      .orderBy(...ks.orderBy)
      .limit(ks.limit),
    cappedCount(
      db,
      (limit) => db.select({ one: sql`1` }).from(reviews).where(where).limit(limit),
      ADMIN_COUNT_CAP,
    ),
  ]);
  return { ...pageOf(rows, size, cursor), total: total.count, totalIsMore: total.more };
}

import { asc, eq, or, sql } from 'drizzle-orm';
import type { ReviewHoldReason } from '#domain/reviews.ts';
import type { Db } from '../../../db/client.ts';
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

/**
 * The moderation lists (docs/product-rules.md, "Administration"): held reviews, oldest first, and published
 * reviews with an open dispute, longest disputed first. Administrators only.
 */
export async function listReviewsForModeration(
  db: Db,
  actor: Actor,
): Promise<{ held: ModerationReview[]; disputed: ModerationReview[] }> {
  requireAdmin(actor);
  const rows = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      disputeStatus: reviews.disputeStatus,
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
    })
    .from(reviews)
    .innerJoin(lawyers, eq(lawyers.id, reviews.lawyerId))
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(
      or(
        eq(reviews.status, 'held'),
        sql`${reviews.status} = 'published' AND ${reviews.disputeStatus} = 'open'`,
      ),
    )
    .orderBy(asc(sql`coalesce(${reviews.disputedAt}, ${reviews.createdAt})`), asc(reviews.id));
  const view = ({ status: _s, disputeStatus: _d, ...r }: (typeof rows)[number]): ModerationReview => r;
  return {
    held: rows.filter((r) => r.status === 'held').map(view),
    disputed: rows.filter((r) => r.status === 'published').map(view),
  };
}

import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { DisputeStatus, ReviewSource } from '#domain/reviews.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, reviews } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';

/** A published review of the lawyer's own listing, with their reply and the state of their dispute. */
export interface OwnReview {
  id: string;
  /** "First L." as shown; null: "สมาชิก Tanai", or a former member when `formerMember`. */
  authorName: string | null;
  formerMember: boolean;
  source: ReviewSource;
  consultedAt: Date;
  stars: number;
  communication: number;
  responsiveness: number;
  valueForMoney: number;
  text: string | null;
  publishedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
  disputeStatus: DisputeStatus | null;
  disputeReason: string | null;
  disputedAt: Date | null;
}

/**
 * The reviews of the listing linked to the viewer (`lawyers.user_id`, at most one), newest first
 * (docs/product-rules.md, "Reviews"): the published ones only (held and rejected ones are an administrator's),
 * each with the reply and the dispute. NOT_FOUND for anyone without a linked listing, admins included.
 */
export async function listOwnReviews(
  db: Db,
  actor: Actor,
): Promise<{ lawyerId: string; lawyerName: string; reviews: OwnReview[] }> {
  requireActor(actor);
  const [listing] = await db
    .select({ id: lawyers.id, name: lawyers.name })
    .from(lawyers)
    .where(eq(lawyers.userId, actor.id))
    .limit(1);
  if (!listing) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.lawyerId, listing.id), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.publishedAt), desc(reviews.createdAt), desc(reviews.id));
  return {
    lawyerId: listing.id,
    lawyerName: listing.name,
    reviews: rows.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      formerMember: r.authorId === null,
      source: r.source,
      consultedAt: r.consultedAt,
      stars: r.stars,
      communication: r.communication,
      responsiveness: r.responsiveness,
      valueForMoney: r.valueForMoney,
      text: r.text,
      publishedAt: r.publishedAt,
      reply: r.reply,
      repliedAt: r.repliedAt,
      disputeStatus: r.disputeStatus,
      disputeReason: r.disputeReason,
      disputedAt: r.disputedAt,
    })),
  };
}

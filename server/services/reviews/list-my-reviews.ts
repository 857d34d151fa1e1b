import { desc, eq } from 'drizzle-orm';
import type { ReviewSource, ReviewStatus } from '#domain/reviews.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, reviews } from '../../db/schema/index.ts';

/** A review the person wrote, as their account page shows it. */
export interface MyReview {
  id: string;
  lawyer: {
    id: string;
    name: string;
    nameEn: string | null;
    nameZh: string | null;
    nameLatin: string | null;
  };
  source: ReviewSource;
  stars: number;
  status: ReviewStatus;
  /** An administrator's reason, shown to the author of a rejected review. */
  decisionReason: string | null;
  createdAt: Date;
}

/**
 * The reviews `userId` wrote, newest first, with their state: published, waiting for an administrator's check
 * (held), or rejected with the administrator's reason (docs/product-rules.md, "Reviews").
 */
export async function listMyReviews(db: Db, userId: string): Promise<MyReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      lawyerId: lawyers.id,
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
      source: reviews.source,
      stars: reviews.stars,
      status: reviews.status,
      decisionReason: reviews.decisionReason,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(lawyers, eq(lawyers.id, reviews.lawyerId))
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map(({ lawyerId, name, nameEn, nameZh, nameLatin, decisionReason, status, ...rest }) => ({
    ...rest,
    status,
    lawyer: { id: lawyerId, name, nameEn, nameZh, nameLatin },
    decisionReason: status === 'rejected' ? decisionReason : null,
  }));
}

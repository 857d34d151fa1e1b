import { and, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import {
  RATING_MIN_REVIEWS,
  REVIEWS_PAGE_SIZE,
  type ReviewSource,
  STARS,
  SUB_RATINGS,
  type SubRating,
} from '#domain/reviews.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, reviews } from '../../db/schema/index.ts';

/**
 * Who wrote a review, as the public sees it (docs/product-rules.md, "Reviews"): the name shown ("สมชาย ใ."), a
 * member who chose to show no name, or a former member (the account was deleted).
 */
export type ReviewAuthor = { kind: 'named'; name: string } | { kind: 'member' } | { kind: 'former' };

/** A published review as the public may see it: never its question, its author's id or its moderation. */
export interface PublicReview {
  id: string;
  author: ReviewAuthor;
  source: ReviewSource;
  /** The month of the consultation (ISO instant). */
  consultedAt: string;
  stars: number;
  communication: number;
  responsiveness: number;
  valueForMoney: number;
  text: string | null;
  reply: string | null;
  repliedAt: string | null;
  publishedAt: string;
}

export interface LawyerReviews {
  items: PublicReview[];
  /** Published reviews matching the star filter. */
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  stars: number | null;
  /** Every published review of the listing, whatever the filter. */
  count: number;
  /** How many published reviews gave each number of stars, 1 to 5. */
  distribution: Record<Stars, number>;
  /** The averages of the sub-ratings (one decimal), only from RATING_MIN_REVIEWS published reviews on. */
  subRatings: Record<SubRating, number> | null;
}

/** The options of a page of reviews: a page from 1, and an overall number of stars 1–5 to show only those. */
export interface LawyerReviewsOptions {
  page?: number;
  stars?: number | null;
}

type Stars = (typeof STARS)[number];
const isStars = (n: unknown): n is Stars => typeof n === 'number' && (STARS as readonly number[]).includes(n);

function authorOf(row: { authorId: string | null; authorName: string | null }): ReviewAuthor {
  if (row.authorId === null) return { kind: 'former' };
  if (row.authorName) return { kind: 'named', name: row.authorName };
  return { kind: 'member' };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The published reviews of a verified listing (docs/product-rules.md, "Reviews"), newest first (by publication),
 * REVIEWS_PAGE_SIZE a page, maybe only those with a number of stars; with the distribution of stars and the
 * sub-rating averages over all of them. Null for an unknown or unverified listing. A page past the last gives
 * no items.
 */
export async function listLawyerReviews(
  db: Db,
  lawyerId: string,
  options: LawyerReviewsOptions = {},
): Promise<LawyerReviews | null> {
  if (!isUuid(lawyerId)) return null;
  const page = Number.isInteger(options.page) && options.page! > 0 ? options.page! : 1;
  const stars = isStars(options.stars) ? options.stars : null;
  const published = and(eq(reviews.lawyerId, lawyerId), eq(reviews.status, 'published'));

  // The listing and its published reviews by stars in one statement: no row for an unknown or unverified listing,
  // one row without stars for a listing without reviews.
  const summary = await db
    .select({
      stars: reviews.stars,
      n: sql<number>`count(${reviews.id})::int`,
      communication: sql<number>`coalesce(sum(${reviews.communication}), 0)::int`,
      responsiveness: sql<number>`coalesce(sum(${reviews.responsiveness}), 0)::int`,
      valueForMoney: sql<number>`coalesce(sum(${reviews.valueForMoney}), 0)::int`,
    })
    .from(lawyers)
    .leftJoin(reviews, published)
    .where(and(eq(lawyers.id, lawyerId), eq(lawyers.verified, true)))
    .groupBy(reviews.stars);
  if (summary.length === 0) return null;
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as LawyerReviews['distribution'];
  const sums: Record<SubRating, number> = { communication: 0, responsiveness: 0, valueForMoney: 0 };
  for (const row of summary) {
    if (isStars(row.stars)) distribution[row.stars] = Number(row.n);
    for (const key of SUB_RATINGS) sums[key] += Number(row[key]);
  }
  const count = STARS.reduce((total, s) => total + distribution[s], 0);
  const subRatings =
    count >= RATING_MIN_REVIEWS
      ? (Object.fromEntries(SUB_RATINGS.map((key) => [key, oneDecimal(sums[key] / count)])) as Record<
          SubRating,
          number
        >)
      : null;
  const total = stars === null ? count : distribution[stars];

  // Without a review to show, no page of them is read (most listings have none).
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: reviews.id,
            authorId: reviews.authorId,
            authorName: reviews.authorName,
            source: reviews.source,
            consultedAt: reviews.consultedAt,
            stars: reviews.stars,
            communication: reviews.communication,
            responsiveness: reviews.responsiveness,
            valueForMoney: reviews.valueForMoney,
            text: reviews.text,
            reply: reviews.reply,
            repliedAt: reviews.repliedAt,
            publishedAt: reviews.publishedAt,
          })
          .from(reviews)
          .where(stars === null ? published : and(published, eq(reviews.stars, stars)))
          .orderBy(desc(reviews.publishedAt), desc(reviews.id))
          .limit(REVIEWS_PAGE_SIZE)
          .offset((page - 1) * REVIEWS_PAGE_SIZE);

  return {
    items: rows.map((r) => ({
      id: r.id,
      author: authorOf(r),
      source: r.source,
      consultedAt: r.consultedAt.toISOString(),
      stars: r.stars,
      communication: r.communication,
      responsiveness: r.responsiveness,
      valueForMoney: r.valueForMoney,
      text: r.text,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      // A published review always has its time of publication.
      publishedAt: (r.publishedAt ?? r.consultedAt).toISOString(),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
    pageSize: REVIEWS_PAGE_SIZE,
    stars,
    count,
    distribution,
    subRatings,
  };
}

/** `listLawyerReviews` through the public data cache (server/cache/public-data.ts), keyed by listing, page and stars. */
export function cachedLawyerReviews(
  db: Db,
  lawyerId: string,
  options: LawyerReviewsOptions = {},
): Promise<LawyerReviews | null> {
  if (!isUuid(lawyerId)) return Promise.resolve(null);
  const page = Number.isInteger(options.page) && options.page! > 0 ? options.page! : 1;
  const stars = isStars(options.stars) ? options.stars : null;
  return readPublicData(`lawyer-reviews:${JSON.stringify([lawyerId, page, stars])}`, () =>
    listLawyerReviews(db, lawyerId, { page, stars }),
  );
}

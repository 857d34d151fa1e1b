import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { REVIEW_RIGHT_DAYS, type ReviewSource } from '#domain/reviews.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, reviewRights, reviews } from '../../db/schema/index.ts';

/** A transaction or the database: opening a right is part of the write that earns it. */
type Executor = Pick<Db, 'execute' | 'select'>;

/**
 * Opens the asker's right to review a lawyer once that lawyer, having accepted the question, has posted in its
 * thread (docs/product-rules.md, "Reviews"). Nothing for a question without an asker (account deleted), for an
 * asker who is the account linked to that listing, or when the right already exists. Returns whether one opened.
 */
export async function openQuestionReviewRight(
  db: Executor,
  questionId: string,
  lawyerUserId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO review_rights (user_id, lawyer_id, source, question_id, opened_at, expires_at)
    SELECT q.created_by, r.lawyer_id, 'question', q.id, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz + make_interval(days => ${REVIEW_RIGHT_DAYS})
    FROM questions q
    JOIN question_recipients r ON r.question_id = q.id AND r.status = 'accepted'
      AND r.recipient_user_id = ${lawyerUserId}
    JOIN lawyers l ON l.id = r.lawyer_id AND l.user_id = r.recipient_user_id
    WHERE q.id = ${questionId}::uuid AND q.created_by IS NOT NULL AND q.created_by <> l.user_id
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return result.rows.length > 0;
}

/**
 * Opens the right of the person who booked an appointment while signed in, once it is completed
 * (docs/product-rules.md, "Reviews"). Nothing for a request made without an account, without a lawyer, by the
 * account linked to that listing, or when the right already exists. Returns whether one opened.
 */
export async function openAppointmentReviewRight(
  db: Executor,
  appointmentId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO review_rights (user_id, lawyer_id, source, appointment_id, opened_at, expires_at)
    SELECT a.user_id, a.lawyer_id, 'appointment', a.id, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz + make_interval(days => ${REVIEW_RIGHT_DAYS})
    FROM appointment_requests a
    JOIN lawyers l ON l.id = a.lawyer_id
    WHERE a.id = ${appointmentId}::uuid AND a.user_id IS NOT NULL
      AND (l.user_id IS NULL OR l.user_id <> a.user_id)
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return result.rows.length > 0;
}

/** A right the person may still use: its lawyer's name, where it came from, when it lapses. */
export interface OpenReviewRight {
  id: string;
  lawyerId: string;
  lawyerName: string;
  /** The listing's English and Chinese names, when it has them (`lawyerName` of domain/lawyer-names.ts). */
  lawyerNameEn: string | null;
  lawyerNameZh: string | null;
  lawyerNameLatin: string | null;
  source: ReviewSource;
  questionId: string | null;
  openedAt: Date;
  expiresAt: Date;
}

/**
 * The person's rights not used yet and not lapsed, newest first; only `questionId`'s when given. A right to
 * review a listing the person is now linked to is not offered (docs/product-rules.md, "Reviews").
 */
export async function listOpenReviewRights(
  db: Db,
  userId: string,
  options: { questionId?: string; now?: Date } = {},
): Promise<OpenReviewRight[]> {
  const now = options.now ?? new Date();
  return db
    .select({
      id: reviewRights.id,
      lawyerId: reviewRights.lawyerId,
      lawyerName: lawyers.name,
      lawyerNameEn: lawyers.nameEn,
      lawyerNameZh: lawyers.nameZh,
      lawyerNameLatin: lawyers.nameLatin,
      source: reviewRights.source,
      questionId: reviewRights.questionId,
      openedAt: reviewRights.openedAt,
      expiresAt: reviewRights.expiresAt,
    })
    .from(reviewRights)
    .innerJoin(lawyers, eq(lawyers.id, reviewRights.lawyerId))
    .leftJoin(reviews, eq(reviews.rightId, reviewRights.id))
    .where(
      and(
        eq(reviewRights.userId, userId),
        gt(reviewRights.expiresAt, now),
        isNull(reviews.id),
        sql`${lawyers.userId} IS DISTINCT FROM ${userId}`,
        options.questionId ? eq(reviewRights.questionId, options.questionId) : undefined,
      ),
    )
    .orderBy(desc(reviewRights.openedAt));
}

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { ADMIN_ASSIGNED_ORDER, MATCHING_PREVIEW_CHARS } from '#domain/limits.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers, questionRecipients, questions, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/**
 * The matching screen (docs/product-rules.md, "Administration"): the question with a 200-character
 * preview, its recipients with lawyer name and e-mail (admin-added rows have assigned_order 0), and the verified
 * lawyers that have a linked user, ordered by rating then reviews.
 */
export async function getMatchingData(db: Db, actor: Actor, questionId: string) {
  requireAdmin(actor);
  if (!isUuid(questionId)) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
  const [question] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!question) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
  const [recipients, candidates] = await Promise.all([
    db
      .select({
        id: questionRecipients.id,
        lawyerId: questionRecipients.lawyerId,
        status: questionRecipients.status,
        assignedOrder: questionRecipients.assignedOrder,
        invitedAt: questionRecipients.invitedAt,
        name: lawyers.name,
        email: users.email,
      })
      .from(questionRecipients)
      .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
      .innerJoin(users, eq(users.id, questionRecipients.recipientUserId))
      .where(eq(questionRecipients.questionId, questionId))
      .orderBy(asc(questionRecipients.assignedOrder), asc(questionRecipients.invitedAt)),
    db
      .select({
        id: lawyers.id,
        name: lawyers.name,
        province: lawyers.province,
        experienceAreas: lawyers.experienceAreas,
        rating: lawyers.rating,
        reviews: lawyers.reviews,
      })
      .from(lawyers)
      .where(and(eq(lawyers.verified, true), isNotNull(lawyers.userId)))
      .orderBy(
        sql`${lawyers.rating} DESC NULLS LAST`,
        sql`${lawyers.reviews} DESC NULLS LAST`,
        asc(lawyers.name),
      )
      .limit(200),
  ]);
  return {
    question: {
      id: question.id,
      title: question.title,
      // Null once the asker erased the text (the page says so instead).
      preview: question.content === null ? null : truncateText(question.content, MATCHING_PREVIEW_CHARS),
      textErasedAt: question.textErasedAt?.toISOString() ?? null,
      status: question.status,
      province: question.province,
      areas: question.specialties,
    },
    recipients: recipients.map((r) => ({
      ...r,
      admin: r.assignedOrder === ADMIN_ASSIGNED_ORDER,
      invitedAt: r.invitedAt.toISOString(),
    })),
    candidates: candidates.map((c) => ({ ...c, rating: c.rating === null ? null : Number(c.rating) })),
  };
}

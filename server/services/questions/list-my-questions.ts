import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lawyers, questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { unreadMessagesSql } from './question-reads.ts';

/**
 * The asker's own questions, newest first, each with what the member's space tells of it: the messages of others
 * the asker has not read yet (question-reads.ts), the fee and its payment, whether it waits in the admin queue, and
 * the lawyers who accepted it (their listing names, first to accept first).
 */
export async function listMyQuestions(db: Db, actor: Actor) {
  if (!actor) return [];
  const rows = await db
    .select({
      id: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      status: questions.status,
      createdAt: questions.createdAt,
      unread: unreadMessagesSql(questions.id, actor.id),
      paymentStatus: questions.paymentStatus,
      feeBaht: questions.feeBaht,
      needsLawyerSince: questions.needsLawyerSince,
    })
    .from(questions)
    .where(eq(questions.createdBy, actor.id))
    .orderBy(desc(questions.createdAt));
  if (rows.length === 0) return [];
  const accepted = await db
    .select({
      questionId: questionRecipients.questionId,
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
    })
    .from(questionRecipients)
    .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
    .where(
      and(
        inArray(
          questionRecipients.questionId,
          rows.map((r) => r.id),
        ),
        eq(questionRecipients.status, 'accepted'),
      ),
    )
    .orderBy(asc(questionRecipients.respondedAt));
  return rows.map((r) => ({
    ...r,
    acceptedLawyers: accepted
      .filter((a) => a.questionId === r.id)
      .map(({ name, nameEn, nameZh, nameLatin }) => ({ name, nameEn, nameZh, nameLatin })),
  }));
}

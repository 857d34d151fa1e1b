import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { invitationOpensQuestion } from './access.ts';

/**
 * The lawyer's invited cases, newest invitation first: only the questions the lawyer may open, by the rule of the
 * question page (`invitationOpensQuestion` in access.ts) — an invitation declined or expired (also before the
 * sweep) is not listed. The asker's phone and LINE are included only for accepted ones.
 */
export async function listInvitedCases(db: Db, actor: Actor, now = new Date()) {
  if (!actor) return [];
  const rows = await db
    .select({
      id: questionRecipients.id,
      status: questionRecipients.status,
      invitedAt: questionRecipients.invitedAt,
      expiresAt: questionRecipients.expiresAt,
      questionId: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      questionStatus: questions.status,
      contactPhone: questions.contactPhone,
      contactLine: questions.contactLine,
      askedBy: questions.createdBy,
    })
    .from(questionRecipients)
    .innerJoin(questions, eq(questions.id, questionRecipients.questionId))
    .where(and(eq(questionRecipients.recipientUserId, actor.id), invitationOpensQuestion(now)))
    .orderBy(desc(questionRecipients.invitedAt));
  return rows.map(({ contactPhone, contactLine, askedBy, ...r }) => {
    // An asker who deleted their account has left no contact details.
    const askerDeleted = askedBy === null;
    return {
      ...r,
      askerDeleted,
      contact: r.status === 'accepted' && !askerDeleted ? { phone: contactPhone, line: contactLine } : null,
    };
  });
}

import { and, desc, eq, sql } from 'drizzle-orm';
import { DESK_EXCERPT_MAX } from '#domain/lawyer-desk.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../db/client.ts';
import { messages, questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { invitationOpensQuestion } from './access.ts';
import { unreadMessagesSql } from './question-reads.ts';

/** A column of the last message of the question's thread. */
const lastMessage = <T>(column: 'message' | 'created_at' | 'sender_user_id') =>
  sql<T>`(SELECT m.${sql.identifier(column)} FROM ${messages} m WHERE m.question_id = ${questions.id}
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;

/**
 * The lawyer's invited cases, newest invitation first: only the questions the lawyer may open, by the rule of the
 * question page (`invitationOpensQuestion` in access.ts) — an invitation declined or expired (also before the
 * sweep) is not listed. What only those who use the thread see (`seesContact`, `usesThread` in access.ts) is given
 * only for accepted ones: the asker's phone and LINE, the unread count and the last message (its first words, when,
 * and whether the lawyer, the asker or someone else wrote it).
 */
export async function listInvitedCases(db: Db, actor: Actor, now = new Date()) {
  if (!actor) return [];
  const rows = await db
    .select({
      id: questionRecipients.id,
      status: questionRecipients.status,
      invitedAt: questionRecipients.invitedAt,
      expiresAt: questionRecipients.expiresAt,
      respondedAt: questionRecipients.respondedAt,
      questionId: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      questionStatus: questions.status,
      askedAt: questions.createdAt,
      contactPhone: questions.contactPhone,
      contactLine: questions.contactLine,
      askedBy: questions.createdBy,
      unread: unreadMessagesSql(questions.id, actor.id),
      lastText: lastMessage<string | null>('message'),
      lastAt: lastMessage<string | Date | null>('created_at'),
      lastSender: lastMessage<string | null>('sender_user_id'),
    })
    .from(questionRecipients)
    .innerJoin(questions, eq(questions.id, questionRecipients.questionId))
    .where(and(eq(questionRecipients.recipientUserId, actor.id), invitationOpensQuestion(now)))
    .orderBy(desc(questionRecipients.invitedAt));
  return rows.map(({ contactPhone, contactLine, askedBy, unread, lastText, lastAt, lastSender, ...r }) => {
    // An asker who deleted their account has left no contact details.
    const askerDeleted = askedBy === null;
    const accepted = r.status === 'accepted';
    const from: 'you' | 'asker' | 'other' =
      lastSender === actor.id ? 'you' : lastSender !== null && lastSender === askedBy ? 'asker' : 'other';
    return {
      ...r,
      askerDeleted,
      contact: accepted && !askerDeleted ? { phone: contactPhone, line: contactLine } : null,
      unread: accepted ? unread : 0,
      lastMessage:
        accepted && lastText !== null && lastAt !== null
          ? { excerpt: truncateText(lastText, DESK_EXCERPT_MAX), at: new Date(lastAt), from }
          : null,
    };
  });
}

export type InvitedCase = Awaited<ReturnType<typeof listInvitedCases>>[number];

import { and, eq, sql } from 'drizzle-orm';
import type { WaitingCounts } from '#domain/waiting.ts';
import type { Db } from '../../db/client.ts';
import { questionRecipients, questions, users } from '../../db/schema/index.ts';
import { invitationOpensQuestion } from '../questions/access.ts';
import { waitingForLawyer } from '../questions/admin-queue.ts';
import { hasUnreadMessagesSql } from '../questions/question-reads.ts';

/** Who counts: the signed-in person, their linked listing and the admin flag of this request. */
export interface WaitingViewer {
  id: string;
  isAdmin: boolean;
  lawyerId: string | null;
}

const zero = sql<number>`0`.mapWith(Number);
const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** The slips waiting for an administrator's check (the partial index `questions_slip_sent_idx` holds them). */
export const slipsWaiting = sql`SELECT count(*)::int FROM ${questions} WHERE ${questions.paymentStatus} = 'slip_sent'`;

/**
 * What waits for `viewer` (`WaitingCounts`, domain/waiting.ts), in one query of one row: the user's own (a deleted
 * account counts nothing); the lawyer's counts only with a linked listing, the admin's only for an admin.
 */
export async function waitingCounts(db: Db, viewer: WaitingViewer, now = new Date()): Promise<WaitingCounts> {
  const me = viewer.id;
  const opens = invitationOpensQuestion(now);
  const [row] = await db
    .select({
      unreadQuestions: count(sql`SELECT count(*)::int FROM ${questions}
        WHERE ${questions.createdBy} = ${me} AND ${hasUnreadMessagesSql(questions.id, me)}`),
      invitations: viewer.lawyerId
        ? count(sql`SELECT count(*)::int FROM ${questionRecipients}
            WHERE ${and(
              eq(questionRecipients.recipientUserId, me),
              eq(questionRecipients.status, 'invited'),
              // Not past its expiry, and its listing still linked to this account.
              opens,
            )}`)
        : zero,
      unreadCases: viewer.lawyerId
        ? count(sql`SELECT count(DISTINCT ${questions.id})::int FROM ${questionRecipients}
            JOIN ${questions} ON ${questions.id} = ${questionRecipients.questionId}
            WHERE ${and(eq(questionRecipients.recipientUserId, me), eq(questionRecipients.status, 'accepted'), opens)}
              AND ${hasUnreadMessagesSql(questions.id, me)}`)
        : zero,
      adminQueue: viewer.isAdmin
        ? count(sql`SELECT count(*)::int FROM ${questions} WHERE ${waitingForLawyer()}`)
        : zero,
      slips: viewer.isAdmin ? count(slipsWaiting) : zero,
    })
    .from(users)
    .where(eq(users.id, me));
  return row ? { ...row } : { unreadQuestions: 0, invitations: 0, unreadCases: 0, adminQueue: 0, slips: 0 };
}

/** Everyone a question's event may change the counts of, besides the admins: its asker and every lawyer invited. */
export async function questionParticipants(db: Db, questionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: questions.createdBy })
    .from(questions)
    .where(eq(questions.id, questionId))
    .union(
      db
        .select({ id: questionRecipients.recipientUserId })
        .from(questionRecipients)
        .where(eq(questionRecipients.questionId, questionId)),
    );
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

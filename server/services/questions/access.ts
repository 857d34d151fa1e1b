import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';

export type QuestionRole = 'asker' | 'admin' | 'accepted' | 'invited';

type QuestionRow = typeof questions.$inferSelect;

/**
 * The invitations that let their lawyer open a question, as a condition on `question_recipients` (one rule for
 * the question page, its thread and events, and the inbox's invited cases): accepted, or invited and not past its
 * expiry, and sent to the account its listing is still linked to. A declined or expired invitation opens nothing;
 * neither does one whose listing was unlinked or deleted (docs/product-rules.md, "Matching a question": those
 * invitations also end then, `withdrawListingInvitations` in withdraw-listing-invitations.ts).
 */
export function invitationOpensQuestion(now: Date): SQL {
  return and(
    or(
      eq(questionRecipients.status, 'accepted'),
      and(eq(questionRecipients.status, 'invited'), gt(questionRecipients.expiresAt, now)),
    ),
    sql`EXISTS (SELECT 1 FROM ${lawyers} WHERE ${lawyers.id} = ${questionRecipients.lawyerId}
      AND ${lawyers.userId} = ${questionRecipients.recipientUserId})`,
  )!;
}

/**
 * Who may see a question (docs/product-rules.md, "Matching a question"): its asker, admins, and lawyers whose invitation opens it
 * (`invitationOpensQuestion`). A lawyer whose invitation was declined or has expired no longer sees it. Anyone
 * else gets null — "not found", never "forbidden".
 */
export async function questionAccess(
  db: Db,
  actor: Actor,
  questionId: string,
  now: Date = new Date(),
): Promise<{ question: QuestionRow; role: QuestionRole } | null> {
  if (!actor || !isUuid(questionId)) return null;
  const [question] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!question) return null;
  if (question.createdBy === actor.id) return { question, role: 'asker' };
  if (actor.isAdmin) return { question, role: 'admin' };
  const invitations = await db
    .select({ status: questionRecipients.status })
    .from(questionRecipients)
    .where(
      and(
        eq(questionRecipients.questionId, questionId),
        eq(questionRecipients.recipientUserId, actor.id),
        invitationOpensQuestion(now),
      ),
    );
  if (invitations.some((i) => i.status === 'accepted')) return { question, role: 'accepted' };
  if (invitations.length > 0) return { question, role: 'invited' };
  return null;
}

/** The asker's phone and LINE go to the browser only for the asker, admins and accepted lawyers. */
export const seesContact = (role: QuestionRole) => role !== 'invited';
/**
 * The thread is read and written by the asker, accepted lawyers and admins (docs/product-rules.md, "Questions").
 */
export const usesThread = (role: QuestionRole) => role !== 'invited';
/** The asker or an admin closes; an admin reopens (docs/product-rules.md, "Questions"). */
export const mayClose = (role: QuestionRole) => role === 'asker' || role === 'admin';

/** The question if the actor may use its thread, else "not found". */
export async function requireThreadAccess(db: Db, actor: Actor, questionId: string) {
  const access = await questionAccess(db, actor, questionId);
  if (!access || !usesThread(access.role)) throw new AppError('NOT_FOUND');
  return access;
}

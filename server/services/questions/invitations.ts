import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang } from '#domain/i18n.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, questionRecipients, questions, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { acceptedContent } from '../../mail/question-templates.ts';
import type { Actor } from '../actor.ts';
import { mayClose, questionAccess } from './access.ts';
import { publishStatus, type QueueContext } from './admin-queue.ts';
import { autoMatchQuietly, type MatchContext } from './matching.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The actor's own invitation row, locked for the change; someone else's answers "not found". */
async function lockOwnInvitation(tx: Tx, userId: string, recipientId: string) {
  if (!isUuid(recipientId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(questionRecipients)
    .where(and(eq(questionRecipients.id, recipientId), eq(questionRecipients.recipientUserId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * An invited lawyer accepts (docs/product-rules.md, "Questions"): only their own invitation, only while it is
 * 'invited' and not past its expiry. Sets status and responded_at, moves an open question to 'assigned' (open →
 * assigned → closed) and e-mails the asker. A row the actor may not touch answers "not found".
 */
export async function acceptInvitation(db: Db, actor: Actor, recipientId: string, ctx: MatchContext) {
  if (!actor) throw new AppError('UNAUTHORIZED');
  const now = ctx.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const row = await lockOwnInvitation(tx, actor.id, recipientId);
    if (row.status === 'accepted') return null;
    if (row.status !== 'invited' || row.expiresAt <= now)
      throw new AppError('CONFLICT', 'inbox.errors.expired');
    const [question] = await tx
      .select()
      .from(questions)
      .where(eq(questions.id, row.questionId))
      .for('update')
      .limit(1);
    if (!question || question.status === 'closed') throw new AppError('CONFLICT', 'inbox.errors.closed');
    await tx
      .update(questionRecipients)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(questionRecipients.id, recipientId));
    if (question.status === 'open') {
      // A lawyer has it: out of the admin queue too.
      await tx
        .update(questions)
        .set({ status: 'assigned', needsLawyerSince: null, updatedAt: now })
        .where(eq(questions.id, question.id));
    }
    const [asker] = question.createdBy
      ? await tx
          .select({ email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(eq(users.id, question.createdBy))
      : [];
    const [lawyer] = await tx
      .select({ name: lawyers.name })
      .from(lawyers)
      .where(eq(lawyers.id, row.lawyerId));
    return { question, asker, lawyerName: lawyer?.name ?? '' };
  });
  if (result) await publishStatus(ctx, result.question.id);
  if (result?.asker) {
    const lang = isLang(result.asker.locale) ? result.asker.locale : 'th';
    await ctx.mailer
      .send({
        to: result.asker.email,
        kind: 'case-accepted',
        locale: lang,
        ...acceptedContent(
          lang,
          result.asker.name,
          result.lawyerName,
          result.question.title,
          `${ctx.publicUrl}/${lang}/question/${result.question.id}`,
        ),
      })
      .catch((error: unknown) => logger.error({ err: String(error) }, 'accepted e-mail failed'));
  }
  return { questionId: result?.question.id ?? null };
}

/** An invited lawyer declines; when no live invitation is left, the next batch is invited. */
export async function declineInvitation(db: Db, actor: Actor, recipientId: string, ctx: MatchContext) {
  if (!actor) throw new AppError('UNAUTHORIZED');
  const now = ctx.now ?? new Date();
  const questionId = await db.transaction(async (tx) => {
    const row = await lockOwnInvitation(tx, actor.id, recipientId);
    if (row.status !== 'invited') throw new AppError('CONFLICT', 'inbox.errors.notInvited');
    await tx
      .update(questionRecipients)
      .set({ status: 'declined', respondedAt: now })
      .where(eq(questionRecipients.id, recipientId));
    return row.questionId;
  });
  // The next batch, when no live invitation is left; the open pages hear of the decline either way.
  const invited = await autoMatchQuietly(db, questionId, ctx);
  if (invited.length === 0) await publishStatus(ctx, questionId);
  return { questionId };
}

/** The asker or an admin closes a question; an admin may reopen it (docs/product-rules.md, "Questions"). */
export async function setQuestionClosed(
  db: Db,
  actor: Actor,
  questionId: string,
  closed: boolean,
  now = new Date(),
  events?: QueueContext['events'],
) {
  if (!actor) throw new AppError('UNAUTHORIZED');
  // Those who cannot see the question are told it does not exist; those who can but may not act, "forbidden".
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (closed ? !mayClose(access.role) : access.role !== 'admin') throw new AppError('FORBIDDEN');
  const result = await db.transaction(async (tx) => {
    let status: 'open' | 'assigned' | 'closed' = 'closed';
    if (!closed) {
      const [accepted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(questionRecipients)
        .where(and(eq(questionRecipients.questionId, questionId), eq(questionRecipients.status, 'accepted')));
      status = Number(accepted?.n ?? 0) > 0 ? 'assigned' : 'open';
    }
    // A closed question leaves the admin queue.
    await tx
      .update(questions)
      .set({ status, updatedAt: now, ...(closed ? { needsLawyerSince: null } : {}) })
      .where(eq(questions.id, questionId));
    return { status };
  });
  await publishStatus({ events }, questionId);
  return result;
}

/**
 * A listing leaves its account (an administrator unlinks it) or the directory (deleted): in the same transaction,
 * every invitation of the listing that still opens a question — invited, or accepted — ends ('expired'), so the
 * account that had it no longer reads those questions, their contact details or threads, and linking the listing
 * again (to any account) brings none of it back. An assigned question left without an accepted lawyer is open
 * again (docs/product-rules.md, "Matching a question"). Returns the questions concerned: after the commit,
 * `rematchQuestions` invites their next batch or puts them in the admin queue.
 */
export async function withdrawListingInvitations(tx: Tx, lawyerId: string, now: Date): Promise<string[]> {
  const ended = await tx
    .update(questionRecipients)
    .set({ status: 'expired' })
    .where(
      and(
        eq(questionRecipients.lawyerId, lawyerId),
        inArray(questionRecipients.status, ['invited', 'accepted']),
      ),
    )
    .returning({ questionId: questionRecipients.questionId });
  const questionIds = [...new Set(ended.map((r) => r.questionId))];
  await reopenUnassigned(tx, questionIds, now);
  return questionIds;
}

/**
 * Each of these questions that is assigned but no longer has an accepted lawyer (the lawyer's invitation ended or
 * was removed) is open again (docs/product-rules.md, "Matching a question"). Part of the caller's transaction.
 */
export async function reopenUnassigned(tx: Tx, questionIds: string[], now: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .update(questions)
    .set({ status: 'open', updatedAt: now })
    .where(
      and(
        inArray(questions.id, questionIds),
        eq(questions.status, 'assigned'),
        sql`NOT EXISTS (SELECT 1 FROM ${questionRecipients} r
          WHERE r.question_id = ${questions.id} AND r.status = 'accepted')`,
      ),
    );
}

/**
 * After invitations were withdrawn (`withdrawListingInvitations`, committed): each open question without a live
 * invitation gets its next batch, or enters the admin queue when nobody can be invited; the open pages hear of
 * the change. Never throws (auto-match logs its own failures).
 */
export async function rematchQuestions(db: Db, questionIds: string[], ctx: MatchContext) {
  for (const questionId of questionIds) {
    const invited = await autoMatchQuietly(db, questionId, ctx);
    if (invited.length === 0) await publishStatus(ctx, questionId);
  }
}

import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { wholeHoursSince } from '#domain/dates.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { ADMIN_ASSIGNED_ORDER, invitationExpiresAt, MATCHING_PREVIEW_CHARS } from '#domain/limits.ts';
import { isQuestionStatus, WAITING_FILTER } from '#domain/statuses.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, profiles, questionRecipients, questions, users } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { containsPattern } from '../lawyers/search-lawyers.ts';
import { publishStatus } from '../questions/admin-queue.ts';
import { reopenUnassigned } from '../questions/invitations.ts';
import { type Invited, type MatchContext, notifyInvited } from '../questions/matching.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './guard.ts';

/**
 * Admin questions list: search in title and details, filter by status (or `waiting`), with recipient counts;
 * the questions waiting for a lawyer first (longest waiting first, with since when), then the newest.
 */
export async function listQuestionsForAdmin(
  db: Db,
  actor: Actor,
  filters: { q?: string; status?: string } = {},
  now = new Date(),
) {
  requireAdmin(actor);
  const conditions = [];
  const q = filters.q?.trim();
  if (q)
    conditions.push(
      or(ilike(questions.title, containsPattern(q)), ilike(questions.content, containsPattern(q)))!,
    );
  if (filters.status && isQuestionStatus(filters.status))
    conditions.push(eq(questions.status, filters.status));
  // The admin queue: open questions waiting for a lawyer (admin-queue.ts).
  if (filters.status === WAITING_FILTER)
    conditions.push(and(eq(questions.status, 'open'), isNotNull(questions.needsLawyerSince))!);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const recipientCount = sql<number>`(SELECT count(*)::int FROM question_recipients r WHERE r.question_id = ${questions.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: questions.id,
        title: questions.title,
        status: questions.status,
        createdAt: questions.createdAt,
        needsLawyerSince: questions.needsLawyerSince,
        paymentStatus: questions.paymentStatus,
        askerName: profiles.fullName,
        recipients: recipientCount,
      })
      .from(questions)
      .leftJoin(profiles, eq(profiles.userId, questions.createdBy))
      .where(where)
      // Questions waiting for a lawyer first, longest waiting first; then the newest.
      .orderBy(
        sql`CASE WHEN ${questions.status} = 'open' AND ${questions.needsLawyerSince} IS NOT NULL THEN 0 ELSE 1 END`,
        asc(questions.needsLawyerSince),
        desc(questions.createdAt),
      )
      .limit(200),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      ...r,
      recipients: Number(r.recipients),
      // How long it has waited in the admin queue, in whole hours (open questions only).
      waitingHours:
        r.status === 'open' && r.needsLawyerSince ? wholeHoursSince(r.needsLawyerSince, now) : null,
    })),
  };
}

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
      preview: truncateText(question.content, MATCHING_PREVIEW_CHARS),
      status: question.status,
      province: question.province,
      areas: question.experienceAreas,
    },
    recipients: recipients.map((r) => ({
      ...r,
      admin: r.assignedOrder === ADMIN_ASSIGNED_ORDER,
      invitedAt: r.invitedAt.toISOString(),
    })),
    candidates: candidates.map((c) => ({ ...c, rating: c.rating === null ? null : Number(c.rating) })),
  };
}

/**
 * Admin invitations: at least one lawyer, none twice, none already invited; each a verified lawyer with a
 * linked user. Rows get assigned_order 0 and the same 48-hour expiry and e-mail as auto-match.
 */
export async function inviteLawyers(
  db: Db,
  actor: Actor,
  questionId: string,
  lawyerIds: string[],
  ctx: MatchContext,
) {
  requireAdmin(actor);
  if (!isUuid(questionId)) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
  if (lawyerIds.length === 0) throw new AppError('INVALID_INPUT', 'adminMatching.errors.noneSelected');
  if (!lawyerIds.every(isUuid)) throw new AppError('INVALID_INPUT', 'adminMatching.errors.noneSelected');
  if (new Set(lawyerIds).size !== lawyerIds.length)
    throw new AppError('INVALID_INPUT', 'adminMatching.errors.alreadySelected');
  const now = ctx.now ?? new Date();
  const expiresAt = invitationExpiresAt(now);
  const { invited, title } = await db.transaction(async (tx) => {
    const [question] = await tx
      .select()
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update')
      .limit(1);
    if (!question) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
    const existing = await tx
      .select({ lawyerId: questionRecipients.lawyerId })
      .from(questionRecipients)
      .where(
        and(eq(questionRecipients.questionId, questionId), inArray(questionRecipients.lawyerId, lawyerIds)),
      );
    if (existing.length > 0) throw new AppError('CONFLICT', 'adminMatching.errors.alreadyInvited');
    const chosen = await tx
      .select({
        id: lawyers.id,
        userId: lawyers.userId,
        email: users.email,
        name: users.name,
        locale: users.locale,
      })
      .from(lawyers)
      .innerJoin(users, eq(users.id, lawyers.userId))
      .where(and(inArray(lawyers.id, lawyerIds), eq(lawyers.verified, true)));
    if (chosen.length !== lawyerIds.length)
      throw new AppError('INVALID_INPUT', 'adminMatching.errors.notEligible');
    const rows = await tx
      .insert(questionRecipients)
      .values(
        chosen.map((c) => ({
          questionId,
          recipientUserId: c.userId!,
          lawyerId: c.id,
          assignedOrder: ADMIN_ASSIGNED_ORDER,
          status: 'invited' as const,
          invitedAt: now,
          expiresAt,
        })),
      )
      .returning({ id: questionRecipients.id, lawyerId: questionRecipients.lawyerId });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'invite-lawyers',
      entityType: 'question',
      entityId: questionId,
      after: { lawyerIds, recipientIds: rows.map((r) => r.id) },
    });
    const list: Invited[] = rows.map((r) => {
      const c = chosen.find((x) => x.id === r.lawyerId)!;
      return { recipientId: r.id, userId: c.userId!, email: c.email, name: c.name, locale: c.locale };
    });
    return { invited: list, title: question.title };
  });
  await notifyInvited(db, ctx, invited, title, questionId);
  await publishStatus(ctx, questionId);
  return { invited: invited.length };
}

/** Removes a recipient from a question (audited). */
export async function removeRecipient(db: Db, actor: Actor, questionId: string, recipientId: string) {
  requireAdmin(actor);
  if (!isUuid(questionId) || !isUuid(recipientId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    // Only an invitation of the question the admin is matching.
    const [row] = await tx
      .select()
      .from(questionRecipients)
      .where(and(eq(questionRecipients.id, recipientId), eq(questionRecipients.questionId, questionId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    await tx.delete(questionRecipients).where(eq(questionRecipients.id, recipientId));
    // The lawyer who had taken the question: it is open again, for the admin to invite another.
    if (row.status === 'accepted') await reopenUnassigned(tx, [row.questionId], new Date());
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'remove-recipient',
      entityType: 'question_recipient',
      entityId: recipientId,
      before: {
        questionId: row.questionId,
        lawyerId: row.lawyerId,
        status: row.status,
        assignedOrder: row.assignedOrder,
      },
    });
    return { questionId: row.questionId };
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { ADMIN_ASSIGNED_ORDER, invitationExpiresAt } from '#domain/limits.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers, questionRecipients, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { publishStatus } from '../../questions/admin-queue.ts';
import { lockQuestion } from '../../questions/lock-question.ts';
import { type Invited, type MatchContext, notifyInvited } from '../../questions/matching.ts';
import { recordAudit } from '../audit.ts';

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
    const question = await lockQuestion(tx, questionId);
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

import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { publicAnswerSlug } from '#domain/public-answers.ts';
import { parseInput } from '#domain/schemas/form.ts';
import {
  PUBLIC_ANSWER_ERRORS,
  type PublicAnswerDecision,
  publicAnswerDecisionSchema,
} from '#domain/schemas/public-answer.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, publicAnswers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../guard.ts';
import {
  type PublicAnswerMail,
  type PublicAnswerRow,
  tellAboutPublicAnswer,
} from './public-answer-record.ts';

/** How many published and sent-back answers the review screen lists (the newest). */
export const REVIEWED_LIST_LIMIT = 50;

/** A public answer as the review screen shows it, with its lawyer's name. */
export type ReviewedPublicAnswer = PublicAnswerRow & {
  lawyerName: string;
  lawyerNameEn: string | null;
  lawyerNameZh: string | null;
};

/**
 * The review screen's lists (`/{lang}/admin/answers`, administrators only): the answers awaiting review, oldest
 * answered first, and the newest published and sent-back ones.
 */
export async function listPublicAnswersForReview(db: Db, actor: Actor) {
  requireAdmin(actor);
  const select = () =>
    db
      .select({
        answer: publicAnswers,
        lawyerName: lawyers.name,
        lawyerNameEn: lawyers.nameEn,
        lawyerNameZh: lawyers.nameZh,
      })
      .from(publicAnswers)
      .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId));
  const flat = (rows: Awaited<ReturnType<ReturnType<typeof select>['execute']>>): ReviewedPublicAnswer[] =>
    rows.map(({ answer, ...names }) => ({ ...answer, ...names }));
  const [awaiting, published, rejected] = await Promise.all([
    select()
      .where(eq(publicAnswers.status, 'awaiting_review'))
      .orderBy(asc(publicAnswers.answeredAt), asc(publicAnswers.id)),
    select()
      .where(eq(publicAnswers.status, 'published'))
      .orderBy(desc(publicAnswers.publishedAt))
      .limit(REVIEWED_LIST_LIMIT),
    select()
      .where(eq(publicAnswers.status, 'rejected'))
      .orderBy(desc(publicAnswers.reviewedAt))
      .limit(REVIEWED_LIST_LIMIT),
  ]);
  return { awaiting: flat(awaiting), published: flat(published), rejected: flat(rejected) };
}

/** The status each decision needs and the audit action it records. */
const DECISIONS: Record<
  PublicAnswerDecision,
  { from: PublicAnswerRow['status']; action: string; error: string }
> = {
  publish: {
    from: 'awaiting_review',
    action: 'publicAnswer.publish',
    error: PUBLIC_ANSWER_ERRORS.notAwaitingReview,
  },
  reject: {
    from: 'awaiting_review',
    action: 'publicAnswer.reject',
    error: PUBLIC_ANSWER_ERRORS.notAwaitingReview,
  },
  unpublish: {
    from: 'published',
    action: 'publicAnswer.unpublish',
    error: PUBLIC_ANSWER_ERRORS.notPublished,
  },
};

/**
 * An administrator's decision on a public answer (docs/product-rules.md, "Public answers";
 * `publicAnswerDecisionSchema`): publish it with the texts as they checked and corrected them (its slug set the
 * first time, `publicAnswerSlug`, never changed), send it back with a reason (the lawyer may answer again), or
 * unpublish a published one (`withdrawn`). The row is locked and its status checked (CONFLICT when the screen was
 * out of date); the change and its audit entry in one `publicDataTransaction`. The asker and the lawyer are told
 * when it is published or sent back.
 */
export async function reviewPublicAnswer(
  db: Db,
  mail: PublicAnswerMail,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<PublicAnswerRow> {
  requireAdmin(actor);
  const values = parseInput(publicAnswerDecisionSchema, input);
  const rule = DECISIONS[values.decision];
  const after = await publicDataTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(publicAnswers)
      .where(eq(publicAnswers.id, values.answerId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== rule.from) throw new AppError('CONFLICT', rule.error);
    const reviewed = { reviewedBy: actor.id, reviewedAt: now, updatedAt: now };
    const change =
      values.decision === 'publish'
        ? {
            ...reviewed,
            status: 'published' as const,
            title: values.title,
            questionText: values.questionText,
            answerText: values.answerText,
            slug: before.slug ?? publicAnswerSlug(values.title, before.id),
            rejectedReason: null,
            publishedAt: now,
          }
        : values.decision === 'reject'
          ? { ...reviewed, status: 'rejected' as const, rejectedReason: values.reason }
          : { ...reviewed, status: 'withdrawn' as const, withdrawnAt: now };
    const [row] = await tx
      .update(publicAnswers)
      .set(change)
      .where(eq(publicAnswers.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: rule.action,
      entityType: 'public_answer',
      entityId: before.id,
      before,
      after: row,
    });
    return row!;
  });
  if (values.decision === 'publish')
    await tellAboutPublicAnswer(db, mail, 'published', after, ['asker', 'lawyer']);
  if (values.decision === 'reject')
    await tellAboutPublicAnswer(db, mail, 'sentBack', after, ['asker', 'lawyer']);
  return after;
}

import { eq, inArray, sql } from 'drizzle-orm';
import { relatedCaseTypes } from '#domain/case-types.ts';
import { isLang } from '#domain/i18n.ts';
import {
  ADMIN_QUEUE_AFTER_BATCHES,
  AUTO_MATCH_BATCH,
  INVITATION_TTL_HOURS,
  invitationExpiresAt,
} from '#domain/limits.ts';
import { caseTypesForSpecialties, isSpecialty } from '#domain/specialties.ts';
import type { Db } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { invitationContent } from '../../mail/question-templates.ts';
import { alertAdminsOnce, publishStatus, type QueueContext } from './admin-queue.ts';

/** What matching needs: the mailer, the site's address for links, the clock, and the live-update bus. */
export type MatchContext = QueueContext;

export interface Invited {
  recipientId: string;
  userId: string;
  email: string;
  name: string;
  locale: string;
}

/** The case types a question is about: its specialties mapped onto the 10 case types (one table in domain/). */
export function questionCaseTypes(areas: string[]): string[] {
  const mapped: string[] = caseTypesForSpecialties(areas.filter(isSpecialty));
  return [...new Set([...mapped, ...areas.filter((a) => !isSpecialty(a))])];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CandidateRow = { lawyer_id: string; user_id: string; email: string; name: string; locale: string };

/**
 * Up to AUTO_MATCH_BATCH verified lawyers with a linked user who practise any of `areas`, ranked: same province
 * first (then the rest of the country), most overlapping areas, rating (nulls last), reviews, fewest open
 * invitations. Never the asker, never someone already invited to this question.
 */
async function findCandidates(
  tx: Tx,
  question: { id: string; createdBy: string | null; province: string | null },
  areas: string[],
  now: Date,
): Promise<CandidateRow[]> {
  const areaArray = sql`ARRAY[${sql.join(
    areas.map((a) => sql`${a}`),
    sql`, `,
  )}]::text[]`;
  const candidates = await tx.execute(sql`
    SELECT l.id AS lawyer_id, l.user_id, u.email, u.name, u.locale
    FROM lawyers l
    JOIN users u ON u.id = l.user_id
    WHERE l.verified = true
      AND l.experience_areas && ${areaArray}
      AND l.user_id IS DISTINCT FROM ${question.createdBy}
      AND NOT EXISTS (
        SELECT 1 FROM question_recipients r
        WHERE r.question_id = ${question.id} AND (r.lawyer_id = l.id OR r.recipient_user_id = l.user_id)
      )
    ORDER BY
      CASE WHEN ${question.province}::text IS NOT NULL AND l.province = ${question.province}::text THEN 0 ELSE 1 END,
      cardinality(ARRAY(SELECT unnest(l.experience_areas) INTERSECT SELECT unnest(${areaArray}))) DESC,
      l.rating DESC NULLS LAST,
      l.reviews DESC NULLS LAST,
      (SELECT count(*) FROM question_recipients o
        WHERE o.lawyer_id = l.id AND o.status = 'invited' AND o.expires_at > ${now.toISOString()}::timestamptz) ASC,
      l.id
    LIMIT ${AUTO_MATCH_BATCH}`);
  return candidates.rows as CandidateRow[];
}

/** Automatic batches of a question that ended without an acceptance: every invitation expired or declined. */
async function unansweredBatches(tx: Tx, questionId: string, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT invited_at FROM question_recipients
      WHERE question_id = ${questionId} AND assigned_order > 0
      GROUP BY invited_at
      HAVING bool_and(status IN ('expired', 'declined')
        OR (status = 'invited' AND expires_at <= ${now.toISOString()}::timestamptz))
    ) batches`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * Auto-match (docs/product-rules.md, "Matching a question"; docs/decisions/0007-questions-and-live-threads.md):
 * when an OPEN question
 * has no live invitation (invited and not expired, or accepted), invite the next batch of up to 3 verified
 * lawyers with a linked user whose experience areas overlap the question's case types, same province first, then
 * nationwide. When nobody practises them, the batch comes from the related case types (RELATED_CASE_TYPES in
 * domain/case-types.ts). When still nobody can be invited, or ADMIN_QUEUE_AFTER_BATCHES batches ended without an
 * acceptance, the question enters the admin queue (admin-queue.ts): the administrators are e-mailed once and the
 * asker's page says an administrator is finding a lawyer. The question row is locked for the decision, so
 * concurrent callers (several servers sweeping at once) cannot invite two batches. Each invited lawyer is e-mailed
 * after the commit and `notified_at` is set once the e-mail was handed to the transport; the question's open
 * pages are told (a `status` event).
 */
export async function autoMatchQuestion(db: Db, questionId: string, ctx: MatchContext): Promise<string[]> {
  const now = ctx.now ?? new Date();
  const expiresAt = invitationExpiresAt(now);
  const none = { invited: [] as Invited[], title: '', queued: false };
  const { invited, title, queued } = await db.transaction(async (tx) => {
    const [question] = await tx
      .select()
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update')
      .limit(1);
    if (question?.status !== 'open') return none;
    const live = await tx.execute(sql`
      SELECT 1 FROM question_recipients
      WHERE question_id = ${questionId}
        AND (status = 'accepted' OR (status = 'invited' AND expires_at > ${now.toISOString()}::timestamptz))
      LIMIT 1`);
    if (live.rows.length > 0) return none;

    const areas = questionCaseTypes(question.experienceAreas);
    let rows = areas.length > 0 ? await findCandidates(tx, question, areas, now) : [];
    if (rows.length === 0) {
      const related = relatedCaseTypes(areas);
      if (related.length > 0) rows = await findCandidates(tx, question, related, now);
    }
    const needsAdmin =
      rows.length === 0 || (await unansweredBatches(tx, questionId, now)) >= ADMIN_QUEUE_AFTER_BATCHES;
    const queued = needsAdmin && question.needsLawyerSince === null;
    if (queued) await tx.update(questions).set({ needsLawyerSince: now }).where(eq(questions.id, questionId));
    if (rows.length === 0) return { invited: [] as Invited[], title: question.title, queued };

    const [{ maxOrder } = { maxOrder: 0 }] = await tx
      .select({ maxOrder: sql<number>`coalesce(max(${questionRecipients.assignedOrder}), 0)::int` })
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, questionId));
    const inserted = await tx
      .insert(questionRecipients)
      .values(
        rows.map((r, i) => ({
          questionId,
          recipientUserId: r.user_id,
          lawyerId: r.lawyer_id,
          assignedOrder: Number(maxOrder) + i + 1,
          status: 'invited' as const,
          invitedAt: now,
          expiresAt,
        })),
      )
      .returning({ id: questionRecipients.id, userId: questionRecipients.recipientUserId });
    return {
      title: question.title,
      queued,
      invited: inserted.map((rec) => {
        const r = rows.find((x) => x.user_id === rec.userId)!;
        return { recipientId: rec.id, userId: rec.userId, email: r.email, name: r.name, locale: r.locale };
      }),
    };
  });

  await notifyInvited(db, ctx, invited, title, questionId);
  if (queued) await alertAdminsOnce(db, ctx, questionId);
  if (queued || invited.length > 0) await publishStatus(ctx, questionId);
  return invited.map((i) => i.recipientId);
}

/** E-mails each newly invited lawyer and sets `notified_at` once the transport took the e-mail. */
export async function notifyInvited(
  db: Db,
  ctx: MatchContext,
  invited: Invited[],
  title: string,
  questionId: string,
) {
  const notified: string[] = [];
  for (const person of invited) {
    const lang = isLang(person.locale) ? person.locale : 'th';
    const url = `${ctx.publicUrl}/${lang}/inbox`;
    try {
      const sent = await ctx.mailer.send({
        to: person.email,
        kind: 'invitation',
        locale: lang,
        ...invitationContent(lang, person.name, title, url),
      });
      if (sent.delivered) notified.push(person.recipientId);
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), questionId },
        'invitation e-mail failed',
      );
    }
  }
  if (notified.length > 0) {
    await db
      .update(questionRecipients)
      .set({ notifiedAt: new Date() })
      .where(inArray(questionRecipients.id, notified));
  }
}

/**
 * Runs auto-match after a write, logging (never throwing) a failure: question creation must not fail. Returns
 * the new invitations (none after a failure).
 */
export async function autoMatchQuietly(db: Db, questionId: string, ctx: MatchContext): Promise<string[]> {
  try {
    return await autoMatchQuestion(db, questionId, ctx);
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), questionId },
      'auto-match failed',
    );
    return [];
  }
}

/**
 * The invitation-expiry sweep: invitations past `expires_at` become 'expired' (rows claimed with
 * FOR UPDATE SKIP LOCKED, so several servers may sweep at once without doing the same row twice); each
 * affected open question without a live invitation gets the next batch. An open question that never got its
 * first batch (the server stopped right after the ask was stored) is matched by the next sweep.
 */
export async function expireInvitations(
  db: Db,
  ctx: MatchContext,
): Promise<{ expired: number; rematched: string[] }> {
  const now = ctx.now ?? new Date();
  const result = await db.execute(sql`
    UPDATE question_recipients SET status = 'expired'
    WHERE id IN (
      SELECT id FROM question_recipients
      WHERE status = 'invited' AND expires_at <= ${now.toISOString()}::timestamptz
      FOR UPDATE SKIP LOCKED
    )
    RETURNING question_id`);
  const questionIds = [...new Set((result.rows as { question_id: string }[]).map((r) => r.question_id))];
  const rematched: string[] = [];
  for (const id of questionIds) {
    const invited = await autoMatchQuestion(db, id, ctx).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), questionId: id },
        'rematch failed',
      );
      return [];
    });
    if (invited.length > 0) rematched.push(id);
  }
  // The askers' open pages show the expired invitations; where a new batch went out, auto-match told them.
  for (const id of questionIds) if (!rematched.includes(id)) await publishStatus(ctx, id);
  // Questions whose auto-match never ran (the server stopped between the ask's commit and the match) get it
  // now: open, never invited anyone, older than a minute and younger than an invitation's lifetime.
  const unmatched = await db.execute(sql`
    SELECT q.id FROM questions q
    WHERE q.status = 'open'
      AND q.created_at <= ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz
      AND q.created_at > ${new Date(now.getTime() - INVITATION_TTL_HOURS * 3600_000).toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM question_recipients r WHERE r.question_id = q.id)
    ORDER BY q.created_at
    LIMIT 20`);
  for (const { id } of unmatched.rows as { id: string }[]) {
    if (questionIds.includes(id)) continue;
    const invited = await autoMatchQuestion(db, id, ctx).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), questionId: id },
        'late match failed',
      );
      return [];
    });
    if (invited.length > 0) rematched.push(id);
  }
  return { expired: result.rows.length, rematched };
}

import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { wholeHoursSince } from '#domain/dates.ts';
import { isQuestionStatus, WAITING_FILTER } from '#domain/statuses.ts';
import type { Db } from '../../../db/client.ts';
import { profiles, questions } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { containsPattern } from '../../lawyers/search-lawyers.ts';
import { waitingForLawyer } from '../../questions/admin-queue.ts';
import { slipDuplicateFlags } from '../../questions/slip-duplicates.ts';

/**
 * Admin questions list: search in title and details, filter by status (or `waiting`), with recipient counts;
 * the questions waiting for a lawyer first (longest waiting first, with since when), then the newest. A question
 * that had a transfer slip refused because another question holds it carries the flag (slip-duplicates.ts).
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
  if (filters.status === WAITING_FILTER) conditions.push(waitingForLawyer());
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
        sql`CASE WHEN ${waitingForLawyer()} THEN 0 ELSE 1 END`,
        asc(questions.needsLawyerSince),
        desc(questions.createdAt),
      )
      .limit(200),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  const duplicates = await slipDuplicateFlags(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      ...r,
      recipients: Number(r.recipients),
      duplicateSlip: duplicates.get(r.id) ?? null,
      // How long it has waited in the admin queue, in whole hours (open questions only).
      waitingHours:
        r.status === 'open' && r.needsLawyerSince ? wholeHoursSince(r.needsLawyerSince, now) : null,
    })),
  };
}

import { and, eq, ilike, not, or, sql } from 'drizzle-orm';
import { wholeHoursSince } from '#domain/dates.ts';
import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { type PageCursor, readCursor } from '#domain/paging.ts';
import { isQuestionStatus, WAITING_FILTER } from '#domain/statuses.ts';
import type { Db } from '../../../db/client.ts';
import { cappedCount, keyset, keysetOrder, pageOf, readSections } from '../../../db/keyset.ts';
import { profiles, questions } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { containsPattern } from '../../lawyers/search-lawyers.ts';
import { waitingForLawyer } from '../../questions/admin-queue.ts';
import { slipDuplicateFlags } from '../../questions/slip-duplicates.ts';

/** The two parts of the list, each in its own order: the waiting queue (`w`), then the others (`n`). */
const waitingOrder = keysetOrder({
  sort: questions.needsLawyerSince,
  id: questions.id,
  idType: 'uuid',
  direction: 'asc',
});
const newestOrder = keysetOrder({
  sort: questions.createdAt,
  id: questions.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * Admin questions list, a page at a time (keyset paging, server/db/keyset.ts): search in title and details, filter
 * by status (or `waiting`), with recipient counts; the questions waiting for a lawyer first (longest waiting first,
 * with since when), then the others, newest first. A page's cursor names its part (`section`), so a page that
 * ends the queue goes on with the newest of the others. A question that had a transfer slip refused because
 * another question holds it carries the flag (slip-duplicates.ts). The total is exact up to
 * ADMIN_COUNT_CAP, else "more than" it (docs/decisions/0026-keyset-paging.md).
 */
export async function listQuestionsForAdmin(
  db: Db,
  actor: Actor,
  filters: { q?: string; status?: string; after?: string } = {},
  now = new Date(),
  size = ADMIN_PAGE_SIZE,
) {
  requireAdmin(actor);
  const cursor = readCursor(filters.after);
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
  const part = (section: 'w' | 'n', after: PageCursor | undefined, limit: number) => {
    const ks = keyset(section === 'w' ? waitingOrder : newestOrder, after, limit - 1);
    const inPart = section === 'w' ? waitingForLawyer() : not(waitingForLawyer());
    return db
      .select({
        id: questions.id,
        title: questions.title,
        status: questions.status,
        createdAt: questions.createdAt,
        needsLawyerSince: questions.needsLawyerSince,
        paymentStatus: questions.paymentStatus,
        askerName: profiles.fullName,
        recipients: recipientCount,
        pageKey: ks.pageKey,
      })
      .from(questions)
      .leftJoin(profiles, eq(profiles.userId, questions.createdBy))
      .where(and(where, inPart, ks.where))
      .orderBy(...ks.orderBy)
      .limit(limit);
  };
  // The waiting queue, then the others (only the queue for the `waiting` filter).
  const sections = [
    { name: 'w', read: (after: PageCursor | undefined, limit: number) => part('w', after, limit) },
  ];
  if (filters.status !== WAITING_FILTER)
    sections.push({ name: 'n', read: (after, limit) => part('n', after, limit) });
  const [rows, total] = await Promise.all([
    readSections(sections, cursor, size),
    cappedCount(
      db,
      (limit) => db.select({ one: sql`1` }).from(questions).where(where).limit(limit),
      ADMIN_COUNT_CAP,
    ),
  ]);
  const page = pageOf(rows, size, cursor, rows[size - 1]?.section);
  const duplicates = await slipDuplicateFlags(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    total: total.count,
    totalIsMore: total.more,
    next: page.next,
    page: page.page,
    rows: page.rows.map(({ section: _section, ...r }) => ({
      ...r,
      recipients: Number(r.recipients),
      duplicateSlip: duplicates.get(r.id) ?? null,
      // How long it has waited in the admin queue, in whole hours (open questions only).
      waitingHours:
        r.status === 'open' && r.needsLawyerSince ? wholeHoursSince(r.needsLawyerSince, now) : null,
    })),
  };
}

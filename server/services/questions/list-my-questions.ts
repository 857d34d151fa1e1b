import { and, asc, eq, inArray } from 'drizzle-orm';
import { INBOX_PAGE_SIZE } from '#domain/limits.ts';
import { type Page, readCursor } from '#domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { keyset, keysetOrder, pageOf } from '../../db/keyset.ts';
import { lawyers, questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { unreadMessagesSql } from './question-reads.ts';

/** The asker's questions, newest first: created_at never changes, so a page never shifts (index questions_created_by_idx). */
const newestFirst = keysetOrder({
  sort: questions.createdAt,
  id: questions.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * The asker's own questions, newest first, a page at a time (keyset paging, server/db/keyset.ts; `after` is the
 * cursor of the page, refused with `pager.badCursor` when it is not one): only the asker's own, whatever the
 * cursor names. Each with what the member's space tells of it: the messages of others the asker has not read yet
 * (question-reads.ts), the fee and its payment, whether it waits in the admin queue, and the lawyers who accepted
 * it (their listing names, first to accept first).
 */
export async function listMyQuestions(db: Db, actor: Actor, after?: string, size = INBOX_PAGE_SIZE) {
  const cursor = readCursor(after);
  if (!actor) return { rows: [], next: null, page: 1 } satisfies Page<never>;
  const ks = keyset(newestFirst, cursor, size);
  const found = await db
    .select({
      id: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      status: questions.status,
      createdAt: questions.createdAt,
      unread: unreadMessagesSql(questions.id, actor.id),
      paymentStatus: questions.paymentStatus,
      feeBaht: questions.feeBaht,
      needsLawyerSince: questions.needsLawyerSince,
      pageKey: ks.pageKey,
    })
    .from(questions)
    .where(and(eq(questions.createdBy, actor.id), ks.where))
    .orderBy(...ks.orderBy)
    .limit(ks.limit);
  const { rows, ...page } = pageOf(found, size, cursor);
  if (rows.length === 0) return { rows: [], ...page };
  const accepted = await db
    .select({
      questionId: questionRecipients.questionId,
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
    })
    .from(questionRecipients)
    .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
    .where(
      and(
        inArray(
          questionRecipients.questionId,
          rows.map((r) => r.id),
        ),
        eq(questionRecipients.status, 'accepted'),
      ),
    )
    .orderBy(asc(questionRecipients.respondedAt));
  return {
    ...page,
    rows: rows.map((r) => ({
      ...r,
      acceptedLawyers: accepted
        .filter((a) => a.questionId === r.id)
        .map(({ name, nameEn, nameZh, nameLatin }) => ({ name, nameEn, nameZh, nameLatin })),
    })),
  };
}

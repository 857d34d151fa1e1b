import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { DESK_EXCERPT_MAX } from '#domain/lawyer-desk.ts';
import { INBOX_PAGE_SIZE } from '#domain/limits.ts';
import { type Page, readCursor } from '#domain/paging.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../db/client.ts';
import { type KeysetOrder, keyset, keysetOrder, pageOf } from '../../db/keyset.ts';
import { messages, questionRecipients, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { invitationOpensQuestion } from './access.ts';
import { unreadMessagesSql } from './question-reads.ts';

/** A column of the last message of the question's thread. */
const lastMessage = <T>(column: 'message' | 'created_at' | 'sender_user_id') =>
  sql<T>`(SELECT m.${sql.identifier(column)} FROM ${messages} m WHERE m.question_id = ${questions.id}
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;

/**
 * The lawyer's invited cases, newest invitation first: only the questions the lawyer may open, by the rule of the
 * question page (`invitationOpensQuestion` in access.ts) — an invitation declined or expired (also before the
 * sweep) is not listed. What only those who use the thread see (`seesContact`, `usesThread` in access.ts) is given
 * only for accepted ones: the asker's phone and LINE, the unread count and the last message (its first words, when,
 * and whether the lawyer, the asker or someone else wrote it).
 */
export async function listInvitedCases(db: Db, actor: Actor, now = new Date()) {
  if (!actor) return [];
  const rows = await selectCases(db, actor.id, now);
  return rows.map(({ pageKey: _, ...r }): InvitedCase => r);
}

/**
 * The three lists of the lawyer's desk, each paged by a key that never changes once the row is in the list, so
 * that a page neither skips nor repeats a row while others are added (the decision "Long lists a page at a time:
 * keyset paging, cheap counts" in docs/decisions/):
 * - `invitations`: open invitations of questions not closed, the one expiring first on top (expires_at, id
 *   ascending); a new invitation expires later and lands after the pages read, one that is answered or expires
 *   leaves the list and shifts no other.
 * - `active` and `closed`: accepted cases of questions open or closed, the latest accepted first (responded_at,
 *   id descending). Their latest activity (the last message) changes with every message: ordered by it, a case
 *   not yet reached that receives a message would jump over the cursor and be skipped, so the pages follow the
 *   acceptance, and each page shows its unread cases first (server/services/inbox/lawyer-desk.ts). A case closed
 *   while the lawyer pages the closed ones takes its place by acceptance time there.
 */
export const DESK_LISTS = {
  invitations: {
    order: keysetOrder({
      sort: questionRecipients.expiresAt,
      id: questionRecipients.id,
      idType: 'uuid',
      direction: 'asc',
    }),
    where: () => and(eq(questionRecipients.status, 'invited'), ne(questions.status, 'closed'))!,
  },
  active: {
    order: keysetOrder({
      sort: questionRecipients.respondedAt,
      id: questionRecipients.id,
      idType: 'uuid',
      direction: 'desc',
    }),
    where: () => and(eq(questionRecipients.status, 'accepted'), ne(questions.status, 'closed'))!,
  },
  closed: {
    order: keysetOrder({
      sort: questionRecipients.respondedAt,
      id: questionRecipients.id,
      idType: 'uuid',
      direction: 'desc',
    }),
    where: () => and(eq(questionRecipients.status, 'accepted'), eq(questions.status, 'closed'))!,
  },
} satisfies Record<string, { order: KeysetOrder; where: () => SQL }>;

export type DeskList = keyof typeof DESK_LISTS;

/**
 * One page of one list of the lawyer's desk (`DESK_LISTS`), from the cursor `after` (refused with
 * `pager.badCursor` when it is not one): only this lawyer's invitations that open their question, whatever the
 * cursor names.
 */
export async function pageInvitedCases(
  db: Db,
  actor: Actor,
  list: DeskList,
  after: string | undefined,
  now = new Date(),
  size = INBOX_PAGE_SIZE,
): Promise<Page<InvitedCase>> {
  const cursor = readCursor(after);
  if (!actor) return { rows: [], next: null, page: 1 };
  const ks = keyset(DESK_LISTS[list].order, cursor, size);
  const rows = await selectCases(db, actor.id, now, {
    ...ks,
    where: and(DESK_LISTS[list].where(), ks.where),
  });
  return pageOf(rows, size, cursor);
}

/**
 * The invited cases of the lawyer `me` that open their question, mapped for the desk: all of them, newest
 * invitation first, or one page (`keyset(…)` of a `DESK_LISTS` order, its `where` holding the list's condition).
 */
async function selectCases(
  db: Db,
  me: string,
  now: Date,
  page?: { where: SQL | undefined; orderBy: SQL[]; limit: number; pageKey: SQL<string> },
) {
  const query = db
    .select({
      id: questionRecipients.id,
      status: questionRecipients.status,
      invitedAt: questionRecipients.invitedAt,
      expiresAt: questionRecipients.expiresAt,
      respondedAt: questionRecipients.respondedAt,
      questionId: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      questionStatus: questions.status,
      askedAt: questions.createdAt,
      contactPhone: questions.contactPhone,
      contactLine: questions.contactLine,
      askedBy: questions.createdBy,
      unread: unreadMessagesSql(questions.id, me),
      lastText: lastMessage<string | null>('message'),
      lastAt: lastMessage<string | Date | null>('created_at'),
      lastSender: lastMessage<string | null>('sender_user_id'),
      pageKey: page?.pageKey ?? sql<string>`''`,
    })
    .from(questionRecipients)
    .innerJoin(questions, eq(questions.id, questionRecipients.questionId))
    .where(and(eq(questionRecipients.recipientUserId, me), invitationOpensQuestion(now), page?.where))
    .$dynamic();
  const rows = await (page
    ? query.orderBy(...page.orderBy).limit(page.limit)
    : query.orderBy(desc(questionRecipients.invitedAt)));
  return rows.map(({ contactPhone, contactLine, askedBy, unread, lastText, lastAt, lastSender, ...r }) => {
    // An asker who deleted their account has left no contact details.
    const askerDeleted = askedBy === null;
    const accepted = r.status === 'accepted';
    const from: 'you' | 'asker' | 'other' =
      lastSender === me ? 'you' : lastSender !== null && lastSender === askedBy ? 'asker' : 'other';
    return {
      ...r,
      askerDeleted,
      contact: accepted && !askerDeleted ? { phone: contactPhone, line: contactLine } : null,
      unread: accepted ? unread : 0,
      lastMessage:
        accepted && lastText !== null && lastAt !== null
          ? { excerpt: truncateText(lastText, DESK_EXCERPT_MAX), at: new Date(lastAt), from }
          : null,
    };
  });
}

export type InvitedCase = Omit<Awaited<ReturnType<typeof selectCases>>[number], 'pageKey'>;

import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, questionReads } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import type { Actor } from '../actor.ts';
import { requireThreadAccess } from './access.ts';

/**
 * The viewer has read the question's thread up to `at` (docs/product-rules.md, "Questions": read receipts). Only
 * those who use the thread (asker, accepted lawyers, admins) record a read; a receipt never moves back in time,
 * so two devices reading out of order keep the later one. With `events`, the reader's open pages count what waits
 * for them again (server/http/waiting-events.ts).
 */
export async function markQuestionRead(
  db: Db,
  actor: Actor,
  questionId: string,
  at: Date | SQL = new Date(),
  ctx: { events?: Pick<EventBus, 'publish'> } = {},
) {
  const access = await requireThreadAccess(db, actor, questionId);
  await db
    .insert(questionReads)
    .values({ questionId, userId: actor!.id, readAt: at })
    .onConflictDoUpdate({
      target: [questionReads.questionId, questionReads.userId],
      set: { readAt: sql`GREATEST(${questionReads.readAt}, excluded.read_at)` },
    });
  await ctx.events?.publish({ type: 'counts', userId: actor!.id });
  return access;
}

/** A message's own time (to the microsecond, which a JavaScript date would cut): read up to that message. */
export const messageTime = (messageId: string): SQL =>
  sql`(SELECT m.created_at FROM ${messages} m WHERE m.id = ${messageId})`;

/**
 * The number of messages of a question that `userId` has not read: written by someone else after their read
 * receipt (all of them when they never opened the thread). In a list's SELECT: `unreadMessagesSql(questions.id, id)`.
 */
export function unreadMessagesSql(questionColumn: Column, userId: string | SQL): SQL<number> {
  return sql<number>`(SELECT count(*)::int ${unreadMessages(questionColumn, userId)})`;
}

/**
 * Whether a question has a message `userId` has not read (`unreadMessagesSql` > 0, as a condition): it stops at the
 * first such message instead of counting them all (the header's counts: a member with a thousand questions).
 */
export function hasUnreadMessagesSql(questionColumn: Column, userId: string | SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 ${unreadMessages(questionColumn, userId)})`;
}

function unreadMessages(questionColumn: Column, userId: string | SQL): SQL {
  // Named with its table: inside the subqueries a bare "id" would be the message's own.
  const questionId = sql`${sql.identifier(getTableName(questionColumn.table))}.${sql.identifier(questionColumn.name)}`;
  return sql`FROM ${messages} m
    WHERE m.question_id = ${questionId}
      AND m.sender_user_id IS DISTINCT FROM ${userId}
      AND m.created_at > COALESCE(
        (SELECT r.read_at FROM ${questionReads} r WHERE r.question_id = ${questionId} AND r.user_id = ${userId}),
        '-infinity'::timestamptz)`;
}

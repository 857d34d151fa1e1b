import { and, eq, not } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { THREAD_PAGE_SIZE, THREAD_WINDOW_MAX } from '#domain/limits.ts';
import { encodeCursor, PAGING_BAD_CURSOR, readCursor } from '#domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { keyset, keysetOrder } from '../../db/keyset.ts';
import { messages, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireThreadAccess } from './access.ts';
import { messageColumns, type ThreadMessage, toMessage } from './messages.ts';

/** A thread read from its latest message back (index messages_question_idx). */
const latestFirst = keysetOrder({
  sort: messages.createdAt,
  id: messages.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * The thread as its page shows it, oldest first, with each sender's profile (only for those who may use the
 * thread): its latest `THREAD_PAGE_SIZE` messages; with `before`, the cursor of the oldest message shown
 * ("earlier messages"), that many more before it and every message from it to the latest — one unbroken window
 * ending at the latest message, so that a live message merges after it (app/features/questions/thread.ts). A
 * window holds at most `THREAD_WINDOW_MAX` messages (the latest ones). `earlier` is the cursor of the next
 * "earlier messages", null when the window starts the thread. A cursor that is not one, or names no message of
 * this thread, is refused with `pager.badCursor`; keyset on (created_at, id) (the decision "Long lists a page at a
 * time: keyset paging, cheap counts" in docs/decisions/).
 */
export async function listThreadPage(
  db: Db,
  actor: Actor,
  questionId: string,
  before?: string,
  size = THREAD_PAGE_SIZE,
): Promise<{ messages: ThreadMessage[]; earlier: string | null }> {
  await requireThreadAccess(db, actor, questionId);
  const cursor = readCursor(before);
  const ks = keyset(latestFirst, cursor, size);
  const inThread = eq(messages.questionId, questionId);
  if (cursor) {
    const [own] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(inThread, eq(messages.id, cursor.id)))
      .limit(1);
    if (!own) throw new AppError('INVALID_INPUT', PAGING_BAD_CURSOR);
  }
  const read = (where: ReturnType<typeof not> | undefined, limit: number) =>
    db
      .select({ ...messageColumns, pageKey: ks.pageKey })
      .from(messages)
      .leftJoin(profiles, eq(profiles.userId, messages.senderUserId))
      .where(and(inThread, where))
      .orderBy(...ks.orderBy)
      .limit(limit);
  // Latest first: the window already shown and what arrived since (from the cursor on), then a page before it.
  const [shown, older] = await Promise.all([
    ks.where ? read(not(ks.where), THREAD_WINDOW_MAX + 1) : [],
    read(ks.where, ks.limit),
  ]);
  let rows = [...shown, ...older.slice(0, size)];
  let more = older.length > size;
  if (rows.length > THREAD_WINDOW_MAX) {
    rows = rows.slice(0, THREAD_WINDOW_MAX);
    more = true;
  }
  const oldest = rows.at(-1);
  const earlier =
    more && oldest
      ? encodeCursor({ key: oldest.pageKey, id: oldest.id, page: (cursor?.page ?? 1) + 1 })
      : null;
  return { messages: rows.reverse().map(toMessage), earlier };
}

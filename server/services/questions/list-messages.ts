import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireThreadAccess } from './access.ts';
import { messageColumns, type ThreadMessage, toMessage } from './messages.ts';

/** The thread, oldest first, with each sender's profile (only for those who may use the thread). */
export async function listMessages(db: Db, actor: Actor, questionId: string): Promise<ThreadMessage[]> {
  await requireThreadAccess(db, actor, questionId);
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderUserId))
    .where(eq(messages.questionId, questionId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(toMessage);
}

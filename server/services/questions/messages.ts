import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, profiles } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireThreadAccess } from './access.ts';

/**
 * A question's thread messages as the pages and the event stream show them (`listThreadPage` in list-messages.ts,
 * `postMessage` in post-message.ts, `getMessageForViewer` below for server/http/events.ts).
 */
export interface ThreadMessage extends Pick<typeof messages.$inferSelect, 'id' | 'message'> {
  createdAt: string;
  /** userId is null when the sender has deleted their account. */
  sender: { userId: string | null; fullName: string; avatarUrl: string | null; profileType: string };
}

export const messageColumns = {
  id: messages.id,
  message: messages.message,
  createdAt: messages.createdAt,
  userId: messages.senderUserId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  profileType: profiles.profileType,
};

export type MessageRow = {
  id: string;
  message: string;
  createdAt: Date;
  userId: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  profileType: string | null;
};

export const toMessage = (r: MessageRow): ThreadMessage => ({
  id: r.id,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  sender: {
    userId: r.userId,
    fullName: r.fullName ?? '',
    avatarUrl: r.avatarUrl,
    profileType: r.profileType ?? 'member',
  },
});

/** One message, re-checking that the actor may read the thread (used by the live-update stream). */
export async function getMessageForViewer(db: Db, actor: Actor, questionId: string, messageId: string) {
  await requireThreadAccess(db, actor, questionId);
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderUserId))
    .where(and(eq(messages.id, messageId), eq(messages.questionId, questionId)))
    .limit(1);
  return row ? toMessage(row) : null;
}

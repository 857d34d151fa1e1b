import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang } from '#domain/i18n.ts';
import { MESSAGE_EMAIL_THROTTLE_MINUTES, MESSAGE_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { messageSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import { messages, profiles, questionRecipients, users } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { newMessageContent } from '../../mail/question-templates.ts';
import type { Actor } from '../actor.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { requireThreadAccess } from './access.ts';

export interface ThreadMessage {
  id: string;
  message: string;
  createdAt: string;
  /** userId is null when the sender has deleted their account. */
  sender: { userId: string | null; fullName: string; avatarUrl: string | null; profileType: string };
}

const messageColumns = {
  id: messages.id,
  message: messages.message,
  createdAt: messages.createdAt,
  userId: messages.senderUserId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  profileType: profiles.profileType,
};

type MessageRow = {
  id: string;
  message: string;
  createdAt: Date;
  userId: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  profileType: string | null;
};

const toMessage = (r: MessageRow): ThreadMessage => ({
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

export interface PostContext {
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  /** Tests only: another limit than MESSAGE_RATE_LIMIT. */
  rateLimit?: RateLimitRule;
}

/**
 * Writes a message (asker, accepted lawyers, admins; not on a closed question), announces it to every open
 * page of the thread, and e-mails the other participants at most once per person per question per 15 minutes
 * (decisions.md item 15). At most MESSAGE_RATE_LIMIT messages per sender over all threads (RATE_LIMITED
 * 'ratelimit.message', nothing stored).
 */
export async function postMessage(
  db: Db,
  actor: Actor,
  questionId: string,
  input: unknown,
  ctx: PostContext,
) {
  const { question } = await requireThreadAccess(db, actor, questionId);
  if (!actor) throw new AppError('UNAUTHORIZED');
  if (question.status === 'closed') throw new AppError('CONFLICT', 'question.errors.closed');
  const parsed = messageSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'question.errors.emptyMessage');
  const now = ctx.now ?? new Date();
  const messageId = await db.transaction(async (tx) => {
    await enforceRateLimit(tx, 'message', actor.id, ctx.rateLimit ?? MESSAGE_RATE_LIMIT, now);
    const [row] = await tx
      .insert(messages)
      .values({ questionId, senderUserId: actor.id, message: parsed.data.message, createdAt: now })
      .returning({ id: messages.id });
    return row!.id;
  });
  await ctx.events.publish({ type: 'message', questionId, messageId }).catch((error: unknown) => {
    logger.error({ err: String(error) }, 'message event failed');
  });
  await notifyParticipants(db, actor, question, ctx, now).catch((error: unknown) => {
    logger.error({ err: String(error), questionId }, 'message e-mails failed');
  });
  const message = await getMessageForViewer(db, actor, questionId, messageId);
  return message!;
}

async function notifyParticipants(
  db: Db,
  actor: NonNullable<Actor>,
  question: { id: string; title: string; createdBy: string | null },
  ctx: PostContext,
  now: Date,
) {
  const accepted = await db
    .select({ userId: questionRecipients.recipientUserId })
    .from(questionRecipients)
    .where(and(eq(questionRecipients.questionId, question.id), eq(questionRecipients.status, 'accepted')));
  const others = [...new Set([question.createdBy, ...accepted.map((a) => a.userId)])].filter(
    (id): id is string => id !== null && id !== actor.id,
  );
  if (others.length === 0) return;
  const cutoff = new Date(now.getTime() - MESSAGE_EMAIL_THROTTLE_MINUTES * 60_000);
  // Claim the right to e-mail each person: a row is inserted, or updated only if the last e-mail is old enough.
  const claimed = await db.execute(sql`
    INSERT INTO message_notifications (question_id, user_id, last_sent_at)
    SELECT ${question.id}::uuid, u, ${now.toISOString()}::timestamptz FROM unnest(${sql`ARRAY[${sql.join(
      others.map((o) => sql`${o}`),
      sql`, `,
    )}]::text[]`}) AS u
    ON CONFLICT (question_id, user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
      WHERE message_notifications.last_sent_at < ${cutoff.toISOString()}::timestamptz
    RETURNING user_id`);
  const userIds = (claimed.rows as { user_id: string }[]).map((r) => r.user_id);
  if (userIds.length === 0) return;
  const [sender] = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, actor.id));
  const people = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const p of people) {
    const lang = isLang(p.locale) ? p.locale : 'th';
    await ctx.mailer.send({
      to: p.email,
      kind: 'new-message',
      locale: lang,
      ...newMessageContent(
        lang,
        p.name,
        sender?.name ?? '',
        question.title,
        `${ctx.publicUrl}/${lang}/question/${question.id}`,
      ),
    });
  }
}

import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { MESSAGE_EMAIL_THROTTLE_MINUTES, MESSAGE_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { messageSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import { logger } from '../../logger.ts';
import { lineContent } from '../../mail/line-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { newMessageContent } from '../../mail/question-templates.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { sendNotices } from '../notices/send-notices.ts';
import { rateLimitSlot } from '../rate-limits/consume-rate-limit.ts';
import { openQuestionReviewRight } from '../reviews/review-rights.ts';
import { requireThreadAccess } from './access.ts';
import { type ThreadMessage, toMessage } from './messages.ts';

export interface PostContext {
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  /** Tests only: another limit than MESSAGE_RATE_LIMIT. */
  rateLimit?: RateLimitRule;
}

/**
 * Writes a message (asker, accepted lawyers, admins; not on a closed question), announces it to every open page of
 * the thread, and e-mails the other participants at most once per person per question per 15 minutes
 * (docs/product-rules.md, "Questions"). At most MESSAGE_RATE_LIMIT messages per sender over all threads
 * (RATE_LIMITED 'ratelimit.message', nothing stored).
 *
 * Few database round trips (each one waits its turn for a pooled connection on a busy server): the access check;
 * one statement that takes the rate-limit slot, stores the message and reads it back with its sender's profile
 * (rateLimitSlot: atomic, no transaction); then the event and the e-mails side by side. The answer is the stored
 * message as the thread shows it. A message of an accepted lawyer opens the asker's review right
 * (`openQuestionReviewRight`).
 */
export async function postMessage(
  db: Db,
  actor: Actor,
  questionId: string,
  input: unknown,
  ctx: PostContext,
): Promise<ThreadMessage> {
  const { question } = await requireThreadAccess(db, actor, questionId);
  requireActor(actor);
  if (question.status === 'closed') throw new AppError('CONFLICT', 'question.errors.closed');
  const parsed = messageSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'question.errors.emptyMessage');
  const now = ctx.now ?? new Date();
  const slot = rateLimitSlot('message', actor.id, ctx.rateLimit ?? MESSAGE_RATE_LIMIT, now);
  const result = await db.execute(sql`
    WITH ${slot.cte}, stored AS (
      INSERT INTO messages (question_id, sender_user_id, message, created_at)
      SELECT ${questionId}::uuid, ${actor.id}, ${parsed.data.message}, ${now.toISOString()}::timestamptz
      FROM slot
      RETURNING id, message, created_at, sender_user_id
    )
    SELECT ${slot.refusedUntil} AS refused_until, stored.id, stored.message, stored.created_at,
      stored.sender_user_id, p.full_name, p.avatar_url, p.profile_type
    FROM (SELECT 1) AS one
    LEFT JOIN stored ON true
    LEFT JOIN profiles p ON p.user_id = stored.sender_user_id`);
  const row = result.rows[0] as StoredMessageRow | undefined;
  slot.check(row);
  if (!row?.id) throw new Error('the message was not stored');
  // An accepted lawyer's message is what opens the asker's right to review them (docs/product-rules.md, "Reviews").
  if (question.createdBy !== actor.id) await openQuestionReviewRight(db, questionId, actor.id, now);
  const message = toMessage({
    id: row.id,
    message: row.message,
    createdAt: new Date(row.created_at),
    userId: row.sender_user_id,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    profileType: row.profile_type,
  });
  await Promise.all([
    ctx.events.publish({ type: 'message', questionId, messageId: message.id }).catch((error: unknown) => {
      logger.error({ err: String(error) }, 'message event failed');
    }),
    notifyParticipants(db, actor, question, message.sender.fullName, ctx, now).catch((error: unknown) => {
      logger.error({ err: String(error), questionId }, 'message e-mails failed');
    }),
  ]);
  return message;
}

/** A row of the message insert's statement (raw SQL: snake_case names, the time as the driver gives it). */
type StoredMessageRow = {
  refused_until: string | number | null;
  id: string;
  message: string;
  created_at: string | Date;
  sender_user_id: string | null;
  full_name: string | null;
  avatar_url: string | null;
  profile_type: string | null;
};

/**
 * Tells the question's other participants (its asker and accepted lawyers) about a new message, by LINE or e-mail
 * as each chose (`sendNotices`), each at most once per MESSAGE_EMAIL_THROTTLE_MINUTES whatever the channel: one
 * statement finds them, claims the right to tell each (a row is inserted, or updated only if the last notice is
 * old enough) and returns the claimed people.
 */
async function notifyParticipants(
  db: Db,
  actor: NonNullable<Actor>,
  question: { id: string; title: string | null; createdBy: string | null },
  senderName: string,
  ctx: PostContext,
  now: Date,
) {
  const cutoff = new Date(now.getTime() - MESSAGE_EMAIL_THROTTLE_MINUTES * 60_000);
  const claimed = await db.execute(sql`
    WITH others AS (
      SELECT ${question.createdBy}::text AS user_id
      UNION
      SELECT recipient_user_id FROM question_recipients
      WHERE question_id = ${question.id}::uuid AND status = 'accepted'
    ), claimed AS (
      INSERT INTO message_notifications (question_id, user_id, last_sent_at)
      SELECT ${question.id}::uuid, user_id, ${now.toISOString()}::timestamptz FROM others
      WHERE user_id IS NOT NULL AND user_id <> ${actor.id}
      ON CONFLICT (question_id, user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
        WHERE message_notifications.last_sent_at < ${cutoff.toISOString()}::timestamptz
      RETURNING user_id
    )
    SELECT u.id, u.name, u.locale FROM claimed JOIN users u ON u.id = claimed.user_id`);
  const people = claimed.rows as { id: string; name: string; locale: string }[];
  if (people.length === 0) return;
  // A lawyer writes under their listing's name, in each recipient's language (docs/product-rules.md, "Lawyer
  // listings"); anyone else under their account's name.
  const [listing] = await db
    .select({
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
    })
    .from(lawyers)
    .where(eq(lawyers.userId, actor.id))
    .limit(1);
  const senderIn = (lang: Lang) => (listing ? lawyerName(listing, lang) : senderName);
  await sendNotices(
    db,
    ctx.mailer,
    people.map((p) => {
      const lang = isLang(p.locale) ? p.locale : 'th';
      const url = `${ctx.publicUrl}/${lang}/question/${question.id}`;
      // The asker is told of a reply on their question; an accepted lawyer, of a message on the case they took.
      const asker = p.id === question.createdBy;
      return {
        userId: p.id,
        notice: 'message',
        kind: 'new-message',
        locale: lang,
        email: newMessageContent(
          lang,
          p.name,
          senderIn(lang),
          question.title,
          url,
          asker ? 'asker' : 'lawyer',
        ),
        line: lineContent(asker ? 'message' : 'caseMessage', lang, url, question.title),
      };
    }),
  );
}

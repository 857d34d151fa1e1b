import { sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import {
  defaultNoticeChannel,
  isNotice,
  isNoticeChannel,
  NOTICES,
  type Notice,
  type NoticeChannel,
} from '#domain/notices.ts';
import type { Db } from '../../db/client.ts';
import { noticePreferences } from '../../db/schema/index.ts';
import { reachable } from './send-notices.ts';

/** The message of a refused choice: an unknown notice or channel. */
export const UNKNOWN_CHOICE = 'account.notices.errors.unknown';
/** The message of LINE chosen by someone without a LINE link (or while LINE notices are off). */
export const NOT_LINKED = 'account.notices.errors.notLinked';

/**
 * The account page's "How we notify you" (docs/product-rules.md, "LINE official account"): null unless LINE notices are on and the
 * person has a LINE link; else whether their LINE account follows the official account and, per notice, the
 * channel it goes by (their choice, else the default).
 */
export async function getNoticeSettings(
  db: Db,
  userId: string,
  lineEnabled: boolean,
): Promise<{ following: boolean; channels: Record<Notice, NoticeChannel> } | null> {
  if (!lineEnabled) return null;
  const person = (await reachable(db, [userId])).get(userId);
  if (!person?.lineUserId) return null;
  const fallback = defaultNoticeChannel(person);
  const channels = Object.fromEntries(
    NOTICES.map((notice) => [notice, person.choices[notice] ?? fallback]),
  ) as Record<Notice, NoticeChannel>;
  return { following: person.following, channels };
}

/**
 * Stores the person's channel for each notice given (`{ notice: channel }`), all in one statement. Refused, with
 * nothing stored: an unknown notice or channel, no choice at all (INVALID_INPUT, UNKNOWN_CHOICE); LINE or both
 * chosen while LINE notices are off or by someone without a LINE link (CONFLICT, NOT_LINKED).
 */
export async function saveNoticePreferences(
  db: Db,
  userId: string,
  lineEnabled: boolean,
  choices: Readonly<Record<string, unknown>>,
): Promise<void> {
  const entries = Object.entries(choices);
  if (entries.length === 0) throw new AppError('INVALID_INPUT', UNKNOWN_CHOICE);
  const rows: { userId: string; notice: Notice; channel: NoticeChannel }[] = [];
  for (const [notice, channel] of entries) {
    if (!isNotice(notice) || !isNoticeChannel(channel)) throw new AppError('INVALID_INPUT', UNKNOWN_CHOICE);
    rows.push({ userId, notice, channel });
  }
  if (rows.some((r) => r.channel !== 'email')) {
    const person = lineEnabled ? (await reachable(db, [userId])).get(userId) : undefined;
    if (!person?.lineUserId) throw new AppError('CONFLICT', NOT_LINKED);
  }
  await db
    .insert(noticePreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [noticePreferences.userId, noticePreferences.notice],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
}

import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Who follows the site's LINE official account, from the Messaging API webhook (POST /api/line/webhook,
 * server/services/line/record-follow-events.ts). `changed_at` is the timestamp of the event that set the state:
 * an older event never overwrites a newer state.
 */
export const lineFollowers = pgTable('line_followers', {
  lineUserId: text('line_user_id').primaryKey(),
  following: boolean('following').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** The webhook events already handled (LINE's `webhookEventId`): a redelivered event is skipped. */
export const lineWebhookEvents = pgTable('line_webhook_events', {
  webhookEventId: text('webhook_event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow(),
});

/**
 * How a person wants each notice (domain/notices.ts: `NOTICES`, by 'line', 'email' or 'both'), chosen on the
 * account page; a notice without a row goes by the default rule (`defaultNoticeChannel`).
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notice] }),
    check(
      'notice_preferences_notice',
      sql`${t.notice} IN ('invitation', 'acceptance', 'message', 'application', 'appointment')`,
    ),
    check('notice_preferences_channel', sql`${t.channel} IN ('line', 'email', 'both')`),
  ],
);

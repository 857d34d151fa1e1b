import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

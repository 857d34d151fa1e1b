import type { webhook } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lineFollowers, lineWebhookEvents } from '../../db/schema/index.ts';

type FollowChange = webhook.FollowEvent | webhook.UnfollowEvent;

function isFollowChange(event: webhook.Event): event is FollowChange {
  return event.type === 'follow' || event.type === 'unfollow';
}

/**
 * Records who follows the site's LINE official account from one webhook request's events, in one transaction:
 * `follow` sets following, `unfollow` clears it, keyed by the event's user. An event whose `webhookEventId` was
 * already handled is skipped (LINE redelivers); an event older than the stored state never overwrites it (LINE
 * does not promise delivery in order). Other event types, and events without a user, are ignored.
 */
export async function recordFollowEvents(db: Db, events: readonly webhook.Event[]): Promise<void> {
  const changes = events.filter(isFollowChange);
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const event of changes) {
      const userId = event.source?.userId;
      if (!userId || !event.webhookEventId || !Number.isFinite(event.timestamp)) continue;
      const fresh = await tx
        .insert(lineWebhookEvents)
        .values({ webhookEventId: event.webhookEventId })
        .onConflictDoNothing()
        .returning({ id: lineWebhookEvents.webhookEventId });
      if (fresh.length === 0) continue;
      const changedAt = new Date(event.timestamp);
      await tx
        .insert(lineFollowers)
        .values({ lineUserId: userId, following: event.type === 'follow', changedAt })
        .onConflictDoUpdate({
          target: lineFollowers.lineUserId,
          set: { following: sql`excluded.following`, changedAt: sql`excluded.changed_at` },
          setWhere: sql`${lineFollowers.changedAt} <= excluded.changed_at`,
        });
    }
  });
}

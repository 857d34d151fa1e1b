import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { reviewRights } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';

/**
 * The client's own word that the meeting of an appointment took place, given on the review page of its right
 * (docs/product-rules.md, "Reviews"): the lawyer's "completed" opens the right, this makes it usable. Only the
 * right's own person, only an appointment's right; a second confirmation changes nothing. NOT_FOUND for anything
 * else (no leak of whose right it is).
 */
export async function confirmMeeting(db: Db, actor: Actor, rightId: string, now = new Date()): Promise<void> {
  requireActor(actor);
  if (!isUuid(rightId)) throw new AppError('NOT_FOUND');
  const mine = and(
    eq(reviewRights.id, rightId),
    eq(reviewRights.userId, actor.id),
    eq(reviewRights.source, 'appointment'),
  );
  const [right] = await db.select({ id: reviewRights.id }).from(reviewRights).where(mine).limit(1);
  if (!right) throw new AppError('NOT_FOUND');
  await db
    .update(reviewRights)
    .set({ meetingConfirmedAt: now })
    .where(and(mine, isNull(reviewRights.meetingConfirmedAt)));
}

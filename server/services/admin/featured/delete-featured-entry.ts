import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { featuredDeleteSchema } from '#domain/schemas/featured.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { featuredLawyers, lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { ENTITY, FEATURED_MESSAGES, parse, snapshot } from './featured-record.ts';

/** Removes an entry from the list (the lawyer stays in the directory). */
export async function deleteFeaturedEntry(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const { id } = parse(featuredDeleteSchema, input);
  return publicDataTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ name: lawyers.name })
      .from(featuredLawyers)
      .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
      .where(eq(featuredLawyers.id, id))
      .limit(1);
    const [row] = await tx.delete(featuredLawyers).where(eq(featuredLawyers.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
    const before = snapshot(row, current?.name ?? null);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'featured-delete',
      entityType: ENTITY,
      entityId: row.id,
      before,
    });
    return before;
  });
}

import { and, eq, ne } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { featuredUpdateSchema } from '#domain/schemas/featured.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { featuredLawyers, lawyers } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { ENTITY, FEATURED_MESSAGES, lockTable, parse, snapshot } from './featured-record.ts';

const PIN_UNIQUE = 'featured_lawyers_pin_unique';

/**
 * Saves one entry's display order, pin position (1-3 or none) and active flag. A pin position already held by
 * another entry is refused (the admin unpins that entry first, or uses the pin form): nothing moves silently.
 * Saving unchanged values changes nothing and records nothing.
 */
export async function updateFeaturedEntry(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const data = parse(featuredUpdateSchema, input);
  try {
    return await publicDataTransaction(db, async (tx) => {
      await lockTable(tx);
      const [current] = await tx
        .select({ row: featuredLawyers, name: lawyers.name })
        .from(featuredLawyers)
        .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
        .where(eq(featuredLawyers.id, data.id))
        .limit(1);
      if (!current) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
      const before = snapshot(current.row, current.name);
      if (
        before.displayOrder === data.displayOrder &&
        before.pinPosition === data.pinPosition &&
        before.active === data.active
      )
        return { changed: false as const, entry: before };
      if (data.pinPosition !== null) {
        const [holder] = await tx
          .select({ id: featuredLawyers.id })
          .from(featuredLawyers)
          .where(and(eq(featuredLawyers.pinPosition, data.pinPosition), ne(featuredLawyers.id, data.id)))
          .limit(1);
        if (holder) throw inputError({ pinPosition: FEATURED_MESSAGES.pinTaken });
      }
      const [row] = await tx
        .update(featuredLawyers)
        .set({ displayOrder: data.displayOrder, pinPosition: data.pinPosition, active: data.active })
        .where(eq(featuredLawyers.id, data.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', FEATURED_MESSAGES.entryNotFound);
      const after = snapshot(row, current.name);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'featured-update',
        entityType: ENTITY,
        entityId: row.id,
        before,
        after,
      });
      return { changed: true as const, entry: after };
    });
  } catch (error) {
    if (isUniqueViolation(error, PIN_UNIQUE)) throw inputError({ pinPosition: FEATURED_MESSAGES.pinTaken });
    throw error;
  }
}

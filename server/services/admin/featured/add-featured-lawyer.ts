import { eq } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { featuredAddSchema } from '#domain/schemas/featured.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { featuredLawyers, lawyersPublic } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { ENTITY, FEATURED_MESSAGES, lockTable, parse, snapshot } from './featured-record.ts';

const LAWYER_UNIQUE = 'featured_lawyers_lawyer_id_unique';

/** Adds a verified lawyer to the list ({ lawyer_id, display_order, active }, unpinned). */
export async function addFeaturedLawyer(db: Db, actor: Actor, input: unknown) {
  requireAdmin(actor);
  const data = parse(featuredAddSchema, input);
  try {
    return await publicDataTransaction(db, async (tx) => {
      await lockTable(tx);
      const [lawyer] = await tx
        .select({ id: lawyersPublic.id, name: lawyersPublic.name })
        .from(lawyersPublic)
        .where(eq(lawyersPublic.id, data.lawyerId))
        .limit(1);
      if (!lawyer) throw inputError({ lawyerId: FEATURED_MESSAGES.lawyerNotFound }, 'NOT_FOUND');
      const [existing] = await tx
        .select({ id: featuredLawyers.id })
        .from(featuredLawyers)
        .where(eq(featuredLawyers.lawyerId, data.lawyerId))
        .limit(1);
      if (existing) throw new AppError('CONFLICT', FEATURED_MESSAGES.alreadyFeatured);
      const [row] = await tx
        .insert(featuredLawyers)
        .values({ lawyerId: data.lawyerId, displayOrder: data.displayOrder, active: data.active })
        .returning();
      if (!row) throw new AppError('CONFLICT');
      const after = snapshot(row, lawyer.name);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'featured-add',
        entityType: ENTITY,
        entityId: row.id,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, LAWYER_UNIQUE))
      throw new AppError('CONFLICT', FEATURED_MESSAGES.alreadyFeatured);
    throw error;
  }
}

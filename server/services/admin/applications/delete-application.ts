import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';

/** Deletes an application (the page asks for a confirmation first). NOT_FOUND for an unknown id. */
export async function deleteApplication(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(lawyerApplications).where(eq(lawyerApplications.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'application.delete',
      entityType: 'lawyer_application',
      entityId: id,
      before,
    });
    return { id };
  });
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { pendingConflict, reviewColumns } from './application-record.ts';
import { applicationColumns, parseAdminApplication, resolveApplicant } from './input.ts';

/**
 * Updates every field of an application, its status included (any of the three; the reviewer is recorded
 * when it changes to approved or rejected and cleared when it goes back to pending). A blank applicant keeps
 * the current one. NOT_FOUND for an unknown id. One audit entry with the values before and after.
 */
export async function updateApplication(
  db: Db,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<{ id: string }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(lawyerApplications)
        .where(eq(lawyerApplications.id, id))
        .for('update')
        .limit(1);
      if (!before) throw new AppError('NOT_FOUND');
      // Values of the lists, or those the application already holds.
      const data = parseAdminApplication(input, actor.id, false, before);
      const applicant = data.userRef ? await resolveApplicant(tx, data.userRef) : null;
      const [after] = await tx
        .update(lawyerApplications)
        .set({
          userId: applicant?.id ?? before.userId,
          ...applicationColumns(data, before),
          ...(data.status === before.status ? {} : reviewColumns(data.status, actor.id, now)),
          updatedAt: now,
        })
        .where(eq(lawyerApplications.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'application.update',
        entityType: 'lawyer_application',
        entityId: id,
        before,
        after,
      });
      return { id };
    });
  } catch (error) {
    return pendingConflict(error);
  }
}

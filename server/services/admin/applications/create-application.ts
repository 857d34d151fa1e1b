import type { Db } from '../../../db/client.ts';
import { lawyerApplications } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { pendingConflict, reviewColumns } from './application-record.ts';
import { applicationColumns, parseAdminApplication, resolveApplicant } from './input.ts';

/**
 * Creates an application for the applicant the admin typed (an e-mail or a user id; the form fills in the
 * admin's own id), with any status. A blank e-mail becomes the applicant's account e-mail, as in the member's
 * form. Setting approved or rejected here records the reviewer but does not create a lawyer or e-mail anyone:
 * that is what approve and reject do. One audit entry, in the same transaction.
 */
export async function createApplication(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  requireAdmin(actor);
  const data = parseAdminApplication(input, actor.id, true);
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const applicant = await resolveApplicant(tx, data.userRef ?? '');
      const values = {
        userId: applicant.id,
        ...applicationColumns(data),
        email: data.email ?? applicant.email,
        ...reviewColumns(data.status, actor.id, now),
      };
      const [row] = await tx.insert(lawyerApplications).values(values).returning();
      if (!row) throw new Error('the application was not stored');
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'application.create',
        entityType: 'lawyer_application',
        entityId: row.id,
        after: row,
      });
      return { id: row.id };
    });
  } catch (error) {
    return pendingConflict(error);
  }
}

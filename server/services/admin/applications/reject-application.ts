import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { applicantOf, type DecisionMail, lockPending, markDecided, tellDecision } from './decision.ts';

/**
 * Rejects a pending application (docs/product-rules.md, "Applications"): status rejected with the reviewer and
 * time, one audit entry in the same transaction; then the applicant is e-mailed in their language (they may apply
 * again). NOT_FOUND for an unknown id; CONFLICT when the application is not pending.
 */
export async function rejectApplication(
  db: Db,
  actor: Actor,
  id: string,
  mail: DecisionMail,
): Promise<{ id: string; emailed: boolean }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const application = await lockPending(tx, id);
    const rejected = await markDecided(tx, id, 'rejected', actor.id, now);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'application.reject',
      entityType: 'lawyer_application',
      entityId: id,
      before: application,
      after: rejected,
    });
    return { fullName: application.fullName, applicant: await applicantOf(tx, application.userId) };
  });

  const emailed = await tellDecision(db, mail, 'rejected', result, '/apply');
  return { id, emailed };
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications } from '../../../db/schema/index.ts';
import { applicationRejectedContent } from '../../../mail/application-templates.ts';
import { lineContent } from '../../../mail/line-templates.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { applicantOf, type DecisionMail, lockPending, sendQuietly } from './decision.ts';

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
    const [rejected] = await tx
      .update(lawyerApplications)
      .set({ status: 'rejected', reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
      .where(eq(lawyerApplications.id, id))
      .returning();
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

  let emailed = false;
  if (result.applicant) {
    const { lang } = result.applicant;
    const url = `${mail.publicUrl}/${lang}/apply`;
    emailed = await sendQuietly(
      db,
      mail,
      'application-rejected',
      result.applicant,
      applicationRejectedContent(lang, result.fullName, url),
      lineContent('applicationRejected', lang, url),
    );
  }
  return { id, emailed };
}

import { desc, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { ApplicationStatus } from '#domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { lawyerApplications, lawyers, users } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { getBusinessCardLink } from '../applications/business-card-link.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { applicationColumns, parseAdminApplication, resolveApplicant } from './applications/input.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './guard.ts';

export { approveApplication, rejectApplication } from './applications/review.ts';

/** Admin applications (docs/product-rules.md, "Administration" and "Applications"). */

/** The message of a second pending application of one applicant. */
export const ALREADY_PENDING = 'adminApplications.errors.alreadyPending';
const ONE_PENDING_INDEX = 'lawyer_applications_one_pending_idx';
/** The most applications the admin table lists. */
export const ADMIN_APPLICATIONS_LIMIT = 500;

const columns = {
  row: lawyerApplications,
  applicantEmail: users.email,
  lawyerId: lawyers.id,
};

function toAdminApplication(r: {
  row: typeof lawyerApplications.$inferSelect;
  applicantEmail: string;
  lawyerId: string | null;
}): AdminApplication {
  const a = r.row;
  return {
    id: a.id,
    userId: a.userId,
    applicantEmail: r.applicantEmail,
    fullName: a.fullName,
    licenseNumber: a.licenseNumber,
    phone: a.phone,
    email: a.email,
    lineId: a.lineId,
    experienceAreas: a.experienceAreas,
    title: a.title,
    languages: a.languages,
    feeMin: a.feeMin,
    feeMax: a.feeMax,
    feeUnit: a.feeUnit,
    education: a.education,
    province: a.province,
    district: a.district,
    address: a.address,
    website: a.website,
    experience: a.experience,
    description: a.description,
    avatarUrl: a.avatarUrl,
    hasBusinessCard: a.businessCardKey !== null,
    status: a.status,
    reviewedAt: a.reviewedAt ? a.reviewedAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
    lawyerId: r.lawyerId,
  };
}

/** Every application, newest first (at most ADMIN_APPLICATIONS_LIMIT), with the applicant's account e-mail. */
export async function listApplications(db: Db, actor: Actor): Promise<AdminApplication[]> {
  requireAdmin(actor);
  const rows = await db
    .select(columns)
    .from(lawyerApplications)
    .innerJoin(users, eq(users.id, lawyerApplications.userId))
    .leftJoin(lawyers, eq(lawyers.userId, lawyerApplications.userId))
    .orderBy(desc(lawyerApplications.createdAt), desc(lawyerApplications.id))
    .limit(ADMIN_APPLICATIONS_LIMIT);
  return rows.map(toAdminApplication);
}

/** One application; NOT_FOUND for an unknown or malformed id. */
export async function getApplication(db: Db, actor: Actor, id: string): Promise<AdminApplication> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select(columns)
    .from(lawyerApplications)
    .innerJoin(users, eq(users.id, lawyerApplications.userId))
    .leftJoin(lawyers, eq(lawyers.userId, lawyerApplications.userId))
    .where(eq(lawyerApplications.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminApplication(row);
}

/** Review columns that follow a status set through the form: who decided and when; none while pending. */
function reviewColumns(status: ApplicationStatus, adminId: string, now: Date) {
  return status === 'pending'
    ? { reviewedBy: null, reviewedAt: null }
    : { reviewedBy: adminId, reviewedAt: now };
}

/** A unique violation of the one-pending index becomes CONFLICT (two pending applications of one user). */
function pendingConflict(error: unknown): never {
  if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw new AppError('CONFLICT', ALREADY_PENDING);
  throw error;
}

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

/**
 * A signed link (600 seconds) to an application's business card, for admins (docs/product-rules.md,
 * "Administration"). NOT_FOUND when the application is unknown or has no card; the page ignores a failure silently.
 */
export async function getApplicationCardLink(
  db: Db,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  requireAdmin(actor);
  const link = await getBusinessCardLink(db, actor, id, now);
  if (!link) throw new AppError('NOT_FOUND');
  return link;
}

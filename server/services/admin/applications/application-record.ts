import { AppError } from '#domain/errors.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { ApplicationStatus } from '#domain/statuses.ts';
import { type LawyerApplicationRow, lawyerApplications, lawyers, users } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';

/** Admin applications (docs/product-rules.md, "Administration" and "Applications"). */

/** The message of a second pending application of one applicant. */
export const ALREADY_PENDING = 'adminApplications.errors.alreadyPending';

const ONE_PENDING_INDEX = 'lawyer_applications_one_pending_idx';

/** The columns of an application's admin view: the row, the applicant's e-mail and their lawyer record. */
export const adminApplicationColumns = {
  row: lawyerApplications,
  applicantEmail: users.email,
  lawyerId: lawyers.id,
};

/**
 * What the admin table and form show of an application: its columns, but the business card only as whether there
 * is one (the card is opened through a signed link) and not who reviewed it; dates as ISO text.
 */
export function toAdminApplication(r: {
  row: LawyerApplicationRow;
  applicantEmail: string;
  lawyerId: string | null;
}): AdminApplication {
  const {
    businessCardKey,
    reviewedBy: _reviewer,
    reviewedAt,
    createdAt,
    updatedAt: _updated,
    ...columns
  } = r.row;
  return {
    ...columns,
    applicantEmail: r.applicantEmail,
    hasBusinessCard: businessCardKey !== null,
    reviewedAt: reviewedAt ? reviewedAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
    lawyerId: r.lawyerId,
  };
}

/** Review columns that follow a status set through the form: who decided and when; none while pending. */
export function reviewColumns(status: ApplicationStatus, adminId: string, now: Date) {
  return status === 'pending'
    ? { reviewedBy: null, reviewedAt: null }
    : { reviewedBy: adminId, reviewedAt: now };
}

/** A unique violation of the one-pending index becomes CONFLICT (two pending applications of one user). */
export function pendingConflict(error: unknown): never {
  if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw new AppError('CONFLICT', ALREADY_PENDING);
  throw error;
}

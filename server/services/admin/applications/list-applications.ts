import { desc, eq } from 'drizzle-orm';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications, lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { adminApplicationColumns, toAdminApplication } from './application-record.ts';

/** The most applications the admin table lists. */
export const ADMIN_APPLICATIONS_LIMIT = 500;

/** Every application, newest first (at most ADMIN_APPLICATIONS_LIMIT), with the applicant's account e-mail. */
export async function listApplications(db: Db, actor: Actor): Promise<AdminApplication[]> {
  requireAdmin(actor);
  const rows = await db
    .select(adminApplicationColumns)
    .from(lawyerApplications)
    .innerJoin(users, eq(users.id, lawyerApplications.userId))
    .leftJoin(lawyers, eq(lawyers.userId, lawyerApplications.userId))
    .orderBy(desc(lawyerApplications.createdAt), desc(lawyerApplications.id))
    .limit(ADMIN_APPLICATIONS_LIMIT);
  return rows.map(toAdminApplication);
}

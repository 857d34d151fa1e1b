import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { Db } from '../../../db/client.ts';
import { lawyerApplications, lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { adminApplicationColumns, toAdminApplication } from './application-record.ts';

/** One application; NOT_FOUND for an unknown or malformed id. */
export async function getApplication(db: Db, actor: Actor, id: string): Promise<AdminApplication> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select(adminApplicationColumns)
    .from(lawyerApplications)
    .innerJoin(users, eq(users.id, lawyerApplications.userId))
    .leftJoin(lawyers, eq(lawyers.userId, lawyerApplications.userId))
    .where(eq(lawyerApplications.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminApplication(row);
}

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LawyerApplicationRow, lawyerApplications } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';

/** What an applicant sees of their own applications. */
export type MyApplication = Pick<LawyerApplicationRow, 'id' | 'fullName' | 'status'> & {
  createdAt: string;
  reviewedAt: string | null;
  hasBusinessCard: boolean;
};

/** The signed-in user's own applications, newest first; nobody's for a signed-out caller. */
export async function listMyApplications(db: Db, viewer: Actor): Promise<MyApplication[]> {
  if (!viewer) return [];
  const rows = await db
    .select({
      id: lawyerApplications.id,
      fullName: lawyerApplications.fullName,
      status: lawyerApplications.status,
      createdAt: lawyerApplications.createdAt,
      reviewedAt: lawyerApplications.reviewedAt,
      businessCardKey: lawyerApplications.businessCardKey,
    })
    .from(lawyerApplications)
    .where(eq(lawyerApplications.userId, viewer.id))
    .orderBy(desc(lawyerApplications.createdAt), desc(lawyerApplications.id));
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    hasBusinessCard: r.businessCardKey !== null,
  }));
}

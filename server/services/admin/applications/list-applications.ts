import { eq, sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { readCursor } from '#domain/paging.ts';
import type { Db } from '../../../db/client.ts';
import { cappedCount, keyset, keysetOrder, pageOf } from '../../../db/keyset.ts';
import { lawyerApplications, lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { adminApplicationColumns, toAdminApplication } from './application-record.ts';

const newestFirst = keysetOrder({
  sort: lawyerApplications.createdAt,
  id: lawyerApplications.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * The applications, newest first, a page at a time (`size` a page, the page after the cursor `after`; keyset
 * paging, server/db/keyset.ts), with the applicant's account e-mail, and their total, exact up to ADMIN_COUNT_CAP
 * (`totalIsMore` past it).
 */
export async function listApplications(
  db: Db,
  actor: Actor,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
) {
  requireAdmin(actor);
  const cursor = readCursor(after);
  const ks = keyset(newestFirst, cursor, size);
  const [rows, total] = await Promise.all([
    db
      .select({ ...adminApplicationColumns, id: lawyerApplications.id, pageKey: ks.pageKey })
      .from(lawyerApplications)
      .innerJoin(users, eq(users.id, lawyerApplications.userId))
      .leftJoin(lawyers, eq(lawyers.userId, lawyerApplications.userId))
      .where(ks.where)
      .orderBy(...ks.orderBy)
      .limit(ks.limit),
    cappedCount(
      db,
      (limit) => db.select({ one: sql`1` }).from(lawyerApplications).limit(limit),
      ADMIN_COUNT_CAP,
    ),
  ]);
  const page = pageOf(rows, size, cursor);
  return { ...page, rows: page.rows.map(toAdminApplication), total: total.count, totalIsMore: total.more };
}

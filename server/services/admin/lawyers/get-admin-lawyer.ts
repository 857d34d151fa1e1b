import { eq } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../../db/client.ts';
import { type LawyerRow, lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/** Everything the edit form shows. */
export interface AdminLawyer extends Omit<LawyerRow, 'rating' | 'createdAt' | 'updatedAt'> {
  rating: number | null;
  accountEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One lawyer with every field, for the edit form; null when there is none. */
export async function getAdminLawyer(db: Db, actor: Actor, id: unknown): Promise<AdminLawyer | null> {
  requireAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ lawyer: lawyers, accountEmail: users.email })
    .from(lawyers)
    .leftJoin(users, eq(users.id, lawyers.userId))
    .where(eq(lawyers.id, id))
    .limit(1);
  if (!row) return null;
  const { lawyer } = row;
  return {
    ...lawyer,
    rating: lawyer.rating === null ? null : Number(lawyer.rating),
    accountEmail: row.accountEmail,
    createdAt: lawyer.createdAt.toISOString(),
    updatedAt: lawyer.updatedAt.toISOString(),
  };
}

import { and, eq, ne, sql } from 'drizzle-orm';
import { inputError } from '#domain/errors.ts';
import { ADMIN_LAWYER_ERRORS, adminLawyerLinkSchema } from '#domain/schemas/admin-lawyer.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { lockLawyer } from './lawyer-record.ts';

/**
 * Links a lawyer to the user account with this e-mail (a listing has at most one account). An unknown e-mail is
 * refused; so is an account that already has a lawyer record (lawyers.user_id is unique, also when two links race).
 * Linking to the account it already has changes nothing.
 */
export async function linkAdminLawyerAccount(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<{ changed: boolean; userId: string }> {
  requireAdmin(actor);
  const values = parseInput(adminLawyerLinkSchema, input);
  const { email } = values;
  try {
    return await publicDataTransaction(db, async (tx) => {
      const before = await lockLawyer(tx, id);
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (!user) throw inputError({ email: ADMIN_LAWYER_ERRORS.unknownEmail });
      if (before.userId === user.id) return { changed: false, userId: user.id };
      const [other] = await tx
        .select({ id: lawyers.id })
        .from(lawyers)
        .where(and(eq(lawyers.userId, user.id), ne(lawyers.id, before.id)))
        .limit(1);
      if (other) throw inputError({ email: ADMIN_LAWYER_ERRORS.accountTaken }, 'CONFLICT');
      await tx
        .update(lawyers)
        .set({ userId: user.id, updatedAt: sql`now()` })
        .where(eq(lawyers.id, before.id));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'link-lawyer-account',
        entityType: 'lawyer',
        entityId: before.id,
        before: { userId: before.userId },
        after: { userId: user.id, email: user.email },
      });
      return { changed: true, userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lawyers_user_id_unique'))
      throw inputError({ email: ADMIN_LAWYER_ERRORS.accountTaken }, 'CONFLICT');
    throw error;
  }
}

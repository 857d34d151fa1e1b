import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, profiles, users } from '../../db/schema/index.ts';

/** Takes the administrator role away again. */
export async function revokeAdmin(db: Db, email: string, actorUserId: string | null = null) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}`);
    await tx
      .update(profiles)
      .set({ profileType: 'member', updatedAt: sql`now()` })
      .where(eq(profiles.userId, user.id));
    await tx
      .insert(adminAuditLog)
      .values({ actorUserId, action: 'revoke-admin', entityType: 'user', entityId: user.id });
    return { userId: user.id };
  });
}

import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, profiles, users } from '../../db/schema/index.ts';

/**
 * Makes the account with this e-mail an administrator (profile_type 'admin'). It only takes effect once the e-mail
 * is confirmed (docs/product-rules.md, "Accounts and roles"). Used by `npm run admin -- grant EMAIL`.
 */
export async function grantAdmin(db: Db, email: string, actorUserId: string | null = null) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}`);
    await tx
      .insert(profiles)
      .values({ userId: user.id, fullName: user.name, profileType: 'admin' })
      .onConflictDoUpdate({ target: profiles.userId, set: { profileType: 'admin', updatedAt: sql`now()` } });
    await tx.insert(adminAuditLog).values({
      actorUserId,
      action: 'grant-admin',
      entityType: 'user',
      entityId: user.id,
    });
    return { userId: user.id, emailVerified: user.emailVerified };
  });
}

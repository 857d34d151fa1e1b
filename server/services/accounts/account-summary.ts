import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** What the account page shows about the signed-in person (no secrets), or null for an unknown id. */
export async function getAccountSummary(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      fullName: profiles.fullName,
      email: users.email,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      privacyConsentVersion: users.privacyConsentVersion,
      privacyConsentAt: users.privacyConsentAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    fullName: row.fullName ?? row.name,
    email: row.email,
    memberSince: row.createdAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled,
    consent: row.privacyConsentVersion
      ? { version: row.privacyConsentVersion, at: row.privacyConsentAt?.toISOString() ?? null }
      : null,
  };
}

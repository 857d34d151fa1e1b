import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, profiles, users } from '../../db/schema/index.ts';
import { personName } from './session-user.ts';

/** What the account page shows about the signed-in person (no secrets), or null for an unknown id. */
export async function getAccountSummary(db: Db, userId: string) {
  const [row] = await db
    .select({
      fullName: personName,
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
  // An account made with LINE has no password until it sets one: its deletion is confirmed by a recent sign-in.
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    )
    .limit(1);
  return {
    hasPassword: credential !== undefined,
    fullName: row.fullName,
    email: row.email,
    memberSince: row.createdAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled,
    consent: row.privacyConsentVersion
      ? { version: row.privacyConsentVersion, at: row.privacyConsentAt?.toISOString() ?? null }
      : null,
  };
}

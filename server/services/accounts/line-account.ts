import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { LINE_PROVIDER_ID } from '../../line-login.ts';

/**
 * The person's LINE link, if any: its row id (what better-auth's unlink takes) and the LINE user id (the Messaging
 * API's recipient of their notices).
 */
export async function findLineAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: accounts.id, lineUserId: accounts.accountId, linkedAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, LINE_PROVIDER_ID)))
    .limit(1);
  return row ?? null;
}

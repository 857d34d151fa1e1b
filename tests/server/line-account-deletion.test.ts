import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { ACCOUNT_DELETE_SIGN_IN_MINUTES } from '#domain/schemas/personal-data.ts';
import { accounts, users } from '#server/db/schema/index.ts';
import { getAccountSummary } from '#server/services/accounts/account-summary.ts';
import { deleteAccount } from '#server/services/accounts/delete-account.ts';
import { createUser } from '../factories.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;

/** An account made with LINE: no password, a LINE link. */
async function lineOnlyAccount() {
  const person = await createUser(db(), { password: null, confirmed: false });
  await db()
    .insert(accounts)
    .values({
      id: randomUUID(),
      accountId: `U${randomUUID().replaceAll('-', '')}`,
      providerId: 'line',
      userId: person.id,
    });
  return person;
}

const exists = async (id: string) => (await db().select().from(users).where(eq(users.id, id))).length === 1;
const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe('deleting an account made with LINE (no password)', () => {
  it('the account page knows it has no password; a password account has one', async () => {
    const person = await lineOnlyAccount();
    expect((await getAccountSummary(db(), person.id))?.hasPassword).toBe(false);
    const other = await createUser(db());
    expect((await getAccountSummary(db(), other.id))?.hasPassword).toBe(true);
  });

  it('is confirmed by a sign-in of the last minutes, and refused with an older one (nothing deleted)', async () => {
    const now = new Date();
    const person = await lineOnlyAccount();
    for (const signedInAt of [undefined, minutesAgo(now, ACCOUNT_DELETE_SIGN_IN_MINUTES + 1)]) {
      expect(await refusal(deleteAccount(db(), person.id, '', { now, signedInAt }))).toBe(
        'account.delete.errors.signInAgain',
      );
      expect(await exists(person.id)).toBe(true);
    }
    await deleteAccount(db(), person.id, '', { now, signedInAt: minutesAgo(now, 2) });
    expect(await exists(person.id)).toBe(false);
    expect(await db().select().from(accounts).where(eq(accounts.userId, person.id))).toEqual([]);
  });

  it('an account with a password still needs it, however recent the sign-in', async () => {
    const now = new Date();
    const person = await createUser(db());
    expect(await refusal(deleteAccount(db(), person.id, '', { now, signedInAt: now }))).toBe(
      'account.delete.errors.passwordRequired',
    );
    expect(await refusal(deleteAccount(db(), person.id, 'wrong-password', { now, signedInAt: now }))).toBe(
      'account.delete.errors.wrongPassword',
    );
    expect(await exists(person.id)).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/index.ts';
import { getAccountSummary } from '#server/services/accounts/account-summary.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import { createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const namesShown = async (id: string) => [
  (await getSessionUser(database.db, id))?.fullName,
  (await getAccountSummary(database.db, id))?.fullName,
];

describe(`a person's name on ${engineName()}`, () => {
  it("is the profile's full name, else the account's name (header and account page alike)", async () => {
    const { id } = await createUser(database.db, { name: 'สมชาย ใจดี' });
    await database.db.update(profiles).set({ fullName: 'สมชาย ใจดีมาก' }).where(eq(profiles.userId, id));
    expect(await namesShown(id)).toEqual(['สมชาย ใจดีมาก', 'สมชาย ใจดีมาก']);

    await database.db.delete(profiles).where(eq(profiles.userId, id));
    expect(await namesShown(id)).toEqual(['สมชาย ใจดี', 'สมชาย ใจดี']);
  });
});

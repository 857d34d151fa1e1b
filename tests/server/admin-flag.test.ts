import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog, users } from '#server/db/schema/index.ts';
import { grantAdmin } from '#server/services/accounts/grant-admin.ts';
import { revokeAdmin } from '#server/services/accounts/revoke-admin.ts';
import { getSessionUser, isAdminProfile } from '#server/services/accounts/session-user.ts';
import { createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A member with two-factor sign-in on (the admin role needs it), named ผู้ใช้ ทดสอบ. */
const makeMember = async (email: string, confirmed: boolean) =>
  (await createUser(database.db, { email, confirmed, name: 'ผู้ใช้ ทดสอบ', twoFactorEnabled: true })).id;

describe(`the admin flag on ${engineName()}`, () => {
  it('needs profile_type admin AND a confirmed e-mail', async () => {
    expect(isAdminProfile('admin', true)).toBe(true);
    expect(isAdminProfile('admin', false)).toBe(false);
    expect(isAdminProfile('member', true)).toBe(false);
    expect(isAdminProfile(null, true)).toBe(false);

    const unconfirmed = await makeMember('unconfirmed@example.com', false);
    await grantAdmin(database.db, 'unconfirmed@example.com');
    const before = await getSessionUser(database.db, unconfirmed);
    expect(before?.profileType).toBe('admin');
    expect(before?.isAdmin).toBe(false);

    // Recomputed from the database on every read: confirming the e-mail makes the role effective.
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, unconfirmed));
    expect((await getSessionUser(database.db, unconfirmed))?.isAdmin).toBe(true);

    await revokeAdmin(database.db, 'UNCONFIRMED@example.com');
    expect((await getSessionUser(database.db, unconfirmed))?.isAdmin).toBe(false);
  });

  it('needs two-factor sign-in before the admin role takes effect', async () => {
    const id = await makeMember('no-2fa@example.com', true);
    await grantAdmin(database.db, 'no-2fa@example.com');
    await database.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, id));
    expect(await getSessionUser(database.db, id)).toMatchObject({
      profileType: 'admin',
      isAdmin: false,
      adminNeedsTwoFactor: true,
    });
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
    expect(await getSessionUser(database.db, id)).toMatchObject({
      isAdmin: true,
      adminNeedsTwoFactor: false,
    });
  });

  it('is not given to a confirmed member', async () => {
    const member = await makeMember('member@example.com', true);
    const user = await getSessionUser(database.db, member);
    expect(user).toMatchObject({
      isAdmin: false,
      profileType: 'member',
      lawyerId: null,
      fullName: 'ผู้ใช้ ทดสอบ',
    });
  });

  it("reports the user's own lawyer record", async () => {
    const { id, lawyerId } = await createUser(database.db, {
      email: 'lawyer@example.com',
      lawyer: { name: 'ทนาย', verified: false },
    });
    expect(lawyerId).not.toBeNull();
    expect((await getSessionUser(database.db, id))?.lawyerId).toBe(lawyerId);
  });

  it('records grants in the audit log and refuses unknown e-mails without writing', async () => {
    const log = await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'grant-admin'));
    expect(log.length).toBe(2);
    await expect(grantAdmin(database.db, 'nobody@example.com')).rejects.toBeInstanceOf(AppError);
    const after = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'grant-admin'));
    expect(after.length).toBe(2);
  });
});

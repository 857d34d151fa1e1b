import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALTY_VALUES } from '#domain/specialties.ts';
import type { Database } from '#server/db/client.ts';
import { accounts, lawyers, profiles, questions, users } from '#server/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_LAWYER_LOGINS, seedDemoData } from '#server/db/seed/demo.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { autoMatchQuestion, questionCaseTypes } from '#server/services/questions/matching.ts';
import { createQuestion } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// The demo data makes the ask-to-answer loop alive: lawyers with accounts across case types and provinces, and
// the demo member's questions in each state.
let database: Database;
let member: string;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemoData(database.db)).toBe(true);
  const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  member = row!.id;
});
afterAll(() => database.close());

describe(`demo data on ${engineName()}`, () => {
  it('links 40 verified lawyer listings to accounts that sign in with the shared demo password', async () => {
    const emails = Array.from({ length: DEMO_LAWYER_LOGINS.count }, (_, i) =>
      DEMO_LAWYER_LOGINS.email(i + 1),
    );
    const rows = await database.db
      .select({
        email: users.email,
        hash: accounts.password,
        verified: lawyers.verified,
        type: profiles.profileType,
      })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .innerJoin(lawyers, eq(lawyers.userId, users.id))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.verified && r.type === 'lawyer')).toBe(true);
    expect(await verifyPassword({ hash: rows[0]!.hash!, password: DEMO_LAWYER_LOGINS.password })).toBe(true);
    const provinces = await database.db
      .selectDistinct({ province: lawyers.province })
      .from(lawyers)
      .where(and(isNotNull(lawyers.userId), eq(lawyers.verified, true)));
    expect(provinces.length).toBeGreaterThanOrEqual(20);
  });

  it('finds lawyers for a question of every specialty but intellectual property, which waits for an admin', async () => {
    const mailer = createMailer(database.db, { from: 'test@tanai.test' });
    const outcome: Record<string, number> = {};
    for (const specialty of SPECIALTY_VALUES) {
      const q = await createQuestion(database.db, {
        askerId: member,
        title: `คำถาม ${specialty}`,
        content: 'รายละเอียด',
        experienceAreas: questionCaseTypes([specialty]),
        province: 'ขอนแก่น',
      });
      outcome[specialty] = (
        await autoMatchQuestion(database.db, q.id, { mailer, publicUrl: 'http://x' })
      ).length;
    }
    const matched = Object.entries(outcome)
      .filter(([, n]) => n > 0)
      .map(([s]) => s);
    expect(matched.sort()).toEqual(SPECIALTY_VALUES.filter((s) => s !== 'ทรัพย์สินทางปัญญา').sort());
    const [ip] = await database.db.select().from(questions).where(eq(questions.title, 'คำถาม ทรัพย์สินทางปัญญา'));
    expect(ip?.needsLawyerSince).not.toBeNull();
  });

  it('gives every verified demo listing the month its licence was checked, and no unverified one', async () => {
    const rows = await database.db
      .select({ verified: lawyers.verified, verifiedAt: lawyers.verifiedAt })
      .from(lawyers);
    expect(rows.some((r) => !r.verified)).toBe(true);
    for (const row of rows) expect(row.verifiedAt !== null).toBe(row.verified);
  });

  it("shows the demo member's questions in each state", async () => {
    const mine = await database.db
      .select()
      .from(questions)
      .where(and(eq(questions.createdBy, member), isNotNull(questions.contactPhone)));
    const actor = { id: member, isAdmin: false };
    const views = await Promise.all(mine.map((q) => getQuestionForViewer(database.db, actor, q.id)));
    const states = views.map((v) =>
      v!.needsLawyer
        ? 'admin'
        : v!.status === 'open'
          ? `open:${v!.invitations.map((i) => i.status)}`
          : v!.status,
    );
    expect(states.sort()).toEqual(['admin', 'assigned', 'closed', 'open:invited,invited,invited']);
  });
});

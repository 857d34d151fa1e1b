import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { emailOutbox, lawyers, questionRecipients, questions } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { askQuestion, askQuestionAndMatch } from '#server/services/questions/ask-question.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import { createLawyer, createLawyerWithUser, createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// The ask page stores a question with its first batch in one statement (askQuestionAndMatch); the rules are
// autoMatchQuestion's. Two databases with the same people: one asks the way the services always did (askQuestion,
// then autoMatchQuestion), the other the way the ask page does; everything stored and e-mailed must be the same.

const T0 = new Date('2026-11-01T03:00:00Z');

interface World {
  database: Database;
  asker: NonNullable<Actor>;
}

async function makeWorld(): Promise<World> {
  const database = await createTestDatabase();
  const { db } = database;
  // Each listing, its account and the account's address (`<name>@example.com`) named alike.
  const asker = await createUser(db, { name: 'asker', email: 'asker@example.com' });
  await createUser(db, {
    name: 'admin',
    email: 'admin@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  const bkk = 'กรุงเทพมหานคร';
  const listings = [
    { name: 'bkk-a', province: bkk, experienceAreas: ['แพ่ง', 'อาญา'], rating: 4.5, reviews: 10 },
    { name: 'bkk-b', province: bkk, experienceAreas: ['แพ่ง'], rating: 4.9, reviews: 90 },
    { name: 'bkk-c', province: bkk, experienceAreas: ['อาญา', 'แพ่ง', 'ครอบครัว'], rating: 4.0 },
    { name: 'far', province: 'เชียงใหม่', experienceAreas: ['แพ่ง', 'อาญา'], rating: 5.0 },
    { name: 'unverified', province: bkk, experienceAreas: ['แพ่ง'], rating: 5, verified: false },
  ];
  for (const lawyer of listings)
    await createLawyerWithUser(db, { ...lawyer, email: `${lawyer.name}@example.com` });
  // The asker's own listing is the only one in intellectual property: never invited to their own question.
  await createLawyer(db, {
    name: 'asker-own',
    userId: asker.id,
    province: bkk,
    experienceAreas: ['ทรัพย์สินทางปัญญา'],
  });
  return { database, asker };
}

const ctx = (world: World) => ({
  mailer: createMailer(world.database.db, { from: 'test@tanai.test' }),
  publicUrl: 'http://localhost:3000',
  now: T0,
});

/** What a question left in the database, with people by name (ids differ between the two databases). */
async function outcome(world: World, questionId: string) {
  const { db } = world.database;
  const [question] = await db.select().from(questions).where(eq(questions.id, questionId));
  const invitations = await db
    .select({
      lawyer: lawyers.name,
      order: questionRecipients.assignedOrder,
      status: questionRecipients.status,
      invitedAt: questionRecipients.invitedAt,
      expiresAt: questionRecipients.expiresAt,
      notified: questionRecipients.notifiedAt,
    })
    .from(questionRecipients)
    .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
    .where(eq(questionRecipients.questionId, questionId))
    .orderBy(asc(questionRecipients.assignedOrder));
  const mails = await db
    .select({ to: emailOutbox.toAddress, kind: emailOutbox.kind, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'logged'));
  return {
    question: {
      title: question?.title,
      areas: question?.specialties,
      province: question?.province,
      feeBaht: question?.feeBaht,
      waitsForAdmin: question?.needsLawyerSince?.toISOString() ?? null,
      adminsAlerted: question?.adminsAlertedAt !== null,
    },
    invitations: invitations.map((i) => ({ ...i, notified: i.notified !== null })),
    mails: mails.map((m) => `${m.kind} ${m.to} ${m.subject}`).sort(),
  };
}

const cases = [
  { title: 'สองด้านในกรุงเทพ', province: 'กรุงเทพมหานคร', specialties: ['แพ่ง', 'อาญา'] },
  { title: 'แรงงาน: ไม่มีใครทำ ใช้ประเภทใกล้เคียง', province: 'เชียงใหม่', specialties: ['แรงงาน'] },
  { title: 'ทรัพย์สินทางปัญญา: ไม่มีใครเลย', province: '', specialties: ['ทรัพย์สินทางปัญญา'] },
];

describe(`asking through the ask page on ${engineName()}`, () => {
  let services: World;
  let page: World;
  beforeAll(async () => {
    [services, page] = await Promise.all([makeWorld(), makeWorld()]);
  });
  afterAll(async () => {
    await services?.database.close();
    await page?.database.close();
  });

  it.each(cases)('stores and e-mails what ask + auto-match do: $title', async (input) => {
    const form = {
      ...input,
      content: 'รายละเอียด',
      contactPhone: '0810000000',
      contactLine: '',
      consent: true,
    };
    const before = await askQuestion(services.database.db, services.asker, form, { feeBaht: 700, now: T0 });
    await autoMatchQuestion(services.database.db, before.id, ctx(services));
    const after = await askQuestionAndMatch(page.database.db, page.asker, form, ctx(page), {
      feeBaht: 700,
      now: T0,
    });
    const expected = await outcome(services, before.id);
    const got = await outcome(page, after.id);
    expect(got).toEqual(expected);
    expect(after.invited).toHaveLength(expected.invitations.length);
    // The cases do cover each path: a batch, a batch from related case types, the admin queue.
    if (input.specialties[0] === 'ทรัพย์สินทางปัญญา') expect(got.invitations).toEqual([]);
    else expect(got.invitations.length).toBeGreaterThan(0);
  });

  it('refuses a visitor and bad input, storing nothing', async () => {
    const { db } = page.database;
    const count = async () => (await db.select().from(questions)).length;
    const stored = await count();
    await expect(
      askQuestionAndMatch(db, null, { title: 't', content: 'c', specialties: ['แพ่ง'] }, ctx(page)),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      askQuestionAndMatch(db, page.asker, { title: ' ', content: 'c', specialties: [] }, ctx(page)),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect(await count()).toBe(stored);
  });
});

import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog, questionRecipients, questions } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { getMatchingData } from '#server/services/admin/questions/get-matching-data.ts';
import { inviteLawyers } from '#server/services/admin/questions/invite-lawyers.ts';
import { listQuestionsForAdmin } from '#server/services/admin/questions/list-questions-for-admin.ts';
import { removeRecipient } from '#server/services/admin/questions/remove-recipient.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { createLawyer, createUser, type FactoryUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const now = new Date('2026-11-10T02:00:00Z');
const ctx = () => ({
  mailer: createMailer(database.db, { from: 'x@tanai.test' }),
  publicUrl: 'http://localhost:3000',
  now,
});

const audits = async () => Number((await database.db.select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);

async function code(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

let admin: NonNullable<Actor>;
let questionId: string;
let lawyerA: string;
let lawyerB: string;
let lawyerBActor: FactoryUser;
let refusedActors: [string, Actor][];

beforeAll(async () => {
  database = await createTestDatabase();
  // Each account named as its address, `<name>@example.com`; the listings practise no case type.
  const account = (name: string, options: Parameters<typeof createUser>[1] = {}) =>
    createUser(database.db, { name, email: `${name}@example.com`, ...options });
  const admins = { profileType: 'admin', twoFactorEnabled: true } as const;
  admin = await account('admin', admins);
  const member = await account('member');
  const lawyerUser = await account('lawyer-user', {
    lawyer: { name: 'ทนายเอ', experienceAreas: [], rating: 4.2, reviews: 3 },
  });
  const unconfirmed = await account('unconfirmed-admin', { ...admins, confirmed: false });
  expect(unconfirmed.isAdmin).toBe(false);
  const asker = await account('asker');
  lawyerBActor = await account('lawyer-b', {
    lawyer: { name: 'ทนายบี', experienceAreas: [], rating: 4.8, reviews: 9 },
  });
  await createLawyer(database.db, { name: 'ไม่มีบัญชี', experienceAreas: [], rating: 5 });
  await account('lawyer-c', { lawyer: { name: 'ยังไม่ตรวจ', experienceAreas: [], verified: false } });
  lawyerA = lawyerUser.lawyerId!;
  lawyerB = lawyerBActor.lawyerId!;
  questionId = (
    await askQuestion(database.db, asker, {
      title: 'หัวข้อแอดมิน',
      content: 'ก'.repeat(300),
      specialties: ['แพ่ง'],
      consent: true,
    })
  ).id;
  refusedActors = [
    ['visitor', null],
    ['member', member],
    ['lawyer', lawyerUser],
    ['unconfirmed admin', unconfirmed],
  ];
});
afterAll(() => database.close());

describe(`admin questions and matching on ${engineName()}`, () => {
  it('refuse everyone but a confirmed admin', async () => {
    for (const [who, actor] of refusedActors) {
      const expected = actor ? 'FORBIDDEN' : 'UNAUTHORIZED';
      expect((await code(listQuestionsForAdmin(database.db, actor))).code, who).toBe(expected);
      expect((await code(getMatchingData(database.db, actor, questionId))).code, who).toBe(expected);
      expect((await code(inviteLawyers(database.db, actor, questionId, [lawyerA], ctx()))).code, who).toBe(
        expected,
      );
      expect((await code(removeRecipient(database.db, actor, randomUUID(), randomUUID()))).code, who).toBe(
        expected,
      );
    }
    expect(await audits()).toBe(0);
  });

  it('list questions with search, status filter, total and recipient counts', async () => {
    const all = await listQuestionsForAdmin(database.db, admin);
    expect(all.total).toBe(1);
    expect(all.rows[0]).toMatchObject({ title: 'หัวข้อแอดมิน', recipients: 0, askerName: 'asker' });
    expect((await listQuestionsForAdmin(database.db, admin, { q: 'แอดมิน' })).total).toBe(1);
    expect((await listQuestionsForAdmin(database.db, admin, { q: 'ไม่มีคำนี้' })).total).toBe(0);
    expect((await listQuestionsForAdmin(database.db, admin, { status: 'closed' })).total).toBe(0);
  });

  it('show a 200-character preview and only verified lawyers with a user, by rating then reviews', async () => {
    const data = await getMatchingData(database.db, admin, questionId);
    expect(data.question.preview?.length).toBeLessThanOrEqual(200);
    expect(data.candidates.map((c) => c.name)).toEqual(['ทนายบี', 'ทนายเอ']);
    expect((await code(getMatchingData(database.db, admin, randomUUID()))).message).toBe(
      'adminMatching.notFound',
    );
  });

  it('refuse an empty or repeated selection, and invite with assigned_order 0, a 48-hour expiry and an e-mail', async () => {
    expect((await code(inviteLawyers(database.db, admin, questionId, [], ctx()))).message).toBe(
      'adminMatching.errors.noneSelected',
    );
    expect(
      (await code(inviteLawyers(database.db, admin, questionId, [lawyerA, lawyerA], ctx()))).message,
    ).toBe('adminMatching.errors.alreadySelected');
    expect(await audits()).toBe(0);
    await inviteLawyers(database.db, admin, questionId, [lawyerA], ctx());
    expect(await audits()).toBe(1);
    const [row] = await database.db
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, questionId));
    expect(row).toMatchObject({ lawyerId: lawyerA, assignedOrder: 0, status: 'invited' });
    expect(row!.expiresAt.getTime() - row!.invitedAt.getTime()).toBe(48 * 3600_000);
    expect(row!.notifiedAt).toBeInstanceOf(Date);
    expect(
      (await code(inviteLawyers(database.db, admin, questionId, [lawyerA, lawyerB], ctx()))).message,
    ).toBe('adminMatching.errors.alreadyInvited');
    expect(await audits()).toBe(1);
    const data = await getMatchingData(database.db, admin, questionId);
    expect(data.recipients[0]).toMatchObject({
      name: 'ทนายเอ',
      email: 'lawyer-user@example.com',
      admin: true,
    });
    expect((await listQuestionsForAdmin(database.db, admin)).rows[0]?.recipients).toBe(1);
  });

  it('remove a recipient with one audit entry', async () => {
    const [row] = await database.db
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, questionId));
    // Through another question's page, or with an id that is not one, nothing is removed.
    expect((await code(removeRecipient(database.db, admin, randomUUID(), row!.id))).code).toBe('NOT_FOUND');
    expect((await code(removeRecipient(database.db, admin, questionId, "' OR '1'='1"))).code).toBe(
      'NOT_FOUND',
    );
    await removeRecipient(database.db, admin, questionId, row!.id);
    expect(
      await database.db
        .select()
        .from(questionRecipients)
        .where(eq(questionRecipients.questionId, questionId)),
    ).toEqual([]);
    expect(await audits()).toBe(2);
    expect((await code(removeRecipient(database.db, admin, questionId, row!.id))).code).toBe('NOT_FOUND');
    expect(await audits()).toBe(2);
  });

  it('open the question again when the removed recipient is the lawyer who had taken it', async () => {
    const status = async () =>
      (
        await database.db
          .select({ status: questions.status })
          .from(questions)
          .where(eq(questions.id, questionId))
      )[0]?.status;
    await inviteLawyers(database.db, admin, questionId, [lawyerB], ctx());
    const [row] = await database.db
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, questionId));
    await acceptInvitation(database.db, lawyerBActor, row!.id, ctx());
    expect(await status()).toBe('assigned');
    await removeRecipient(database.db, admin, questionId, row!.id);
    expect(await status()).toBe('open');
    expect((await getMatchingData(database.db, admin, questionId)).recipients).toEqual([]);
  });
});

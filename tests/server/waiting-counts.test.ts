import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  questionParticipants,
  slipsWaiting,
  waitingCounts,
} from '#server/services/accounts/waiting-counts.ts';
import { markQuestionRead } from '#server/services/questions/question-reads.ts';
import {
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date(Date.UTC(2026, 10, 1, 3, 0));
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const hours = (n: number) => new Date(NOW.getTime() + n * 3600_000);

describe('waitingCounts', () => {
  it("counts each role's waiting things, only the viewer's own", async () => {
    const { db } = database;
    const member = await createUser(db);
    const other = await createUser(db);
    const { id: lawyerId, user: lawyer } = await createLawyerWithUser(db, {});
    const { id: otherLawyerId, user: otherLawyer } = await createLawyerWithUser(db, {});
    const admin = await createUser(db, { profileType: 'admin', twoFactorEnabled: true });
    expect(admin.isAdmin).toBe(true);

    // The member's questions: one with a reply they have not read, one read, one with only their own message.
    const unread = await createQuestion(db, { askerId: member.id, status: 'assigned' });
    const read = await createQuestion(db, { askerId: member.id, status: 'assigned' });
    const own = await createQuestion(db, { askerId: member.id });
    await inviteLawyer(db, unread.id, lawyerId, lawyer.id, { status: 'accepted' });
    await inviteLawyer(db, read.id, lawyerId, lawyer.id, { status: 'accepted' });
    await createMessage(db, { questionId: unread.id, senderUserId: lawyer.id, createdAt: at(1) });
    await createMessage(db, { questionId: read.id, senderUserId: lawyer.id, createdAt: at(1) });
    await markQuestionRead(db, member, read.id, at(2));
    await createMessage(db, { questionId: own.id, senderUserId: member.id, createdAt: at(1) });
    // The member then writes in `read`: the lawyer has one accepted case with an unread message.
    await createMessage(db, { questionId: read.id, senderUserId: member.id, createdAt: at(3) });

    // Invitations of the lawyer: one open, one overdue (not yet swept), one declined; another lawyer's open one.
    const invited = await createQuestion(db, { askerId: other.id });
    await inviteLawyer(db, invited.id, lawyerId, lawyer.id, { expiresAt: hours(48) });
    const overdue = await createQuestion(db, { askerId: other.id });
    await inviteLawyer(db, overdue.id, lawyerId, lawyer.id, { expiresAt: hours(-1) });
    const declined = await createQuestion(db, { askerId: other.id });
    await inviteLawyer(db, declined.id, lawyerId, lawyer.id, { status: 'declined' });
    await inviteLawyer(db, invited.id, otherLawyerId, otherLawyer.id, { expiresAt: hours(48) });

    // The admin's queue: waiting for a lawyer (one open, one closed: not counted), and a slip to check.
    await createQuestion(db, { askerId: other.id, needsLawyerSince: NOW });
    await createQuestion(db, { askerId: other.id, needsLawyerSince: NOW, status: 'closed' });
    await createQuestion(db, { askerId: other.id, paymentStatus: 'slip_sent' });

    expect(await waitingCounts(db, { ...member, lawyerId: null }, NOW)).toEqual({
      unreadQuestions: 1,
      invitations: 0,
      unreadCases: 0,
      adminQueue: 0,
      slips: 0,
    });
    expect(await waitingCounts(db, { ...lawyer, lawyerId }, NOW)).toEqual({
      unreadQuestions: 0,
      invitations: 1,
      unreadCases: 1,
      adminQueue: 0,
      slips: 0,
    });
    expect(await waitingCounts(db, { ...otherLawyer, lawyerId: otherLawyerId }, NOW)).toMatchObject({
      invitations: 1,
      unreadCases: 0,
    });
    expect(await waitingCounts(db, { ...admin, lawyerId: null }, NOW)).toEqual({
      unreadQuestions: 0,
      invitations: 0,
      unreadCases: 0,
      adminQueue: 1,
      slips: 1,
    });
    // Someone who has none of this: all zero, whatever waits for others.
    expect(await waitingCounts(db, { ...other, lawyerId: null }, NOW)).toMatchObject({ unreadQuestions: 0 });
    // An admin flag or a listing of another person's gives no one else's counts: the listing's invitations are
    // the account's own (recipient), and the questions counted as unread are the viewer's own.
    expect(await waitingCounts(db, { id: other.id, isAdmin: false, lawyerId }, NOW)).toMatchObject({
      invitations: 0,
      unreadCases: 0,
    });

    // Reading the thread takes it off the count; the lawyer's reply after the read puts it back.
    await markQuestionRead(db, member, unread.id, at(5));
    expect((await waitingCounts(db, { ...member, lawyerId: null }, NOW)).unreadQuestions).toBe(0);
    await markQuestionRead(db, lawyer, read.id, at(5));
    expect((await waitingCounts(db, { ...lawyer, lawyerId }, NOW)).unreadCases).toBe(0);
    await createMessage(db, { questionId: read.id, senderUserId: lawyer.id, createdAt: at(6) });
    expect((await waitingCounts(db, { ...member, lawyerId: null }, NOW)).unreadQuestions).toBe(1);
    // Once the open invitation expires (the clock passes it), it no longer waits.
    expect((await waitingCounts(db, { ...lawyer, lawyerId }, hours(49))).invitations).toBe(0);

    // The people a question's events concern: its asker and every invited lawyer, whatever their answer.
    expect((await questionParticipants(db, invited.id)).sort()).toEqual(
      [other.id, lawyer.id, otherLawyer.id].sort(),
    );
  });
});

describe('the admin counts at national size', () => {
  it('counts the slips waiting from their partial index, never by reading every question', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // Without other paths, a count that cannot use an index of its own shows as a scan of the whole table.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${slipsWaiting}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toMatch(/questions_slip_sent_idx/);
  });
});

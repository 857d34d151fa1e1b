import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionPaymentReference } from '#domain/fees.ts';
import type { Database } from '#server/db/client.ts';
import { feeDueQrPng, loadMemberSpaceData } from '#server/services/inbox/member-space.ts';
import { promptPayPayloadWithReference } from '#server/services/payments/payment-qr.ts';
import { markQuestionRead } from '#server/services/questions/question-reads.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createReviewRight,
  createUser,
  type FactoryUser,
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

const NOW = new Date('2026-11-10T05:00:00Z'); // 12:00 on 10 November 2026 in Bangkok
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);
const options = { payment: { promptPayId: '0812345678' }, authSecret: 'x'.repeat(32), now: NOW };
const spaceOf = (user: FactoryUser) => loadMemberSpaceData(database.db, user, options);

describe("the member's space", () => {
  it('gives each question its next step and unread count: a reply to read first, then what else asks something, then newest', async () => {
    const { db } = database;
    const asker = await createUser(db);
    const { id: lawyerId, user: lawyer } = await createLawyerWithUser(db, {
      name: 'ทนาย ขั้นตอน',
      nameEn: 'Lawyer Step',
    });
    // Paid, so that no fee due makes them something to do: only the conversation decides.
    const ask = (hours: number, values: Partial<Parameters<typeof createQuestion>[1]>) =>
      createQuestion(db, { askerId: asker.id, paymentStatus: 'paid', createdAt: hoursAgo(hours), ...values });
    const waiting = await ask(1, {});
    const finding = await ask(2, { needsLawyerSince: hoursAgo(1) });
    const talking = await ask(3, { status: 'assigned' });
    await inviteLawyer(db, talking.id, lawyerId, lawyer.id, { status: 'accepted' });
    const replied = await ask(4, { status: 'assigned' });
    await inviteLawyer(db, replied.id, lawyerId, lawyer.id, { status: 'accepted' });
    await createMessage(db, { questionId: replied.id, senderUserId: lawyer.id, createdAt: hoursAgo(3) });
    await createMessage(db, { questionId: replied.id, senderUserId: lawyer.id, createdAt: hoursAgo(2) });
    await createMessage(db, { questionId: replied.id, senderUserId: asker.id, createdAt: hoursAgo(1) });
    const toReview = await ask(5, { status: 'closed' });
    await createReviewRight(db, {
      userId: asker.id,
      lawyerId,
      questionId: toReview.id,
      openedAt: hoursAgo(5),
    });
    const closed = await ask(6, { status: 'closed' });
    // The newest, with its fee due: something to do, after the reply to read.
    const owing = await ask(0.5, { paymentStatus: 'unpaid' });

    const { rows: questions } = (await spaceOf(asker)).questions;
    expect(questions.map((q) => [q.id, q.next, q.unread, q.todo])).toEqual([
      [replied.id, 'read', 2, true],
      [owing.id, 'waiting', 0, true],
      [toReview.id, 'review', 0, true],
      [waiting.id, 'waiting', 0, false],
      [finding.id, 'finding', 0, false],
      [talking.id, 'talk', 0, false],
      [closed.id, 'closed', 0, false],
    ]);
    expect(questions.find((q) => q.id === talking.id)?.acceptedLawyers).toEqual([
      { name: 'ทนาย ขั้นตอน', nameEn: 'Lawyer Step', nameZh: null, nameLatin: null },
    ]);

    // Opening the question reads it: no unread message is left, and the step is the conversation again.
    await markQuestionRead(db, asker, replied.id, NOW);
    const after = (await spaceOf(asker)).questions.rows.find((q) => q.id === replied.id);
    expect([after?.next, after?.unread, after?.todo]).toEqual(['talk', 0, false]);
    // The lawyer's next message is unread again.
    await createMessage(db, {
      questionId: replied.id,
      senderUserId: lawyer.id,
      createdAt: new Date(NOW.getTime() + 1000),
    });
    expect((await spaceOf(asker)).questions.rows.find((q) => q.id === replied.id)?.unread).toBe(1);
  });

  it('lists a fee due with its QR only for an unpaid open or assigned question of the viewer', async () => {
    const { db } = database;
    const asker = await createUser(db);
    const other = await createUser(db);
    const due = await createQuestion(db, { askerId: asker.id, feeBaht: 500, createdAt: hoursAgo(1) });
    const dueAssigned = await createQuestion(db, {
      askerId: asker.id,
      status: 'assigned',
      createdAt: hoursAgo(2),
    });
    await createQuestion(db, { askerId: asker.id, paymentStatus: 'paid' });
    await createQuestion(db, { askerId: asker.id, paymentStatus: 'slip_sent' });
    await createQuestion(db, { askerId: asker.id, status: 'closed' });
    await createQuestion(db, { askerId: asker.id, feeBaht: 0 });
    await createQuestion(db, { askerId: other.id });

    const space = await spaceOf(asker);
    expect(space.payments.rows.map((p) => p.questionId)).toEqual([due.id, dueAssigned.id]);
    const [first] = space.payments.rows;
    expect(first).toMatchObject({ feeBaht: 500, reference: questionPaymentReference(due.id) });
    expect(first?.qrSvg).toContain('<svg');
    expect(first?.hasQrPng).toBe(true);
    // A fee due is something to do, and the question says so.
    expect(space.questions.rows.find((q) => q.id === due.id)).toMatchObject({ paymentDue: true, todo: true });
    expect(space.questions.rows.filter((q) => q.paymentDue)).toHaveLength(2);

    // A PromptPay id that is not one: the fee is still due, without a QR.
    const broken = await loadMemberSpaceData(db, asker, { ...options, payment: { promptPayId: 'nope' } });
    expect(broken.payments.rows.map((p) => [p.questionId, p.qrSvg, p.hasQrPng])).toEqual([
      [due.id, null, false],
      [dueAssigned.id, null, false],
    ]);
  });

  it("gives a fee due's QR as a PNG to its asker only, and only while the fee is due", async () => {
    const { db } = database;
    const asker = await createUser(db);
    const other = await createUser(db);
    const due = await createQuestion(db, { askerId: asker.id, feeBaht: 500 });
    const paid = await createQuestion(db, { askerId: asker.id, paymentStatus: 'paid' });
    const closed = await createQuestion(db, { askerId: asker.id, status: 'closed' });

    const file = await feeDueQrPng(db, asker, due.id, options);
    const reference = questionPaymentReference(due.id);
    expect(file?.reference).toBe(reference);
    // A decoder reads the fee's payload with the question's reference from the PNG.
    const { data, info } = await sharp(file!.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      promptPayPayloadWithReference(options.payment.promptPayId, 500, reference),
    );

    expect(await feeDueQrPng(db, other, due.id, options)).toBeNull();
    expect(await feeDueQrPng(db, asker, paid.id, options)).toBeNull();
    expect(await feeDueQrPng(db, asker, closed.id, options)).toBeNull();
    expect(await feeDueQrPng(db, asker, due.id, { ...options, payment: { promptPayId: 'nope' } })).toBeNull();
    await expect(feeDueQrPng(db, null, due.id, options)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("lists the client's own appointment requests only, upcoming first, soonest first, then the past", async () => {
    const { db } = database;
    const client = await createUser(db);
    const other = await createUser(db);
    const { id: lawyerId } = await createLawyerWithUser(db, { name: 'ทนาย นัดหมาย', nameZh: '预约律师' });
    const later = await createAppointment(db, { userId: client.id, lawyerId, preferredDate: '2026-11-20' });
    const today = await createAppointment(db, {
      userId: client.id,
      preferredDate: '2026-11-10',
      timeSlot: '15:00',
    });
    const past = await createAppointment(db, {
      userId: client.id,
      preferredDate: '2026-10-01',
      status: 'completed',
    });
    const longAgo = await createAppointment(db, { userId: client.id, preferredDate: '2026-01-05' });
    await createAppointment(db, { userId: other.id, preferredDate: '2026-11-12' });
    await createAppointment(db, { userId: null, preferredDate: '2026-11-13' });

    const { rows: appointments } = (await spaceOf(client)).appointments;
    expect(appointments.map((a) => [a.id, a.upcoming])).toEqual([
      [today.id, true],
      [later.id, true],
      [past.id, false],
      [longAgo.id, false],
    ]);
    // Each with its reference: the member's space links it to its receipt, /{lang}/booking/{reference}.
    expect(appointments.map((a) => a.reference)).toEqual([
      today.reference,
      later.reference,
      past.reference,
      longAgo.reference,
    ]);
    expect(appointments[1]).toMatchObject({
      lawyerName: 'ทนาย นัดหมาย',
      lawyerNameZh: '预约律师',
      timeSlot: '10:00',
      meetingType: 'office',
      status: 'requested',
    });
    expect(appointments[0]?.lawyerId).toBeNull();
    expect((await spaceOf(other)).appointments.rows).toHaveLength(1);
  });

  it('lists the open review rights, not the lapsed ones nor those of another person', async () => {
    const { db } = database;
    const member = await createUser(db);
    const other = await createUser(db);
    const { id: lawyerId } = await createLawyerWithUser(db, { name: 'ทนาย รีวิว' });
    const open = await createReviewRight(db, { userId: member.id, lawyerId, openedAt: hoursAgo(24) });
    await createReviewRight(db, { userId: member.id, lawyerId, openedAt: hoursAgo(24 * 91) });
    await createReviewRight(db, { userId: other.id, lawyerId, openedAt: hoursAgo(24) });

    const space = await spaceOf(member);
    expect(space.reviewRights.map((r) => [r.id, r.lawyerName])).toEqual([[open.id, 'ทนาย รีวิว']]);
    // The question that opened it was not closed: it says to talk, not to review.
    expect(space.questions.rows.find((q) => q.id === open.questionId)?.next).toBe('talk');
  });

  it('refuses a visitor', async () => {
    await expect(loadMemberSpaceData(database.db, null, options)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

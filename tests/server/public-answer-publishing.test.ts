import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAnswerSlug } from '#domain/public-answers.ts';
import { statesFee } from '#domain/schemas/public-answer.ts';
import { fixedT } from '#i18n/index.ts';
import { adminAuditLog, emailOutbox, publicAnswers, questions } from '#server/db/schema/index.ts';
import { deleteAccount } from '#server/services/accounts/delete-account.ts';
import { optInPublicAnswer } from '#server/services/answers/opt-in-public-answer.ts';
import { publicAnswerForQuestion } from '#server/services/answers/public-answer-for-question.ts';
import {
  listPublicAnswersForReview,
  reviewPublicAnswer,
} from '#server/services/answers/review-public-answer.ts';
import { withdrawPublicAnswer } from '#server/services/answers/withdraw-public-answer.ts';
import { writePublicAnswer } from '#server/services/answers/write-public-answer.ts';
import { eraseQuestionText } from '#server/services/questions/erase-question-text.ts';
import {
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// A public answer's life (docs/product-rules.md, "Public answers"): the asker opts in with the redacted text, the
// accepted lawyer writes the public answer, an administrator publishes or sends it back; the asker withdraws at
// any time, and erasing the question or deleting the account withdraws it in the same change. Each step refuses
// everyone else, and a refusal changes nothing.

let server: TestServer;
const db = () => server.database.db;
let admin: FactoryUser;
let member: FactoryUser;
let otherLawyer: { id: string; user: FactoryUser };

const NOW = new Date('2026-11-20T03:00:00.000Z');
const LATER = new Date('2026-11-21T03:00:00.000Z');
const PHONE = '081-234-5678';
const QUESTION_TEXT = `ผมถูกนายจ้างเลิกจ้างโดยไม่บอกล่วงหน้า ติดต่อผมได้ที่ ${PHONE} ผมควรเรียกร้องค่าชดเชยอย่างไรบ้างครับ`;
const ANSWER =
  'ตามพระราชบัญญัติคุ้มครองแรงงาน นายจ้างที่เลิกจ้างโดยไม่บอกกล่าวล่วงหน้าต้องจ่ายค่าจ้างแทนการบอกกล่าวล่วงหน้า และค่าชดเชยตามอายุงาน ท่านยื่นคำร้องต่อพนักงานตรวจแรงงานได้โดยไม่เสียค่าใช้จ่าย';
const mail = () => ({ mailer: server.runtime.mailer, publicUrl: 'http://localhost:3000' });

/** A question of a new asker, answered by its accepted lawyer in the thread, with another lawyer only invited. */
async function answeredQuestion(options: { answered?: boolean } = {}) {
  const asker = await createUser(db(), { name: `ผู้ถาม ${crypto.randomUUID().slice(0, 6)}` });
  const lawyer = await createLawyerWithUser(db(), { name: `ทนายตอบ ${crypto.randomUUID().slice(0, 6)}` });
  const invited = await createLawyerWithUser(db(), { name: `ทนายเชิญ ${crypto.randomUUID().slice(0, 6)}` });
  const question = await createQuestion(db(), {
    askerId: asker.id,
    title: 'ถูกเลิกจ้างไม่บอกล่วงหน้า',
    content: QUESTION_TEXT,
    specialties: ['แรงงาน'],
    province: 'เชียงใหม่',
    contactPhone: PHONE,
    status: 'assigned',
  });
  await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
  await inviteLawyer(db(), question.id, invited.id, invited.user.id);
  await createMessage(db(), { questionId: question.id, senderUserId: asker.id, message: 'ช่วยด้วยครับ' });
  if (options.answered !== false)
    await createMessage(db(), {
      questionId: question.id,
      senderUserId: lawyer.user.id,
      message: `คุณมีสิทธิได้รับค่าชดเชย โทรหาผมที่ ${PHONE} ก็ได้`,
    });
  return { asker, lawyer, invited, question };
}

const optIn = (asker: FactoryUser, questionId: string, input: object = {}) =>
  optInPublicAnswer(
    db(),
    asker,
    questionId,
    { title: 'ถูกเลิกจ้างไม่บอกล่วงหน้า', questionText: QUESTION_TEXT, ...input },
    { ...mail(), lang: 'th', now: NOW },
  );

const rowOf = async (questionId: string) =>
  (await db().select().from(publicAnswers).where(eq(publicAnswers.questionId, questionId)))[0] ?? null;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: Error & { code?: string; fields?: Record<string, string> }) =>
      e.fields && Object.keys(e.fields).length > 0 ? Object.values(e.fields)[0] : e.message,
  );

/** A question taken through opt-in and the lawyer's answer: awaiting review. */
async function awaitingReview() {
  const world = await answeredQuestion();
  await optIn(world.asker, world.question.id);
  await writePublicAnswer(db(), world.lawyer.user, world.question.id, { answerText: ANSWER }, NOW);
  return { ...world, answer: (await rowOf(world.question.id))! };
}

const publish = (answerId: string, actor: FactoryUser = admin) =>
  reviewPublicAnswer(
    db(),
    mail(),
    actor,
    {
      decision: 'publish',
      answerId,
      title: 'ถูกเลิกจ้าง',
      questionText: QUESTION_TEXT.replace(PHONE, '[เบอร์โทร]'),
      answerText: ANSWER,
    },
    LATER,
  );

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { name: 'answers-admin', profileType: 'admin', twoFactorEnabled: true });
  member = await createUser(db(), { name: 'answers-member' });
  otherLawyer = await createLawyerWithUser(db(), { name: 'ทนายอื่น' });
});

afterAll(async () => {
  await server?.close();
});

describe(`publishing a public answer on ${engineName()}`, () => {
  it('offers the asker the redacted question once the accepted lawyer answered, and stores it redacted again', async () => {
    const { asker, lawyer, question } = await answeredQuestion();
    const view = await publicAnswerForQuestion(db(), asker, question.id, 'th', NOW);
    expect(view?.role).toBe('asker');
    const offered = view?.role === 'asker' ? view.optIn : null;
    expect(offered?.questionText).not.toContain(PHONE);
    expect(offered?.questionText).toContain(fixedT('th')('redaction.phone'));
    // The browser sent the phone back (the asker typed it again): stored redacted all the same.
    const row = await optIn(asker, question.id);
    expect(row).toMatchObject({
      status: 'awaiting_lawyer',
      lawyerId: lawyer.id,
      lang: 'th',
      caseType: 'แรงงาน',
      province: 'เชียงใหม่',
      optedInAt: NOW,
    });
    expect(row.questionText).not.toContain(PHONE);
    // The lawyer is told, by the notices of a question's thread.
    const told = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, 'public-answer-opted-in'), eq(emailOutbox.toAddress, lawyer.user.email)),
      );
    expect(told).toHaveLength(1);
  });

  it('an English question is stored as English, its phone in English neutral words', async () => {
    const { asker, question } = await answeredQuestion();
    const row = await optIn(asker, question.id, {
      title: 'Fired without notice',
      questionText: `My employer fired me without notice, call me on ${PHONE}. What can I claim?`,
    });
    expect(row.lang).toBe('en');
    expect(row.questionText).toContain(fixedT('en')('redaction.phone'));
  });

  it('refuses to opt in (translated, nothing stored): another member, a lawyer, no answer yet, erased text, twice, bad input', async () => {
    const { asker, lawyer, invited, question } = await answeredQuestion();
    expect(await codeOf(optIn(member, question.id))).toBe('NOT_FOUND');
    expect(await codeOf(optIn(lawyer.user, question.id))).toBe('FORBIDDEN');
    expect(await codeOf(optIn(invited.user, question.id))).toBe('FORBIDDEN');
    expect(await codeOf(optIn(asker, question.id, { questionText: 'สั้นไป' }))).toBe(
      'publicAnswers.errors.questionTooShort',
    );
    expect(await rowOf(question.id)).toBeNull();

    const unanswered = await answeredQuestion({ answered: false });
    expect(await codeOf(optIn(unanswered.asker, unanswered.question.id))).toBe(
      'publicAnswers.errors.noAnswer',
    );
    expect(await rowOf(unanswered.question.id)).toBeNull();
    expect(fixedT('th')('publicAnswers.errors.noAnswer')).toMatch(/ทนายความ/);
    expect(fixedT('zh')('publicAnswers.errors.noAnswer')).toMatch(/律师/);

    await optIn(asker, question.id);
    expect(await codeOf(optIn(asker, question.id))).toBe('publicAnswers.errors.alreadyOptedIn');

    const erased = await answeredQuestion();
    await eraseQuestionText(db(), erased.asker, erased.question.id, NOW);
    expect(await codeOf(optIn(erased.asker, erased.question.id))).toBe('publicAnswers.errors.erased');
    expect(await rowOf(erased.question.id)).toBeNull();
  });

  it('the accepted lawyer gets a redacted draft of their messages and sends the public answer for review', async () => {
    const { asker, lawyer, question } = await answeredQuestion();
    await optIn(asker, question.id);
    const view = await publicAnswerForQuestion(db(), lawyer.user, question.id, 'th', NOW);
    expect(view?.role).toBe('lawyer');
    const draft = view?.role === 'lawyer' ? view.draft : null;
    expect(draft).toContain('คุณมีสิทธิได้รับค่าชดเชย');
    expect(draft).not.toContain(PHONE);
    const row = await writePublicAnswer(db(), lawyer.user, question.id, { answerText: ANSWER }, LATER);
    expect(row).toMatchObject({ status: 'awaiting_review', answerText: ANSWER, answeredAt: LATER });
  });

  it('refuses the public answer of anyone but its lawyer, one that states fees, and a second one', async () => {
    const { asker, lawyer, invited, question } = await answeredQuestion();
    await optIn(asker, question.id);
    expect(await codeOf(writePublicAnswer(db(), otherLawyer.user, question.id, { answerText: ANSWER }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(writePublicAnswer(db(), invited.user, question.id, { answerText: ANSWER }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(writePublicAnswer(db(), asker, question.id, { answerText: ANSWER }))).toBe(
      'FORBIDDEN',
    );
    const withFee = `${ANSWER} ค่าทนายประมาณ 30,000 บาท`;
    expect(await codeOf(writePublicAnswer(db(), lawyer.user, question.id, { answerText: withFee }))).toBe(
      'publicAnswers.errors.fees',
    );
    expect(fixedT('th')('publicAnswers.errors.fees')).toMatch(/ค่าทนาย/);
    expect(fixedT('en')('publicAnswers.errors.fees')).toMatch(/fees/);
    expect(await rowOf(question.id)).toMatchObject({ status: 'awaiting_lawyer', answerText: null });
    await writePublicAnswer(db(), lawyer.user, question.id, { answerText: ANSWER });
    expect(await codeOf(writePublicAnswer(db(), lawyer.user, question.id, { answerText: ANSWER }))).toBe(
      'publicAnswers.errors.notAwaitingLawyer',
    );
  });

  it('reads fees near an amount in the three languages, not a fee word alone nor a number alone', () => {
    expect(statesFee('ค่าทนาย 5,000 บาท')).toBe(true);
    expect(statesFee('ค่าวิชาชีพประมาณ 20000')).toBe(true);
    expect(statesFee('The legal fee is about 3000 baht')).toBe(true);
    expect(statesFee('律师费大约 5000 泰铢')).toBe(true);
    expect(statesFee('ค่าทนายตกลงกันเองได้')).toBe(false);
    expect(statesFee('มาตรา 118 กำหนดค่าชดเชย')).toBe(false);
  });

  it('the administrator publishes the corrected texts: slug once, audited, the asker and the lawyer told', async () => {
    const { asker, lawyer, answer } = await awaitingReview();
    const queue = await listPublicAnswersForReview(db(), admin);
    expect(queue.awaiting.map((a) => a.id)).toContain(answer.id);
    const published = await publish(answer.id);
    expect(published).toMatchObject({ status: 'published', publishedAt: LATER, reviewedBy: admin.id });
    expect(published.slug).toBe(publicAnswerSlug('ถูกเลิกจ้าง', answer.id));
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, answer.id));
    expect(audit.map((a) => a.action)).toEqual(['publicAnswer.publish']);
    const told = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'public-answer-published'));
    expect(told.map((e) => e.toAddress)).toEqual(expect.arrayContaining([asker.email, lawyer.user.email]));
    expect((await listPublicAnswersForReview(db(), admin)).published.map((a) => a.id)).toContain(answer.id);
    // Seen by the asker with its address.
    const view = await publicAnswerForQuestion(db(), asker, answer.questionId, 'th', LATER);
    expect(view?.answer).toMatchObject({ status: 'published', slug: published.slug });
  });

  it('refuses every decision of a non-administrator and a publish without its texts; nothing changes', async () => {
    const { asker, lawyer, answer } = await awaitingReview();
    for (const actor of [member, asker, lawyer.user])
      expect(await codeOf(publish(answer.id, actor))).toBe('FORBIDDEN');
    expect(await codeOf(listPublicAnswersForReview(db(), member))).toBe('FORBIDDEN');
    expect(
      await codeOf(
        reviewPublicAnswer(db(), mail(), admin, { decision: 'publish', answerId: answer.id, title: 'x' }),
      ),
    ).toBe('publicAnswers.errors.questionTooShort');
    expect(
      await codeOf(reviewPublicAnswer(db(), mail(), admin, { decision: 'reject', answerId: answer.id })),
    ).toBe('publicAnswers.errors.reasonRequired');
    expect(await rowOf(answer.questionId)).toEqual(answer);
  });

  it('a sent-back answer goes back to the lawyer with the reason, who answers again', async () => {
    const { lawyer, answer } = await awaitingReview();
    const rejected = await reviewPublicAnswer(
      db(),
      mail(),
      admin,
      { decision: 'reject', answerId: answer.id, reason: 'ยังมีชื่อบริษัทอยู่' },
      LATER,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectedReason: 'ยังมีชื่อบริษัทอยู่' });
    const told = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'public-answer-sent-back'));
    expect(told.some((e) => e.textBody.includes('ยังมีชื่อบริษัทอยู่'))).toBe(true);
    const again = await writePublicAnswer(db(), lawyer.user, answer.questionId, { answerText: ANSWER });
    expect(again.status).toBe('awaiting_review');
  });

  it('the asker withdraws: not published at once; only the asker may; unpublish by an administrator too', async () => {
    const { asker, lawyer, answer } = await awaitingReview();
    await publish(answer.id);
    expect(await codeOf(withdrawPublicAnswer(db(), lawyer.user, answer.questionId))).toBe('FORBIDDEN');
    expect(await codeOf(withdrawPublicAnswer(db(), member, answer.questionId))).toBe('NOT_FOUND');
    expect((await rowOf(answer.questionId))?.status).toBe('published');
    await withdrawPublicAnswer(db(), asker, answer.questionId, LATER);
    expect(await rowOf(answer.questionId)).toMatchObject({ status: 'withdrawn', withdrawnAt: LATER });
    expect(await codeOf(withdrawPublicAnswer(db(), asker, answer.questionId))).toBe(
      'publicAnswers.errors.notOptedIn',
    );
    // Opting in again starts over; the slug stays.
    const slug = (await rowOf(answer.questionId))?.slug;
    const again = await optIn(asker, answer.questionId);
    expect(again).toMatchObject({ status: 'awaiting_lawyer', answerText: null, publishedAt: null, slug });

    const other = await awaitingReview();
    await publish(other.answer.id);
    const unpublished = await reviewPublicAnswer(db(), mail(), admin, {
      decision: 'unpublish',
      answerId: other.answer.id,
    });
    expect(unpublished.status).toBe('withdrawn');
  });

  it('erasing the question text or deleting the account withdraws the public answer in the same change', async () => {
    const erased = await awaitingReview();
    await publish(erased.answer.id);
    await eraseQuestionText(db(), erased.asker, erased.question.id, LATER);
    expect(await rowOf(erased.question.id)).toMatchObject({ status: 'withdrawn', withdrawnAt: LATER });

    const deleted = await awaitingReview();
    await publish(deleted.answer.id);
    await deleteAccount(db(), deleted.asker.id, deleted.asker.password, { now: LATER });
    expect(await rowOf(deleted.question.id)).toMatchObject({ status: 'withdrawn' });
    const [q] = await db().select().from(questions).where(eq(questions.id, deleted.question.id));
    expect(q?.createdBy).toBeNull();
  });
});

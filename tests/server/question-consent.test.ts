import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionAction, submitQuestion } from '#app/features/questions/questions.server.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { askSchema } from '#domain/schemas/question.ts';
import { fixedT } from '#i18n/index.ts';
import { emailOutbox, messages, questionRecipients, questions } from '#server/db/schema/index.ts';
import { exportPersonalData } from '#server/services/accounts/export-personal-data.ts';
import { getMatchingData } from '#server/services/admin/questions/get-matching-data.ts';
import { listQuestionsForAdmin } from '#server/services/admin/questions/list-questions-for-admin.ts';
import { askQuestionAndMatch } from '#server/services/questions/ask-question.ts';
import { eraseQuestionText } from '#server/services/questions/erase-question-text.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { createUser, type FactoryUser, viewerOf } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// Explicit consent for a question's sensitive data (docs/product-rules.md, "Questions"; PDPA s.26): asked for by
// the ask form, refused without it with nothing stored; its version and time stored and exported; the asker's
// erasure of the question's text, which its participants see instead of the text.

let server: TestServer;
const db = () => server.database.db;
let asker: FactoryUser;
let lawyer: FactoryUser;
let otherLawyer: FactoryUser;
let member: FactoryUser;
let admin: FactoryUser;

const T0 = new Date('2026-11-20T03:00:00.000Z');
const ERASED_AT = new Date('2026-11-21T09:30:00.000Z');

const rows = async (table: typeof questions | typeof questionRecipients | typeof emailOutbox) =>
  Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);

const askForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request('http://localhost:3000/th/ask', { method: 'POST', body: form });
};

const questionPost = (id: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request(`http://localhost:3000/th/question/${id}`, { method: 'POST', body: form });
};

/** A refused action's answer (`data(...)` of react-router: the body and its status). */
type Refusal = { data: { ok: false; code: string; fields: Record<string, string> }; init: ResponseInit };

const ctx = () => ({ mailer: server.runtime.mailer, publicUrl: 'http://localhost:3000', now: T0 });

beforeAll(async () => {
  server = await createTestServer();
  asker = await createUser(db(), { name: 'consent-asker', email: 'consent-asker@example.com' });
  member = await createUser(db(), { name: 'consent-member' });
  lawyer = await createUser(db(), {
    name: 'consent-lawyer',
    email: 'consent-lawyer@example.com',
    profileType: 'lawyer',
    lawyer: { name: 'ทนายยินยอม', experienceAreas: ['แพ่ง'] },
  });
  otherLawyer = await createUser(db(), {
    name: 'consent-other-lawyer',
    profileType: 'lawyer',
    lawyer: { name: 'ทนายอื่น', experienceAreas: ['อาญา'] },
  });
  admin = await createUser(db(), { name: 'consent-admin', profileType: 'admin', twoFactorEnabled: true });
});

afterAll(async () => {
  await server?.close();
});

describe(`explicit consent when asking on ${engineName()}`, () => {
  it('the ask page refuses a question without the consent: a translated error at the checkbox, nothing stored', async () => {
    const before = {
      questions: await rows(questions),
      recipients: await rows(questionRecipients),
      emails: await rows(emailOutbox),
    };
    const result = (await submitQuestion(
      server.context(viewerOf(asker)),
      askForm({ title: 'ไม่ยินยอม', content: 'รายละเอียดที่ไม่ควรเก็บ', specialties: 'แพ่ง' }),
    )) as unknown as Refusal;
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, fields: { consent: 'ask.errors.consent' } });
    expect(fixedT('th').dynamic(result.data.fields.consent!)).toBe(
      'กรุณาให้ความยินยอมสำหรับข้อมูลอ่อนไหวก่อนส่งคำถาม',
    );
    expect(fixedT('en').dynamic(result.data.fields.consent!)).toBe(
      'Please give your consent for sensitive data before sending your question',
    );
    expect(fixedT('zh').dynamic(result.data.fields.consent!)).toBe('提交问题前，请先同意敏感信息的处理');
    // Nothing stored: no question, no invitation, no e-mail.
    expect({
      questions: await rows(questions),
      recipients: await rows(questionRecipients),
      emails: await rows(emailOutbox),
    }).toEqual(before);
  });

  it('the checkbox must be ticked: anything but the form\'s "on" (or true) is no consent', () => {
    const base = { title: 't', content: 'c', specialties: ['แพ่ง'] };
    for (const consent of [undefined, '', 'off', 'false', false, 'yes'])
      expect(askSchema.safeParse({ ...base, consent }).success).toBe(false);
    expect(askSchema.safeParse({ ...base, consent: 'on' }).success).toBe(true);
    expect(askSchema.safeParse({ ...base, consent: true }).success).toBe(true);
  });

  it('the ask page stores a consented question with the consent version and the time', async () => {
    const before = Date.now();
    const result = await submitQuestion(
      server.context(viewerOf(asker)),
      askForm({
        title: 'ยินยอมแล้ว',
        content: 'รายละเอียดที่ยินยอม',
        specialties: 'แพ่ง',
        languages: 'ไทย',
        consent: 'on',
      }),
    );
    expect((result as Response).status).toBe(302);
    const [row] = await db().select().from(questions).where(eq(questions.title, 'ยินยอมแล้ว'));
    expect(row?.consentVersion).toBe(QUESTION_CONSENT_VERSION);
    expect(row!.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.consentedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.textErasedAt).toBeNull();
  });

  it('stores the time of the consent by the clock of the asking, and the export lists it', async () => {
    const { id } = await askQuestionAndMatch(
      db(),
      asker,
      { title: 'เวลาความยินยอม', content: 'ตามนาฬิกา', specialties: ['แพ่ง'], consent: true },
      ctx(),
      { now: T0 },
    );
    const [row] = await db().select().from(questions).where(eq(questions.id, id));
    expect(row).toMatchObject({ consentVersion: QUESTION_CONSENT_VERSION, consentedAt: T0 });
    const exported = await exportPersonalData(db(), asker.id);
    const listed = exported.questions.find((q) => q.id === id);
    expect(listed).toMatchObject({
      title: 'เวลาความยินยอม',
      consent: { version: QUESTION_CONSENT_VERSION, givenAt: T0.toISOString() },
      textErasedAt: null,
    });
  });
});

describe(`erasing a question's text on ${engineName()}`, () => {
  const TITLE = 'ถูกดำเนินคดีอาญาเรื่องยาเสพติด';
  const CONTENT = 'ผมเคยมีประวัติรักษาอาการทางจิต และกำลังหย่ากับภรรยา';
  let id: string;

  beforeAll(async () => {
    // Asked and matched: the lawyer is invited and e-mailed (the title in the e-mail), accepts, and both write.
    id = (
      await askQuestionAndMatch(
        db(),
        asker,
        { title: TITLE, content: CONTENT, specialties: ['แพ่ง'], consent: true },
        ctx(),
        { now: T0 },
      )
    ).id;
    await db()
      .update(questionRecipients)
      .set({ status: 'accepted', respondedAt: T0 })
      .where(eq(questionRecipients.questionId, id));
    await db().update(questions).set({ status: 'assigned' }).where(eq(questions.id, id));
    const post = (who: FactoryUser, message: string) =>
      postMessage(db(), who, id, { message }, { events: server.runtime.events, ...ctx() });
    await post(asker, 'ข้อความลับของผู้ถาม');
    await post(lawyer, 'คำตอบของทนาย');
    const mails = await db().select().from(emailOutbox);
    expect(mails.some((m) => m.textBody.includes(TITLE))).toBe(true);
  });

  const text = async () =>
    (
      await db()
        .select({ title: questions.title, content: questions.content, erasedAt: questions.textErasedAt })
        .from(questions)
        .where(eq(questions.id, id))
    )[0];

  it('refuses everyone but the asker, changing nothing', async () => {
    const refusedBy = async (viewer: Parameters<TestServer['context']>[0]) =>
      (
        (await questionAction(
          server.context(viewer),
          questionPost(id, { intent: 'erase' }),
          id,
        )) as unknown as Refusal
      ).init.status;
    expect(await refusedBy(null)).toBe(401);
    expect(await refusedBy(viewerOf(member))).toBe(404);
    expect(await refusedBy(viewerOf(otherLawyer))).toBe(404);
    expect(await refusedBy(viewerOf(lawyer))).toBe(403);
    expect(await refusedBy({ ...viewerOf(admin), isAdmin: true })).toBe(403);
    expect(await text()).toEqual({ title: TITLE, content: CONTENT, erasedAt: null });
  });

  it('the asker erases it from the question page: the text is gone from the database', async () => {
    const answer = await questionAction(
      server.context(viewerOf(asker)),
      questionPost(id, { intent: 'erase' }),
      id,
    );
    expect(answer).toMatchObject({ ok: true, intent: 'erase' });
    const after = await text();
    expect(after?.title).toBeNull();
    expect(after?.content).toBeNull();
    expect(after?.erasedAt).toBeInstanceOf(Date);
    // The asker's own messages go; the lawyer's stay.
    const thread = await db().select().from(messages).where(eq(messages.questionId, id));
    expect(thread.map((m) => m.message)).toEqual(['คำตอบของทนาย']);
    // Nowhere in the database's question rows, messages or stored e-mails.
    const found = await db().execute(sql`
      SELECT (SELECT count(*) FROM questions WHERE title = ${TITLE} OR content = ${CONTENT})
        + (SELECT count(*) FROM messages WHERE message = 'ข้อความลับของผู้ถาม')
        + (SELECT count(*) FROM email_outbox
           WHERE strpos(text_body, ${TITLE}) > 0 OR strpos(coalesce(html_body, ''), ${TITLE}) > 0
             OR strpos(subject, ${TITLE}) > 0) AS n`);
    expect(Number((found.rows[0] as { n: number | string }).n)).toBe(0);
    // The invitation e-mail now names the question as erased.
    const invitations = (await db().select().from(emailOutbox)).filter((m) => m.kind === 'invitation');
    expect(invitations.filter((m) => m.textBody.includes('"คำถามที่ผู้ถามลบข้อความแล้ว"'))).toHaveLength(1);
    expect(invitations.filter((m) => m.htmlBody?.includes('&quot;คำถามที่ผู้ถามลบข้อความแล้ว&quot;'))).toHaveLength(
      1,
    );
  });

  it('erasing again changes nothing (the time of the first erasure stays)', async () => {
    const first = (await text())!.erasedAt!;
    const again = await eraseQuestionText(db(), asker, id, ERASED_AT);
    expect(again.erasedAt).toBe(first.toISOString());
    expect((await text())!.erasedAt).toEqual(first);
  });

  it('its participants see that the asker erased it and when, instead of the text', async () => {
    const erasedAt = (await text())!.erasedAt!.toISOString();
    for (const viewer of [lawyer, { ...admin, isAdmin: true }, asker]) {
      const view = await getQuestionForViewer(db(), viewer, id);
      expect(view).toMatchObject({ title: null, content: null, textErasedAt: erasedAt, canErase: false });
    }
    const invited = (await listInvitedCases(db(), lawyer)).find((c) => c.questionId === id);
    expect(invited).toMatchObject({ title: null, content: null });
    expect(invited?.textErasedAt?.toISOString()).toBe(erasedAt);
    const listed = await listQuestionsForAdmin(db(), { ...admin, isAdmin: true });
    expect(listed.rows.find((r) => r.id === id)?.title).toBeNull();
    expect((await listQuestionsForAdmin(db(), { ...admin, isAdmin: true }, { q: 'ยาเสพติด' })).total).toBe(0);
    const matching = await getMatchingData(db(), { ...admin, isAdmin: true }, id);
    expect(matching.question).toMatchObject({ title: null, preview: null, textErasedAt: erasedAt });
    expect((await listThreadPage(db(), lawyer, id)).messages.map((m) => m.message)).toEqual(['คำตอบของทนาย']);
    // The notice the page shows, in three languages.
    expect(fixedT('en')('question.erased.notice', { date: 'D' })).toBe(
      'The asker erased this question’s text on D',
    );
    expect(fixedT('th')('question.erased.notice', { date: 'D' })).toBe('ผู้ถามลบข้อความของคำถามนี้เมื่อ D');
    expect(fixedT('zh')('question.erased.notice', { date: 'D' })).toBe('提问者已于 D 删除此问题的文字');
  });

  it('e-mails after the erasure name the question as erased, and no lawyer is invited to it any more', async () => {
    const at = new Date(T0.getTime() + 3600_000);
    await postMessage(
      db(),
      lawyer,
      id,
      { message: 'ยังอยู่ไหมครับ' },
      { events: server.runtime.events, ...ctx(), now: at },
    );
    const toAsker = await server.latestEmail(asker.email);
    expect(toAsker?.kind).toBe('new-message');
    expect(toAsker?.textBody).toContain('คำถามที่ผู้ถามลบข้อความแล้ว');
    // Put back to open without lawyers: auto-match leaves an erased question alone.
    await db().update(questions).set({ status: 'open' }).where(eq(questions.id, id));
    await db().delete(questionRecipients).where(eq(questionRecipients.questionId, id));
    expect(await autoMatchQuestion(db(), id, { ...ctx(), now: at })).toEqual([]);
  });

  it('the asker’s data export shows the erasure and the consent, without the text', async () => {
    const exported = await exportPersonalData(db(), asker.id);
    const listed = exported.questions.find((q) => q.id === id);
    expect(listed).toMatchObject({
      title: null,
      content: null,
      consent: { version: QUESTION_CONSENT_VERSION, givenAt: T0.toISOString() },
    });
    expect(listed?.textErasedAt).toBe((await text())!.erasedAt!.toISOString());
    expect(JSON.stringify(exported)).not.toContain(TITLE);
  });
});

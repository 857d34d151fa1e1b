import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountAction, loadAccount } from '#app/features/accounts/account.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { AppError } from '#domain/errors.ts';
import type { Notice, NoticeChannel } from '#domain/notices.ts';
import {
  accounts,
  emailOutbox,
  lawyers,
  lineFollowers,
  noticePreferences,
  questionRecipients,
} from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { retryDueEmails } from '#server/mail/retry.ts';
import { deleteAccount } from '#server/services/accounts/delete-account.ts';
import { exportPersonalData } from '#server/services/accounts/export-personal-data.ts';
import { rejectApplication } from '#server/services/admin/applications/reject-application.ts';
import { listUndeliveredEmails } from '#server/services/admin/emails/list-undelivered-emails.ts';
import { resendEmail } from '#server/services/admin/emails/resend-email.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { notifyInvited } from '#server/services/questions/matching.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  createApplication,
  createLawyerWithUser,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { bangkokDay, publicHolidayDays } from './helpers/bangkok-days.ts';
import { type FakeLineApi, startFakeLineApi } from './helpers/line-api.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from './helpers/server.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

const TOKEN = 'test-channel-access-token';
let line: FakeLineApi;
let server: TestServer;
let plain: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  line = await startFakeLineApi();
  [server, plain] = await Promise.all([
    createTestServer({ LINE_MESSAGING_ACCESS_TOKEN: TOKEN, LINE_MESSAGING_API_URL: line.url }),
    createTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), plain?.close(), line?.close()]);
});
beforeEach(() => {
  line.pushes.length = 0;
});

/** A person with a LINE sign-in (`accounts` row of provider 'line'), following the official account or not. */
async function lineUser(
  target: TestServer,
  options: { following?: boolean; locale?: 'th' | 'en' | 'zh'; confirmed?: boolean; lawyer?: boolean } = {},
) {
  const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
  const account = { locale: options.locale, confirmed: options.confirmed };
  const listing = options.lawyer ? await createLawyerWithUser(target.database.db, {}, account) : null;
  const user = listing?.user ?? (await createUser(target.database.db, account));
  await target.database.db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: lineUserId, providerId: 'line', userId: user.id });
  if (options.following !== undefined)
    await target.database.db
      .insert(lineFollowers)
      .values({ lineUserId, following: options.following, changedAt: new Date() });
  return { ...user, lineUserId, lawyerId: listing?.id ?? null };
}

const choose = (target: TestServer, userId: string, notice: Notice, channel: NoticeChannel) =>
  target.database.db.insert(noticePreferences).values({ userId, notice, channel });

const rowsTo = (target: TestServer, to: string) =>
  target.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

const ctxOf = (target: TestServer, now = new Date()) => ({
  mailer: target.runtime.mailer,
  publicUrl: TEST_ORIGIN,
  events: target.runtime.events,
  now,
});

/** A question asked by `asker`, accepted by a new lawyer; the lawyer is answered. */
async function acceptedQuestion(target: TestServer, asker: FactoryUser, title = 'ที่ดินมรดก') {
  const lawyer = await createLawyerWithUser(target.database.db, {});
  const question = await createQuestion(target.database.db, {
    askerId: asker.id,
    title,
    content: 'รายละเอียดลับของคดี: โฉนดเลขที่ 1234',
  });
  const invitation = await inviteLawyer(target.database.db, question.id, lawyer.id, lawyer.user.id);
  await acceptInvitation(target.database.db, lawyer.user, invitation.id, ctxOf(target));
  return { question, lawyer };
}

describe('the channel of a notice', () => {
  it('is LINE by default for a LINE account that follows the official account: the push reaches LINE with the token, the person, their language, the link and no legal details', async () => {
    const asker = await lineUser(server, { following: true, locale: 'en' });
    const { question } = await acceptedQuestion(server, asker, 'Inherited land');

    expect(line.pushes).toHaveLength(1);
    const [push] = line.pushes;
    expect(push!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(push!.to).toBe(asker.lineUserId);
    const text = push!.messages[0]!.text!;
    expect(push!.messages[0]!.type).toBe('text');
    expect(text).toContain('A lawyer accepted your question «Inherited land»');
    expect(text).toContain(`${TEST_ORIGIN}/en/question/${question.id}`);
    expect(text).not.toContain('1234');
    const rows = await rowsTo(server, asker.lineUserId);
    expect(rows).toMatchObject([{ channel: 'line', status: 'sent', kind: 'case-accepted', locale: 'en' }]);
    // The retry key is the outbox row: a repeated request is one push for LINE.
    expect(push!.retryKey).toBe(rows[0]!.id);
    expect(await rowsTo(server, asker.email)).toEqual([]);
  });

  it('is e-mail by default when the LINE account does not follow the official account, or there is none', async () => {
    for (const asker of [
      await lineUser(server, { following: false }),
      await lineUser(server),
      await createUser(db()),
    ]) {
      await acceptedQuestion(server, asker);
      expect(await rowsTo(server, asker.email)).toMatchObject([{ channel: 'email', kind: 'case-accepted' }]);
    }
    expect(line.pushes).toEqual([]);
  });

  it('follows the person’s choice: e-mail, LINE or both', async () => {
    const byEmail = await lineUser(server, { following: true });
    await choose(server, byEmail.id, 'acceptance', 'email');
    const byLine = await lineUser(server, { following: false });
    await choose(server, byLine.id, 'acceptance', 'line');
    const both = await lineUser(server, { following: true });
    await choose(server, both.id, 'acceptance', 'both');
    for (const asker of [byEmail, byLine, both]) await acceptedQuestion(server, asker);

    expect(line.pushes.map((p) => p.to)).toEqual([byLine.lineUserId, both.lineUserId]);
    expect((await rowsTo(server, byEmail.email)).map((r) => r.channel)).toEqual(['email']);
    expect(await rowsTo(server, byLine.email)).toEqual([]);
    expect((await rowsTo(server, both.email)).map((r) => r.channel)).toEqual(['email']);
    expect((await rowsTo(server, both.lineUserId)).map((r) => r.channel)).toEqual(['line']);
  });

  it('sends an e-mail only to a confirmed address: a LINE-only account is told by LINE alone', async () => {
    const asker = await lineUser(server, { following: true, confirmed: false });
    await choose(server, asker.id, 'acceptance', 'both');
    await acceptedQuestion(server, asker);
    expect(line.pushes.map((p) => p.to)).toEqual([asker.lineUserId]);
    expect(await rowsTo(server, asker.email)).toEqual([]);
  });

  it('is always e-mail without LINE_MESSAGING_ACCESS_TOKEN, whatever the choice', async () => {
    const asker = await lineUser(plain, { following: true });
    await choose(plain, asker.id, 'acceptance', 'line');
    await acceptedQuestion(plain, asker);
    expect(line.pushes).toEqual([]);
    expect(await rowsTo(plain, asker.lineUserId)).toEqual([]);
    expect(await rowsTo(plain, asker.email)).toMatchObject([{ channel: 'email', kind: 'case-accepted' }]);
  });
});

describe('the notices by LINE', () => {
  it('invitation: the routed lawyer in their language, with the link to the question, marked notified', async () => {
    const lawyer = await lineUser(server, { following: true, locale: 'zh', lawyer: true });
    const asker = await createUser(db());
    const question = await createQuestion(db(), {
      askerId: asker.id,
      title: '劳动合同',
      content: '秘密细节 5678',
    });
    const invitation = await inviteLawyer(db(), question.id, lawyer.lawyerId!, lawyer.id, {
      notifiedAt: null,
    });
    await notifyInvited(
      db(),
      ctxOf(server),
      [
        {
          recipientId: invitation.id,
          userId: lawyer.id,
          email: lawyer.email,
          name: lawyer.name,
          locale: 'zh',
        },
      ],
      question.title,
      question.id,
    );
    expect(line.pushes).toHaveLength(1);
    expect(line.pushes[0]!.to).toBe(lawyer.lineUserId);
    expect(line.pushes[0]!.messages[0]!.text).toBe(
      `有一个问题转给了您 «劳动合同»：请在 48 小时内接受。\n${TEST_ORIGIN}/zh/question/${question.id}`,
    );
    const [row] = await db()
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.id, invitation.id));
    expect(row!.notifiedAt).not.toBeNull();
  });

  it('message: at most once per MESSAGE_EMAIL_THROTTLE_MINUTES by LINE too, never the message itself', async () => {
    const asker = await lineUser(server, { following: true });
    const { question, lawyer } = await acceptedQuestion(server, asker, 'สัญญาเช่า');
    line.pushes.length = 0;
    const t0 = new Date();
    const post = (text: string, minutes: number) =>
      postMessage(
        db(),
        lawyer.user,
        question.id,
        { message: text },
        ctxOf(server, new Date(t0.getTime() + minutes * 60_000)),
      );
    await post('ข้อความลับที่หนึ่ง', 0);
    await post('ข้อความลับที่สอง', 1);
    expect(line.pushes).toHaveLength(1);
    expect(line.pushes[0]!.messages[0]!.text).toBe(
      `มีคำตอบใหม่ในคำถามของคุณ «สัญญาเช่า»\n${TEST_ORIGIN}/th/question/${question.id}`,
    );
    await post('ข้อความลับที่สาม', 60);
    expect(line.pushes).toHaveLength(2);
    expect(line.pushes.every((p) => !p.messages[0]!.text!.includes('ข้อความลับ'))).toBe(true);
  });

  it('message to the accepted lawyer: a message on the case they accepted, not on "your question"', async () => {
    const lawyer = await lineUser(server, { following: true, locale: 'en', lawyer: true });
    const asker = await createUser(db());
    const question = await createQuestion(db(), { askerId: asker.id, title: 'Lease' });
    const invitation = await inviteLawyer(db(), question.id, lawyer.lawyerId!, lawyer.id);
    await acceptInvitation(db(), lawyer, invitation.id, ctxOf(server));
    line.pushes.length = 0;
    await postMessage(db(), asker, question.id, { message: 'secret details' }, ctxOf(server));
    expect(line.pushes.map((p) => p.messages[0]!.text)).toEqual([
      `New message on the case you accepted «Lease».\n${TEST_ORIGIN}/en/question/${question.id}`,
    ]);
  });

  it('application: the decision by LINE, as chosen', async () => {
    const applicant = await lineUser(server, { following: false, locale: 'en' });
    await choose(server, applicant.id, 'application', 'line');
    const application = await createApplication(db(), { userId: applicant.id });
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    const result = await rejectApplication(db(), admin, application.id, ctxOf(server));
    expect(result.emailed).toBe(true);
    expect(line.pushes.map((p) => p.messages[0]!.text)).toEqual([
      `Your lawyer application was not approved.\n${TEST_ORIGIN}/en/apply`,
    ]);
  });
});

describe('appointment requests to a lawyer whose listing is linked to an account', () => {
  /** A working day (not a Sunday, not a public holiday) two or more days ahead, in Bangkok. */
  let holidays: ReadonlySet<string> = new Set();
  beforeAll(async () => {
    holidays = await publicHolidayDays(db());
  });
  const workday = () => bangkokDay(2, (w, day) => w === 0 || holidays.has(day));
  const book = (lawyerId: string) =>
    createAppointmentRequest(
      db(),
      server.runtime.mailer,
      {
        name: 'สมหญิง ทดสอบ',
        phone: '081-234-5678',
        specialty: 'ครอบครัว',
        description: 'เรื่องหย่าและสิทธิเลี้ยงดูบุตร',
        urgency: 'normal',
        date: workday(),
        time: '10:00',
        meetingType: 'video',
        locale: 'th',
        lawyerId,
      },
      {
        networkEmail: 'network@tanai.test',
        publicUrl: TEST_ORIGIN,
        authSecret: server.runtime.config.authSecret,
      },
    );

  it('go by LINE to a lawyer who follows the official account, in their language, without the client’s details; the network still by e-mail', async () => {
    const lawyer = await lineUser(server, { following: true, locale: 'en', lawyer: true });
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.lawyerId!));
    const { reference } = await book(listing!.id);
    const pushes = line.pushes.map((p) => [p.to, p.messages[0]!.text] as const);
    expect(pushes).toHaveLength(1);
    const [to, text] = pushes[0]!;
    expect(to).toBe(lawyer.lineUserId);
    // The reference, when, and their calendar (never the client's receipt link, name, phone or description).
    expect(text).toMatch(
      new RegExp(
        `^You have a new appointment request ${reference} \\(.+ 10:00\\)\\.\n${TEST_ORIGIN}/en/account/calendar$`,
      ),
    );
    expect(text).not.toMatch(/สมหญิง|081-234-5678|หย่า/);
    if (listing!.email) expect(await rowsTo(server, listing!.email)).toEqual([]);
    expect(await rowsTo(server, 'network@tanai.test')).not.toEqual([]);
  });

  it('go by e-mail to the listing’s address when the lawyer does not follow the official account', async () => {
    const lawyer = await lineUser(server, { following: false, locale: 'en', lawyer: true });
    await db().update(lawyers).set({ email: 'practice@lawyer.test' }).where(eq(lawyers.id, lawyer.lawyerId!));
    const result = await book(lawyer.lawyerId!);
    expect(line.pushes).toEqual([]);
    expect(result.notified).toContain('practice@lawyer.test');
    expect(await rowsTo(server, 'practice@lawyer.test')).toMatchObject([
      { channel: 'email', kind: 'appointment-request', locale: 'en' },
    ]);
    expect(await rowsTo(server, lawyer.email)).toEqual([]);
  });
});

describe('a push LINE refuses', () => {
  for (const status of [400, 429]) {
    it(`(${status}) is given up with its short error and the notice goes by e-mail at once`, async () => {
      const asker = await lineUser(server, { following: true });
      line.answerNext(status);
      await acceptedQuestion(server, asker);
      expect(line.pushes).toHaveLength(1);
      const [push] = await rowsTo(server, asker.lineUserId);
      expect(push).toMatchObject({ channel: 'line', status: 'given_up', nextAttemptAt: null });
      expect(push!.lastError).toMatch(new RegExp(`^LINE ${status}: `));
      expect(await rowsTo(server, asker.email)).toMatchObject([{ channel: 'email', kind: 'case-accepted' }]);
    });
  }

  it('that does not arrive (LINE cannot be reached) is given up and the notice goes by e-mail at once', async () => {
    const closed = await startFakeLineApi();
    await closed.close();
    const unreachable = await createTestServer({
      LINE_MESSAGING_ACCESS_TOKEN: TOKEN,
      LINE_MESSAGING_API_URL: closed.url,
    });
    try {
      const asker = await lineUser(unreachable, { following: true });
      await acceptedQuestion(unreachable, asker);
      const [push] = await rowsTo(unreachable, asker.lineUserId);
      expect(push).toMatchObject({ channel: 'line', status: 'given_up' });
      expect(push!.lastError).toBeTruthy();
      expect(await rowsTo(unreachable, asker.email)).toMatchObject([
        { channel: 'email', kind: 'case-accepted' },
      ]);
    } finally {
      await unreachable.close();
    }
  });

  it('is never sent again: neither by the retry job nor by an administrator’s “send again now”', async () => {
    const asker = await lineUser(server, { following: true });
    line.answerNext(500);
    await acceptedQuestion(server, asker);
    const [push] = await rowsTo(server, asker.lineUserId);
    expect(push!.lastError).toMatch(/^LINE 500: /);
    // The admin e-mails screen lists it with its channel.
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    expect((await listUndeliveredEmails(db(), admin)).rows.find((e) => e.id === push!.id)).toMatchObject({
      channel: 'line',
      toAddress: asker.lineUserId,
    });
    // Even a LINE row left as if due again is not taken by the job (it would go by SMTP to a LINE user id).
    await db()
      .update(emailOutbox)
      .set({ status: 'failed', nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.id, push!.id));
    const smtp: TestSmtp = await startSmtp();
    try {
      const mailer = createMailer(db(), { smtpUrl: smtp.url, from: 'x@tanai.test' });
      await retryDueEmails(db(), mailer);
      expect(smtp.received.filter((m) => m.to.includes(asker.lineUserId))).toEqual([]);
      const refusal = await resendEmail(db(), admin, mailer, push!.id).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).message).toBe('adminEmails.errors.linePush');
    } finally {
      await smtp.close();
    }
    const [after] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, push!.id)));
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(line.pushes).toHaveLength(1);
  });
});

describe('the account page’s “How we notify you”', () => {
  const load = (target: TestServer, p: FactoryUser) =>
    loadAccount(target.context(viewerOf(p)), new URL(`${TEST_ORIGIN}/th/account`));
  const post = (target: TestServer, p: FactoryUser, fields: Record<string, string>) =>
    accountAction(
      target.context(viewerOf(p)),
      new Request(`${TEST_ORIGIN}/th/account`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'notices', ...fields }),
      }),
    );
  const choicesOf = (target: TestServer, userId: string) =>
    target.database.db
      .select({ notice: noticePreferences.notice, channel: noticePreferences.channel })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, userId));
  /** A refusal's status and message (`actionError`'s answer). */
  const refusal = (answer: unknown) => {
    const { data, init } = answer as { data: { code: string; intent: string }; init: { status: number } };
    return { status: init.status, code: data.code, intent: data.intent };
  };

  it('is shown only with the access token and a LINE link, with each notice’s channel (the default rule) and, when not following, the link to add the official account', async () => {
    const following = await lineUser(server, { following: true });
    expect((await load(server, following)).notices).toEqual({
      following: true,
      officialAccount: '@tanai',
      channels: {
        invitation: 'line',
        acceptance: 'line',
        message: 'line',
        application: 'line',
        appointment: 'line',
      },
    });
    const notFollowing = await lineUser(server);
    await choose(server, notFollowing.id, 'message', 'both');
    expect((await load(server, notFollowing)).notices).toMatchObject({
      following: false,
      channels: { invitation: 'email', message: 'both' },
    });
    expect((await load(server, await createUser(db()))).notices).toBeNull();
    expect((await load(plain, await lineUser(plain, { following: true }))).notices).toBeNull();
  });

  it('stores the choices posted and goes back to the account page with a message', async () => {
    const person = await lineUser(server, { following: true });
    const answer = await post(server, person, { 'notice:message': 'email', 'notice:invitation': 'both' });
    if (!(answer instanceof Response)) throw new Error('expected a redirect');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/th/account#account-notices');
    expect(answer.headers.get('set-cookie')).toBe(setFlash('noticesSaved'));
    await post(server, person, { 'notice:message': 'line' });
    expect(await choicesOf(server, person.id)).toEqual(
      expect.arrayContaining([
        { notice: 'message', channel: 'line' },
        { notice: 'invitation', channel: 'both' },
      ]),
    );
    expect(await choicesOf(server, person.id)).toHaveLength(2);
  });

  it('refuses an unknown notice or channel with a translated error, changing nothing', async () => {
    const person = await lineUser(server, { following: true });
    const refused: Record<string, string>[] = [
      { 'notice:message': 'email', 'notice:newsletter': 'email' },
      { 'notice:message': 'sms' },
      {},
    ];
    for (const fields of refused) {
      expect(refusal(await post(server, person, fields))).toEqual({
        status: 400,
        code: 'account.notices.errors.unknown',
        intent: 'notices',
      });
    }
    expect(await choicesOf(server, person.id)).toEqual([]);
  });

  it('refuses LINE for someone without a LINE link, or while LINE notices are off; e-mail is fine', async () => {
    const unlinked = await createUser(db());
    for (const channel of ['line', 'both']) {
      expect(
        refusal(await post(server, unlinked, { 'notice:acceptance': 'email', 'notice:message': channel })),
      ).toEqual({
        status: 409,
        code: 'account.notices.errors.notLinked',
        intent: 'notices',
      });
    }
    expect(await choicesOf(server, unlinked.id)).toEqual([]);
    const linked = await lineUser(plain, { following: true });
    expect(refusal(await post(plain, linked, { 'notice:message': 'line' })).code).toBe(
      'account.notices.errors.notLinked',
    );
    expect((await post(server, unlinked, { 'notice:message': 'email' })) instanceof Response).toBe(true);
  });
});

describe('download my data', () => {
  it('holds the LINE user id, whether it follows the official account, the notice choices and the LINE messages sent (not their text)', async () => {
    const person = await lineUser(server, { following: true });
    await choose(server, person.id, 'message', 'both');
    await acceptedQuestion(server, person, 'คดีลับ');
    const { notices } = await exportPersonalData(db(), person.id);
    expect(notices).toMatchObject({
      lineUserId: person.lineUserId,
      followsOfficialAccount: true,
      choices: [{ notice: 'message', channel: 'both' }],
      lineMessagesSent: [{ kind: 'case-accepted', status: 'sent' }],
    });
    expect(JSON.stringify(notices)).not.toContain('คดีลับ');
    const without = await createUser(db());
    expect((await exportPersonalData(db(), without.id)).notices).toEqual({
      lineUserId: null,
      followsOfficialAccount: null,
      choices: [],
      lineMessagesSent: [],
    });
  });

  it('deleting the account deletes the LINE messages sent to it and the notice choices', async () => {
    const person = await lineUser(server, { following: true });
    await choose(server, person.id, 'message', 'line');
    await acceptedQuestion(server, person);
    expect(await rowsTo(server, person.lineUserId)).toHaveLength(1);
    await deleteAccount(db(), person.id, person.password);
    expect(await rowsTo(server, person.lineUserId)).toEqual([]);
    expect(
      await db().select().from(noticePreferences).where(eq(noticePreferences.userId, person.id)),
    ).toEqual([]);
  });
});

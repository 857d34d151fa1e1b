import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountAction,
  downloadPersonalData,
  personalDataFileName,
} from '#app/features/accounts/account.server.ts';
import { setFlash } from '#app/lib/flash.server.ts';
import { AppError } from '#domain/errors.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { bayesianRating } from '#domain/reviews.ts';
import { fixedT } from '#i18n/index.ts';
import { publicDataSize, readPublicData } from '#server/cache/public-data.ts';
import {
  accounts,
  adminAuditLog,
  appointmentRequests,
  emailOutbox,
  lawyerApplications,
  lawyers,
  messages,
  profiles,
  questionRecipients,
  questions,
  reviewRights,
  reviews,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#server/db/schema/index.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { logger } from '#server/logger.ts';
import {
  ANONYMISED_NAME,
  ANONYMISED_PHONE,
  deleteAccount,
} from '#server/services/accounts/delete-account.ts';
import { exportPersonalData } from '#server/services/accounts/export-personal-data.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { openQuestionReviewRight } from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createApplication,
  createAppointment,
  createLawyer,
  createMessage,
  createQuestion,
  createReview,
  createUser,
  ESTABLISHED,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, linkIn, type TestServer } from './helpers/server.ts';
import { lawyerUploads } from './helpers/uploads.ts';

let server: TestServer;
const db = () => server.database.db;

interface Person {
  id: string;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

let ipCounter = 10;
const nextIp = () => `10.0.1.${ipCounter++}`;

/** A person signed up, confirmed and signed in through better-auth (with the consent the form sends). */
async function signUpPerson(name: string, email: string, password = 'secret-123'): Promise<Person> {
  const created = await server.authPost(
    '/sign-up/email',
    {
      name,
      email,
      password,
      locale: 'th',
      callbackURL: '/th/auth?confirmed=1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
    },
    { ip: nextIp() },
  );
  expect(created.status).toBe(200);
  const mail = await server.latestEmail(email);
  const link = new URL(linkIn(mail!.textBody));
  await server.request(`${link.pathname}${link.search}`);
  const signedIn = await signInAs(email, password);
  expect(signedIn.status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return { id: user!.id, email, password, name, cookie: cookieHeader(signedIn) };
}

const signInAs = (email: string, password: string) =>
  server.authPost('/sign-in/email', { email, password }, { ip: nextIp() });

/** A lawyer account with a verified listing linked to it. */
async function makeLawyer(name: string, email: string) {
  const person = await signUpPerson(name, email);
  const listing = await createLawyer(db(), { name, userId: person.id, province: 'กรุงเทพมหานคร' });
  return { person, lawyerId: listing.id };
}

async function expectAppError(promise: Promise<unknown>, code: string, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
}

const T0 = new Date('2026-11-25T03:00:00Z');
const inHours = (h: number) => new Date(T0.getTime() + h * 3600_000);

let asker: Person;
let other: Person;
let lawyer: { person: Person; lawyerId: string };
let openQuestionId: string;
let assignedQuestionId: string;
let otherQuestionId: string;
let cardKey: string;
let avatarKey: string;
let askerReviewId: string;

const ASKER_REVIEW = 'ทนายอธิบายเรื่องแนวเขตที่ดินชัดเจน แนะนำค่ะ';

/**
 * A review of the lawyer by `author` through a right opened by the lawyer's message in a question the lawyer
 * accepted (`questionId`, or a new one).
 */
async function reviewLawyer(
  author: { id: string },
  stars: number,
  text: string,
  day: number,
  questionId?: string,
) {
  let id = questionId;
  if (!id) {
    id = (await createQuestion(db(), { askerId: author.id, status: 'closed' })).id;
    await inviteLawyer(db(), id, lawyer.lawyerId, lawyer.person.id, { status: 'accepted' });
  }
  await openQuestionReviewRight(db(), id, lawyer.person.id, inHours(3));
  const [right] = await db().select().from(reviewRights).where(eq(reviewRights.questionId, id));
  const stored = await submitReview(
    db(),
    { id: author.id, isAdmin: false },
    {
      rightId: right!.id,
      stars,
      communication: 5,
      responsiveness: 4,
      valueForMoney: 4,
      text,
      showName: 'on',
    },
    inHours(24 * day),
  );
  return stored.id;
}

beforeAll(async () => {
  server = await createTestServer({ AUTH_ATTEMPTS_PER_MINUTE: '200' });
  asker = await signUpPerson('สมศรี ผู้ถาม', 'asker@example.com');
  // A second session of the asker, from another device.
  await signInAs(asker.email, asker.password);
  other = await signUpPerson('บุคคล อื่น', 'other@example.com');
  lawyer = await makeLawyer('ทนาย รับเคส', 'lawyer@example.com');

  // The asker's questions: one the lawyer accepted (with a thread), one still open with a live invitation.
  const assigned = await createQuestion(db(), {
    askerId: asker.id,
    title: 'ที่ดินถูกรุกล้ำ',
    content: 'เพื่อนบ้านสร้างรั้วเข้ามา',
    contactPhone: '081-555-0101',
    contactLine: 'asker_line',
    status: 'assigned',
  });
  assignedQuestionId = assigned.id;
  await inviteLawyer(db(), assignedQuestionId, lawyer.lawyerId, lawyer.person.id, {
    status: 'accepted',
    invitedAt: T0,
    expiresAt: inHours(48),
    respondedAt: inHours(1),
  });
  await createMessage(db(), {
    questionId: assignedQuestionId,
    senderUserId: asker.id,
    message: 'สวัสดีค่ะทนาย',
    createdAt: inHours(2),
  });
  await createMessage(db(), {
    questionId: assignedQuestionId,
    senderUserId: lawyer.person.id,
    message: 'ส่งสำเนาโฉนดมาได้เลย',
    createdAt: inHours(3),
  });
  const open = await createQuestion(db(), {
    askerId: asker.id,
    title: 'ค่าจ้างค้างจ่าย',
    content: 'นายจ้างไม่จ่ายค่าจ้าง',
    specialties: ['แรงงาน'],
    contactPhone: '081-555-0202',
  });
  openQuestionId = open.id;
  await inviteLawyer(db(), openQuestionId, lawyer.lawyerId, lawyer.person.id);

  // Someone else's question, contact details and e-mail: never part of the asker's download.
  const theirs = await createQuestion(db(), {
    askerId: other.id,
    title: 'คำถามของคนอื่น',
    content: 'เรื่องส่วนตัวของอีกคน',
    specialties: ['ครอบครัว'],
    contactPhone: '089-999-0000',
    contactLine: 'other_line',
  });
  otherQuestionId = theirs.id;

  // The asker applied as a lawyer (licence, business card file), started an own profile, booked an appointment,
  // has two-factor sign-in, a pending reset token and (as if an admin) an audit entry.
  cardKey = `business-cards/${asker.id}/${randomUUID()}.jpg`;
  avatarKey = `avatars/${asker.id}/${randomUUID()}.webp`;
  await server.runtime.storage.put(cardKey, Buffer.from('card'), 'image/jpeg');
  await server.runtime.storage.put(avatarKey, Buffer.from('avatar'), 'image/webp');
  await createApplication(db(), {
    userId: asker.id,
    fullName: 'สมศรี ผู้ถาม',
    licenseNumber: 'ท.12345/2560',
    businessCardKey: cardKey,
    avatarUrl: `/files/public/${avatarKey}`,
  });
  await createLawyer(db(), { name: 'สมศรี ผู้ถาม', userId: asker.id, verified: false, experienceAreas: [] });
  await createAppointment(db(), {
    userId: asker.id,
    name: 'สมศรี ผู้ถาม',
    phone: '081-555-0303',
    email: asker.email,
    description: 'ขอปรึกษาเรื่องที่ดิน',
    preferredDate: '2026-12-01',
    meetingType: 'phone',
  });
  await createAppointment(db(), {
    userId: other.id,
    name: 'บุคคล อื่น',
    phone: '089-999-0001',
    specialty: 'ครอบครัว',
    preferredDate: '2026-12-02',
    timeSlot: '11:00',
  });
  await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, asker.id));
  await db().insert(twoFactors).values({
    id: randomUUID(),
    userId: asker.id,
    secret: 'TOTP-SECRET-ASKER',
    backupCodes: 'BACKUP-CODES-ASKER',
  });
  await db()
    .insert(verifications)
    .values({
      id: randomUUID(),
      identifier: 'reset-password:RESET-TOKEN-ASKER',
      value: asker.id,
      expiresAt: inHours(1000_000),
    });
  await db()
    .insert(adminAuditLog)
    .values({ actorUserId: asker.id, action: 'test-action', entityType: 'category', entityId: 'category-1' });

  // The lawyer answered the asker's question, which opened the asker's right to review them; the asker and two
  // other clients reviewed the lawyer (three published reviews: the listing shows a figure).
  // The asker has been a member long before the question (a new account's review would be held).
  await db().update(users).set({ createdAt: ESTABLISHED }).where(eq(users.id, asker.id));
  askerReviewId = await reviewLawyer(asker, 5, ASKER_REVIEW, 1, assignedQuestionId);
  await reviewLawyer(
    await createUser(db(), { name: 'ลูกความ สอง', createdAt: ESTABLISHED }),
    4,
    'ตอบเร็ว สุภาพ',
    2,
  );
  await reviewLawyer(await createUser(db(), { name: 'ลูกความ สาม', createdAt: ESTABLISHED }), 3, 'พอใช้ได้', 3);
});

afterAll(() => server.close());

describe(`personal data on ${engineName()}`, () => {
  it('records the consent given at sign-up', async () => {
    const [row] = await db().select().from(users).where(eq(users.id, asker.id));
    expect(row?.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row?.privacyConsentAt).toBeInstanceOf(Date);
  });

  it('refuses a sign-up without consent to the current notice', async () => {
    for (const privacyConsent of [undefined, '2000-01-01']) {
      const email = `no-consent-${privacyConsent ?? 'none'}@example.com`;
      const res = await server.authPost(
        '/sign-up/email',
        { name: 'ไม่ยินยอม', email, password: 'secret-123', locale: 'th', privacyConsent },
        { ip: nextIp() },
      );
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('PRIVACY_CONSENT_REQUIRED');
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('exports everything held about the person, and nothing of anyone else nor any secret', async () => {
    const data = await exportPersonalData(db(), asker.id, T0);
    const text = JSON.stringify(data);

    expect(data.user).toMatchObject({ id: asker.id, email: asker.email, name: asker.name });
    expect(data.profile?.fullName).toBe(asker.name);
    expect(data.consent.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]!.ipAddress).toMatch(/^10\.0\.1\./);
    expect(data.signInMethods).toEqual([{ providerId: 'credential', createdAt: expect.any(String) }]);
    expect(data.twoFactor).toEqual({ enabled: true });

    expect(data.questions.map((q) => q.title).sort()).toEqual(['ค่าจ้างค้างจ่าย', 'ที่ดินถูกรุกล้ำ']);
    const assigned = data.questions.find((q) => q.id === assignedQuestionId)!;
    expect(assigned).toMatchObject({ contactPhone: '081-555-0101', contactLine: 'asker_line' });
    expect(assigned.messages.map((m) => [m.fromMe, m.message])).toEqual([
      [true, 'สวัสดีค่ะทนาย'],
      [false, 'ส่งสำเนาโฉนดมาได้เลย'],
    ]);
    expect(assigned.lawyersWhoAccepted.map((l) => l.name)).toEqual(['ทนาย รับเคส']);
    expect(data.lawyerApplications).toHaveLength(1);
    expect(data.lawyerApplications[0]).toMatchObject({
      licenseNumber: 'ท.12345/2560',
      businessCardFile: cardKey,
    });
    // Every column of the application but the account's id and the deciding administrator's, in the table's order.
    expect(Object.keys(data.lawyerApplications[0]!)).toEqual([
      'id',
      'fullName',
      'phone',
      'email',
      'lineId',
      'licenseNumber',
      'title',
      'experienceAreas',
      'languages',
      'feeMin',
      'feeMax',
      'feeUnit',
      'education',
      'province',
      'district',
      'address',
      'website',
      'experience',
      'description',
      'avatarUrl',
      'businessCardFile',
      'status',
      'reviewedAt',
      'createdAt',
      'updatedAt',
    ]);
    expect(data.lawyerProfiles).toHaveLength(1);
    expect(data.appointmentRequests).toHaveLength(1);
    const [booking] = await db()
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, asker.id));
    expect(data.appointmentRequests[0]).toMatchObject({
      phone: '081-555-0303',
      description: 'ขอปรึกษาเรื่องที่ดิน',
      // The booking's reference and its start (10:00 in Bangkok), as its receipt and messages name them.
      reference: booking!.reference,
      startsAt: '2026-12-01T03:00:00.000Z',
      preferredDate: '2026-12-01',
    });
    expect(data.appointmentRequests[0]!.reference).toMatch(/^TN-[0-9A-Z]{6}$/);
    expect(data.emailsSent.map((e) => e.kind)).toContain('verify-email');
    expect(data.auditLog.map((a) => a.action)).toEqual(['test-action']);

    // No secrets: password hash, session tokens, two-factor secret and codes, reset tokens, e-mail bodies.
    const [credential] = await db().select().from(accounts).where(eq(accounts.userId, asker.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    for (const s of await db().select().from(sessions).where(eq(sessions.userId, asker.id)))
      expect(text).not.toContain(s.token);
    expect(text).not.toContain('TOTP-SECRET-ASKER');
    expect(text).not.toContain('BACKUP-CODES-ASKER');
    expect(text).not.toContain('RESET-TOKEN-ASKER');
    expect(text).not.toMatch(/verify-email\?token=|textBody|htmlBody|"password"/);
    // Nothing of the other person.
    for (const theirs of [
      other.email,
      other.id,
      'คำถามของคนอื่น',
      '089-999-0000',
      'other_line',
      '089-999-0001',
    ])
      expect(text).not.toContain(theirs);
    expect(text).not.toContain(otherQuestionId);

    // The lawyer's download has their invitations and own messages, not the asker's contact details.
    const lawyerData = JSON.stringify(await exportPersonalData(db(), lawyer.person.id));
    expect(lawyerData).toContain('ส่งสำเนาโฉนดมาได้เลย');
    expect(lawyerData).toContain(assignedQuestionId);
    expect(lawyerData).not.toContain('081-555-0101');
    expect(lawyerData).not.toContain('สวัสดีค่ะทนาย');
  });

  it('exports the review rights and the reviews written, and a listing’s reviews received without their authors’ accounts', async () => {
    // The lawyer disputes the asker's review: the reason is for the administrators, and the lawyer's own data.
    const disputeReason = 'เหตุผลโต้แย้งสำหรับผู้ดูแลเท่านั้น';
    await db()
      .update(reviews)
      .set({ disputeStatus: 'open', disputeReason, disputedAt: inHours(30) })
      .where(eq(reviews.id, askerReviewId));
    const data = await exportPersonalData(db(), asker.id, T0);
    expect(JSON.stringify(data)).not.toContain(disputeReason);
    expect(data.reviewsWritten[0]).toMatchObject({ disputeStatus: 'open' });
    expect(JSON.stringify(await exportPersonalData(db(), lawyer.person.id, T0))).toContain(disputeReason);
    expect(data.reviewRights).toEqual([
      {
        id: expect.any(String),
        lawyerName: 'ทนาย รับเคส',
        source: 'question',
        questionId: assignedQuestionId,
        appointmentId: null,
        openedAt: inHours(3).toISOString(),
        lapsesAt: inHours(3 + 90 * 24).toISOString(),
        invitedAt: null,
        meetingConfirmedAt: null,
      },
    ]);
    expect(data.reviewsWritten).toEqual([
      expect.objectContaining({
        id: askerReviewId,
        rightId: data.reviewRights[0]!.id,
        lawyerName: 'ทนาย รับเคส',
        authorName: 'สมศรี ผ.',
        source: 'question',
        consultedAt: inHours(3).toISOString(),
        stars: 5,
        communication: 5,
        responsiveness: 4,
        valueForMoney: 4,
        text: ASKER_REVIEW,
        status: 'published',
        createdAt: inHours(24).toISOString(),
        publishedAt: inHours(24).toISOString(),
      }),
    ]);
    // Only the asker's own review, and no id of the lawyer's listing or account.
    const text = JSON.stringify(data);
    for (const theirs of ['ตอบเร็ว สุภาพ', 'พอใช้ได้', lawyer.lawyerId, lawyer.person.id])
      expect(text).not.toContain(theirs);
    expect(data.reviewsReceived).toEqual([]);

    // The lawyer's download: the three reviews of their listing as shown, never the authors' accounts or rights.
    const received = await exportPersonalData(db(), lawyer.person.id, T0);
    expect(received.reviewsReceived.map((r) => [r.authorName, r.stars, r.text])).toEqual([
      ['สมศรี ผ.', 5, ASKER_REVIEW],
      ['ลูกความ ส.', 4, 'ตอบเร็ว สุภาพ'],
      ['ลูกความ ส.', 3, 'พอใช้ได้'],
    ]);
    expect(received.reviewRights).toEqual([]);
    expect(received.reviewsWritten).toEqual([]);
    const authors = await db().select({ id: reviews.authorId, rightId: reviews.rightId }).from(reviews);
    const lawyerText = JSON.stringify(received);
    for (const { id, rightId } of authors) {
      expect(lawyerText).not.toContain(id!);
      expect(lawyerText).not.toContain(rightId!);
    }
  });

  it('gives a lawyer only the published reviews of their listing, never a held or rejected one nor the administrator’s reason', async () => {
    const heldAuthor = await createUser(db(), { name: 'ผู้รีวิว รอตรวจ' });
    const rejectedAuthor = await createUser(db(), { name: 'ผู้รีวิว ถูกปฏิเสธ' });
    const held = await createReview(db(), {
      lawyerId: lawyer.lawyerId,
      authorId: heldAuthor.id,
      status: 'held',
      holdReason: 'burst',
      text: 'รีวิวที่ยังรอผู้ดูแลตรวจ',
    });
    const reason = 'เหตุผลของผู้ดูแลที่ส่งถึงผู้เขียนเท่านั้น';
    const rejected = await createReview(db(), {
      lawyerId: lawyer.lawyerId,
      authorId: rejectedAuthor.id,
      status: 'rejected',
      decisionReason: reason,
      text: 'รีวิวที่ผู้ดูแลปฏิเสธ',
    });
    try {
      const received = await exportPersonalData(db(), lawyer.person.id, T0);
      const lawyerText = JSON.stringify(received);
      for (const theirs of [held.id, rejected.id, 'รีวิวที่ยังรอผู้ดูแลตรวจ', 'รีวิวที่ผู้ดูแลปฏิเสธ', reason])
        expect(lawyerText).not.toContain(theirs);
      expect(received.reviewsReceived.map((r) => r.status)).toEqual(['published', 'published', 'published']);
      for (const r of received.reviewsReceived) {
        expect(r).not.toHaveProperty('holdReason');
        expect(r).not.toHaveProperty('decisionReason');
      }
      // Each author still finds their own review, its state and the administrator's reason in their download.
      const mine = await exportPersonalData(db(), rejectedAuthor.id, T0);
      expect(mine.reviewsWritten).toEqual([
        expect.objectContaining({ id: rejected.id, status: 'rejected', decisionReason: reason }),
      ]);
      const waiting = await exportPersonalData(db(), heldAuthor.id, T0);
      expect(waiting.reviewsWritten).toEqual([
        expect.objectContaining({ id: held.id, status: 'held', holdReason: 'burst' }),
      ]);
    } finally {
      await db()
        .delete(reviews)
        .where(inArray(reviews.id, [held.id, rejected.id]));
    }
  });

  it('serves the download as a JSON attachment, only to the signed-in person', async () => {
    const res = await downloadPersonalData(server.context(viewerOf(asker)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${personalDataFileName()}"`);
    expect(res.headers.get('content-disposition')).toMatch(/filename="tanai-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { user: { id: string } };
    expect(body.user.id).toBe(asker.id);

    // A visitor is sent to sign in and gets nothing.
    const refused = await downloadPersonalData(server.context(null)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get('location')).toMatch(/^\/th\/auth/);
    // The file name is the Bangkok date.
    expect(personalDataFileName(new Date('2026-11-30T18:00:00Z'))).toBe('tanai-data-2026-12-01.json');
  });

  it('changes nothing when the password is wrong', async () => {
    const before = await snapshot();
    await expectAppError(
      deleteAccount(db(), asker.id, 'not-the-password', { storage: server.runtime.storage }),
      'INVALID_INPUT',
      'account.delete.errors.wrongPassword',
    );
    await expectAppError(
      deleteAccount(db(), asker.id, '', {}),
      'INVALID_INPUT',
      'account.delete.errors.passwordRequired',
    );
    expect(await snapshot()).toEqual(before);
    expect(await server.runtime.storage.get(cardKey)).not.toBeNull();
  });

  it('the account page deletes nothing until its confirmation box is ticked; a wrong password is refused at its field', async () => {
    const before = await snapshot();
    const post = (fields: Record<string, string>) =>
      accountAction(
        server.context(viewerOf(asker)),
        new Request('http://localhost:3000/th/account', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'delete', ...fields }),
        }),
      );
    const unconfirmed = await post({ password: asker.password });
    if (unconfirmed instanceof Response) throw new Error('expected a refusal');
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({
      ok: false,
      intent: 'delete',
      fields: { confirm: 'account.delete.errors.confirmRequired' },
    });
    for (const lang of ['th', 'en', 'zh'] as const)
      expect(fixedT(lang)('account.delete.errors.confirmRequired')).not.toBe(
        'account.delete.errors.confirmRequired',
      );
    const wrong = await post({ password: 'not-the-password', confirm: 'on' });
    if (wrong instanceof Response) throw new Error('expected a refusal');
    expect(wrong.data).toMatchObject({
      ok: false,
      intent: 'delete',
      code: 'account.delete.errors.wrongPassword',
      fields: { password: 'account.delete.errors.wrongPassword' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('rolls everything back when a step of the deletion fails', async () => {
    const before = await snapshot();
    // Make the final step (deleting the user row) fail for this person only.
    await db().execute(
      sql.raw(`
      CREATE FUNCTION pdpa_test_block() RETURNS trigger AS $$
      BEGIN
        IF OLD.id = '${asker.id}' THEN RAISE EXCEPTION 'blocked by test'; END IF;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`),
    );
    await db().execute(
      sql.raw(
        'CREATE TRIGGER pdpa_test_block BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION pdpa_test_block()',
      ),
    );
    try {
      const failure = await deleteAccount(db(), asker.id, asker.password, {}).then(
        () => null,
        (e: unknown) => e as Error & { cause?: unknown },
      );
      expect(String(failure?.cause ?? failure)).toContain('blocked by test');
    } finally {
      await db().execute(sql.raw('DROP TRIGGER pdpa_test_block ON users'));
      await db().execute(sql.raw('DROP FUNCTION pdpa_test_block()'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('deletes the account: erased, anonymised, signed out everywhere; the thread stays for the lawyer', async () => {
    // A public page's data held in the cache, such as a profile with the asker's review.
    await readPublicData('profile-with-reviews', async () => 'cached');
    const cachedBeforeDeletion = publicDataSize();
    const result = await accountAction(
      server.context(viewerOf(asker)),
      new Request('http://localhost:3000/th/account', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'delete', password: asker.password, confirm: 'on' }),
      }),
    );
    // Home, which says so (the flash message), and the browser is told to forget the session cookie.
    if (!(result instanceof Response)) throw new Error('expected a redirect');
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/th');
    const setCookies = result.headers.getSetCookie();
    expect(setCookies.some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(setCookies).toContain(setFlash('accountDeleted'));

    // Account rows are gone; every session with them.
    expect(await db().select().from(users).where(eq(users.id, asker.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, asker.id))).toHaveLength(0);
    expect(await db().select().from(accounts).where(eq(accounts.userId, asker.id))).toHaveLength(0);
    expect(await db().select().from(profiles).where(eq(profiles.userId, asker.id))).toHaveLength(0);
    expect(await db().select().from(twoFactors).where(eq(twoFactors.userId, asker.id))).toHaveLength(0);
    expect(await db().select().from(verifications).where(eq(verifications.value, asker.id))).toHaveLength(0);
    const session = await server.request('/api/auth/get-session', { headers: { cookie: asker.cookie } });
    expect(await session.json()).toBeNull();

    // Questions stay, without the asker or their contact details, closed; the pending invitation expired.
    const asked = await db()
      .select()
      .from(questions)
      .where(inArray(questions.id, [assignedQuestionId, openQuestionId]));
    expect(asked).toHaveLength(2);
    for (const q of asked) {
      expect(q).toMatchObject({ createdBy: null, contactPhone: null, contactLine: null, status: 'closed' });
    }
    const [invitation] = await db()
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, openQuestionId));
    expect(invitation?.status).toBe('expired');
    const thread = await db().select().from(messages).where(eq(messages.questionId, assignedQuestionId));
    expect(thread).toHaveLength(2);
    expect(thread.find((m) => m.message === 'สวัสดีค่ะทนาย')?.senderUserId).toBeNull();
    expect(thread.find((m) => m.message === 'ส่งสำเนาโฉนดมาได้เลย')?.senderUserId).toBe(lawyer.person.id);

    // The accepted lawyer still sees the question and its thread, without the asker's identity or contact.
    const actor = { id: lawyer.person.id, isAdmin: false };
    const view = await getQuestionForViewer(db(), actor, assignedQuestionId);
    expect(view).toMatchObject({ role: 'accepted', askerDeleted: true, askerName: '', contact: null });
    const seen = (await listThreadPage(db(), actor, assignedQuestionId)).messages;
    expect(seen.map((m) => [m.sender.userId, m.message])).toEqual([
      [null, 'สวัสดีค่ะทนาย'],
      [lawyer.person.id, 'ส่งสำเนาโฉนดมาได้เลย'],
    ]);
    const cases = await listInvitedCases(db(), actor);
    const accepted = cases.find((c) => c.questionId === assignedQuestionId);
    expect(accepted).toMatchObject({ status: 'accepted', askerDeleted: true, contact: null });
    expect(JSON.stringify(cases)).not.toContain('081-555');

    // Appointment requests anonymised; the other person's untouched.
    const bookings = await db().select().from(appointmentRequests);
    const mine = bookings.find((b) => b.specialty === 'แพ่ง');
    expect(mine).toMatchObject({
      userId: null,
      name: ANONYMISED_NAME,
      phone: ANONYMISED_PHONE,
      email: null,
      description: null,
    });
    expect(bookings.find((b) => b.specialty === 'ครอบครัว')).toMatchObject({
      userId: other.id,
      name: 'บุคคล อื่น',
    });

    // E-mails to the address, applications and the unverified own profile are gone; files removed.
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, asker.email))).toHaveLength(
      0,
    );
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, other.email)),
    ).not.toHaveLength(0);
    expect(await db().select().from(lawyerApplications)).toHaveLength(0);
    expect(await db().select().from(lawyers).where(eq(lawyers.name, 'สมศรี ผู้ถาม'))).toHaveLength(0);
    expect(await server.runtime.storage.get(cardKey)).toBeNull();
    expect(await server.runtime.storage.get(avatarKey)).toBeNull();
    // The audit entry stays, unlinked.
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'test-action'));
    expect(entry?.actorUserId).toBeNull();

    // Their review keeps its stars, without their name and text ("former member"); their rights are gone; the
    // listing's figures are unchanged; the public data cache forgot what it held.
    const [review] = await db().select().from(reviews).where(eq(reviews.id, askerReviewId));
    expect(review).toMatchObject({
      authorId: null,
      authorName: null,
      text: null,
      rightId: null,
      stars: 5,
      communication: 5,
      status: 'published',
    });
    expect(await db().select().from(reviewRights).where(eq(reviewRights.userId, asker.id))).toHaveLength(0);
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.lawyerId));
    expect(listing).toMatchObject({ reviews: 3, rating: bayesianRating(3, 12) });
    expect(cachedBeforeDeletion).toBe(1);
    expect(publicDataSize()).toBe(0);
    const others = await db().select().from(reviews).where(eq(reviews.lawyerId, lawyer.lawyerId));
    expect(others.filter((r) => r.text !== null).map((r) => r.authorName)).toEqual([
      'ลูกความ ส.',
      'ลูกความ ส.',
    ]);

    // The old credentials no longer sign in; the address may sign up again as a new person.
    const refused = await signInAs(asker.email, asker.password);
    expect(refused.status).toBe(401);
    const again = await server.authPost(
      '/sign-up/email',
      {
        name: 'คนใหม่',
        email: asker.email,
        password: 'another-123',
        locale: 'th',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      },
      { ip: nextIp() },
    );
    expect(again.status).toBe(200);
    const [fresh] = await db().select().from(users).where(eq(users.email, asker.email));
    expect(fresh?.id).toBeDefined();
    expect(fresh?.id).not.toBe(asker.id);
    expect(await db().select().from(questions).where(eq(questions.createdBy, fresh!.id))).toHaveLength(0);
  });

  it('keeps a verified listing as the network’s, unlinked, when its lawyer deletes the account', async () => {
    await deleteAccount(db(), lawyer.person.id, lawyer.person.password);
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.lawyerId));
    expect(listing).toMatchObject({ userId: null, verified: true, name: 'ทนาย รับเคส' });
    // Their message stays in the thread, now without a sender.
    const thread = await db().select().from(messages).where(eq(messages.questionId, assignedQuestionId));
    expect(thread.every((m) => m.senderUserId === null)).toBe(true);
  });

  it('removes every upload of the person on local disk, except the avatar their verified listing keeps', async () => {
    const person = await signUpPerson('ทนาย มีรูป', 'files-local@example.com');
    const files = await lawyerUploads(server, person);
    const storage = server.runtime.storage;
    for (const key of [files.listingAvatar, files.unattachedAvatar, files.card])
      expect(await storage.get(key)).not.toBeNull();

    const result = await deleteAccount(db(), person.id, person.password, { storage });
    expect(await storage.get(files.listingAvatar)).not.toBeNull();
    expect(await storage.get(files.unattachedAvatar)).toBeNull();
    expect(await storage.get(files.card)).toBeNull();
    expect(result.removedFiles.sort()).toEqual([files.unattachedAvatar, files.card].sort());
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, files.lawyerId));
    expect(listing).toMatchObject({ userId: null, avatarUrl: `/files/public/${files.listingAvatar}` });
  });

  it('keeps the deletion when a file cannot be removed, and logs it without personal data', async () => {
    const person = await signUpPerson('ทนาย ไฟล์ค้าง', 'files-failing@example.com');
    const files = await lawyerUploads(server, person);
    const real = server.runtime.storage;
    // A storage whose business-card removals fail (a disk or bucket error).
    const failing: FileStorage = {
      ...real,
      delete: async (key) => {
        if (key.startsWith('business-cards/')) throw new Error(`EIO: cannot remove ${key}`);
        await real.delete(key);
      },
    };
    const logged = vi.spyOn(logger, 'error');
    let lines = '';
    try {
      const result = await deleteAccount(db(), person.id, person.password, { storage: failing });
      expect(result.removedFiles).toEqual([files.unattachedAvatar]);
      lines = JSON.stringify(logged.mock.calls);
    } finally {
      logged.mockRestore();
    }
    expect(await db().select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    expect(await real.get(files.unattachedAvatar)).toBeNull();
    expect(await real.get(files.card)).not.toBeNull();
    expect(lines).toContain('files of a deleted account not removed');
    for (const personal of [person.id, person.email, person.name]) expect(lines).not.toContain(personal);
    await real.delete(files.card);
  });

  it('puts a question the deleted lawyer had taken back to matching (here: the admin queue, nobody else fits)', async () => {
    const taker = await makeLawyer('ทนาย ลาออก', 'leaving-lawyer@example.com');
    const someone = await signUpPerson('ผู้ถาม อีกคน', 'another-asker@example.com');
    const q = await createQuestion(db(), {
      askerId: someone.id,
      title: 'ลิขสิทธิ์ถูกละเมิด',
      content: 'มีคนนำงานไปใช้',
      specialties: ['ทรัพย์สินทางปัญญา'],
      contactPhone: '081-555-0404',
      status: 'assigned',
    });
    await inviteLawyer(db(), q.id, taker.lawyerId, taker.person.id, {
      status: 'accepted',
      respondedAt: null,
    });

    const result = await accountAction(
      server.context(viewerOf(taker.person)),
      new Request('http://localhost:3000/th/account', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'delete', password: taker.person.password, confirm: 'on' }),
      }),
    );
    expect(result instanceof Response && result.status).toBe(302);
    const [after] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(after).toMatchObject({ status: 'open', contactPhone: '081-555-0404' });
    expect(after?.needsLawyerSince).toBeInstanceOf(Date);
    const view = await getQuestionForViewer(db(), { id: someone.id, isAdmin: false }, q.id);
    expect(view).toMatchObject({ needsLawyer: true, contact: { phone: '081-555-0404', line: null } });
  });

  it('an unconfirmed address (an account made with LINE) neither exports nor deletes the e-mails sent to it', async () => {
    // As an account made with LINE held the address LINE gave, unconfirmed: the e-mails sent to that address are
    // its owner's, who is someone else.
    const address = 'unconfirmed-owner@example.com';
    const holder = await createUser(db(), { email: address, password: null, confirmed: false });
    await db()
      .insert(accounts)
      .values({
        id: randomUUID(),
        accountId: `U${randomUUID().replaceAll('-', '')}`,
        providerId: 'line',
        userId: holder.id,
      });
    const sent = await db()
      .insert(emailOutbox)
      .values([
        {
          toAddress: address,
          subject: 'Booking: Somchai Jaidee, 12 May 10:00',
          textBody: 'x',
          kind: 'appointment-client',
        },
        {
          toAddress: 'Unconfirmed-Owner@Example.com',
          subject: 'Reset your password',
          textBody: 'x',
          kind: 'reset-password',
        },
      ])
      .returning({ id: emailOutbox.id });

    const data = await exportPersonalData(db(), holder.id);
    expect(data.emailsSent).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Somchai Jaidee');

    await deleteAccount(db(), holder.id, '', { signedInAt: new Date() });
    expect(await db().select().from(users).where(eq(users.id, holder.id))).toHaveLength(0);
    const kept = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          sent.map((m) => m.id),
        ),
      );
    expect(kept).toHaveLength(2);
  });

  it('limits deletion attempts, so a session cannot be used to guess the password', async () => {
    for (let i = 0; i < 5; i++)
      await expectAppError(deleteAccount(db(), other.id, `wrong-${i}`), 'INVALID_INPUT');
    await expectAppError(deleteAccount(db(), other.id, other.password), 'RATE_LIMITED');
    expect(await db().select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    // After the window, the right password works.
    await deleteAccount(db(), other.id, other.password, { now: new Date(Date.now() + 16 * 60_000) });
    expect(await db().select().from(users).where(eq(users.id, other.id))).toHaveLength(0);
  });
});

/** The rows a deletion touches, to compare before and after. */
async function snapshot() {
  const d = db();
  return {
    users: await d.select().from(users).orderBy(users.id),
    sessions: await d.select().from(sessions).orderBy(sessions.id),
    accounts: await d.select().from(accounts).orderBy(accounts.id),
    profiles: await d.select().from(profiles).orderBy(profiles.userId),
    twoFactors: await d.select().from(twoFactors).orderBy(twoFactors.id),
    questions: await d.select().from(questions).orderBy(questions.id),
    recipients: await d.select().from(questionRecipients).orderBy(questionRecipients.id),
    messages: await d.select().from(messages).orderBy(messages.id),
    appointments: await d.select().from(appointmentRequests).orderBy(appointmentRequests.id),
    outbox: await d.select().from(emailOutbox).orderBy(emailOutbox.id),
    applications: await d.select().from(lawyerApplications).orderBy(lawyerApplications.id),
    lawyers: await d.select().from(lawyers).orderBy(lawyers.id),
    verifications: await d.select().from(verifications).orderBy(verifications.id),
    audit: await d.select().from(adminAuditLog).orderBy(adminAuditLog.id),
    reviewRights: await d.select().from(reviewRights).orderBy(reviewRights.id),
    reviews: await d.select().from(reviews).orderBy(reviews.id),
  };
}

// The one place tests build their data (tests/server, tests/process and the benchmarks of scripts/): each function
// writes rows of the Drizzle schema straight into the database handle it is given (a test database, or a
// connection to the database of a running server), with sensible defaults that any column may override, and
// returns the row it stored (an account: `FactoryUser`; a session: its cookie). No e-mails, no rate limits, no
// mocks. A world specific to one test (the authorization matrix, the hostile-input properties) is built on top of
// these in its own fixture module.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { ViewerUser } from '#app/context.ts';
import { bangkokInstant } from '#domain/availability.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { publicAnswerSlug } from '#domain/public-answers.ts';
import { reviewRightExpiresAt } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import {
  accounts,
  appointmentRequests,
  caseCategories,
  emailOutbox,
  featuredLawyers,
  lawyerApplications,
  lawyers,
  messages,
  profiles,
  publicAnswers,
  questionRecipients,
  questions,
  reviewRights,
  reviews,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { isAdmin } from '#server/services/accounts/session-user.ts';
import { newAppointmentReference } from '#server/services/appointments/appointment-links.ts';
import { PROCESS_AUTH_SECRET } from './process/helpers/server-process.ts';

type ProfileType = 'member' | 'lawyer' | 'admin';
type Locale = 'th' | 'en' | 'zh';
type LawyerValues = Partial<typeof lawyers.$inferInsert>;

/** The password of every account made here unless one is given. */
export const DEFAULT_PASSWORD = 'fixture-secret-1';

const shortId = () => randomUUID().slice(0, 8);

// ------------------------------------------------------------------------------------------------ accounts

/** An account; also the `Actor` its requests act as (`isAdmin` by the rule of server/services/accounts). */
export interface FactoryUser {
  id: string;
  isAdmin: boolean;
  email: string;
  password: string;
  /** The account's name, also the profile's full name. */
  name: string;
  /** The linked lawyer listing made with the account (`lawyer` option), else null. */
  lawyerId: string | null;
}

export interface UserOptions {
  /** Default: a new `user-…@example.com`; stored lower-case, as sign-up stores it. */
  email?: string;
  /** The account's name and the profile's full name; default: the e-mail's local part. */
  name?: string;
  /** A credential account with this password (hashed by better-auth); null for none. */
  password?: string | null;
  /** The e-mail is confirmed (sign-in and the admin role need it); default true. */
  confirmed?: boolean;
  profileType?: ProfileType;
  /** Default false (an admin acts as one only with two-factor sign-in on). */
  twoFactorEnabled?: boolean;
  locale?: Locale;
  /** When the account was made; now by default (a new account: its reviews are held, domain/reviews.ts). */
  createdAt?: Date;
  /** A lawyer listing linked to the account (`createLawyer`'s defaults, then these values). */
  lawyer?: LawyerValues;
}

// scrypt is deliberately slow; one hash per distinct password is enough (each hash carries its own salt and
// verifies for every account that stores it).
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * When an established member's account was made: long before any consultation a test writes, so that its reviews
 * are not held as a new account's (`isNewAccount`, domain/reviews.ts). `createUser(db, { createdAt: ESTABLISHED })`.
 */
export const ESTABLISHED = new Date('2025-01-01T00:00:00Z');

/**
 * An account as better-auth makes it: a users row, a credential accounts row (unless `password: null`) and the
 * profiles row; a linked lawyer listing with `lawyer`.
 */
export async function createUser(db: Db, options: UserOptions = {}): Promise<FactoryUser> {
  const id = randomUUID();
  const email = (options.email ?? `user-${id}@example.com`).toLowerCase();
  const password = options.password === undefined ? DEFAULT_PASSWORD : options.password;
  const name = options.name ?? email.split('@')[0]!;
  const profileType = options.profileType ?? 'member';
  const emailVerified = options.confirmed ?? true;
  const twoFactorEnabled = options.twoFactorEnabled ?? false;
  await db.insert(users).values({
    id,
    name,
    email,
    emailVerified,
    locale: options.locale ?? 'th',
    twoFactorEnabled,
    ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
  });
  if (password !== null) {
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashOf(password),
    });
  }
  await db.insert(profiles).values({ userId: id, fullName: name, profileType });
  const lawyer = options.lawyer ? await createLawyer(db, { ...options.lawyer, userId: id }) : null;
  return {
    id,
    isAdmin: isAdmin(profileType, emailVerified, twoFactorEnabled),
    email,
    password: password ?? '',
    name,
    lawyerId: lawyer?.id ?? null,
  };
}

/** An administrator who has set up two-step sign-in, as the admin area requires (docs/product-rules.md). */
export function createAdmin(db: Db, options: Omit<UserOptions, 'profileType' | 'twoFactorEnabled'> = {}) {
  return createUser(db, { name: 'admin', ...options, profileType: 'admin', twoFactorEnabled: true });
}

/** The account as a page's loader or action sees it signed in (`ViewerUser`): a member without two-factor sign-in. */
export const viewerOf = (user: { id: string; email: string; name?: string }): ViewerUser => ({
  id: user.id,
  email: user.email,
  fullName: user.name ?? user.email,
  isAdmin: false,
  adminNeedsTwoFactor: false,
  twoFactorEnabled: false,
  lawyerId: null,
});

/** Marks the e-mail confirmed or not. Sessions made while confirmed stay valid after un-confirming. */
export async function setEmailConfirmed(db: Db, userId: string, confirmed: boolean): Promise<void> {
  await db.update(users).set({ emailVerified: confirmed }).where(eq(users.id, userId));
}

/**
 * A session written straight into the database, and the Cookie header that carries it: the token signed the way
 * better-auth signs it (HMAC-SHA256 with the server's AUTH_SECRET, base64, URL-encoded). The default secret is
 * the one every server of tests/process/helpers/server-process.ts runs with. No sign-in request, so no scrypt
 * and no auth rate limit (test signing in itself through the auth API).
 */
export async function createSession(
  db: Db,
  userId: string,
  options: { secret?: string; expiresAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600_000),
    ipAddress: '127.0.0.1',
    userAgent: 'tanai-fixtures',
  });
  const signature = createHmac('sha256', options.secret ?? PROCESS_AUTH_SECRET)
    .update(token)
    .digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

// ------------------------------------------------------------------------------------------------ directory

/** A lawyers row: verified, in civil cases (`แพ่ง`), no linked account, unless the values say otherwise. */
export async function createLawyer(db: Db, values: LawyerValues = {}): Promise<typeof lawyers.$inferSelect> {
  const [row] = await db
    .insert(lawyers)
    .values({ name: 'ทนาย ทดสอบ', verified: true, experienceAreas: ['แพ่ง'], ...values })
    .returning();
  return row!;
}

/**
 * A lawyer with a linked, confirmed account (profile type 'lawyer', named as the listing; `account` changes any of
 * that), ready to be invited and to sign in.
 */
export async function createLawyerWithUser(
  db: Db,
  values: LawyerValues & { email?: string; password?: string },
  account: Omit<UserOptions, 'lawyer'> = {},
): Promise<{ id: string; user: FactoryUser }> {
  const { email, password, ...lawyer } = values;
  const user = await createUser(db, {
    email,
    password,
    name: lawyer.name,
    profileType: 'lawyer',
    ...account,
  });
  const { id } = await createLawyer(db, { ...lawyer, userId: user.id });
  return { id, user: { ...user, lawyerId: id } };
}

/** A lawyer application (pending unless given) of an account. */
export async function createApplication(
  db: Db,
  values: Partial<typeof lawyerApplications.$inferInsert> & { userId: string },
): Promise<typeof lawyerApplications.$inferSelect> {
  const [row] = await db
    .insert(lawyerApplications)
    .values({ fullName: 'ผู้สมัคร ทดสอบ', licenseNumber: `LIC-${shortId()}`, ...values })
    .returning();
  return row!;
}

/** A case category (active, a slug of its own). */
export async function createCategory(
  db: Db,
  values: Partial<typeof caseCategories.$inferInsert> = {},
): Promise<typeof caseCategories.$inferSelect> {
  const [row] = await db
    .insert(caseCategories)
    .values({ name: 'หมวดทดสอบ', slug: `category-${shortId()}`, ...values })
    .returning();
  return row!;
}

/** A featured-lawyers entry (active, not pinned). */
export async function createFeatured(
  db: Db,
  values: Partial<typeof featuredLawyers.$inferInsert> & { lawyerId: string },
): Promise<typeof featuredLawyers.$inferSelect> {
  const [row] = await db
    .insert(featuredLawyers)
    .values({ displayOrder: 0, active: true, ...values })
    .returning();
  return row!;
}

// ------------------------------------------------------------------------------------------------ questions

/**
 * A questions row written directly: status 'open' in civil cases unless given, asked with the current explicit
 * consent (`QUESTION_CONSENT_VERSION`, given when it was asked); no matching runs.
 */
export async function createQuestion(
  db: Db,
  values: Partial<typeof questions.$inferInsert> & { askerId: string | null },
): Promise<typeof questions.$inferSelect> {
  const { askerId, ...columns } = values;
  const [row] = await db
    .insert(questions)
    .values({
      createdBy: askerId,
      title: 'คำถามทดสอบ',
      content: 'รายละเอียดคำถามทดสอบ',
      specialties: ['แพ่ง'],
      consentVersion: QUESTION_CONSENT_VERSION,
      consentedAt: columns.createdAt ?? new Date(),
      ...(columns.createdAt ? { updatedAt: columns.createdAt } : {}),
      ...columns,
    })
    .returning();
  return row!;
}

/**
 * A question_recipients row. Default: 'invited', expiring in 48 hours. An `expiresAt` in the past makes an
 * overdue invitation (invited_at is then set 48 hours before it, as the schema requires expiry after invite);
 * an accepted or declined one has answered now unless `respondedAt` says when.
 */
export async function inviteLawyer(
  db: Db,
  questionId: string,
  lawyerId: string,
  userId: string,
  options: Partial<Omit<typeof questionRecipients.$inferSelect, 'id' | 'questionId' | 'lawyerId'>> = {},
): Promise<typeof questionRecipients.$inferSelect> {
  const now = new Date();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + 48 * 3600_000);
  const invitedAt =
    options.invitedAt ?? new Date(Math.min(now.getTime(), expiresAt.getTime() - 48 * 3600_000));
  const status = options.status ?? 'invited';
  const [row] = await db
    .insert(questionRecipients)
    .values({
      questionId,
      lawyerId,
      recipientUserId: userId,
      assignedOrder: 1,
      respondedAt: status === 'accepted' || status === 'declined' ? now : null,
      ...options,
      status,
      invitedAt,
      expiresAt,
    })
    .returning();
  return row!;
}

/** A message of a question's thread. */
export async function createMessage(
  db: Db,
  values: Partial<typeof messages.$inferInsert> & { questionId: string; senderUserId: string | null },
): Promise<typeof messages.$inferSelect> {
  const [row] = await db
    .insert(messages)
    .values({ message: 'ข้อความทดสอบ', ...values })
    .returning();
  return row!;
}

/**
 * A review right of `userId` for `lawyerId` from a question of theirs (one is made when none is given), opened
 * now unless `openedAt` says when; it lapses REVIEW_RIGHT_DAYS later, as the services open it.
 */
export async function createReviewRight(
  db: Db,
  values: { userId: string; lawyerId: string; questionId?: string; openedAt?: Date; invitedAt?: Date },
): Promise<typeof reviewRights.$inferSelect> {
  const openedAt = values.openedAt ?? new Date();
  const questionId =
    values.questionId ?? (await createQuestion(db, { askerId: values.userId, status: 'assigned' })).id;
  const [row] = await db
    .insert(reviewRights)
    .values({
      userId: values.userId,
      lawyerId: values.lawyerId,
      source: 'question',
      questionId,
      openedAt,
      expiresAt: reviewRightExpiresAt(openedAt),
      invitedAt: values.invitedAt ?? null,
    })
    .returning();
  return row!;
}

// ------------------------------------------------------------------------------------------------ operations

/** An appointment request (an office meeting in civil cases, 7 January 2030 at 10:00). */
export async function createAppointment(
  db: Db,
  values: Partial<typeof appointmentRequests.$inferInsert> = {},
): Promise<typeof appointmentRequests.$inferSelect> {
  const preferredDate = values.preferredDate ?? '2030-01-07';
  const timeSlot = values.timeSlot ?? '10:00';
  const [row] = await db
    .insert(appointmentRequests)
    .values({
      name: 'ผู้จอง ทดสอบ',
      phone: '0811112222',
      specialty: 'แพ่ง',
      meetingType: 'office',
      reference: newAppointmentReference(),
      startsAt: bangkokInstant(preferredDate, timeSlot),
      ...values,
      preferredDate,
      timeSlot,
    })
    .returning();
  return row!;
}

/** An e-mail of the outbox: by default one the mail server refused (`failed`, one attempt, next in an hour). */
export async function createEmail(
  db: Db,
  values: Partial<typeof emailOutbox.$inferInsert> & { toAddress: string },
): Promise<typeof emailOutbox.$inferSelect> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      subject: 'Test e-mail',
      textBody: 'x',
      kind: 'verify-email',
      status: 'failed',
      attempts: 1,
      lastError: 'mailbox unavailable',
      nextAttemptAt: new Date(Date.now() + 3600_000),
      ...values,
    })
    .returning();
  return row!;
}

// ------------------------------------------------------------------------------------------------ reviews

/**
 * A review of `lawyerId` by `authorId` (null: a former member), published four stars by default, without a
 * review right (`right_id` null, as once the right is gone). The listing's figures are not refreshed: a test that
 * reads them calls `refreshLawyerRating` or goes through the services.
 */
export async function createReview(
  db: Db,
  values: Partial<typeof reviews.$inferInsert> & { lawyerId: string; authorId: string | null },
): Promise<typeof reviews.$inferSelect> {
  const now = new Date();
  const status = values.status ?? 'published';
  const [row] = await db
    .insert(reviews)
    .values({
      authorName: 'สมชาย จ.',
      source: 'question',
      consultedAt: now,
      stars: 4,
      communication: 4,
      responsiveness: 4,
      valueForMoney: 4,
      text: `ทนายให้คำแนะนำดีมาก ${shortId()}`,
      createdAt: now,
      publishedAt: status === 'published' ? now : null,
      holdReason: status === 'held' ? 'burst' : null,
      ...values,
      status,
    })
    .returning();
  return row!;
}

/**
 * The public answer of a question by `lawyerId` (a question of a new asker is made when none is given), published
 * now unless `status` says otherwise: a published one has its slug (`publicAnswerSlug`), answer and publication
 * time, as publishing sets them; a withdrawn one keeps them, with its withdrawal time.
 */
export async function createPublicAnswer(
  db: Db,
  values: Partial<typeof publicAnswers.$inferInsert> & { lawyerId: string },
): Promise<typeof publicAnswers.$inferSelect> {
  const now = new Date();
  const status = values.status ?? 'published';
  const id = values.id ?? randomUUID();
  const title = values.title ?? `ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย ${shortId()}`;
  const questionId =
    values.questionId ?? (await createQuestion(db, { askerId: (await createUser(db)).id, title })).id;
  const shown = status === 'published' || status === 'withdrawn';
  const [row] = await db
    .insert(publicAnswers)
    .values({
      lang: 'th',
      caseType: 'แรงงาน',
      province: 'กรุงเทพมหานคร',
      questionText: 'ทำงานมาสี่ปี บริษัทเลิกจ้างโดยแจ้งล่วงหน้าหนึ่งวันและไม่จ่ายค่าชดเชย ควรทำอย่างไร',
      answerText:
        status === 'awaiting_lawyer'
          ? null
          : 'ลูกจ้างที่ทำงานครบสามปีแต่ไม่ถึงหกปีมีสิทธิได้ค่าชดเชยไม่น้อยกว่าค่าจ้าง 180 วัน ยื่นคำร้องต่อพนักงานตรวจแรงงานได้โดยไม่เสียค่าใช้จ่าย',
      answeredAt: status === 'awaiting_lawyer' ? null : now,
      slug: shown ? publicAnswerSlug(title, id) : null,
      publishedAt: shown ? now : null,
      withdrawnAt: status === 'withdrawn' ? now : null,
      ...values,
      id,
      title,
      questionId,
      status,
    })
    .returning();
  return row!;
}

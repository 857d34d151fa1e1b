import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  adminAuditLog,
  appointmentRequests,
  emailOutbox,
  lawyerApplications,
  lawyers,
  lineFollowers,
  listingClaims,
  messages,
  noticePreferences,
  profiles,
  questionRecipients,
  questions,
  reviewRights,
  reviews,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { LINE_PROVIDER_ID } from '../../line-login.ts';

/** Format marker of the download, so a reader knows what the file is. */
export const PERSONAL_DATA_FORMAT = 'tanai-personal-data';
export const PERSONAL_DATA_FORMAT_VERSION = 1;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type User = typeof users.$inferSelect;

/** The account: user, profile, consent, sessions (no tokens), sign-in methods (no secrets), two-factor on or off. */
async function accountData(db: Db, user: User) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt));
  const methods = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, user.id))
    .orderBy(asc(accounts.createdAt));
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      locale: user.locale,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profile: profile
      ? {
          profileType: profile.profileType,
          fullName: profile.fullName,
          avatarUrl: profile.avatarUrl,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    consent: { privacyNoticeVersion: user.privacyConsentVersion, agreedAt: iso(user.privacyConsentAt) },
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      updatedAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    signInMethods: methods.map((m) => ({ providerId: m.providerId, createdAt: iso(m.createdAt) })),
    twoFactor: { enabled: user.twoFactorEnabled },
    notices: await noticeData(db, user),
  };
}

/**
 * LINE notices (docs/product-rules.md, "LINE official account"): the LINE user id of the person's LINE sign-in, whether it follows
 * the official account, their choice per notice, and the LINE messages sent to it (never their text).
 */
async function noticeData(db: Db, user: User) {
  const [line] = await db
    .select({ lineUserId: accounts.accountId, following: lineFollowers.following })
    .from(accounts)
    .leftJoin(lineFollowers, eq(lineFollowers.lineUserId, accounts.accountId))
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, LINE_PROVIDER_ID)))
    .limit(1);
  const choices = await db
    .select({
      notice: noticePreferences.notice,
      channel: noticePreferences.channel,
      updatedAt: noticePreferences.updatedAt,
    })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, user.id))
    .orderBy(asc(noticePreferences.notice));
  const sent = line
    ? await db
        .select({
          kind: emailOutbox.kind,
          locale: emailOutbox.locale,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.channel, 'line'), eq(emailOutbox.toAddress, line.lineUserId)))
        .orderBy(asc(emailOutbox.createdAt))
    : [];
  return {
    lineUserId: line?.lineUserId ?? null,
    followsOfficialAccount: line ? (line.following ?? false) : null,
    choices: choices.map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    lineMessagesSent: sent.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
  };
}

/** Questions asked, with their whole thread (the person is a party) and the lawyers who accepted them. */
async function askedQuestions(db: Db, user: User) {
  const userId = user.id;
  const asked = await db
    .select()
    .from(questions)
    .where(eq(questions.createdBy, userId))
    .orderBy(asc(questions.createdAt));
  const askedIds = asked.map((q) => q.id);
  const thread = askedIds.length
    ? await db
        .select({
          id: messages.id,
          questionId: messages.questionId,
          senderUserId: messages.senderUserId,
          message: messages.message,
          createdAt: messages.createdAt,
          senderName: profiles.fullName,
        })
        .from(messages)
        .leftJoin(profiles, eq(profiles.userId, messages.senderUserId))
        .where(inArray(messages.questionId, askedIds))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  const acceptedLawyers = askedIds.length
    ? await db
        .select({
          questionId: questionRecipients.questionId,
          name: lawyers.name,
          respondedAt: questionRecipients.respondedAt,
        })
        .from(questionRecipients)
        .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
        .where(
          and(inArray(questionRecipients.questionId, askedIds), eq(questionRecipients.status, 'accepted')),
        )
    : [];
  return asked.map((q) => ({
    id: q.id,
    title: q.title,
    content: q.content,
    province: q.province,
    areas: q.specialties,
    contactPhone: q.contactPhone,
    contactLine: q.contactLine,
    status: q.status,
    // The explicit consent the question was asked with (PDPA s.26) and when its text was erased, if it was.
    consent: q.consentVersion ? { version: q.consentVersion, givenAt: iso(q.consentedAt) } : null,
    textErasedAt: iso(q.textErasedAt),
    createdAt: iso(q.createdAt),
    updatedAt: iso(q.updatedAt),
    lawyersWhoAccepted: acceptedLawyers
      .filter((a) => a.questionId === q.id)
      .map((a) => ({ name: a.name, acceptedAt: iso(a.respondedAt) })),
    messages: thread
      .filter((m) => m.questionId === q.id)
      .map((m) => ({
        id: m.id,
        fromMe: m.senderUserId === userId,
        senderName: m.senderUserId === userId ? user.name : (m.senderName ?? null),
        message: m.message,
        createdAt: iso(m.createdAt),
      })),
  }));
}

/** The person's own messages in questions they did not ask (as a lawyer or an admin), and invitations received. */
async function otherQuestions(db: Db, userId: string) {
  const elsewhere = await db
    .select({
      id: messages.id,
      questionId: messages.questionId,
      message: messages.message,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(questions, eq(questions.id, messages.questionId))
    .where(and(eq(messages.senderUserId, userId), sql`${questions.createdBy} IS DISTINCT FROM ${userId}`))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const invitations = await db
    .select({
      questionId: questionRecipients.questionId,
      lawyerId: questionRecipients.lawyerId,
      assignedOrder: questionRecipients.assignedOrder,
      status: questionRecipients.status,
      invitedAt: questionRecipients.invitedAt,
      notifiedAt: questionRecipients.notifiedAt,
      expiresAt: questionRecipients.expiresAt,
      respondedAt: questionRecipients.respondedAt,
    })
    .from(questionRecipients)
    .where(eq(questionRecipients.recipientUserId, userId))
    .orderBy(desc(questionRecipients.invitedAt));
  return {
    messagesInOtherQuestions: elsewhere.map((m) => ({
      id: m.id,
      questionId: m.questionId,
      message: m.message,
      createdAt: iso(m.createdAt),
    })),
    invitationsReceived: invitations.map((i) => ({
      ...i,
      invitedAt: iso(i.invitedAt),
      notifiedAt: iso(i.notifiedAt),
      expiresAt: iso(i.expiresAt),
      respondedAt: iso(i.respondedAt),
    })),
  };
}

/**
 * Applications to join the network (the business card as its file key), claims of listings (never the code's hash)
 * and the listings linked to the account.
 */
async function lawyerData(db: Db, userId: string) {
  const applications = await db
    .select()
    .from(lawyerApplications)
    .where(eq(lawyerApplications.userId, userId))
    .orderBy(asc(lawyerApplications.createdAt));
  const ownLawyers = await db.select().from(lawyers).where(eq(lawyers.userId, userId));
  const claims = await db
    .select({
      lawyerId: listingClaims.lawyerId,
      licenseNumber: listingClaims.licenseNumber,
      proof: listingClaims.proof,
      provenAddress: listingClaims.provenAddress,
      status: listingClaims.status,
      reason: listingClaims.reason,
      provenAt: listingClaims.provenAt,
      reviewedAt: listingClaims.reviewedAt,
      createdAt: listingClaims.createdAt,
    })
    .from(listingClaims)
    .where(eq(listingClaims.userId, userId))
    .orderBy(asc(listingClaims.createdAt));
  return {
    // Every column but the account's id and the deciding administrator's; the business card as its file key.
    lawyerApplications: applications.map(
      ({
        userId: _owner,
        reviewedBy: _administrator,
        businessCardKey,
        status,
        reviewedAt,
        createdAt,
        updatedAt,
        ...a
      }) => ({
        ...a,
        businessCardFile: businessCardKey,
        status,
        reviewedAt: iso(reviewedAt),
        createdAt: iso(createdAt),
        updatedAt: iso(updatedAt),
      }),
    ),
    listingClaims: claims.map((c) => ({
      ...c,
      provenAt: iso(c.provenAt),
      reviewedAt: iso(c.reviewedAt),
      createdAt: iso(c.createdAt),
    })),
    lawyerProfiles: ownLawyers.map(({ userId: _owner, createdAt, updatedAt, ...l }) => ({
      ...l,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
  };
}

/**
 * Appointment requests, e-mails sent to the person's confirmed address (never their bodies) and their admin actions.
 */
async function records(db: Db, user: User) {
  const appointments = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.userId, user.id))
    .orderBy(asc(appointmentRequests.createdAt));
  // Matched by address only when the site confirmed it (its link was opened): an unconfirmed address (an account
  // made with LINE before it adds one) may be anyone's, and their e-mails are not this person's data.
  const emails = !user.emailVerified
    ? []
    : await db
        .select({
          kind: emailOutbox.kind,
          subject: emailOutbox.subject,
          locale: emailOutbox.locale,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = lower(${user.email})`)
        .orderBy(asc(emailOutbox.createdAt));
  const audit = await db
    .select({
      action: adminAuditLog.action,
      entityType: adminAuditLog.entityType,
      entityId: adminAuditLog.entityId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.actorUserId, user.id))
    .orderBy(asc(adminAuditLog.createdAt));
  return {
    // Each booking with its reference and when it starts (the receipt's and the messages' words).
    appointmentRequests: appointments.map(
      ({ userId: _owner, createdAt, startsAt, confirmedAt, remindedAt, ...a }) => ({
        ...a,
        startsAt: iso(startsAt),
        confirmedAt: iso(confirmedAt),
        remindedAt: iso(remindedAt),
        createdAt: iso(createdAt),
      }),
    ),
    emailsSent: emails.map((e) => ({ ...e, createdAt: iso(e.createdAt), sentAt: iso(e.sentAt) })),
    auditLog: audit.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
  };
}

/**
 * Reviews (docs/product-rules.md, "Reviews"): the person's review rights, the reviews they wrote (every field, the
 * lawyer by name instead of the listing's id; not a lawyer's dispute reason, which only administrators read), and,
 * for an account linked to a listing, the published reviews it received (without the authors' account and right
 * ids, nor any administrator's reason).
 */
async function reviewData(db: Db, userId: string) {
  const rights = await db
    .select({ right: reviewRights, lawyerName: lawyers.name })
    .from(reviewRights)
    .innerJoin(lawyers, eq(lawyers.id, reviewRights.lawyerId))
    .where(eq(reviewRights.userId, userId))
    .orderBy(asc(reviewRights.openedAt));
  const reviewsWhere = (where: SQL) =>
    db
      .select({ review: reviews, lawyerName: lawyers.name })
      .from(reviews)
      .innerJoin(lawyers, eq(lawyers.id, reviews.lawyerId))
      .where(where)
      .orderBy(asc(reviews.createdAt));
  const written = await reviewsWhere(eq(reviews.authorId, userId));
  // Only what the public sees of the listing's reviews: a held or rejected review, its hold and the administrator's
  // reason are for its author and the administrators (docs/product-rules.md, "Reviews").
  const received = await reviewsWhere(and(eq(lawyers.userId, userId), eq(reviews.status, 'published'))!);
  const review = ({ review: r, lawyerName }: (typeof written)[number]) => ({
    id: r.id,
    lawyerName,
    authorName: r.authorName,
    source: r.source,
    consultedAt: iso(r.consultedAt),
    stars: r.stars,
    communication: r.communication,
    responsiveness: r.responsiveness,
    valueForMoney: r.valueForMoney,
    text: r.text,
    status: r.status,
    holdReason: r.holdReason,
    decisionReason: r.decisionReason,
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    disputeStatus: r.disputeStatus,
    disputeReason: r.disputeReason,
    disputedAt: iso(r.disputedAt),
    createdAt: iso(r.createdAt),
    publishedAt: iso(r.publishedAt),
  });
  return {
    reviewRights: rights.map(({ right, lawyerName }) => ({
      id: right.id,
      lawyerName,
      source: right.source,
      questionId: right.questionId,
      appointmentId: right.appointmentId,
      openedAt: iso(right.openedAt),
      lapsesAt: iso(right.expiresAt),
      invitedAt: iso(right.invitedAt),
      meetingConfirmedAt: iso(right.meetingConfirmedAt),
    })),
    // A lawyer's dispute reason is for the administrators only (docs/product-rules.md, "Reviews"): not the author's.
    reviewsWritten: written.map((w) => {
      const { disputeReason: _administratorsOnly, ...mine } = review(w);
      return { rightId: w.review.rightId, ...mine };
    }),
    reviewsReceived: received.map((r) => {
      const { holdReason: _held, decisionReason: _authorsOnly, ...shown } = review(r);
      return shown;
    }),
  };
}

/**
 * Everything Tanai holds about one person (PDPA rights of access and portability), for the signed-in user only.
 * Never included: the password hash, session tokens, OAuth tokens, two-factor secrets or recovery codes,
 * verification tokens, e-mail bodies (they may contain sign-in links with tokens), and other people's data
 * except where the person is a party: the whole thread of their own questions and the names of the lawyers
 * who accepted them (the recipients of their contact details), the lawyers they may review or reviewed, and the
 * reviews of their own listing as the public sees them (the author's name as shown, never the account).
 */
export async function exportPersonalData(db: Db, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    format: PERSONAL_DATA_FORMAT,
    formatVersion: PERSONAL_DATA_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    currentPrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...(await accountData(db, user)),
    questions: await askedQuestions(db, user),
    ...(await otherQuestions(db, userId)),
    ...(await lawyerData(db, userId)),
    ...(await reviewData(db, userId)),
    ...(await records(db, user)),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { bangkokDateParts } from '#domain/dates.ts';
import { AppError } from '#domain/errors.ts';
import {
  DESK_APPOINTMENT_DAYS,
  DESK_CLOSED_MAX,
  DESK_EXCERPT_MAX,
  DESK_REVIEWS_MAX,
  LISTING_CHECKS,
  type ListingCheck,
  timeLeft,
} from '#domain/lawyer-desk.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../db/client.ts';
import {
  appointmentRequests,
  lawyers,
  messages,
  questionRecipients,
  questions,
} from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { invitationOpensQuestion } from '../questions/access.ts';
import { unreadMessagesSql } from '../questions/question-reads.ts';
import { listOwnReviews } from '../reviews/list-own-reviews.ts';

const HOUR = 3_600_000;

/** Today and the last day of the desk's window, as Bangkok calendar days ('YYYY-MM-DD'). */
function appointmentWindow(now: Date): [string, string] {
  const day = (d: Date) => {
    const { year, month, day } = bangkokDateParts(d);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  return [day(now), day(new Date(now.getTime() + (DESK_APPOINTMENT_DAYS - 1) * 24 * HOUR))];
}

/**
 * The lawyer's desk (docs/product-rules.md, "The lawyer's desk"): for the account linked to a listing, its open
 * invitations (the asker's first words, never their contact details before acceptance), its active cases (the last
 * message and the unread count), its closed cases, the appointments of the next days, what the listing lacks and
 * its latest reviews. UNAUTHORIZED without a session; NOT_FOUND for an account without a linked listing.
 */
export async function lawyerDesk(db: Db, actor: Actor, now = new Date()) {
  requireActor(actor);
  const [listing] = await db.select().from(lawyers).where(eq(lawyers.userId, actor.id)).limit(1);
  if (!listing) throw new AppError('NOT_FOUND');
  const [invitations, cases, appointments, own] = await Promise.all([
    listInvitations(db, actor.id, now),
    listCases(db, actor.id, now),
    listUpcomingAppointments(db, listing.id, now),
    listOwnReviews(db, actor),
  ]);
  const missing = LISTING_CHECKS.filter((check) => !hasListingPart(listing, check));
  return {
    invitations,
    active: cases.filter((c) => c.questionStatus !== 'closed').sort(byUnreadThenActivity),
    closed: cases.filter((c) => c.questionStatus === 'closed').slice(0, DESK_CLOSED_MAX),
    appointments,
    listing: { id: listing.id, missing },
    reviews: {
      total: own.reviews.length,
      unanswered: own.reviews.filter((r) => !r.reply).length,
      latest: own.reviews.slice(0, DESK_REVIEWS_MAX).map((r) => ({
        id: r.id,
        authorName: r.authorName,
        formerMember: r.formerMember,
        stars: r.stars,
        excerpt: r.text ? truncateText(r.text, DESK_EXCERPT_MAX) : null,
        publishedAt: r.publishedAt,
        replied: r.reply !== null,
      })),
    },
  };
}

export type LawyerDesk = Awaited<ReturnType<typeof lawyerDesk>>;

type ListingRow = typeof lawyers.$inferSelect;

function hasListingPart(l: ListingRow, check: ListingCheck): boolean {
  const filled = (s: string | null) => Boolean(s?.trim());
  switch (check) {
    case 'photo':
      return filled(l.avatarUrl);
    case 'title':
      return filled(l.title);
    case 'description':
      return filled(l.description);
    case 'specialties':
      return l.experienceAreas.length > 0;
    case 'fees':
      return l.feeMin !== null || l.feeMax !== null;
    case 'languages':
      return l.languages.length > 0;
    case 'experience':
      return l.experience !== null;
    case 'education':
      return l.education.length > 0;
    case 'contact':
      return filled(l.phone) || filled(l.email) || filled(l.lineId);
  }
}

/**
 * The invitations waiting for the lawyer's answer, the one expiring first on top: only those that open the question
 * (`invitationOpensQuestion`), of questions not closed. No contact column is read: they are the accepted lawyer's.
 */
async function listInvitations(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({
      recipientId: questionRecipients.id,
      questionId: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      askedAt: questions.createdAt,
      invitedAt: questionRecipients.invitedAt,
      expiresAt: questionRecipients.expiresAt,
    })
    .from(questionRecipients)
    .innerJoin(questions, eq(questions.id, questionRecipients.questionId))
    .where(
      and(
        eq(questionRecipients.recipientUserId, userId),
        eq(questionRecipients.status, 'invited'),
        invitationOpensQuestion(now),
        ne(questions.status, 'closed'),
      ),
    )
    .orderBy(asc(questionRecipients.expiresAt), asc(questionRecipients.id));
  return rows.map(({ content, ...r }) => ({
    ...r,
    excerpt: content === null ? null : truncateText(content, DESK_EXCERPT_MAX),
    ...timeLeft(r.expiresAt, now),
  }));
}

/** The last message of the case's thread: its text, when and by whom. */
const lastMessage = <T>(column: string) =>
  sql<T>`(SELECT m.${sql.raw(column)} FROM ${messages} m WHERE m.question_id = ${questions.id}
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;

/** The cases the lawyer accepted, with their last message and how many messages they have not read. */
async function listCases(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({
      questionId: questions.id,
      title: questions.title,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      questionStatus: questions.status,
      askedBy: questions.createdBy,
      contactPhone: questions.contactPhone,
      contactLine: questions.contactLine,
      acceptedAt: questionRecipients.respondedAt,
      invitedAt: questionRecipients.invitedAt,
      updatedAt: questions.updatedAt,
      unread: unreadMessagesSql(questions.id, userId),
      lastText: lastMessage<string | null>('message'),
      lastAt: lastMessage<string | null>('created_at'),
      lastSender: lastMessage<string | null>('sender_user_id'),
    })
    .from(questionRecipients)
    .innerJoin(questions, eq(questions.id, questionRecipients.questionId))
    .where(
      and(
        eq(questionRecipients.recipientUserId, userId),
        eq(questionRecipients.status, 'accepted'),
        invitationOpensQuestion(now),
      ),
    )
    .orderBy(desc(questions.updatedAt), desc(questions.id));
  return rows.map(({ askedBy, contactPhone, contactLine, lastText, lastAt, lastSender, ...r }) => {
    const lastMessageAt = lastAt === null ? null : new Date(lastAt);
    const from: 'you' | 'asker' | 'other' =
      lastSender === userId ? 'you' : lastSender !== null && lastSender === askedBy ? 'asker' : 'other';
    return {
      ...r,
      // An asker who deleted their account has left no contact details.
      contact: askedBy === null ? null : { phone: contactPhone, line: contactLine },
      lastMessage:
        lastText === null
          ? null
          : {
              excerpt: truncateText(lastText, DESK_EXCERPT_MAX),
              at: lastMessageAt!,
              from,
            },
      activityAt: lastMessageAt ?? r.acceptedAt ?? r.invitedAt,
    };
  });
}

type DeskCase = Awaited<ReturnType<typeof listCases>>[number];

/** Unread cases first, then the latest activity (last message, else acceptance). */
function byUnreadThenActivity(a: DeskCase, b: DeskCase) {
  if (a.unread > 0 !== b.unread > 0) return a.unread > 0 ? -1 : 1;
  return b.activityAt.getTime() - a.activityAt.getTime();
}

/** The listing's requested and confirmed appointments from today to `DESK_APPOINTMENT_DAYS` ahead, soonest first. */
async function listUpcomingAppointments(db: Db, lawyerId: string, now: Date) {
  const [from, to] = appointmentWindow(now);
  return db
    .select({
      id: appointmentRequests.id,
      name: appointmentRequests.name,
      preferredDate: appointmentRequests.preferredDate,
      timeSlot: appointmentRequests.timeSlot,
      meetingType: appointmentRequests.meetingType,
      status: appointmentRequests.status,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.lawyerId, lawyerId),
        inArray(appointmentRequests.status, ['requested', 'confirmed']),
        gte(appointmentRequests.preferredDate, from),
        lte(appointmentRequests.preferredDate, to),
      ),
    )
    .orderBy(asc(appointmentRequests.preferredDate), asc(appointmentRequests.timeSlot));
}

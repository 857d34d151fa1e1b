import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { bangkokIsoDay } from '#domain/dates.ts';
import { AppError } from '#domain/errors.ts';
import {
  DESK_APPOINTMENT_DAYS,
  DESK_EXCERPT_MAX,
  DESK_REVIEWS_MAX,
  LISTING_CHECKS,
  type ListingCheck,
  timeLeft,
} from '#domain/lawyer-desk.ts';
import { truncateText } from '#domain/text.ts';
import { isIllustration } from '#domain/uploads.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { lawyerResponsiveness } from '../lawyers/responsiveness.ts';
import { type DeskList, type InvitedCase, pageInvitedCases } from '../questions/list-invited-cases.ts';
import { listOwnReviews } from '../reviews/list-own-reviews.ts';

const HOUR = 3_600_000;

/** Today and the last day of the desk's window, as Bangkok calendar days ('YYYY-MM-DD'). */
function appointmentWindow(now: Date): [string, string] {
  return [
    bangkokIsoDay(now),
    bangkokIsoDay(new Date(now.getTime() + (DESK_APPOINTMENT_DAYS - 1) * 24 * HOUR)),
  ];
}

/**
 * The lawyer's desk (docs/product-rules.md, "The lawyer's desk"): for the account linked to a listing, a page of
 * each of its lists (`deskInvitationsPage`, `deskCasesPage`: the open invitations, the active cases, the closed cases; `after` holds each
 * list's own cursor) and its panels (`lawyerDeskPanels`). UNAUTHORIZED without a session; NOT_FOUND for an account
 * without a linked listing.
 */
export async function lawyerDesk(
  db: Db,
  actor: Actor,
  now = new Date(),
  after: Partial<Record<DeskList, string>> = {},
) {
  const panels = await lawyerDeskPanels(db, actor, now);
  const [invitations, active, closed] = await Promise.all([
    deskInvitationsPage(db, actor, after.invitations, now),
    deskCasesPage(db, actor, 'active', after.active, now),
    deskCasesPage(db, actor, 'closed', after.closed, now),
  ]);
  return { ...panels, invitations, active, closed };
}

/**
 * What the desk shows beside its lists: the appointments of the next days, how soon the lawyer usually answers
 * (domain/responsiveness.ts), what the listing lacks and its latest reviews. UNAUTHORIZED without a session;
 * NOT_FOUND for an account without a linked listing.
 */
export async function lawyerDeskPanels(db: Db, actor: Actor, now = new Date()) {
  requireActor(actor);
  const [listing] = await db.select().from(lawyers).where(eq(lawyers.userId, actor.id)).limit(1);
  if (!listing) throw new AppError('NOT_FOUND');
  const [appointments, own, responsiveHours] = await Promise.all([
    listUpcomingAppointments(db, listing.id, now),
    listOwnReviews(db, actor),
    lawyerResponsiveness(db, listing.id, now),
  ]);
  const missing = LISTING_CHECKS.filter((check) => !hasListingPart(listing, check));
  return {
    appointments,
    /** "Usually answers within N hours" as the profile shows it, null below the minimum of samples. */
    responsiveHours,
    /** What the listing lacks; `illustration` when a drawn portrait stands in for the lawyer's own photo. */
    listing: { id: listing.id, missing, illustration: isIllustration(listing.avatarUrl) },
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

/**
 * A page of the open invitations (pageInvitedCases in list-invited-cases.ts, its order and why there), each with
 * the asker's first words and the time left, never their contact details. Only this account's own invitations,
 * whatever the cursor names.
 */
export async function deskInvitationsPage(db: Db, actor: Actor, after: string | undefined, now = new Date()) {
  requireActor(actor);
  const page = await pageInvitedCases(db, actor, 'invitations', after, now);
  return { ...page, rows: page.rows.map((c) => invitation(c, now)) };
}

/**
 * A page of the active or the closed cases, the latest accepted first (pageInvitedCases), each with the last
 * message and the unread count; a page of active cases shows its unread ones first, then the latest activity.
 */
export async function deskCasesPage(
  db: Db,
  actor: Actor,
  list: 'active' | 'closed',
  after: string | undefined,
  now = new Date(),
) {
  requireActor(actor);
  const page = await pageInvitedCases(db, actor, list, after, now);
  const cases = page.rows.map(deskCase);
  return { ...page, rows: list === 'active' ? cases.sort(byUnreadThenActivity) : cases };
}

export type LawyerDesk = Awaited<ReturnType<typeof lawyerDesk>>;

type ListingRow = typeof lawyers.$inferSelect;

function hasListingPart(l: ListingRow, check: ListingCheck): boolean {
  const filled = (s: string | null) => Boolean(s?.trim());
  switch (check) {
    case 'photo':
      // A drawn portrait (domain/uploads.ts) stands in for the person: only their own photo counts.
      return filled(l.avatarUrl) && !isIllustration(l.avatarUrl);
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

/** An invitation as the desk shows it: the asker's first words and the time left, never their contact details. */
function invitation(c: InvitedCase, now: Date) {
  return {
    recipientId: c.id,
    questionId: c.questionId,
    title: c.title,
    excerpt: c.content === null ? null : truncateText(c.content, DESK_EXCERPT_MAX),
    textErasedAt: c.textErasedAt,
    province: c.province,
    areas: c.areas,
    askedAt: c.askedAt,
    invitedAt: c.invitedAt,
    expiresAt: c.expiresAt,
    ...timeLeft(c.expiresAt, now),
  };
}

/** An accepted case as the desk shows it, with the time of its latest activity (last message, else acceptance). */
function deskCase(c: InvitedCase) {
  return {
    questionId: c.questionId,
    title: c.title,
    textErasedAt: c.textErasedAt,
    province: c.province,
    areas: c.areas,
    questionStatus: c.questionStatus,
    contact: c.contact,
    acceptedAt: c.respondedAt,
    unread: c.unread,
    lastMessage: c.lastMessage,
    activityAt: c.lastMessage?.at ?? c.respondedAt ?? c.invitedAt,
  };
}

type DeskCase = ReturnType<typeof deskCase>;

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

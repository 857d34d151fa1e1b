import { eq } from 'drizzle-orm';
import { formatDate } from '#domain/dates.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { fixedT } from '#i18n/index.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import {
  appointmentStatusContent,
  type BookingNoticeEvent,
  bookingNoticeContent,
} from '../../mail/appointment-templates.ts';
import { type BookingLineText, bookingLineContent } from '../../mail/line-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { EmailContent } from '../../mail/templates.ts';
import { sendNotice } from '../notices/send-notices.ts';
import { receiptPath } from './appointment-links.ts';
import type { AppointmentReschedule } from './reschedule-appointment.ts';

/*
 * Who hears what about a booking (docs/product-rules.md, "Booking a consultation" and "Lawyers' calendars"). A
 * booking made signed in (appointment_requests.user_id) tells that account as it chose (`sendNotice`, notice
 * 'appointment': LINE, e-mail or both, in its language); one made without an account tells the address it gave,
 * if any, in the booking's language. The lawyer is told by their linked account's choice (the e-mail to the
 * listing's address when it has one), else at the listing's address. Every message names the reference and links
 * to the receipt; a LINE text never carries the description, a name or a phone.
 */

/**
 * What telling the people concerned needs: the mailer, the site's address for links, the network centre's phone
 * (config.contact.networkPhone) and the secret that signs the receipt links (config.authSecret;
 * `appointmentMailContextOf` of server/runtime.ts). Without the secret the link is the receipt's plain address,
 * which opens for the signed-in person who booked.
 */
export interface AppointmentMailContext {
  mailer: Mailer;
  publicUrl: string;
  networkPhone: string;
  authSecret?: string;
}

/** A booking as its messages read it, after the commit. */
export interface NoticeBooking {
  id: string;
  reference: string;
  userId: string | null;
  userLocale: string | null;
  name: string;
  phone: string;
  email: string | null;
  locale: string;
  preferredDate: string;
  timeSlot: string;
  meetingType: string;
  lawyer: {
    id: string;
    name: string;
    nameEn: string | null;
    nameZh: string | null;
    nameLatin: string | null;
    email: string | null;
    address: string | null;
    userId: string | null;
    locale: string | null;
  } | null;
}

const langOf = (locale: string | null | undefined): Lang => (isLang(locale) ? locale : 'th');

/** Reads a booking, its client's account language and its lawyer (two statements). */
export async function readNoticeBooking(db: Db, id: string): Promise<NoticeBooking | null> {
  const [row] = await db
    .select({
      id: appointmentRequests.id,
      reference: appointmentRequests.reference,
      userId: appointmentRequests.userId,
      userLocale: users.locale,
      name: appointmentRequests.name,
      phone: appointmentRequests.phone,
      email: appointmentRequests.email,
      locale: appointmentRequests.locale,
      preferredDate: appointmentRequests.preferredDate,
      timeSlot: appointmentRequests.timeSlot,
      meetingType: appointmentRequests.meetingType,
      lawyerId: appointmentRequests.lawyerId,
    })
    .from(appointmentRequests)
    .leftJoin(users, eq(users.id, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, id))
    .limit(1);
  if (!row) return null;
  const [lawyer] = row.lawyerId
    ? await db
        .select({
          id: lawyers.id,
          name: lawyers.name,
          nameEn: lawyers.nameEn,
          nameZh: lawyers.nameZh,
          nameLatin: lawyers.nameLatin,
          email: lawyers.email,
          address: lawyers.address,
          userId: lawyers.userId,
          locale: users.locale,
        })
        .from(lawyers)
        .leftJoin(users, eq(users.id, lawyers.userId))
        .where(eq(lawyers.id, row.lawyerId))
        .limit(1)
    : [];
  const { lawyerId: _, ...booking } = row;
  return { ...booking, lawyer: lawyer ?? null };
}

/** The receipt's absolute address in `lang`, signed when the secret is known. */
export function receiptUrl(
  ctx: Pick<AppointmentMailContext, 'publicUrl' | 'authSecret'>,
  lang: Lang,
  reference: string,
) {
  const path = ctx.authSecret
    ? receiptPath(ctx.authSecret, lang, reference)
    : `/${lang}/booking/${reference}`;
  return `${ctx.publicUrl}${path}`;
}

/** The lawyer's calendar in `lawyer`'s messages: where they answer, never the client's private receipt link. */
export const lawyerCalendarUrl = (ctx: Pick<AppointmentMailContext, 'publicUrl'>, lang: Lang) =>
  `${ctx.publicUrl}/${lang}/account/calendar`;

/** A message of a booking in one language: its e-mail and its LINE text. */
type Message = (lang: Lang) => { kind: string; email: EmailContent; line: BookingLineText };

/** What a booking's LINE text says of it: its reference, its day and time ('when') and its time alone. */
export function bookingLineVars(reference: string, date: string, timeSlot: string, lang: Lang) {
  const time = fixedT(lang)('mail.time', { time: timeSlot });
  return { reference, when: `${formatDate(new Date(`${date}T12:00:00+07:00`), lang)} ${time}`, time };
}

const lineVars = (b: NoticeBooking, lang: Lang) =>
  bookingLineVars(b.reference, b.preferredDate, b.timeSlot, lang);

const lawyerNameIn = (b: NoticeBooking, lang: Lang) => (b.lawyer ? lawyerName(b.lawyer, lang) : null);

/** Tells the person who booked: their account as it chose, else the address the booking gave (if any). */
export async function tellClient(db: Db, ctx: AppointmentMailContext, b: NoticeBooking, message: Message) {
  if (b.userId) {
    const lang = langOf(b.userLocale ?? b.locale);
    const { kind, email, line } = message(lang);
    const url = receiptUrl(ctx, lang, b.reference);
    await sendNotice(db, ctx.mailer, {
      userId: b.userId,
      notice: 'appointment',
      kind,
      locale: lang,
      email,
      line: bookingLineContent(line, lang, url, lineVars(b, lang)),
    });
    return;
  }
  const to = b.email?.trim();
  if (!to) return;
  const lang = langOf(b.locale);
  const { kind, email } = message(lang);
  await ctx.mailer.send({ to, kind, locale: lang, ...email });
}

/**
 * Tells the booking's lawyer: a linked account as it chose (its e-mail to the listing's address when it has one),
 * else the listing's address, in Thai. A booking with the network tells nobody here.
 */
export async function tellLawyer(db: Db, ctx: AppointmentMailContext, b: NoticeBooking, message: Message) {
  const lawyer = b.lawyer;
  if (!lawyer) return;
  const listingEmail = lawyer.email?.trim() || undefined;
  if (lawyer.userId) {
    const lang = langOf(lawyer.locale);
    const { kind, email, line } = message(lang);
    await sendNotice(db, ctx.mailer, {
      userId: lawyer.userId,
      notice: 'appointment',
      kind,
      locale: lang,
      email,
      line: bookingLineContent(line, lang, lawyerCalendarUrl(ctx, lang), lineVars(b, lang)),
      emailTo: listingEmail,
    });
    return;
  }
  if (!listingEmail) return;
  const { kind, email } = message('th');
  await ctx.mailer.send({ to: listingEmail, kind, locale: 'th', ...email });
}

/** The e-mail of a booking's message (`bookingNoticeContent`) for one side. */
function noticeEmail(
  ctx: AppointmentMailContext,
  b: NoticeBooking,
  lang: Lang,
  event: BookingNoticeEvent,
  audience: 'client' | 'lawyer',
  before?: { date: string; time: string },
): EmailContent {
  return bookingNoticeContent(lang, event, {
    audience,
    reference: b.reference,
    name: b.name,
    phone: audience === 'lawyer' ? b.phone : null,
    lawyerName: lawyerNameIn(b, lang),
    preferredDate: b.preferredDate,
    timeSlot: b.timeSlot,
    meetingType: b.meetingType,
    address: b.lawyer?.address ?? null,
    before,
    receiptUrl: audience === 'client' ? receiptUrl(ctx, lang, b.reference) : undefined,
    appointmentsUrl: audience === 'lawyer' && b.lawyer?.userId ? lawyerCalendarUrl(ctx, lang) : undefined,
  });
}

/** Runs one side's message; a failure is logged (the booking's id, never an address) and never thrown. */
async function safely(what: string, id: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error), appointmentId: id }, what);
  }
}

/** After a new booking's commit: the client hears that the request was received (reference, what, when, next). */
export async function tellBookingReceived(db: Db, ctx: AppointmentMailContext, id: string) {
  const b = await readNoticeBooking(db, id);
  if (!b) return;
  await safely('booking received notice failed', id, () =>
    tellClient(db, ctx, b, (lang) => ({
      kind: 'appointment-received',
      email: noticeEmail(ctx, b, lang, 'received', 'client'),
      line: 'bookingReceived',
    })),
  );
}

/**
 * A request just confirmed or cancelled tells the person who booked: confirmed, or cancelled with a link to book
 * again, and the network's phone. The request is read after the commit, as it is now (an erased address sends
 * nothing). Cancelled by the client (`by`), it tells the lawyer instead.
 */
export async function tellAppointmentStatus(
  db: Db,
  ctx: AppointmentMailContext,
  id: string,
  status: 'confirmed' | 'cancelled',
  by: 'client' | 'lawyer' = 'lawyer',
) {
  const b = await readNoticeBooking(db, id);
  if (!b) return;
  if (by === 'client') {
    if (status !== 'cancelled') return;
    await safely('appointment notice failed', id, () =>
      tellLawyer(db, ctx, b, (lang) => ({
        kind: 'appointment-cancelled',
        email: noticeEmail(ctx, b, lang, 'clientCancelled', 'lawyer'),
        line: 'clientCancelled',
      })),
    );
    return;
  }
  await safely('appointment status e-mail failed', id, () =>
    tellClient(db, ctx, b, (lang) => ({
      kind: 'appointment-status',
      email: appointmentStatusContent(lang, {
        status,
        name: b.name,
        lawyerName: lawyerNameIn(b, lang),
        preferredDate: b.preferredDate,
        timeSlot: b.timeSlot,
        meetingType: b.meetingType,
        bookAgainUrl: `${ctx.publicUrl}/${lang}/appointment${b.lawyer ? `?lawyer=${b.lawyer.id}` : ''}`,
        networkPhone: ctx.networkPhone,
        reference: b.reference,
        receiptUrl: receiptUrl(ctx, lang, b.reference),
      }),
      line: status === 'confirmed' ? 'bookingConfirmed' : 'bookingCancelled',
    })),
  );
}

/**
 * After the commit of a booking moved to another slot (`rescheduleAppointment`): the other side hears of it by
 * the channel they chose — moved by the client, the lawyer (to confirm it again); moved by the lawyer, the client
 * (it is confirmed). A failure is logged and never undoes the move.
 */
export async function afterAppointmentReschedule(
  db: Db,
  move: AppointmentReschedule,
  by: 'client' | 'lawyer',
  ctx?: AppointmentMailContext,
): Promise<void> {
  if (!ctx) return;
  const before = { date: move.before.date, time: move.before.time };
  await safely('appointment move notice failed', move.id, async () => {
    const b = await readNoticeBooking(db, move.id);
    if (!b) return;
    await (by === 'client'
      ? tellLawyer(db, ctx, b, (lang) => ({
          kind: 'appointment-moved',
          email: noticeEmail(ctx, b, lang, 'clientMoved', 'lawyer', before),
          line: 'clientMoved',
        }))
      : tellClient(db, ctx, b, (lang) => ({
          kind: 'appointment-moved',
          email: noticeEmail(ctx, b, lang, 'moved', 'client', before),
          line: 'bookingMoved',
        })));
  });
}

/** The day-before reminder to both sides of a booking: tomorrow or today at its time, where, the reference. */
export async function tellReminder(db: Db, ctx: AppointmentMailContext, b: NoticeBooking, today: boolean) {
  const event = today ? 'reminderToday' : 'reminderTomorrow';
  await safely('appointment reminder failed', b.id, () =>
    tellClient(db, ctx, b, (lang) => ({
      kind: 'appointment-reminder',
      email: noticeEmail(ctx, b, lang, event, 'client'),
      line: event,
    })),
  );
  await safely('appointment reminder failed', b.id, () =>
    tellLawyer(db, ctx, b, (lang) => ({
      kind: 'appointment-reminder',
      email: noticeEmail(ctx, b, lang, event, 'lawyer'),
      line: event,
    })),
  );
}

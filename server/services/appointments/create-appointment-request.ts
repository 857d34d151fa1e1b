import { and, eq } from 'drizzle-orm';
import { bangkokInstant } from '#domain/availability.ts';
import { SLOT_MINUTES } from '#domain/booking.ts';
import { inputError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { APPOINTMENT_RATE_LIMIT } from '#domain/limits.ts';
import {
  type AppointmentRequestInput,
  appointmentRequestSchema,
  appointmentRequestSchemaAt,
} from '#domain/schemas/appointment.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentRequests, lawyers, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { appointmentRequestContent } from '../../mail/appointment-templates.ts';
import { bookingLineContent } from '../../mail/line-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { readCalendarFacts } from '../calendars/calendar-facts.ts';
import { sendNotice } from '../notices/send-notices.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { newAppointmentReference } from './appointment-links.ts';
import { bookingLineVars, lawyerCalendarUrl, tellBookingReceived } from './appointment-notices.ts';
import { holdSlot, refuseUnfreeSlot } from './slot-holds.ts';

/**
 * Parses a booking for the network (no lawyer) with the shared schema as judged at `now`
 * (domain/schemas/appointment.ts): a Sunday or a past day is refused on `date`, a slot outside the day's opening
 * hours or no longer ahead of `now` on `time`.
 */
export function parseAppointmentRequest(input: unknown, now: Date = new Date()): AppointmentRequestInput {
  return parseInput(appointmentRequestSchemaAt(now), input);
}

/**
 * Checks a booking with a lawyer against the lawyer's calendar at `now` (domain/availability.ts), inside the
 * booking's transaction: the meeting type must be one they offer, the slot one of the day's free slots. Gives the
 * meeting's length. A refusal is INVALID_INPUT on the field concerned.
 */
async function checkLawyerSlot(tx: Tx, lawyerId: string, data: AppointmentRequestInput, now: Date) {
  const facts = await readCalendarFacts(tx, lawyerId, data.date, data.date);
  if (!facts.settings.meetingTypes.includes(data.meetingType))
    throw inputError({ meetingType: 'appointment.errors.meetingTypeNotOffered' });
  refuseUnfreeSlot(data.date, data.time, now, facts);
  return facts.settings.slotMinutes;
}

/** How many references are drawn before a booking gives up (a clash of two is about one in 729 million). */
const REFERENCE_TRIES = 3;

export interface CreateAppointmentOptions {
  /** The network centre's address (config.contact.networkEmail); it gets every request. */
  networkEmail: string;
  /** The signed-in person who made the request, if any. */
  userId?: string | null;
  /** The client's address: at most APPOINTMENT_RATE_LIMIT requests per address (anyone may book). */
  clientAddress?: string;
  /** How many requests an address may make per window (config.appointmentRequestsPerWindow; APPOINTMENT_RATE_LIMIT). */
  requestsPerWindow?: number;
  /** The instant the day and the slot are judged at; the current time when not given (tests fix it). */
  now?: Date;
  /** The site's address, for the links of the messages (config.publicUrl). */
  publicUrl?: string;
  /** The secret that signs the receipt links of the messages (config.authSecret). */
  authSecret?: string;
}

/**
 * Stores an appointment request (docs/product-rules.md, "Booking a consultation") under a new reference. A booking
 * with a lawyer is judged by the lawyer's calendar and holds its half hours (`holdSlot`: the second of two people
 * who chose the same slot is refused with CONFLICT SLOT_TAKEN); one with the network follows the network's hours.
 * It e-mails the network centre
 * and the preselected lawyer (if verified and with an e-mail address), both in Thai, with the reference and the
 * receipt's link; the person who booked hears that the request was received (`tellBookingReceived`); a lawyer whose listing is
 * linked to an account is told as they chose (`sendNotice`: LINE, e-mail or both, in their language; the e-mail to
 * the listing's address, else the account's). The lawyer check and the
 * insert are one transaction; the e-mails are recorded in the outbox after it commits, so no e-mail ever describes
 * a request that was not stored, and a mail failure never loses the request (admins see it in their list). A lawyer
 * id that is not a verified lawyer is ignored: the request goes to the network only. Throws `AppError` with `fields`
 * (INVALID_INPUT, with field errors) and stores nothing on bad input, and `AppError` RATE_LIMITED (with `retryAfter`) when the
 * client's address has booked too often.
 */
export async function createAppointmentRequest(
  db: Db,
  mailer: Mailer,
  input: unknown,
  options: CreateAppointmentOptions,
) {
  const now = options.now ?? new Date();
  // The clock's rules depend on whether the booking is with a lawyer (their calendar, checked in the transaction)
  // or the network (checked here with the other fields, all refusals at once).
  const withLawyer = (input as { lawyerId?: unknown } | null)?.lawyerId;
  const data =
    typeof withLawyer === 'string' && withLawyer.trim() !== ''
      ? parseInput(appointmentRequestSchema, input)
      : parseAppointmentRequest(input, now);
  // What is stored is what the e-mails describe.
  const details = {
    name: data.name,
    phone: data.phone,
    email: data.email ?? null,
    specialty: data.specialty,
    description: data.description ?? null,
    urgency: data.urgency,
    preferredDate: data.date,
    timeSlot: data.time,
    meetingType: data.meetingType,
  };

  const { request, lawyer } = await db.transaction(async (tx) => {
    // A slot of the address's counter, given back if the request is not stored.
    if (options.clientAddress)
      await enforceRateLimit(
        tx,
        'appointment',
        options.clientAddress,
        { ...APPOINTMENT_RATE_LIMIT, max: options.requestsPerWindow ?? APPOINTMENT_RATE_LIMIT.max },
        now,
      );
    const [lawyer] = data.lawyerId
      ? await tx
          .select({
            id: lawyers.id,
            name: lawyers.name,
            nameEn: lawyers.nameEn,
            nameZh: lawyers.nameZh,
            nameLatin: lawyers.nameLatin,
            email: lawyers.email,
            userId: lawyers.userId,
            locale: users.locale,
          })
          .from(lawyers)
          .leftJoin(users, eq(users.id, lawyers.userId))
          .where(and(eq(lawyers.id, data.lawyerId), eq(lawyers.verified, true)))
          .limit(1)
      : [];
    // A lawyer id that is not a verified lawyer's leaves the booking to the network and its hours.
    if (!lawyer) parseAppointmentRequest(input, now);
    const minutes = lawyer ? await checkLawyerSlot(tx, lawyer.id, data, now) : SLOT_MINUTES;
    const startsAt = bangkokInstant(data.date, data.time);
    const request = await insertWithReference(tx, {
      lawyerId: lawyer?.id ?? null,
      userId: options.userId ?? null,
      locale: data.locale,
      startsAt,
      durationMinutes: minutes,
      ...details,
    });
    // The database refuses a half hour another pending or confirmed booking of the lawyer holds.
    if (lawyer) await holdSlot(tx, request.id, lawyer.id, startsAt, minutes);
    return { request, lawyer: lawyer ?? null };
  });

  const ctx = {
    mailer,
    publicUrl: options.publicUrl ?? '',
    networkPhone: '',
    authSecret: options.authSecret,
  };
  // The lawyer by their name in the e-mail's language (docs/product-rules.md, "Lawyer listings").
  const mail = (lang: Lang, manageUrl?: string) => ({
    ...details,
    locale: data.locale,
    lawyerName: lawyer ? lawyerName(lawyer, lang) : null,
    reference: request.reference,
    manageUrl,
  });
  // The network answers from the administrators' requests screen, a linked lawyer from their calendar.
  const manageUrlOf = (audience: 'network' | 'lawyer', lang: Lang) =>
    audience === 'network' ? `${ctx.publicUrl}/${lang}/admin/appointments` : undefined;
  const recipients: { to: string; audience: 'network' | 'lawyer' }[] = [
    { to: options.networkEmail, audience: 'network' },
  ];
  const lawyerEmail = lawyer?.email?.trim();
  const ownAddress = lawyerEmail && lawyerEmail.toLowerCase() !== options.networkEmail.trim().toLowerCase();
  if (ownAddress && !lawyer?.userId) recipients.push({ to: lawyerEmail, audience: 'lawyer' });

  const notified: string[] = [];
  for (const r of recipients) {
    try {
      await mailer.send({
        to: r.to,
        kind: 'appointment-request',
        locale: 'th',
        ...appointmentRequestContent('th', r.audience, mail('th', manageUrlOf(r.audience, 'th'))),
      });
      notified.push(r.to);
    } catch (error) {
      logger.error(
        {
          appointmentId: request.id,
          audience: r.audience,
          err: error instanceof Error ? error.message : error,
        },
        'appointment e-mail could not be recorded',
      );
    }
  }
  if (lawyer?.userId) {
    const lang = isLang(lawyer.locale) ? lawyer.locale : 'th';
    try {
      const outcome = await sendNotice(db, mailer, {
        userId: lawyer.userId,
        notice: 'appointment',
        kind: 'appointment-request',
        locale: lang,
        email: appointmentRequestContent(lang, 'lawyer', mail(lang, lawyerCalendarUrl(ctx, lang))),
        line: bookingLineContent(
          'appointmentRequest',
          lang,
          lawyerCalendarUrl(ctx, lang),
          bookingLineVars(request.reference, data.date, data.time, lang),
        ),
        emailTo: ownAddress ? lawyerEmail : undefined,
      });
      if (outcome.email && ownAddress) notified.push(lawyerEmail);
    } catch (error) {
      logger.error(
        { appointmentId: request.id, err: error instanceof Error ? error.message : error },
        'appointment notice could not be recorded',
      );
    }
  }
  // The person who booked hears that the request was received, by their account's channel or at their address.
  await tellBookingReceived(db, ctx, request.id).catch((error: unknown) =>
    logger.error({ appointmentId: request.id, err: String(error) }, 'booking received notice failed'),
  );
  return { id: request.id, reference: request.reference, lawyerId: lawyer?.id ?? null, notified };
}

/** Inserts a booking under a new reference, drawing another when one is already taken. */
async function insertWithReference(
  tx: Tx,
  values: Omit<typeof appointmentRequests.$inferInsert, 'reference'>,
): Promise<{ id: string; reference: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(appointmentRequests)
          .values({ ...values, reference: newAppointmentReference() })
          .returning({ id: appointmentRequests.id, reference: appointmentRequests.reference });
        return row!;
      });
    } catch (error) {
      if (attempt >= REFERENCE_TRIES || !isUniqueViolation(error, 'appointment_requests_reference'))
        throw error;
    }
  }
}

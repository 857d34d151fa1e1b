import { and, eq } from 'drizzle-orm';

import { isLang } from '#domain/i18n.ts';
import { APPOINTMENT_RATE_LIMIT } from '#domain/limits.ts';
import { type AppointmentRequestInput, appointmentRequestSchemaAt } from '#domain/schemas/appointment.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { appointmentRequestContent } from '../../mail/appointment-templates.ts';
import { lineContent } from '../../mail/line-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { sendNotice } from '../notices/send-notices.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';

/**
 * Parses booking input with the shared schema as judged at `now` (domain/schemas/appointment.ts): a Sunday or a
 * past day is refused on `date`, a slot outside the day's opening hours or no longer ahead of `now` on `time`.
 */
export function parseAppointmentRequest(input: unknown, now: Date = new Date()): AppointmentRequestInput {
  const checked = parseInput(appointmentRequestSchemaAt(now), input);
  return checked;
}

export interface CreateAppointmentOptions {
  /** The network centre's address (config.contact.networkEmail); it gets every request. */
  networkEmail: string;
  /** The signed-in person who made the request, if any. */
  userId?: string | null;
  /** The client's address: at most APPOINTMENT_RATE_LIMIT requests per address (anyone may book). */
  clientAddress?: string;
  /** The instant the day and the slot are judged at; the current time when not given (tests fix it). */
  now?: Date;
  /** The site's address, for the link of a linked lawyer's notice (config.publicUrl). */
  publicUrl?: string;
}

/**
 * Stores an appointment request (docs/product-rules.md, "Booking a consultation") and e-mails the network centre
 * and the preselected lawyer (if verified and with an e-mail address), both in Thai; a lawyer whose listing is
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
  const data = parseAppointmentRequest(input, options.now);
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
      await enforceRateLimit(tx, 'appointment', options.clientAddress, APPOINTMENT_RATE_LIMIT, options.now);
    const [lawyer] = data.lawyerId
      ? await tx
          .select({
            id: lawyers.id,
            name: lawyers.name,
            email: lawyers.email,
            userId: lawyers.userId,
            locale: users.locale,
          })
          .from(lawyers)
          .leftJoin(users, eq(users.id, lawyers.userId))
          .where(and(eq(lawyers.id, data.lawyerId), eq(lawyers.verified, true)))
          .limit(1)
      : [];
    const [request] = await tx
      .insert(appointmentRequests)
      .values({
        lawyerId: lawyer?.id ?? null,
        userId: options.userId ?? null,
        locale: data.locale,
        ...details,
      })
      .returning({ id: appointmentRequests.id });
    return { request: request!, lawyer: lawyer ?? null };
  });

  const mail = {
    ...details,
    locale: data.locale,
    lawyerName: lawyer?.name ?? null,
  };
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
        ...appointmentRequestContent('th', r.audience, mail),
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
        email: appointmentRequestContent(lang, 'lawyer', mail),
        line: lineContent(
          'appointmentRequest',
          lang,
          `${options.publicUrl ?? ''}/${lang}/account/appointments`,
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
  return { id: request.id, lawyerId: lawyer?.id ?? null, notified };
}

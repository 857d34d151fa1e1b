import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { formInput } from '#domain/schemas/form.ts';
import { receiptPath } from '#server/services/appointments/appointment-links.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { lawyerFreeDays } from '#server/services/calendars/calendar-facts.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

/**
 * The lawyer preselected with `?lawyer={id}`, when it is a verified lawyer (any other id is ignored), and their
 * calendar as the form offers it (`lawyerFreeDays` at `now`: the days with free slots, the meeting types they
 * offer); without a lawyer the form follows the network's hours.
 */
export async function loadAppointment({ runtime }: RequestContext, url: URL, now = new Date()) {
  const { db, config } = runtime;
  const id = url.searchParams.get('lawyer')?.trim();
  const lawyer = id ? await getPublicLawyer(db, id, config.contact.networkPhone) : null;
  return {
    calendar: lawyer ? await lawyerFreeDays(db, lawyer.id, now) : null,
    lawyer: lawyer
      ? {
          id: lawyer.id,
          name: lawyer.name,
          nameEn: lawyer.nameEn,
          nameZh: lawyer.nameZh,
          nameLatin: lawyer.nameLatin,
          title: lawyer.title,
          titleEn: lawyer.titleEn,
          titleZh: lawyer.titleZh,
          province: lawyer.province,
          avatarUrl: lawyer.avatarUrl,
        }
      : null,
  };
}

/**
 * The booking form's action: stores the request, e-mails the network (docs/product-rules.md, "Booking a
 * consultation") and goes to the booking's receipt (303, a plain form post and a fetcher alike). A refusal answers
 * at its fields; a slot taken meanwhile at `time`.
 */
export async function submitAppointment(
  { runtime, viewer, lang, clientAddress }: RequestContext,
  request: Request,
  now = new Date(),
) {
  const { db, mailer, config } = runtime;
  const input = formInput(await request.formData());
  try {
    const { reference } = await createAppointmentRequest(
      db,
      mailer,
      { ...input, locale: lang },
      {
        networkEmail: config.contact.networkEmail,
        publicUrl: config.publicUrl,
        authSecret: config.authSecret,
        userId: viewer?.id ?? null,
        // Set by server/app.ts for every request (the socket's peer, or the trusted proxy's header).
        clientAddress: clientAddress ?? 'unknown',
        requestsPerWindow: config.appointmentRequestsPerWindow,
        now,
      },
    );
    return redirect(receiptPath(config.authSecret, lang, reference, now), 303);
  } catch (error) {
    return actionError(error, {
      failure: { log: 'appointment request failed', code: 'appointment.toast.failed' },
    });
  }
}

import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { formInput } from '#domain/schemas/form.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

/** The lawyer preselected with `?lawyer={id}`, when it is a verified lawyer; any other id is ignored. */
export async function loadAppointment({ runtime }: RequestContext, url: URL) {
  const { db, config } = runtime;
  const id = url.searchParams.get('lawyer')?.trim();
  const lawyer = id ? await getPublicLawyer(db, id, config.contact.networkPhone) : null;
  return {
    lawyer: lawyer
      ? {
          id: lawyer.id,
          name: lawyer.name,
          nameEn: lawyer.nameEn,
          nameZh: lawyer.nameZh,
          title: lawyer.title,
          titleEn: lawyer.titleEn,
          titleZh: lawyer.titleZh,
          province: lawyer.province,
          avatarUrl: lawyer.avatarUrl,
        }
      : null,
  };
}

/** The booking form's action: stores the request and e-mails the network (docs/product-rules.md, "Booking a consultation"). */
export async function submitAppointment(
  { runtime, viewer, lang, clientAddress }: RequestContext,
  request: Request,
) {
  const { db, mailer, config } = runtime;
  const input = formInput(await request.formData());
  try {
    await createAppointmentRequest(
      db,
      mailer,
      { ...input, locale: lang },
      {
        networkEmail: config.contact.networkEmail,
        publicUrl: config.publicUrl,
        userId: viewer?.id ?? null,
        // Set by server/app.ts for every request (the socket's peer, or the trusted proxy's header).
        clientAddress: clientAddress ?? 'unknown',
      },
    );
    return { ok: true as const };
  } catch (error) {
    return actionError(error, {
      failure: { log: 'appointment request failed', code: 'appointment.toast.failed' },
    });
  }
}

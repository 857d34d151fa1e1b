import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { bookingCancelSchema, bookingMoveSchema } from '#domain/schemas/appointment.ts';
import { formText, parseForm } from '#domain/schemas/form.ts';
import { fixedT } from '#i18n/index.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { receiptPath } from '#server/services/appointments/appointment-links.ts';
import { bookingCalendarFile } from '#server/services/appointments/booking-calendar-file.ts';
import {
  cancelBooking,
  moveBooking,
  type ReceiptAccess,
  readBookingReceipt,
} from '#server/services/appointments/booking-receipt.ts';
import { bookingWhere } from './receipt-texts.ts';

/** Who asks for a receipt: the link's signature and the signed-in account. */
const accessOf = ({ viewer }: RequestContext, url: URL): ReceiptAccess => ({
  exp: url.searchParams.get('exp'),
  sig: url.searchParams.get('sig'),
  viewerId: viewer?.id ?? null,
});

/** NOT_FOUND of the receipt's services as the not-found page (404); anything else as it is. */
function notFoundAsPage(error: unknown): never {
  if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
  throw error;
}

/**
 * A booking's receipt page (docs/product-rules.md, "Lawyers' calendars"): its link's signature or its booker's
 * account opens it; anything else is the not-found page. The page gets the booking as the service reads it, dates
 * as ISO strings, and the network's phone for a change after the cutoff.
 */
export async function loadReceipt(ctx: RequestContext, reference: string, url: URL, now = new Date()) {
  const { runtime, lang } = ctx;
  const receipt = await readBookingReceipt(
    runtime.db,
    runtime.config.authSecret,
    reference,
    accessOf(ctx, url),
    now,
  ).catch(notFoundAsPage);
  const { lawyer } = receipt;
  return {
    receipt: {
      ...receipt,
      startsAt: receipt.startsAt.toISOString(),
      endsAt: receipt.endsAt.toISOString(),
      lawyer: lawyer ? { id: lawyer.id, name: lawyerName(lawyer, lang) } : null,
      where: bookingWhere(fixedT(lang), lang, receipt.meetingType, lawyer),
      change: { ...receipt.change, until: receipt.change.until?.toISOString() ?? null },
    },
    calendarHref: `/${lang}/booking/${receipt.reference}/calendar.ics${url.search}`,
    networkPhone: runtime.config.contact.networkPhone,
  };
}

/**
 * The receipt's forms: intent `cancel` (the box ticked) or `move` (a new day and time). A wrong or expired
 * signature, or another account, is 404 like the page; a refusal answers at its fields and changes nothing.
 */
export async function receiptAction(
  ctx: RequestContext,
  request: Request,
  reference: string,
  now = new Date(),
) {
  const { runtime } = ctx;
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const access = accessOf(ctx, new URL(request.url));
  const secret = runtime.config.authSecret;
  const mail = appointmentMailContextOf(runtime);
  try {
    if (intent === 'cancel') {
      await parseForm(form, bookingCancelSchema);
      await cancelBooking(runtime.db, secret, reference, access, now, mail);
    } else if (intent === 'move') {
      const slot = await parseForm(form, bookingMoveSchema());
      await moveBooking(runtime.db, secret, reference, access, slot, now, mail);
    } else throw new AppError('NOT_FOUND');
    return { ok: true as const, intent };
  } catch (error) {
    return actionError(error, {
      intent,
      failure: { log: 'booking change failed', code: 'appointment.toast.failed' },
    });
  }
}

/**
 * The booking's calendar file (`.ics`, one VEVENT), for whoever may see its receipt; 404 otherwise. Its
 * description links to the receipt with a fresh signature.
 */
export async function downloadBookingCalendar(ctx: RequestContext, reference: string, url: URL) {
  const { runtime, lang } = ctx;
  const secret = runtime.config.authSecret;
  const receipt = await readBookingReceipt(runtime.db, secret, reference, accessOf(ctx, url)).catch(
    (error: unknown) => {
      if (isAppError(error) && error.code === 'NOT_FOUND') throw new Response('Not found', { status: 404 });
      throw error;
    },
  );
  const body = bookingCalendarFile({
    reference: receipt.reference,
    lang,
    lawyerName: receipt.lawyer ? lawyerName(receipt.lawyer, lang) : null,
    meetingType: receipt.meetingType,
    status: receipt.status,
    startsAt: receipt.startsAt,
    durationMinutes: receipt.durationMinutes,
    location: bookingWhere(fixedT(lang), lang, receipt.meetingType, receipt.lawyer),
    receiptUrl: `${runtime.config.publicUrl}${receiptPath(secret, lang, receipt.reference)}`,
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${receipt.reference}.ics"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

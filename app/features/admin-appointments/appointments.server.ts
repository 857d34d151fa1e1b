import { data } from 'react-router';
import { actorOf, requireAdminPage } from '#app/lib/admin.server.ts';
import { isAppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { logger } from '#server/logger.ts';
import { getRuntime } from '#server/runtime.ts';
import { listAdminAppointments, setAppointmentStatus } from '#server/services/admin/appointments.ts';
import type { ViewerUser } from '../../context.ts';

/** `/admin/appointments`: stored appointment requests, newest first (docs/product-rules.md, "Booking a consultation"). */
export async function loadAdminAppointments(viewer: ViewerUser | null, lang: Lang) {
  const actor = requireAdminPage(viewer, lang);
  const rows = await listAdminAppointments(getRuntime().db, actor);
  return {
    appointments: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      specialty: r.specialty,
      description: r.description,
      urgency: r.urgency,
      preferredDate: r.preferredDate,
      timeSlot: r.timeSlot,
      meetingType: r.meetingType,
      status: r.status,
      lawyerId: r.lawyerId,
      lawyerName: r.lawyerName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Sets a request's status; a refusal answers a translatable code with the AppError's status. */
export async function adminAppointmentsAction(request: Request, viewer: ViewerUser | null) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const status = String(form.get('status') ?? '');
  try {
    const result = await setAppointmentStatus(getRuntime().db, actorOf(viewer), id, status);
    return { ok: true as const, id: result.id, status: result.status };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, code: error.message }, error.status);
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'appointment status failed',
    );
    return data({ ok: false as const, code: 'adminAppointments.saveFailed' }, 500);
  }
}

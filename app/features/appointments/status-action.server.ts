import { actionError } from '#app/lib/action-error.server.ts';
import { formText } from '#domain/schemas/form.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';

/**
 * The action of a list of requests (the admin's, the linked lawyer's): `move` the posted request `id` to the posted
 * `status` (the service checks who may, and the move); the answer names the request and its new status, a refusal
 * is the one refusal with its status, an unexpected failure `failure`.
 */
export async function appointmentStatusAction(
  request: Request,
  move: (id: string, status: string) => Promise<{ id: string; status: AppointmentStatus }>,
  failure: { log: string; code: string },
) {
  const form = await request.formData();
  try {
    const result = await move(formText(form, 'id'), formText(form, 'status'));
    return { ok: true as const, id: result.id, status: result.status };
  } catch (error) {
    return actionError(error, { failure });
  }
}

import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { listAppointmentRequests } from '../../appointments/list-appointment-requests.ts';
import { requireAdmin } from '../../guard.ts';

/**
 * Stored appointment requests, newest first a page at a time, with the chosen lawyer's name (docs/product-rules.md,
 * "Booking a consultation").
 */
export async function listAdminAppointments(
  db: Db,
  actor: Actor,
  options: Parameters<typeof listAppointmentRequests>[2] = {},
) {
  requireAdmin(actor);
  return listAppointmentRequests(db, actor, options);
}

import { desc, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { APPOINTMENT_REQUEST_FIELDS } from './list-appointment-requests.ts';

/** The most requests the list shows. */
export const OWN_APPOINTMENTS_LIMIT = 200;

/**
 * The appointment requests for the listing(s) linked to the signed-in user (`lawyers.user_id`), newest first
 * (docs/product-rules.md, "Booking a consultation"). UNAUTHORIZED without a session; NOT_FOUND for anyone
 * without a linked listing (a member, an admin: admins have the admin screen), so no other listing's requests
 * are ever read.
 */
export async function listOwnAppointments(db: Db, actor: Actor) {
  requireActor(actor);
  const own = await db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.userId, actor.id)).limit(1);
  if (own.length === 0) throw new AppError('NOT_FOUND');
  return db
    .select(APPOINTMENT_REQUEST_FIELDS)
    .from(appointmentRequests)
    .innerJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
    .where(eq(lawyers.userId, actor.id))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(OWN_APPOINTMENTS_LIMIT);
}

import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import {
  type AppointmentMailContext,
  afterAppointmentMove,
  moveAppointmentStatus,
} from './move-appointment-status.ts';

/**
 * The lawyer linked to a listing (`lawyers.user_id`) moves a request for that listing to another status
 * (requested → confirmed | cancelled, confirmed → completed | cancelled; `moveAppointmentStatus`), in one
 * transaction with the request locked. UNAUTHORIZED without a session; NOT_FOUND for an unknown request or one
 * for another listing (or none), whoever asks (admins too: they use the admin screen), so the answer never tells
 * whether it exists; INVALID_INPUT / CONFLICT for a status the request cannot take. A refusal changes nothing.
 */
export async function setOwnAppointmentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: unknown,
  mail?: AppointmentMailContext,
): Promise<{ id: string; status: AppointmentStatus; changed: boolean }> {
  requireActor(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const move = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .innerJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
      .where(and(eq(appointmentRequests.id, id), eq(lawyers.userId, actor.id)))
      .for('update', { of: appointmentRequests })
      .limit(1);
    if (!own) throw new AppError('NOT_FOUND');
    return moveAppointmentStatus(tx, id, status);
  });
  await afterAppointmentMove(db, move, mail);
  return { id, status: move.after, changed: move.changed };
}

import type { AppointmentStatus } from '#domain/statuses.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../actor.ts';
import {
  type AppointmentMailContext,
  afterAppointmentMove,
  moveAppointmentStatus,
} from '../../appointments/move-appointment-status.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';

/**
 * Moves an appointment request to another status (requested → confirmed | cancelled, confirmed → completed |
 * cancelled; `moveAppointmentStatus`), with one audit entry in the same transaction. Setting the status it
 * already has changes nothing and records nothing. NOT_FOUND for an unknown id; INVALID_INPUT for an unknown
 * status; CONFLICT for a move the statuses do not allow.
 */
export async function setAppointmentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: unknown,
  mail?: AppointmentMailContext,
): Promise<{ id: string; status: AppointmentStatus; changed: boolean }> {
  requireAdmin(actor);
  const move = await db.transaction(async (tx) => {
    const move = await moveAppointmentStatus(tx, id, status);
    if (move.changed)
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'appointment.status',
        entityType: 'appointment_request',
        entityId: id,
        before: { status: move.before },
        after: { status: move.after },
      });
    return move;
  });
  await afterAppointmentMove(db, move, mail);
  return { id, status: move.after, changed: move.changed };
}

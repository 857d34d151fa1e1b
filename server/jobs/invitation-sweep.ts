import { logger } from '../logger.ts';
import { sweepDuration, sweepExpired, sweepLastSuccess, sweepRuns } from '../metrics.ts';
import { matchContextOf, type Runtime } from '../runtime.ts';
import { sendAdminDigest } from '../services/questions/admin-queue.ts';
import { expireInvitations } from '../services/questions/matching.ts';

/**
 * Expires overdue invitations every INVITATION_SWEEP_INTERVAL_MS (default a minute; safe when several servers run
 * it at once), and sends the daily admin digest of questions waiting for a lawyer when one is due. Each run is
 * counted for /metrics (server/metrics.ts): runs by result, invitations expired, duration, last success.
 */
export function startInvitationSweep(runtime: Runtime, everyMs = runtime.config.sweepIntervalMs) {
  const tick = async () => {
    const end = sweepDuration.startTimer();
    try {
      const ctx = matchContextOf(runtime);
      const { expired, rematched } = await expireInvitations(runtime.db, ctx);
      sweepExpired.inc(expired);
      if (expired > 0) logger.info({ expired, rematched: rematched.length }, 'invitations expired');
      // Once a day, the administrators hear of every question still waiting for a lawyer.
      const waiting = await sendAdminDigest(runtime.db, ctx);
      if (waiting > 0) logger.info({ waiting }, 'admin digest sent');
      sweepRuns.inc({ result: 'ok' });
      sweepLastSuccess.set(Date.now() / 1000);
    } catch (error) {
      sweepRuns.inc({ result: 'error' });
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'invitation sweep failed',
      );
    } finally {
      end();
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

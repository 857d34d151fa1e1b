import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { expireInvitations } from '../services/questions/matching.ts';

const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/**
 * How often the sweep runs: INVITATION_SWEEP_INTERVAL_MS (milliseconds, at least 100; default 60000, once a
 * minute). Process tests shorten it so that they need not wait a minute for a sweep.
 */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.INVITATION_SWEEP_INTERVAL_MS);
  return Number.isInteger(value) && value >= 100 ? value : DEFAULT_SWEEP_INTERVAL_MS;
}

/** Expires overdue invitations every minute (safe when several servers run it at once). */
export function startInvitationSweep(runtime: Runtime, everyMs = sweepIntervalMs()) {
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

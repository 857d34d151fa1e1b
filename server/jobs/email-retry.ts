import { logger } from '../logger.ts';
import { retryDueEmails } from '../mail/retry.ts';
import type { Runtime } from '../runtime.ts';

/**
 * Sends failed e-mails again every EMAIL_RETRY_INTERVAL_MS (default a minute) with backoff, until they are sent
 * or given up (`server/mail/retry.ts`; safe when several servers run it at once).
 */
export function startEmailRetry(runtime: Runtime, everyMs = runtime.config.emailRetryIntervalMs) {
  let running = false;
  const tick = async () => {
    // One run at a time in this process: a slow SMTP server never makes runs pile up.
    if (running) return;
    running = true;
    try {
      const { givenUp, sent, failed } = await retryDueEmails(runtime.db, runtime.mailer);
      if (givenUp + sent + failed > 0) logger.info({ givenUp, sent, failed }, 'e-mails retried');
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'e-mail retry failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

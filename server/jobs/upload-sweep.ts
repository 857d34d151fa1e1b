import { UNATTACHED_UPLOAD_SWEEP_INTERVAL_MS } from '#domain/limits.ts';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { sweepUnattachedUploads } from '../services/uploads/sweep-unattached-uploads.ts';

/**
 * Removes uploads that no record names once they are old enough, every UNATTACHED_UPLOAD_SWEEP_INTERVAL_MS
 * (server/services/uploads/sweep-unattached-uploads.ts; safe when several servers run it at once).
 */
export function startUploadSweep(runtime: Runtime, everyMs = UNATTACHED_UPLOAD_SWEEP_INTERVAL_MS) {
  let running = false;
  const tick = async () => {
    // One run at a time in this process: a slow bucket never makes runs pile up.
    if (running) return;
    running = true;
    try {
      const { removed } = await sweepUnattachedUploads(runtime.db, runtime.storage);
      if (removed.length > 0) logger.info({ files: removed.length }, 'unattached uploads removed');
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'upload sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';

/** While draining, idle keep-alive connections are closed this often (a request that ends leaves one idle). */
const IDLE_SWEEP_MS = 50;

export interface ShutdownOptions {
  server: Server;
  graceMs: number;
  log: Logger;
  /** Ends long-lived responses (server-sent event streams) that would otherwise never finish. */
  endStreams?: () => Promise<unknown> | unknown;
  /** Run in order once no request is left (or the grace period is over): jobs, event bus, database, lock. */
  cleanup?: ReadonlyArray<{ name: string; run: () => Promise<unknown> | unknown }>;
}

export interface StopOptions {
  /**
   * Idle kept-alive connections are left to the keep-alive timeout the server announced (`Keep-Alive: timeout=5`)
   * instead of being closed at once: a client about to reuse one would see it reset, while a client that knows
   * the timeout drops the connection itself before. For a process that is replaced while others serve (a rolling
   * restart, server/cluster.mjs); a server stopping for good closes them at once.
   */
  idleUntilTimeout?: boolean;
}

export interface Shutdown {
  /** Starts the shutdown (once; later calls get the same promise). Resolves when everything is closed. */
  stop(options?: StopOptions): Promise<void>;
  /** True from the moment stop() is called: responses should then close their connection. */
  readonly stopping: boolean;
}

const delay = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

/**
 * Graceful stop of one HTTP server: stop accepting connections, close idle keep-alive connections at once (and
 * each one that becomes idle), end event streams, let requests in flight finish for up to `graceMs`, then cut
 * what is left and run the clean-up steps. Never rejects: a failing clean-up step is logged and the next runs.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, graceMs, log } = options;
  let stopping = false;
  let done: Promise<void> | undefined;

  const run = async (stopOptions: StopOptions) => {
    const started = Date.now();
    // http.Server#close also closes the idle connections (Node 19 and later); net.Server#close only stops accepting.
    const closed = new Promise<'closed'>((resolve) =>
      stopOptions.idleUntilTimeout
        ? NetServer.prototype.close.call(server, () => resolve('closed'))
        : server.close(() => resolve('closed')),
    );
    if (!stopOptions.idleUntilTimeout) server.closeIdleConnections();
    const sweep = setInterval(() => {
      if (!stopOptions.idleUntilTimeout) server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    try {
      if (options.endStreams) {
        try {
          await Promise.race([Promise.resolve(options.endStreams()), delay(graceMs)]);
        } catch (err) {
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'ending event streams failed');
        }
      }
      const left = Math.max(0, graceMs - (Date.now() - started));
      if ((await Promise.race([closed, delay(left)])) === 'timeout') {
        log.warn({ graceMs }, 'requests still running after the grace period: connections closed');
        server.closeAllConnections();
        await closed;
      }
    } finally {
      clearInterval(sweep);
    }
    for (const step of options.cleanup ?? []) {
      try {
        await step.run();
      } catch (err) {
        log.error(
          { step: step.name, err: err instanceof Error ? err.message : String(err) },
          'shutdown step failed',
        );
      }
    }
    log.info({ ms: Date.now() - started }, 'stopped');
  };

  return {
    get stopping() {
      return stopping;
    },
    stop(stopOptions = {}) {
      if (!done) {
        stopping = true;
        done = run(stopOptions);
      }
      return done;
    },
  };
}

import type { Context } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import type { Db } from '../db/client.ts';
import { logger } from '../logger.ts';
import { openEventStreams } from '../metrics.ts';
import { applySessionLimits, getSessionUser, type SessionUser } from '../services/accounts/session-user.ts';

const HEARTBEAT_MS = 25_000;
/**
 * How soon a browser opens a stream again once it ended (the `retry` field of the first event): a restart
 * (docs/deploy.md, "Restarts without downtime") ends every stream of a stopping process cleanly, and EventSource
 * then reconnects after this delay, to a process that still serves.
 */
export const RECONNECT_MS = 1000;

/** The open event streams of this process, each with the function that ends it. */
const openStreams = new Set<() => Promise<void>>();

/**
 * Ends every open event stream (graceful shutdown, server/http/shutdown.ts), so that none holds the process;
 * browsers reconnect on their own (EventSource), to another server or after the restart.
 */
export async function closeEventStreams(): Promise<void> {
  await Promise.all([...openStreams].map((close) => close()));
}

/**
 * The stream's user as the database says now, or why the stream must end: its session row read again
 * (`applySessionLimits` without recording use: an open stream is no activity), gone or past its limits.
 */
export async function currentStreamUser(
  db: Db,
  token: string,
  userId: string,
): Promise<SessionUser | string> {
  const state = await applySessionLimits(db, token, { recordUse: false });
  if (state !== 'active') return state === 'ended' ? 'session expired' : 'signed out';
  return (await getSessionUser(db, userId)) ?? 'signed out';
}

/** What an open stream offers the route that feeds it. */
export interface SessionStream {
  /** Runs `step` after the previous steps, once `endReason` says the stream is still the viewer's; else ends it. */
  serially(step: () => Promise<void>): Promise<void>;
  write(message: SSEMessage): Promise<void>;
}

/**
 * A server-sent-events response that lives only as long as its session and the viewer's right to it (ADR 0016):
 * before each step, and every `recheckMs` even when nothing happens, `endReason` is asked again (the database is
 * the one source, so a sign-out on any process ends the streams of every process); a `ping` every 25 seconds keeps
 * proxies from closing it; `closeEventStreams` ends it at shutdown. `open` subscribes the stream to what it sends
 * and returns the unsubscribe function; `onReady` runs once the browser has the `ready` event.
 */
export function sessionEventStream(
  c: Context,
  options: {
    recheckMs: number;
    /** The log line's fields and message when the stream ends on its own. */
    log: { fields?: Record<string, unknown>; closed: string };
    /** The stream's name in the open-streams gauge of server/metrics.ts. */
    name: string;
    endReason: () => Promise<string | null>;
    open: (stream: SessionStream) => () => void;
    onReady?: () => void;
  },
): Response {
  const { log } = options;
  c.header('cache-control', 'no-cache, no-transform');
  c.header('x-accel-buffering', 'no');
  return streamSSE(c, async (stream) => {
    let ended = false;
    let queue = Promise.resolve();
    let wake = () => {};
    let unsubscribe = () => {};
    let recheck: ReturnType<typeof setInterval> | undefined;
    const live = () => !ended && !stream.aborted && !stream.closed;
    const close = async () => {
      ended = true;
      unsubscribe();
      clearInterval(recheck);
      wake();
      await stream.close();
    };
    const serially = (step: () => Promise<void>) => {
      queue = queue.then(async () => {
        if (!live()) return;
        try {
          const reason = await options.endReason();
          if (reason) {
            logger.info({ ...log.fields, reason }, log.closed);
            await close();
            return;
          }
          await step();
        } catch (error) {
          // Nothing can be checked (database unreachable): stop streaming; the browser reconnects on its own.
          logger.info(
            { ...log.fields, err: error instanceof Error ? error.message : String(error) },
            log.closed,
          );
          await close();
        }
      });
      return queue;
    };
    unsubscribe = options.open({ serially, write: (message) => stream.writeSSE(message) });
    let checking = false;
    recheck = setInterval(() => {
      // One check at a time: a slow database does not pile them up.
      if (checking) return;
      checking = true;
      void serially(async () => {}).finally(() => {
        checking = false;
      });
    }, options.recheckMs);
    stream.onAbort(close);
    openStreams.add(close);
    const gauge = openEventStreams.labels({ stream: options.name });
    gauge.inc();
    try {
      await stream.writeSSE({ event: 'ready', data: '', retry: RECONNECT_MS });
      options.onReady?.();
      while (live()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (live()) await stream.writeSSE({ event: 'ping', data: '' });
      }
    } finally {
      openStreams.delete(close);
      gauge.dec();
      unsubscribe();
      clearInterval(recheck);
    }
  });
}

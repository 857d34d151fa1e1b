import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ThreadEvent } from '../events/bus.ts';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { applySessionLimits, getSessionUser } from '../services/accounts/session-user.ts';
import {
  questionParticipants,
  type WaitingViewer,
  waitingCounts,
} from '../services/accounts/waiting-counts.ts';
import { trackEventStream } from './events.ts';

const HEARTBEAT_MS = 25_000;

/** An open stream of this process: whose it is, and the function that sends its counts again. */
interface Watcher {
  viewer: WaitingViewer;
  recount: () => void;
}

/**
 * GET /api/events/me — server-sent events with the counts of what waits for the signed-in person (`counts`: the
 * JSON of `waitingCounts` and `at`, when they were counted), sent on opening and after each change: a question
 * event (a message, an invitation made, answered or expired, a slip, the admin queue: server/events/bus.ts) makes
 * the question's asker, its invited lawyers and the admins count again; a read (`counts` event of the bus,
 * `markQuestionRead`) the reader. One query finds a question's people, once per event and process, only while
 * streams are open here. 401 without a session.
 *
 * Like the thread's stream (server/http/events.ts), it lives only as long as its session: before each count and
 * every `eventStreamRecheckMs` it reads the session row again and ends once it is gone or past its limits.
 */
export function createWaitingEventRoutes(runtime: Runtime) {
  const app = new Hono();
  const { db } = runtime;
  const watchers = new Set<Watcher>();

  runtime.events.subscribeAllQuestions((event: ThreadEvent) => {
    if (watchers.size === 0) return;
    void questionParticipants(db, event.questionId)
      .then((ids) => {
        const concerned = new Set(ids);
        for (const w of watchers) if (w.viewer.isAdmin || concerned.has(w.viewer.id)) w.recount();
      })
      .catch((error: unknown) =>
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'waiting counts fan-out failed',
        ),
      );
  });

  app.get('/api/events/me', async (c) => {
    const session = await runtime.auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? await getSessionUser(db, session.user.id) : null;
    if (!session || !user) return c.json({ code: 'UNAUTHORIZED' }, 401);
    const token = session.session.token;
    const watcher: Watcher = {
      viewer: { id: user.id, isAdmin: user.isAdmin, lawyerId: user.lawyerId },
      recount: () => {},
    };

    /** Why the stream must end now (null while the session lasts); the viewer's roles read again. */
    const endReason = async (): Promise<string | null> => {
      const state = await applySessionLimits(db, token, { recordUse: false });
      if (state !== 'active') return state === 'ended' ? 'session expired' : 'signed out';
      const current = await getSessionUser(db, user.id);
      if (!current) return 'signed out';
      watcher.viewer = { id: current.id, isAdmin: current.isAdmin, lawyerId: current.lawyerId };
      return null;
    };

    c.header('cache-control', 'no-cache, no-transform');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let ended = false;
      let queue = Promise.resolve();
      let wake = () => {};
      let recheck: ReturnType<typeof setInterval> | undefined;
      let unsubscribe = () => {};
      const close = async () => {
        ended = true;
        watchers.delete(watcher);
        unsubscribe();
        clearInterval(recheck);
        wake();
        await stream.close();
      };
      const serially = (step: () => Promise<void>) => {
        queue = queue.then(async () => {
          if (ended || stream.aborted || stream.closed) return;
          try {
            const reason = await endReason();
            if (reason) {
              logger.info({ reason }, 'waiting counts stream closed');
              await close();
              return;
            }
            await step();
          } catch (error) {
            logger.info(
              { err: error instanceof Error ? error.message : String(error) },
              'waiting counts stream closed',
            );
            await close();
          }
        });
        return queue;
      };
      // Changes that come in a burst are counted once: a count already waiting to be sent covers them.
      let countQueued = false;
      watcher.recount = () => {
        if (countQueued) return;
        countQueued = true;
        void serially(async () => {
          countQueued = false;
          const counts = await waitingCounts(db, watcher.viewer);
          await stream.writeSSE({ event: 'counts', data: JSON.stringify({ counts, at: Date.now() }) });
        });
      };
      watchers.add(watcher);
      unsubscribe = runtime.events.subscribeCounts(user.id, () => watcher.recount());
      let checking = false;
      recheck = setInterval(() => {
        if (checking) return;
        checking = true;
        void serially(async () => {}).finally(() => {
          checking = false;
        });
      }, runtime.config.eventStreamRecheckMs);
      stream.onAbort(close);
      const untrack = trackEventStream(close);
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        // The counts on opening: what changed since the page was rendered, or during a reconnection.
        watcher.recount();
        while (!ended && !stream.aborted && !stream.closed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (!ended && !stream.aborted && !stream.closed) await stream.writeSSE({ event: 'ping', data: '' });
        }
      } finally {
        untrack();
        watchers.delete(watcher);
        unsubscribe();
        clearInterval(recheck);
      }
    });
  });
  return app;
}

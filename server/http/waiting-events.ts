import { Hono } from 'hono';
import type { ThreadEvent } from '../events/bus.ts';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { signedInUser } from '../services/accounts/session-user.ts';
import {
  questionParticipants,
  type WaitingViewer,
  waitingCounts,
} from '../services/accounts/waiting-counts.ts';
import { currentStreamUser, sessionEventStream } from './session-stream.ts';

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
 * Like the thread's stream (server/http/events.ts), it lives only as long as its session (`sessionEventStream` in
 * session-stream.ts): before each count and every `eventStreamRecheckMs` it reads the session row again and ends
 * once it is gone or past its limits.
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
    const signedIn = await signedInUser(runtime.auth, runtime.db, c.req.raw.headers);
    if (!signedIn) return c.json({ code: 'UNAUTHORIZED' }, 401);
    const { token, user } = signedIn;
    const watcher: Watcher = {
      viewer: { id: user.id, isAdmin: user.isAdmin, lawyerId: user.lawyerId },
      recount: () => {},
    };

    /** Why the stream must end now (null while the session lasts); the viewer's roles read again. */
    const endReason = async (): Promise<string | null> => {
      const current = await currentStreamUser(db, token, user.id);
      if (typeof current === 'string') return current;
      watcher.viewer = { id: current.id, isAdmin: current.isAdmin, lawyerId: current.lawyerId };
      return null;
    };

    return sessionEventStream(c, {
      recheckMs: runtime.config.eventStreamRecheckMs,
      log: { closed: 'waiting counts stream closed' },
      name: 'waiting-counts',
      endReason,
      open: (stream) => {
        // Changes that come in a burst are counted once: a count already waiting to be sent covers them.
        let countQueued = false;
        watcher.recount = () => {
          if (countQueued) return;
          countQueued = true;
          void stream.serially(async () => {
            countQueued = false;
            const counts = await waitingCounts(db, watcher.viewer);
            await stream.write({ event: 'counts', data: JSON.stringify({ counts, at: Date.now() }) });
          });
        };
        watchers.add(watcher);
        const unsubscribe = runtime.events.subscribeCounts(user.id, () => watcher.recount());
        return () => {
          watchers.delete(watcher);
          unsubscribe();
        };
      },
      // The counts on opening: what changed since the page was rendered, or during a reconnection.
      onReady: () => watcher.recount(),
    });
  });
  return app;
}

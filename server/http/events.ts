import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { applySessionLimits, getSessionUser } from '../services/accounts/session-user.ts';
import type { Actor } from '../services/actor.ts';
import { questionAccess, usesThread } from '../services/questions/access.ts';
import { getMessageForViewer } from '../services/questions/messages.ts';
import { markQuestionRead, messageTime } from '../services/questions/question-reads.ts';

const HEARTBEAT_MS = 25_000;

/** The open event streams of this process, each with the function that ends it. */
const openStreams = new Set<() => Promise<void>>();

/**
 * Ends every open event stream (graceful shutdown, server/http/shutdown.ts), so that none holds the process;
 * browsers reconnect on their own (EventSource), to another server or after the restart.
 */
export async function closeEventStreams(): Promise<void> {
  await Promise.all([...openStreams].map((close) => close()));
}

/** Counts an open stream among those `closeEventStreams` ends (server/http/waiting-events.ts too); returns its removal. */
export function trackEventStream(close: () => Promise<void>): () => void {
  openStreams.add(close);
  return () => openStreams.delete(close);
}

/**
 * GET /api/events/questions/:id — server-sent events with each new message of a thread (`message`) and each change
 * of the question's status or invitations (`status`), for everyone who may read that thread. Events come from the
 * runtime's bus (PostgreSQL NOTIFY when several processes serve the site).
 *
 * The stream lives only as long as its session and the viewer's access (ADR 0016): before each event, and every
 * `eventStreamRecheckMs` (EVENT_STREAM_RECHECK_SECONDS of domain/limits.ts) even when nothing happens, it reads
 * the session row again in the database (`applySessionLimits` without recording use: an open stream is no
 * activity), then the viewer and their access to the thread; it ends once the session is gone (signed out
 * everywhere, a new password, deleted), past its limits, or the thread is no longer theirs. The database is the
 * one source, so a sign-out on any process ends the streams of every process. Each message is also read with the
 * viewer's own permissions before it is sent.
 */
export function createEventRoutes(runtime: Runtime) {
  const app = new Hono();
  app.get('/api/events/questions/:id', async (c) => {
    const session = await runtime.auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? await getSessionUser(runtime.db, session.user.id) : null;
    if (!session || !user) return c.json({ code: 'UNAUTHORIZED' }, 401);
    let actor: Actor = { id: user.id, isAdmin: user.isAdmin };
    const questionId = c.req.param('id');
    const access = await questionAccess(runtime.db, actor, questionId);
    if (!access || !usesThread(access.role)) return c.json({ code: 'NOT_FOUND' }, 404);
    const token = session.session.token;

    /** Why the stream must end now (null while the session and the thread are still the viewer's). */
    const endReason = async (): Promise<string | null> => {
      const state = await applySessionLimits(runtime.db, token, { recordUse: false });
      if (state !== 'active') return state === 'ended' ? 'session expired' : 'signed out';
      const current = await getSessionUser(runtime.db, user.id);
      if (!current) return 'signed out';
      actor = { id: current.id, isAdmin: current.isAdmin };
      const now = await questionAccess(runtime.db, actor, questionId);
      return now && usesThread(now.role) ? null : 'access lost';
    };

    c.header('cache-control', 'no-cache, no-transform');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let ended = false;
      let queue = Promise.resolve();
      let wake = () => {};
      let unsubscribe = () => {};
      let recheck: ReturnType<typeof setInterval> | undefined;
      const close = async () => {
        ended = true;
        unsubscribe();
        clearInterval(recheck);
        wake();
        await stream.close();
      };
      /** Runs `step` after the previous ones, unless the stream has ended; ends it when the viewer may no longer read. */
      const serially = (step: () => Promise<void>) => {
        queue = queue.then(async () => {
          if (ended || stream.aborted || stream.closed) return;
          try {
            const reason = await endReason();
            if (reason) {
              logger.info({ questionId, reason }, 'event stream closed');
              await close();
              return;
            }
            await step();
          } catch (error) {
            // Nothing can be checked (database unreachable): stop streaming; the browser reconnects on its own.
            logger.info(
              { questionId, err: error instanceof Error ? error.message : String(error) },
              'event stream closed',
            );
            await close();
          }
        });
        return queue;
      };
      unsubscribe = runtime.events.subscribe(questionId, (event) => {
        void serially(async () => {
          if (event.type === 'status') {
            // The page reads the question again, with the viewer's own permissions.
            await stream.writeSSE({ event: 'status', data: '' });
            return;
          }
          const message = await getMessageForViewer(runtime.db, actor, questionId, event.messageId);
          if (!message) return;
          await stream.writeSSE({ event: 'message', id: message.id, data: JSON.stringify(message) });
          // The open thread shows it: read up to it (docs/product-rules.md, "Questions": read receipts), so the
          // viewer's counts of what waits stay true.
          if (message.sender.userId !== actor?.id)
            await markQuestionRead(runtime.db, actor, questionId, messageTime(message.id), runtime);
        });
      });
      let checking = false;
      recheck = setInterval(() => {
        // One check at a time: a slow database does not pile them up.
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
        unsubscribe();
        clearInterval(recheck);
      }
    });
  });
  return app;
}

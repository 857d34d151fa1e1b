import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { logger } from '../logger.ts';
import type { Runtime } from '../runtime.ts';
import { getSessionUser } from '../services/accounts/session-user.ts';
import type { Actor } from '../services/actor.ts';
import { questionAccess, usesThread } from '../services/questions/access.ts';
import { getMessageForViewer } from '../services/questions/messages.ts';

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

/**
 * GET /api/events/questions/:id — server-sent events with each new message of a thread (`message`) and each change
 * of the question's status or invitations (`status`), for everyone who may read that thread. Events come from the runtime's bus (PostgreSQL NOTIFY when several processes serve the
 * site), and every message is re-read with the viewer's own permissions before it is sent.
 */
export function createEventRoutes(runtime: Runtime) {
  const app = new Hono();
  app.get('/api/events/questions/:id', async (c) => {
    const session = await runtime.auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? await getSessionUser(runtime.db, session.user.id) : null;
    if (!user) return c.json({ code: 'UNAUTHORIZED' }, 401);
    const actor: Actor = { id: user.id, isAdmin: user.isAdmin };
    const questionId = c.req.param('id');
    const access = await questionAccess(runtime.db, actor, questionId);
    if (!access || !usesThread(access.role)) return c.json({ code: 'NOT_FOUND' }, 404);

    c.header('cache-control', 'no-cache, no-transform');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const unsubscribe = runtime.events.subscribe(questionId, (event) => {
        queue = queue.then(async () => {
          try {
            if (event.type === 'status') {
              // The page reads the question again, with the viewer's own permissions.
              await stream.writeSSE({ event: 'status', data: '' });
              return;
            }
            const message = await getMessageForViewer(runtime.db, actor, questionId, event.messageId);
            if (message)
              await stream.writeSSE({ event: 'message', id: message.id, data: JSON.stringify(message) });
          } catch (error) {
            // Access lost (e.g. invitation over): stop streaming to this page.
            logger.info(
              { questionId, err: error instanceof Error ? error.message : String(error) },
              'event stream closed',
            );
            await stream.close();
          }
        });
      });
      stream.onAbort(unsubscribe);
      let wake = () => {};
      const close = async () => {
        unsubscribe();
        wake();
        await stream.close();
      };
      openStreams.add(close);
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        while (!stream.aborted && !stream.closed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (!stream.aborted && !stream.closed) await stream.writeSSE({ event: 'ping', data: '' });
        }
      } finally {
        openStreams.delete(close);
        unsubscribe();
      }
    });
  });
  return app;
}

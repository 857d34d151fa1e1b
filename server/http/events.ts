import { Hono } from 'hono';
import type { Runtime } from '../runtime.ts';
import { signedInUser } from '../services/accounts/session-user.ts';
import type { Actor } from '../services/actor.ts';
import { questionAccess, usesThread } from '../services/questions/access.ts';
import { getMessageForViewer } from '../services/questions/messages.ts';
import { markQuestionRead, messageTime } from '../services/questions/question-reads.ts';
import { currentStreamUser, sessionEventStream } from './session-stream.ts';

/**
 * GET /api/events/questions/:id — server-sent events with each new message of a thread (`message`) and each change
 * of the question's status or invitations (`status`), for everyone who may read that thread. Events come from the
 * runtime's bus (PostgreSQL NOTIFY when several processes serve the site).
 *
 * The stream lives only as long as its session and the viewer's access (ADR 0016, `sessionEventStream` in
 * session-stream.ts): before each event, and every `eventStreamRecheckMs` (EVENT_STREAM_RECHECK_SECONDS of
 * domain/limits.ts) even when nothing happens, it reads the session row, the viewer and their access to the thread
 * again; it ends once the session is gone (signed out everywhere, a new password, deleted), past its limits, or
 * the thread is no longer theirs. Each message is also read with the viewer's own permissions before it is sent.
 */
export function createEventRoutes(runtime: Runtime) {
  const app = new Hono();
  app.get('/api/events/questions/:id', async (c) => {
    const signedIn = await signedInUser(runtime.auth, runtime.db, c.req.raw.headers);
    if (!signedIn) return c.json({ code: 'UNAUTHORIZED' }, 401);
    const { token, user } = signedIn;
    let actor: Actor = { id: user.id, isAdmin: user.isAdmin };
    const questionId = c.req.param('id');
    const access = await questionAccess(runtime.db, actor, questionId);
    if (!access || !usesThread(access.role)) return c.json({ code: 'NOT_FOUND' }, 404);

    /** Why the stream must end now (null while the session and the thread are still the viewer's). */
    const endReason = async (): Promise<string | null> => {
      const current = await currentStreamUser(runtime.db, token, user.id);
      if (typeof current === 'string') return current;
      actor = { id: current.id, isAdmin: current.isAdmin };
      const now = await questionAccess(runtime.db, actor, questionId);
      return now && usesThread(now.role) ? null : 'access lost';
    };

    return sessionEventStream(c, {
      recheckMs: runtime.config.eventStreamRecheckMs,
      log: { fields: { questionId }, closed: 'event stream closed' },
      name: 'thread',
      endReason,
      open: (stream) =>
        runtime.events.subscribe(questionId, (event) => {
          void stream.serially(async () => {
            if (event.type === 'status') {
              // The page reads the question again, with the viewer's own permissions.
              await stream.write({ event: 'status', data: '' });
              return;
            }
            const message = await getMessageForViewer(runtime.db, actor, questionId, event.messageId);
            if (!message) return;
            await stream.write({ event: 'message', id: message.id, data: JSON.stringify(message) });
            // The open thread shows it: read up to it (docs/product-rules.md, "Questions": read receipts), so the
            // viewer's counts of what waits stay true.
            if (message.sender.userId !== actor?.id)
              await markQuestionRead(runtime.db, actor, questionId, messageTime(message.id), runtime);
          });
        }),
    });
  });
  return app;
}

import { EventEmitter } from 'node:events';
import pg from 'pg';
import { logger } from '../logger.ts';

/**
 * What happened on a question (only ids travel: NOTIFY payloads are small, and readers re-check access):
 * a new thread message, or a change of its status or invitations (invited, accepted, declined, expired, waiting
 * for an admin, closed, reopened), after which open pages read the question again.
 */
export type ThreadEvent =
  | { type: 'message'; questionId: string; messageId: string }
  | { type: 'status'; questionId: string };

/**
 * Live updates across server processes (architecture: "anything that must work across processes goes through
 * PostgreSQL"). On PostgreSQL, events go through NOTIFY on one channel and every process LISTENs; on the
 * embedded database (one process by construction) they stay in process.
 */
export interface EventBus {
  publish(event: ThreadEvent): Promise<void>;
  subscribe(questionId: string, handler: (event: ThreadEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tanai_events';

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(event.questionId, event);
    },
    subscribe(questionId, handler) {
      emitter.on(questionId, handler);
      return () => emitter.off(questionId, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** NOTIFY/LISTEN on a dedicated connection; reconnects when the connection drops. */
export async function createPostgresBus(url: string, pool: pg.Pool): Promise<EventBus> {
  const local = createLocalBus();
  let client: pg.Client | null = null;
  let closed = false;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        void local.publish(JSON.parse(msg.payload) as ThreadEvent);
      } catch {
        logger.warn('ignored a malformed event');
      }
    });
    c.on('error', (err) => {
      logger.error({ err: err.message }, 'event listener connection failed');
      client = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  await connect();

  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}

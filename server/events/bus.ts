import { randomUUID } from 'node:crypto';
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
 * What waits for one person changed without a question event (they read a thread): their open pages count again
 * (server/http/waiting-events.ts). Every question event also makes its participants and the admins count again.
 */
export type CountsEvent = { type: 'counts'; userId: string };

export type BusEvent = ThreadEvent | CountsEvent;

/**
 * Live updates across server processes (architecture: "anything that must work across processes goes through
 * PostgreSQL"). On PostgreSQL, events go through NOTIFY on one channel and every process LISTENs; on the
 * embedded database (one process by construction) they stay in process.
 */
export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(questionId: string, handler: (event: ThreadEvent) => void): () => void;
  /** Every question's events (the waiting counts' fan-out, server/http/waiting-events.ts). */
  subscribeAllQuestions(handler: (event: ThreadEvent) => void): () => void;
  /** One person's `counts` events. */
  subscribeCounts(userId: string, handler: (event: CountsEvent) => void): () => void;
  /**
   * Public data changed in this process (server/cache/public-data.ts): tells the OTHER processes to forget
   * their cached copies. Nothing to tell on the embedded database (one process).
   */
  publishPublicDataChange(): Promise<void>;
  /**
   * Calls `handler` when another process changed public data, and after the listening connection came back (a
   * change may have been missed meanwhile). Returns the unsubscribe function.
   */
  onPublicDataChange(handler: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tanai_events';
/** The public data cache's channel; the payload is the sending process's id (it ignores its own). */
const PUBLIC_DATA_CHANNEL = 'tanai_public_data';
const PUBLIC_DATA_EVENT = 'public-data';
/** The local emitter's keys beside the question ids (uuids): all questions' events, and one person's counts. */
const ALL_QUESTIONS = 'questions:*';
const countsKey = (userId: string) => `counts:${userId}`;

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      if (event.type === 'counts') {
        emitter.emit(countsKey(event.userId), event);
        return;
      }
      emitter.emit(event.questionId, event);
      emitter.emit(ALL_QUESTIONS, event);
    },
    subscribe(questionId, handler) {
      emitter.on(questionId, handler);
      return () => emitter.off(questionId, handler);
    },
    subscribeAllQuestions(handler) {
      emitter.on(ALL_QUESTIONS, handler);
      return () => emitter.off(ALL_QUESTIONS, handler);
    },
    subscribeCounts(userId, handler) {
      const key = countsKey(userId);
      emitter.on(key, handler);
      return () => emitter.off(key, handler);
    },
    async publishPublicDataChange() {
      // One process: the one that changed the data has already emptied its cache.
    },
    onPublicDataChange(handler) {
      emitter.on(PUBLIC_DATA_EVENT, handler);
      return () => emitter.off(PUBLIC_DATA_EVENT, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The most notifications sent in one statement. */
const NOTIFY_BATCH = 500;

/** NOTIFY/LISTEN on a dedicated connection; reconnects when the connection drops. */
export async function createPostgresBus(url: string, pool: pg.Pool): Promise<EventBus> {
  const local = createLocalBus();
  const publicData = new EventEmitter();
  publicData.setMaxListeners(0);
  const processId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let connections = 0;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === PUBLIC_DATA_CHANNEL) {
        if (msg.payload !== processId) publicData.emit(PUBLIC_DATA_EVENT);
        return;
      }
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        void local.publish(JSON.parse(msg.payload) as BusEvent);
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
    await c.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    client = c;
    // Listening again after a lost connection: changes made meanwhile were not heard.
    if (connections++ > 0) publicData.emit(PUBLIC_DATA_EVENT);
  };
  await connect();

  /**
   * Sends on the listening connection, which is idle between notifications: a publish never waits for a pooled
   * connection (on a busy server that wait is most of a write's time). While that connection is being replaced,
   * the pool sends it. A connection answers one statement at a time, each read after a turn of the event loop: on a
   * busy server (turns of ~40 ms) one statement a notification would send some 25 a second, fewer than the writes
   * make. So the notifications asked for while a statement is on its way go together in the next one, in order.
   */
  const waiting: { channel: string; payload: string; resolve: () => void; reject: (e: unknown) => void }[] =
    [];
  let sending = false;
  const sendWaiting = async () => {
    sending = true;
    while (waiting.length > 0) {
      // At most NOTIFY_BATCH a statement: PostgreSQL takes up to 65,535 parameters.
      const batch = waiting.splice(0, NOTIFY_BATCH);
      const calls = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ');
      try {
        await (client ?? pool).query(
          `SELECT ${calls}`,
          batch.flatMap((n) => [n.channel, n.payload]),
        );
        for (const n of batch) n.resolve();
      } catch (error) {
        for (const n of batch) n.reject(error);
      }
    }
    sending = false;
  };
  const notify = (channel: string, payload: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ channel, payload, resolve, reject });
      if (!sending) void sendWaiting();
    });

  return {
    async publish(event) {
      await notify(CHANNEL, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    subscribeAllQuestions: local.subscribeAllQuestions,
    subscribeCounts: local.subscribeCounts,
    async publishPublicDataChange() {
      await notify(PUBLIC_DATA_CHANNEL, processId);
    },
    onPublicDataChange(handler) {
      publicData.on(PUBLIC_DATA_EVENT, handler);
      return () => publicData.off(PUBLIC_DATA_EVENT, handler);
    },
    async close() {
      closed = true;
      publicData.removeAllListeners();
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}

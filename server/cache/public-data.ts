import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../db/client.ts';
import type { EventBus } from '../events/bus.ts';
import { logger } from '../logger.ts';

/**
 * The data cache of the public pages (ADR docs/decisions/0014-data-cache.md): what the signed-out pages read
 * from the database — the network counts, the featured lawyer, a verified lawyer's public profile, search
 * results, the sitemap's lawyer ids — kept in memory, so repeated reads cost no query. The plain pages rendered
 * from it for signed-out visitors are kept beside it and emptied with it (server/cache/public-pages.ts).
 *
 * - Bounded: at most MAX_ENTRIES values and MAX_BYTES of them (their JSON size), the least recently used go first.
 * - Concurrent misses of one key share one load (lru-cache's `fetchMethod`).
 * - Fresh: every write that changes public data runs through `publicDataTransaction`, which empties the cache
 *   once the write is committed — in this process at once, in every other process on the same PostgreSQL
 *   database through the event bus (NOTIFY, server/events/bus.ts). A load that was under way when the cache was
 *   emptied is not kept, and later readers never join it.
 * - TTL_MS is only a safety net (a change made straight in the database, a notification lost while the listening
 *   connection was down).
 *
 * Values are shared between requests and frozen: readers must copy before changing anything. Only public data
 * goes in here: what a signed-in person sees of their own (an unverified listing, their account) is read from
 * the database every time.
 */

export const TTL_MS = 60_000;
/** The reasons lru-cache gives when it aborts a load under way (its AbortSignal's reason). */
const FETCH_ABORTS = new Set(['evicted', 'deleted', 'replaced']);
export const MAX_ENTRIES = 5000;
const MAX_BYTES = 32 * 1024 * 1024;

type Load = () => Promise<unknown>;
/** lru-cache stores no undefined or null: every value travels in a box. */
interface Box {
  value: unknown;
}

interface State {
  cache: LRUCache<string, Box, Load>;
  /** Counts the times the cache was emptied: a read that spans one reads again, uncached. */
  generation: number;
  /** Tells the other processes (set by `connectPublicDataBus`). */
  broadcast: (() => Promise<void>) | null;
}

/** Deep-freezes a value about to be shared between requests (plain objects and arrays; a Date is left as is). */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

function createState(): State {
  return {
    cache: new LRUCache<string, Box, Load>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (box) => Math.max(1, JSON.stringify(box.value)?.length ?? 1),
      ttl: TTL_MS,
      fetchMethod: async (_key, _stale, { context }) => ({ value: freeze(await context()) }),
    }),
    generation: 0,
    broadcast: null,
  };
}

// On globalThis, like the runtime (server/runtime.ts): the development server's module reloads keep one cache.
const holder = globalThis as { __tanaiPublicData?: State };
const state = (): State => {
  holder.__tanaiPublicData ??= createState();
  return holder.__tanaiPublicData;
};

/**
 * The value of `key`: from the cache, or loaded by `load` (once, whoever else asks meanwhile) and kept. The key
 * must name everything the value depends on (kind of data, ids, filters, page).
 */
export async function readPublicData<T>(key: string, load: () => Promise<T>): Promise<T> {
  const s = state();
  const generation = s.generation;
  try {
    const box = await s.cache.fetch(key, { context: load });
    if (box) return box.value as T;
  } catch (error) {
    // lru-cache aborted this load: the cache was emptied while it ran (its answer may predate the change), or its
    // entry was evicted or replaced meanwhile (a full cache). Either way the value is read again, uncached. Any
    // other failure is the load's own.
    const aborted = error instanceof Error && FETCH_ABORTS.has(error.message);
    if (s.generation === generation && !aborted) throw error;
  }
  return load();
}

/** Forgets every cached value in this process only (another process's change, or tests). */
export function forgetPublicData(): void {
  const s = state();
  s.generation++;
  s.cache.clear();
}

/**
 * Public data changed: this process forgets its cached values at once, and every other process on the same
 * PostgreSQL database is told to (a failed notification is logged; the TTL then bounds the staleness there).
 */
export async function invalidatePublicData(): Promise<void> {
  forgetPublicData();
  const broadcast = state().broadcast;
  if (!broadcast) return;
  try {
    await broadcast();
  } catch (error) {
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'public data change not sent to other processes',
    );
  }
}

/**
 * Runs a write that changes what the public pages show (a verified lawyer's listing, the featured list, the
 * case categories) in one transaction, then empties the cache — after the commit, so that no read can put the
 * data from before the change back. A write that fails (refused input, a conflict) changed nothing and leaves
 * the cache as it is.
 */
export async function publicDataTransaction<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  await invalidatePublicData();
  return result;
}

/**
 * Joins the process's event bus: this process's changes are announced to the others, and theirs (or a
 * reconnection of the listener, after which some may have been missed) empty this cache. Returns the way out.
 */
export function connectPublicDataBus(bus: EventBus): () => void {
  const s = state();
  s.broadcast = () => bus.publishPublicDataChange();
  const unsubscribe = bus.onPublicDataChange(forgetPublicData);
  return () => {
    unsubscribe();
    if (s.broadcast) s.broadcast = null;
  };
}

/**
 * Counts the times the cache was emptied in this process (a change here or in another process): what was made from
 * public data under an older count may be out of date (server/cache/public-pages.ts).
 */
export const publicDataGeneration = (): number => state().generation;

/** How many values are kept (tests). */
export const publicDataSize = (): number => state().cache.size;

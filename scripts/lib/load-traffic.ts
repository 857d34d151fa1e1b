// The mixed traffic of `npm run bench:load` (scripts/bench-load.ts): what each autocannon request is, which
// writes the server acknowledged, and the figures of a phase.

import { BUDGET_BAND_VALUES } from '#domain/budget.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { LANGS } from '#domain/i18n.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { ASK_RATE_LIMIT, MESSAGE_RATE_LIMIT } from '#domain/limits.ts';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import { SPECIALTY_VALUES } from '#domain/specialties.ts';
import { decodeActionData } from '../../tests/process/helpers/fixtures.ts';
import { seededRandom } from './seeded-random.ts';

export type Kind = 'home' | 'search' | 'profile' | 'ask' | 'message';
export const KINDS: readonly Kind[] = ['home', 'search', 'profile', 'ask', 'message'];

/** Share of each kind of request with 10% writes (signed in); `mixWithWrites` scales it to another share. */
export const MIX: Record<Kind, number> = { home: 0.2, search: 0.4, profile: 0.3, ask: 0.03, message: 0.07 };

export function mixWithWrites(writeShare: number): Record<Kind, number> {
  const writes = MIX.ask + MIX.message;
  const reads = 1 - writes;
  const scale = (kind: Kind) =>
    kind === 'ask' || kind === 'message'
      ? (MIX[kind] / writes) * writeShare
      : (MIX[kind] / reads) * (1 - writeShare);
  return Object.fromEntries(KINDS.map((k) => [k, scale(k)])) as Record<Kind, number>;
}

/** A fixture user who writes: a session cookie and a question of their own to post messages to. */
export interface Writer {
  userId: string;
  cookie: string;
  threadId: string;
}

/**
 * Writes each user may make during the whole run, below the per-user limits (asks per 10 minutes, messages per
 * minute) so that no write is refused: the run is shorter than the ask window, and a user's messages all fit
 * in one message window.
 */
export const ASKS_PER_WRITER = ASK_RATE_LIMIT.max - 1;
export const MESSAGES_PER_WRITER = MESSAGE_RATE_LIMIT.max - 5;

export interface Acknowledged {
  /** Titles of questions the ask page accepted (302 to the inbox). */
  questions: Map<string, string>;
  /** Texts of messages the question page accepted (200, ok: true), with their id. */
  messages: Map<string, string>;
}

export interface PhaseStats {
  latencies: Record<Kind, number[]>;
  statuses: Record<string, number>;
  /** Responses with a status other than 2xx/3xx, by kind and status. */
  badResponses: Record<string, number>;
  /** Writes that could not be made because every writer had used their share (a read was sent instead). */
  writesSkipped: number;
  /** Requests sent but never answered (timed out, or cut off at the end of the phase), by kind. */
  unanswered: Record<string, number>;
}

export const newPhaseStats = (): PhaseStats => ({
  latencies: { home: [], search: [], profile: [], ask: [], message: [] },
  statuses: {},
  badResponses: {},
  writesSkipped: 0,
  unanswered: {},
});

export interface Pending {
  kind: Kind;
  started: number;
  title?: string;
  text?: string;
}

type Ctx = { pending?: Pending };

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** Draws the kind of the next request by its share in `mix`. */
function kindDrawer(mix: Record<Kind, number>, random: () => number): () => Kind {
  const cumulative: [Kind, number][] = [];
  let sum = 0;
  for (const kind of KINDS) {
    sum += mix[kind];
    cumulative.push([kind, sum]);
  }
  return () => {
    const r = random() * sum;
    return cumulative.find(([, upTo]) => r < upTo)?.[0] ?? 'home';
  };
}

/** A page read: home, a search with random filters, or a lawyer's profile, in a random language. */
function readRequest(
  kind: 'home' | 'search' | 'profile',
  lawyerIds: string[],
  random: () => number,
): RawRequest {
  const lang = pick(LANGS, random);
  if (kind === 'home') return { method: 'GET', path: `/${lang}`, headers: {} };
  if (kind === 'profile')
    return { method: 'GET', path: `/${lang}/lawyers/${pick(lawyerIds, random)}`, headers: {} };
  const params = new URLSearchParams();
  if (random() < 0.7) params.set('case', pick(CASE_TYPES, random).value);
  if (random() < 0.5) params.set('province', pick(PROVINCE_NAMES_TH, random));
  if (random() < 0.4) params.set('language', pick(LAWYER_LANGUAGE_VALUES, random));
  if (random() < 0.4) params.set('budget', pick(BUDGET_BAND_VALUES, random));
  // Pages 2–3 (page 1 is the address without `page`: the search's one address, domain/search.ts).
  if (random() < 0.2) params.set('page', String(2 + Math.floor(random() * 2)));
  const query = params.toString();
  return { method: 'GET', path: `/${lang}/search${query ? `?${query}` : ''}`, headers: {} };
}

/**
 * A writer's form post: a question on the ask page or a message in their own thread; the title or text it sends
 * is kept in `pending`, to recognise the write when the server acknowledges it.
 */
export function writeRequest(
  kind: 'ask' | 'message',
  writer: Writer,
  id: string,
  origin: string,
  pending: Pending,
  random: () => number,
): RawRequest {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: writer.cookie };
  if (kind === 'ask') {
    pending.title = `load ${id}`;
    const body = new URLSearchParams({
      title: pending.title,
      content: `คำถามทดสอบภาระ ${id}: ขอคำปรึกษาเรื่องสัญญาเช่าและการผิดนัดชำระ`,
      province: pick(PROVINCE_NAMES_TH, random),
      contactPhone: '0800000000',
      contactLine: '',
      consent: 'on',
    });
    body.append('specialties', pick(SPECIALTY_VALUES, random));
    // The form always sends the languages the asker can use (at least one: askSchema, domain/schemas/question.ts).
    body.append('languages', 'ไทย');
    return { method: 'POST', path: '/th/ask', headers, body: body.toString() };
  }
  pending.text = `load message ${id}`;
  const body = new URLSearchParams({ intent: 'post', message: pending.text });
  return { method: 'POST', path: `/th/question/${writer.threadId}.data`, headers, body: body.toString() };
}

/**
 * The traffic: one autocannon request definition whose `setupRequest` draws the next request from MIX and whose
 * `onResponse` records latency, status and acknowledged writes. `stats` is swapped per phase.
 */
export function createTraffic(options: {
  origin: string;
  lawyerIds: string[];
  writers: Writer[];
  /** Share of writes among all requests (default 0.1). */
  writeShare?: number;
  seed?: number;
}) {
  const mix = mixWithWrites(options.writeShare ?? MIX.ask + MIX.message);
  const random = seededRandom(options.seed ?? 42);
  const acknowledged: Acknowledged = { questions: new Map(), messages: new Map() };
  const used = options.writers.map(() => ({ asks: 0, messages: 0 }));
  let nextAsker = 0;
  let nextPoster = 0;
  let serial = 0;
  let stats = newPhaseStats();
  const inFlight = new Set<Pending>();
  const drawKind = kindDrawer(mix, random);

  /** The next writer with a write of this kind left (round robin), or -1. */
  const takeWriter = (kind: 'ask' | 'message'): number => {
    const n = options.writers.length;
    for (let tried = 0; tried < n; tried++) {
      const i = kind === 'ask' ? nextAsker++ % n : nextPoster++ % n;
      const u = used[i]!;
      if (kind === 'ask' && u.asks < ASKS_PER_WRITER) {
        u.asks++;
        return i;
      }
      if (kind === 'message' && u.messages < MESSAGES_PER_WRITER) {
        u.messages++;
        return i;
      }
    }
    return -1;
  };

  const setupRequest = (request: RawRequest, context: Ctx): RawRequest => {
    let kind = drawKind();
    let raw: RawRequest | undefined;
    const pending: Pending = { kind, started: 0 };
    if (kind === 'ask' || kind === 'message') {
      const i = takeWriter(kind);
      if (i < 0) {
        stats.writesSkipped++;
        kind = 'home';
        pending.kind = kind;
      } else {
        const id = `${process.pid}-${serial++}`;
        raw = writeRequest(kind, options.writers[i]!, id, options.origin, pending, random);
      }
    }
    raw ??= readRequest(kind as 'home' | 'search' | 'profile', options.lawyerIds, random);
    pending.started = performance.now();
    context.pending = pending;
    inFlight.add(pending);
    return { ...request, ...raw, headers: { ...request.headers, ...raw.headers } };
  };

  const onResponse = (status: number, body: string, context: Ctx, headers: Record<string, unknown>) => {
    const pending = context.pending;
    if (!pending) return;
    context.pending = undefined;
    inFlight.delete(pending);
    stats.latencies[pending.kind].push(performance.now() - pending.started);
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (status < 200 || status >= 400) {
      const key = `${pending.kind} ${status}`;
      stats.badResponses[key] = (stats.badResponses[key] ?? 0) + 1;
      return;
    }
    if (
      pending.kind === 'ask' &&
      status === 302 &&
      String(headers.location ?? '').includes('/inbox?asked=1')
    ) {
      acknowledged.questions.set(pending.title!, '');
    }
    if (pending.kind === 'message' && status === 200) {
      // The action's data: { ok: true, intent: 'post', message: { id, message, ... } }.
      try {
        const answer = decodeActionData(body) as {
          data?: { ok?: boolean; message?: { id: string; message: string } };
        };
        const message = answer.data?.message;
        if (answer.data?.ok === true && message?.message === pending.text) {
          acknowledged.messages.set(pending.text!, message!.id);
        }
      } catch {
        // Not the action's data: not acknowledged.
      }
    }
  };

  return {
    request: { setupRequest, onResponse },
    acknowledged,
    /** Starts a new phase's figures and returns the previous ones. */
    nextPhase(): PhaseStats {
      const done = stats;
      for (const p of inFlight) {
        const key = `${p.kind} (${((performance.now() - p.started) / 1000).toFixed(0)} s)`;
        done.unanswered[key] = (done.unanswered[key] ?? 0) + 1;
      }
      inFlight.clear();
      stats = newPhaseStats();
      return done;
    },
  };
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

import { type SQL, sql } from 'drizzle-orm';
import { AppError, isAppError } from '#domain/errors.ts';
import type { RateLimitRule } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';

/**
 * Application rate limits (asking, messages, uploads, applications), kept in better-auth's `rate_limits` table
 * so that every server process on one PostgreSQL shares them.
 *
 * Storage choices (no schema change):
 * - `key` is `app:<action>:<userId>`. better-auth's keys are `<ip>|<path>` (or `no-trusted-ip|<path>`); no
 *   address starts with `app:`, so the two never collide. `id` is a random UUID (the column has no default).
 * - `last_request` holds the END of the current fixed window (ms since the epoch), not the last request.
 *   better-auth prunes every row whose `last_request` is older than its longest window (60 s here), whatever
 *   the key; with the window start stored, a 10-minute window would be wiped after a minute. With the end
 *   stored, a row is only pruned once its window has been over for that long, when it no longer matters.
 * - `count` is the number of writes in the window, capped at max + 1 (refused attempts do not grow it).
 *
 * The decision is ONE statement (INSERT … ON CONFLICT (key) DO UPDATE … RETURNING): PostgreSQL runs it
 * atomically per key, so two processes can never both take the last slot, also not when the row is new.
 * Run inside a write's transaction, the slot is given back if the write rolls back, and concurrent writes of
 * one user wait for each other on the row lock.
 *
 * Time is the application's clock (`now`, default Date.now()), as better-auth's; tests pass their own.
 */

/** The writes limited here, one counter each per user (per client address for appointment requests). */
export type RateLimitAction =
  | 'ask'
  | 'message'
  | 'upload'
  | 'apply'
  | 'appointment'
  | 'triage'
  | 'claimCode'
  | 'claimInvite';

const KEY_PREFIX = 'app:';

/** The counter's key of one action of one user (or client address), e.g. `app:ask:<userId>`. */
export const rateLimitKey = (action: RateLimitAction, userId: string) => `${KEY_PREFIX}${action}:${userId}`;

/** The i18n key of each refusal (`i18n/ratelimit.*.json`). */
export const RATE_LIMIT_MESSAGES = {
  ask: 'ratelimit.ask',
  message: 'ratelimit.message',
  upload: 'ratelimit.upload',
  apply: 'ratelimit.apply',
  appointment: 'ratelimit.appointment',
  triage: 'ratelimit.triage',
  claimCode: 'ratelimit.claimCode',
  claimInvite: 'ratelimit.claimInvite',
} as const satisfies Record<RateLimitAction, string>;

/** Anything that runs SQL: the database or a transaction. */
type SqlRunner = Pick<Db, 'execute'>;

export interface ConsumeRateLimitInput {
  /** Must start with `app:` (see rateLimitKey) so that it never meets better-auth's counters. */
  key: string;
  max: number;
  windowSeconds: number;
  /** Milliseconds since the epoch (or a Date); default now. */
  now?: number | Date;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1) when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Takes one slot of the key's current window if one is left (one atomic statement). */
export async function consumeRateLimit(
  db: SqlRunner,
  { key, max, windowSeconds, now }: ConsumeRateLimitInput,
): Promise<RateLimitDecision> {
  if (!key.startsWith(KEY_PREFIX)) throw new Error(`rate-limit keys start with '${KEY_PREFIX}'`);
  if (!Number.isInteger(max) || max < 1) throw new Error('rate-limit max must be a positive integer');
  if (!Number.isFinite(windowSeconds) || windowSeconds <= 0)
    throw new Error('rate-limit window must be positive');
  const at = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  const nowMs = Math.floor(at);
  const windowEnd = nowMs + Math.ceil(windowSeconds * 1000);
  const result = await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    VALUES (gen_random_uuid()::text, ${key}, 1, ${windowEnd}::bigint)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE
        WHEN rate_limits.last_request <= ${nowMs}::bigint THEN 1
        ELSE LEAST(rate_limits.count + 1, ${max + 1}::integer)
      END,
      last_request = CASE
        WHEN rate_limits.last_request <= ${nowMs}::bigint THEN ${windowEnd}::bigint
        ELSE rate_limits.last_request
      END
    RETURNING count, last_request`);
  const row = result.rows[0] as
    | { count: number | string; last_request: number | string | bigint }
    | undefined;
  if (!row) throw new Error('rate-limit statement returned no row');
  if (Number(row.count) <= max) return { allowed: true, retryAfterSeconds: 0 };
  const ends = Number(row.last_request);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - nowMs) / 1000)) };
}

/** A refused write: code RATE_LIMITED (HTTP 429), an i18n key as message, and when to try again (`retryAfter`). */
export const rateLimitError = (messageKey: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', messageKey, { retryAfter: retryAfterSeconds });

/** The `Retry-After` header of a refusal, or none for any other error. */
export function retryAfterHeaders(error: unknown): Record<string, string> | undefined {
  return isAppError(error) && error.retryAfter !== undefined
    ? { 'retry-after': String(error.retryAfter) }
    : undefined;
}

/**
 * Takes a slot of the user's counter for the action, or throws a rate-limit error with the action's message.
 * Call it before the write, or inside the write's transaction (then a failed write gives the slot back).
 */
export async function enforceRateLimit(
  db: SqlRunner,
  action: RateLimitAction,
  userId: string,
  rule: RateLimitRule,
  now?: number | Date,
): Promise<void> {
  const decision = await consumeRateLimit(db, {
    key: rateLimitKey(action, userId),
    max: rule.max,
    windowSeconds: rule.windowSeconds,
    now,
  });
  if (!decision.allowed) throw rateLimitError(RATE_LIMIT_MESSAGES[action], decision.retryAfterSeconds);
}

/**
 * A rate-limit slot taken by the write's own statement: one round trip, no transaction (a write on a busy server
 * waits its turn for a pooled connection at every round trip, so BEGIN, the counter, the write and COMMIT cost four
 * turns where this costs one). Used as `WITH ${slot.cte}, written AS (INSERT … SELECT … FROM slot RETURNING …)
 * SELECT ${slot.refusedUntil} AS refused_until, written.* FROM (SELECT 1) AS one LEFT JOIN written ON true`, then
 * `slot.check(row)`. The statement is atomic as the transaction was: the slot is taken exactly when the write is
 * stored (a failing write gives it back), two processes never both take the last one, concurrent writes of one user
 * wait for each other on the counter's row. A refused write changes nothing, the counter neither.
 */
export interface RateLimitSlot {
  /** `slot AS (…)`: takes a slot of the current window when one is left; one row when taken, none when refused. */
  cte: SQL;
  /** A column: null when the slot was taken, else the end of the window that refused it (ms since the epoch). */
  refusedUntil: SQL;
  /** Throws a rate-limit error (the action's message, seconds until the window ends) when `row.refused_until` is set. */
  check(row: { refused_until?: unknown } | undefined): void;
}

/** The slot of `action` for `userId` under `rule` at `now` (see RateLimitSlot; same counter as enforceRateLimit). */
export function rateLimitSlot(
  action: RateLimitAction,
  userId: string,
  rule: RateLimitRule,
  now?: number | Date,
): RateLimitSlot {
  const key = rateLimitKey(action, userId);
  const at = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  const nowMs = Math.floor(at);
  const windowEnd = nowMs + Math.ceil(rule.windowSeconds * 1000);
  return {
    cte: sql`slot AS (
      INSERT INTO rate_limits (id, key, count, last_request)
      VALUES (gen_random_uuid()::text, ${key}, 1, ${windowEnd}::bigint)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.last_request <= ${nowMs}::bigint THEN 1 ELSE rate_limits.count + 1 END,
        last_request = CASE
          WHEN rate_limits.last_request <= ${nowMs}::bigint THEN ${windowEnd}::bigint
          ELSE rate_limits.last_request
        END
      WHERE rate_limits.last_request <= ${nowMs}::bigint OR rate_limits.count < ${rule.max}::integer
      RETURNING 1 AS taken
    )`,
    refusedUntil: sql`CASE WHEN EXISTS (SELECT 1 FROM slot) THEN NULL
      ELSE (SELECT last_request FROM rate_limits WHERE key = ${key}) END`,
    check(row) {
      const until = row?.refused_until;
      if (until === null || until === undefined) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((Number(until) - nowMs) / 1000));
      throw rateLimitError(RATE_LIMIT_MESSAGES[action], retryAfterSeconds);
    },
  };
}

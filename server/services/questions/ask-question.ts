import { sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { ASK_RATE_LIMIT, invitationExpiresAt, type RateLimitRule } from '#domain/limits.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { askSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import { logger } from '../../logger.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { rateLimitSlot } from '../rate-limits/consume-rate-limit.ts';
import { alertAdminsOnce, publishStatus } from './admin-queue.ts';
import {
  autoMatchQuietly,
  type CandidateRow,
  type Invited,
  type MatchContext,
  nextBatchCandidates,
  notifyInvited,
  textArray,
} from './matching.ts';

export interface AskOptions {
  /** Another limit than ASK_RATE_LIMIT (config.askRequestsPerWindow; tests). */
  rateLimit?: RateLimitRule;
  /** Tests only: the clock of the rate limit and of the consent's time. */
  now?: Date;
  /** The question's fee in baht (the configured QUESTION_FEE_BAHT); the column's default when absent. */
  feeBaht?: number;
}

/**
 * Creates a question for the signed-in asker (only people signed in may ask). The write is one statement;
 * matching runs afterwards (see autoMatchQuestion) and never makes creation fail. At most ASK_RATE_LIMIT
 * questions per user (RATE_LIMITED 'ratelimit.ask', nothing stored); valid input only is counted. Without the
 * explicit consent (`consent`, PDPA s.26) the question is refused at that field and nothing is stored; with it,
 * `QUESTION_CONSENT_VERSION` and the time are stored with the question (docs/product-rules.md, "Questions").
 */
export async function askQuestion(
  db: Db,
  actor: Actor,
  input: unknown,
  options: AskOptions = {},
): Promise<{ id: string }> {
  requireActor(actor, 'ask.errors.signIn');
  const values = parseInput(askSchema, input);
  const data = values;
  const slot = rateLimitSlot('ask', actor.id, options.rateLimit ?? ASK_RATE_LIMIT, options.now);
  const consentedAt = (options.now ?? new Date()).toISOString();
  // One statement (rateLimitSlot): the slot and the question are stored together or not at all.
  const result = await db.execute(sql`
    WITH ${slot.cte}, stored AS (
      INSERT INTO questions
        (created_by, title, content, province, specialties, languages, contact_phone, contact_line, fee_baht,
          consent_version, consented_at)
      SELECT ${actor.id}, ${data.title}, ${data.content}, ${data.province}, ${textArray(data.specialties)},
        ${textArray(data.languages)}, ${data.contactPhone},
        ${data.contactLine}, ${options.feeBaht ?? CONSULTATION_FEE_PER_QUESTION}::integer,
        ${QUESTION_CONSENT_VERSION}, ${consentedAt}::timestamptz
      FROM slot
      RETURNING id
    )
    SELECT ${slot.refusedUntil} AS refused_until, stored.id FROM (SELECT 1) AS one LEFT JOIN stored ON true`);
  const row = result.rows[0] as { refused_until: unknown; id: string | null } | undefined;
  slot.check(row);
  if (!row?.id) throw new AppError('INVALID_INPUT', 'ask.errors.notCreated');
  return { id: row.id };
}

/**
 * Asking as the ask page does it: the question is stored together with its first batch of invitations
 * (docs/product-rules.md, "Matching a question"), then the invited lawyers are e-mailed — or, when nobody can be
 * invited, the question enters the admin queue and the administrators are e-mailed — before the answer.
 *
 * The same rules as askQuestion followed by autoMatchQuestion, in fewer database round trips (each one waits its
 * turn for a pooled connection on a busy server): the candidates are read first, then ONE statement takes the
 * rate-limit slot, stores the question (with `needs_lawyer_since` when nobody can be invited) and its invitations.
 * A question nobody else can see yet needs no lock, has no invitation, no ended batch, and no page open on it; its
 * status event only makes the invited lawyers and the admins count what waits for them again. Matching never makes
 * asking fail: when the candidates cannot be read or the combined statement fails (a candidate's account deleted
 * meanwhile), the question is stored alone and auto-match runs after it.
 */
export async function askQuestionAndMatch(
  db: Db,
  actor: Actor,
  input: unknown,
  ctx: MatchContext,
  options: AskOptions = {},
): Promise<{ id: string; invited: string[] }> {
  requireActor(actor, 'ask.errors.signIn');
  const values = parseInput(askSchema, input);
  const data = values;
  const now = ctx.now ?? new Date();
  const alone = async () => {
    const { id } = await askQuestion(db, actor, input, options);
    return { id, invited: await autoMatchQuietly(db, id, ctx) };
  };

  let rows: CandidateRow[];
  try {
    rows = await nextBatchCandidates(
      db,
      {
        id: null,
        createdBy: actor.id,
        province: data.province,
        specialties: data.specialties,
        languages: data.languages,
      },
      now,
    );
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'auto-match failed');
    return alone();
  }
  const slot = rateLimitSlot('ask', actor.id, options.rateLimit ?? ASK_RATE_LIMIT, options.now);
  const queued = rows.length === 0;
  const invitations =
    rows.length === 0
      ? sql`SELECT NULL::text AS id, NULL::text AS user_id WHERE false`
      : sql`INSERT INTO question_recipients
          (question_id, recipient_user_id, lawyer_id, assigned_order, status, invited_at, expires_at)
        SELECT stored.id, c.user_id, c.lawyer_id, c.ord, 'invited', ${now.toISOString()}::timestamptz,
          ${invitationExpiresAt(now).toISOString()}::timestamptz
        FROM stored, (VALUES ${sql.join(
          rows.map((r, i) => sql`(${r.user_id}::text, ${r.lawyer_id}::uuid, ${i + 1}::integer)`),
          sql`, `,
        )}) AS c (user_id, lawyer_id, ord)
        RETURNING id::text, recipient_user_id AS user_id`;
  let result: Awaited<ReturnType<Db['execute']>>;
  try {
    result = await db.execute(sql`
      WITH ${slot.cte}, stored AS (
        INSERT INTO questions (created_by, title, content, province, specialties, languages, contact_phone,
          contact_line, fee_baht, needs_lawyer_since, consent_version, consented_at)
        SELECT ${actor.id}, ${data.title}, ${data.content}, ${data.province}, ${textArray(data.specialties)},
          ${textArray(data.languages)}, ${data.contactPhone}, ${data.contactLine}, ${options.feeBaht ?? CONSULTATION_FEE_PER_QUESTION}::integer,
          ${queued ? now.toISOString() : null}::timestamptz, ${QUESTION_CONSENT_VERSION},
          ${(options.now ?? now).toISOString()}::timestamptz
        FROM slot
        RETURNING id
      ), invited AS (${invitations})
      SELECT ${slot.refusedUntil} AS refused_until, stored.id,
        (SELECT coalesce(json_agg(json_build_object('id', invited.id, 'userId', invited.user_id)), '[]'::json)
          FROM invited) AS invited
      FROM (SELECT 1) AS one LEFT JOIN stored ON true`);
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'auto-match failed');
    return alone();
  }
  const row = result.rows[0] as
    | { refused_until: unknown; id: string | null; invited: { id: string; userId: string }[] | string }
    | undefined;
  slot.check(row);
  if (!row?.id) throw new AppError('INVALID_INPUT', 'ask.errors.notCreated');
  const id = row.id;
  const stored = typeof row.invited === 'string' ? JSON.parse(row.invited) : row.invited;
  const invited: Invited[] = (stored as { id: string; userId: string }[]).map((rec) => {
    const r = rows.find((x) => x.user_id === rec.userId)!;
    return { recipientId: rec.id, userId: rec.userId, email: r.email, name: r.name, locale: r.locale };
  });
  await Promise.all([
    notifyInvited(db, ctx, invited, data.title, id),
    queued ? alertAdminsOnce(db, ctx, id) : undefined,
    // No page is open on the new question, but the invited lawyers' and the admins' open pages count what waits
    // for them again (server/http/waiting-events.ts).
    publishStatus(ctx, id),
  ]);
  return { id, invited: invited.map((i) => i.recipientId) };
}

import { sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { ASK_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { askSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { rateLimitSlot } from '../rate-limits/consume-rate-limit.ts';

export class QuestionInputError extends AppError {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super('INVALID_INPUT', Object.values(fields)[0] ?? 'ask.errors.required');
    this.fields = fields;
  }
}

export interface AskOptions {
  /** Tests only: another limit than ASK_RATE_LIMIT. */
  rateLimit?: RateLimitRule;
  /** Tests only: the clock of the rate limit. */
  now?: Date;
  /** The question's fee in baht (the configured QUESTION_FEE_BAHT); the column's default when absent. */
  feeBaht?: number;
}

/**
 * Creates a question for the signed-in asker (member-admin-area §5 "Ask"). The write is one statement;
 * matching runs afterwards (see autoMatchQuestion) and never makes creation fail. At most ASK_RATE_LIMIT
 * questions per user (RATE_LIMITED 'ratelimit.ask', nothing stored); valid input only is counted.
 */
export async function askQuestion(
  db: Db,
  actor: Actor,
  input: unknown,
  options: AskOptions = {},
): Promise<{ id: string }> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'ask.errors.signIn');
  const parsed = askSchema.safeParse(input);
  if (!parsed.success) throw new QuestionInputError(fieldErrors(parsed.error));
  const data = parsed.data;
  const areas = sql`ARRAY[${sql.join(
    data.specialties.map((a) => sql`${a}`),
    sql`, `,
  )}]::text[]`;
  const slot = rateLimitSlot('ask', actor.id, options.rateLimit ?? ASK_RATE_LIMIT, options.now);
  // One statement (rateLimitSlot): the slot and the question are stored together or not at all.
  const result = await db.execute(sql`
    WITH ${slot.cte}, stored AS (
      INSERT INTO questions
        (created_by, title, content, province, experience_areas, contact_phone, contact_line, fee_baht)
      SELECT ${actor.id}, ${data.title}, ${data.content}, ${data.province}, ${areas}, ${data.contactPhone},
        ${data.contactLine}, ${options.feeBaht ?? CONSULTATION_FEE_PER_QUESTION}::integer
      FROM slot
      RETURNING id
    )
    SELECT ${slot.refusedUntil} AS refused_until, stored.id FROM (SELECT 1) AS one LEFT JOIN stored ON true`);
  const row = result.rows[0] as { refused_until: unknown; id: string | null } | undefined;
  slot.check(row);
  if (!row?.id) throw new AppError('INVALID_INPUT', 'ask.errors.notCreated');
  return { id: row.id };
}

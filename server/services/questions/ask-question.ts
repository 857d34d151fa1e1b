import { AppError } from '#domain/errors.ts';
import { ASK_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { askSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';

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
 * Creates a question for the signed-in asker (member-admin-area §5 "Ask"). The write is one transaction;
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
  return db.transaction(async (tx) => {
    await enforceRateLimit(tx, 'ask', actor.id, options.rateLimit ?? ASK_RATE_LIMIT, options.now);
    const [row] = await tx
      .insert(questions)
      .values({
        createdBy: actor.id,
        title: data.title,
        content: data.content,
        province: data.province,
        experienceAreas: data.specialties,
        contactPhone: data.contactPhone,
        contactLine: data.contactLine,
        feeBaht: options.feeBaht,
      })
      .returning({ id: questions.id });
    if (!row) throw new AppError('INVALID_INPUT', 'ask.errors.notCreated');
    return row;
  });
}

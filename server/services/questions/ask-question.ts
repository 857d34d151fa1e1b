import { AppError } from '#domain/errors.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { askSchema } from '#domain/schemas/question.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';

export class QuestionInputError extends AppError {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super('INVALID_INPUT', Object.values(fields)[0] ?? 'ask.errors.required');
    this.fields = fields;
  }
}

/**
 * Creates a question for the signed-in asker (member-admin-area §5 "Ask"). The write is one transaction;
 * matching runs afterwards (see autoMatchQuestion) and never makes creation fail.
 */
export async function askQuestion(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'ask.errors.signIn');
  const parsed = askSchema.safeParse(input);
  if (!parsed.success) throw new QuestionInputError(fieldErrors(parsed.error));
  const data = parsed.data;
  return db.transaction(async (tx) => {
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
      })
      .returning({ id: questions.id });
    if (!row) throw new AppError('INVALID_INPUT', 'ask.errors.notCreated');
    return row;
  });
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { PUBLIC_ANSWER_ERRORS, publicAnswerWriteSchema } from '#domain/schemas/public-answer.ts';
import type { Db } from '../../db/client.ts';
import { publicAnswers, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { questionAccess } from '../questions/access.ts';
import { askerDetails, isAnsweringLawyer, type PublicAnswerRow, redacted } from './public-answer-record.ts';

/**
 * The lawyer who answered writes or approves the public answer (docs/product-rules.md, "Public answers"): only the
 * account of the public answer's lawyer, with its invitation accepted (anyone else who sees the question is
 * FORBIDDEN, anyone else NOT_FOUND), while it waits for them or was sent back. The text
 * (`publicAnswerWriteSchema`: its lengths, no fees) is redacted with the asker's known details and waits for an
 * administrator (`awaiting_review`).
 */
export async function writePublicAnswer(
  db: Db,
  actor: Actor,
  questionId: string,
  input: unknown,
  now = new Date(),
): Promise<PublicAnswerRow> {
  requireActor(actor);
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'accepted') throw new AppError('FORBIDDEN');
  const { answerText } = parseInput(publicAnswerWriteSchema, input);
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select()
      .from(publicAnswers)
      .where(eq(publicAnswers.questionId, questionId))
      .for('update');
    if (!answer || !(await isAnsweringLawyer(tx, answer, actor.id, now))) throw new AppError('FORBIDDEN');
    if (answer.status !== 'awaiting_lawyer' && answer.status !== 'rejected')
      throw new AppError('CONFLICT', PUBLIC_ANSWER_ERRORS.notAwaitingLawyer);
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId));
    const known = await askerDetails(tx, question!);
    const [stored] = await tx
      .update(publicAnswers)
      .set({
        answerText: redacted(answerText, answer.lang as 'th' | 'en' | 'zh', known),
        status: 'awaiting_review',
        answeredAt: now,
        updatedAt: now,
      })
      .where(eq(publicAnswers.id, answer.id))
      .returning();
    return stored!;
  });
}

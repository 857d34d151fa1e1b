import { eq } from 'drizzle-orm';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { AppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { PUBLIC_ANSWER_ERRORS, publicAnswerOptInSchema } from '#domain/schemas/public-answer.ts';
import { caseTypesForSpecialties } from '#domain/specialties.ts';
import { textInterfaceLanguage } from '#domain/text-language.ts';
import type { Db } from '../../db/client.ts';
import { publicAnswers, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { questionAccess } from '../questions/access.ts';
import {
  answeringLawyer,
  askerDetails,
  type PublicAnswerMail,
  type PublicAnswerRow,
  publicAnswerOf,
  redacted,
  tellAboutPublicAnswer,
} from './public-answer-record.ts';

/**
 * The asker opts in to publish their question and its answer (docs/product-rules.md, "Public answers"): only the
 * question's asker (someone else who sees it is FORBIDDEN, anyone else NOT_FOUND), once an accepted lawyer has
 * written in the thread, while its text is not erased and it has no open public answer. The title and question
 * they checked (`publicAnswerOptInSchema`) are redacted again here, whatever the browser sent, and stored as
 * `awaiting_lawyer` for the lawyer who answered; the language is the text's (else the page's), the case type the
 * first of the question's specialties, the province the question's. A withdrawn answer starts over in its row
 * (its slug, if it had one, stays). The lawyer is told after the commit.
 */
export async function optInPublicAnswer(
  db: Db,
  actor: Actor,
  questionId: string,
  input: unknown,
  ctx: PublicAnswerMail & { lang: Lang; now?: Date },
): Promise<PublicAnswerRow> {
  requireActor(actor);
  const now = ctx.now ?? new Date();
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'asker') throw new AppError('FORBIDDEN');
  const values = parseInput(publicAnswerOptInSchema, input);
  const row = await db.transaction(async (tx) => {
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (!question) throw new AppError('NOT_FOUND');
    if (question.textErasedAt || !question.title || !question.content)
      throw new AppError('CONFLICT', PUBLIC_ANSWER_ERRORS.erased);
    const existing = await publicAnswerOf(tx, questionId);
    if (existing && existing.status !== 'withdrawn')
      throw new AppError('CONFLICT', PUBLIC_ANSWER_ERRORS.alreadyOptedIn);
    const lawyer = await answeringLawyer(tx, questionId, now);
    if (!lawyer) throw new AppError('CONFLICT', PUBLIC_ANSWER_ERRORS.noAnswer);
    const lang = textInterfaceLanguage(`${values.title} ${values.questionText}`, ctx.lang);
    const known = await askerDetails(tx, question);
    const fields = {
      lawyerId: lawyer.lawyerId,
      lang,
      caseType: caseTypesForSpecialties(question.specialties)[0] ?? CASE_TYPE_VALUES[0]!,
      province: question.province,
      title: redacted(values.title, lang, known),
      questionText: redacted(values.questionText, lang, known),
      answerText: null,
      status: 'awaiting_lawyer' as const,
      optedInAt: now,
      answeredAt: null,
      reviewedBy: null,
      reviewedAt: null,
      rejectedReason: null,
      publishedAt: null,
      withdrawnAt: null,
      updatedAt: now,
    };
    const [stored] = existing
      ? await tx.update(publicAnswers).set(fields).where(eq(publicAnswers.id, existing.id)).returning()
      : await tx
          .insert(publicAnswers)
          .values({ questionId, ...fields, createdAt: now })
          .returning();
    return stored!;
  });
  await tellAboutPublicAnswer(db, ctx, 'optedIn', row, ['lawyer']);
  return row;
}

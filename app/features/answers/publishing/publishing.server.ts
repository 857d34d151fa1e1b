import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { publicAnswerOptInSchema, publicAnswerWriteSchema } from '#domain/schemas/public-answer.ts';
import { optInPublicAnswer } from '#server/services/answers/opt-in-public-answer.ts';
import { publicAnswerForQuestion } from '#server/services/answers/public-answer-for-question.ts';

export type { PublicAnswerView } from '#server/services/answers/public-answer-for-question.ts';

import { withdrawPublicAnswer } from '#server/services/answers/withdraw-public-answer.ts';
import { writePublicAnswer } from '#server/services/answers/write-public-answer.ts';

/** The intents of the question page's public answer section (docs/product-rules.md, "Public answers"). */
export const PUBLIC_ANSWER_INTENTS = ['public-opt-in', 'public-withdraw', 'public-answer'] as const;
export type PublicAnswerIntent = (typeof PUBLIC_ANSWER_INTENTS)[number];

const isPublicAnswerIntent = (intent: string): intent is PublicAnswerIntent =>
  (PUBLIC_ANSWER_INTENTS as readonly string[]).includes(intent);

/** What the question page shows of its public answer to the viewer (null: nothing). */
export type PublicAnswerSectionData = Awaited<ReturnType<typeof loadPublicAnswerSection>>;

export function loadPublicAnswerSection({ runtime, viewer, lang }: RequestContext, questionId: string) {
  return publicAnswerForQuestion(runtime.db, actorOf(viewer), questionId, lang);
}

/**
 * The section's actions on the question page, or undefined for another intent (the page's own): the asker opts in
 * (`title`, `questionText`) or withdraws, the lawyer sends the public answer (`answerText`). The services check who
 * may and the input.
 */
export async function publicAnswerAction(ctx: RequestContext, form: FormData, questionId: string) {
  const intent = formText(form, 'intent');
  if (!isPublicAnswerIntent(intent)) return undefined;
  const { runtime, viewer, lang } = ctx;
  const { db, mailer, config } = runtime;
  const actor = actorOf(viewer);
  try {
    if (intent === 'public-opt-in') {
      const input = formInput(form, publicAnswerOptInSchema);
      await optInPublicAnswer(db, actor, questionId, input, { mailer, publicUrl: config.publicUrl, lang });
    } else if (intent === 'public-answer') {
      await writePublicAnswer(db, actor, questionId, formInput(form, publicAnswerWriteSchema));
    } else await withdrawPublicAnswer(db, actor, questionId);
    return { ok: true as const, intent };
  } catch (error) {
    return actionError(error, { intent });
  }
}

import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { matchContextOf } from '#server/runtime.ts';
import {
  listPublicAnswersForReview,
  type ReviewedPublicAnswer,
  reviewPublicAnswer,
} from '#server/services/answers/review-public-answer.ts';

/** A public answer as the review screen shows it (its lawyer named in the page's language, times as ISO strings). */
export interface AdminPublicAnswerView {
  id: string;
  status: ReviewedPublicAnswer['status'];
  lang: string;
  caseType: string;
  province: string | null;
  title: string;
  questionText: string;
  answerText: string | null;
  slug: string | null;
  rejectedReason: string | null;
  lawyerName: string;
  answeredAt: string | null;
  publishedAt: string | null;
}

/** `/{lang}/admin/answers`: the queue awaiting review (oldest first), the published and the sent-back answers. */
export async function loadAdminAnswers({ runtime, viewer, lang }: RequestContext) {
  const lists = await listPublicAnswersForReview(runtime.db, actorOf(viewer));
  const view = (a: ReviewedPublicAnswer): AdminPublicAnswerView => ({
    id: a.id,
    status: a.status,
    lang: a.lang,
    caseType: a.caseType,
    province: a.province,
    title: a.title,
    questionText: a.questionText,
    answerText: a.answerText,
    slug: a.slug,
    rejectedReason: a.rejectedReason,
    lawyerName: lawyerName({ name: a.lawyerName, nameEn: a.lawyerNameEn, nameZh: a.lawyerNameZh }, lang),
    answeredAt: a.answeredAt?.toISOString() ?? null,
    publishedAt: a.publishedAt?.toISOString() ?? null,
  });
  return {
    awaiting: lists.awaiting.map(view),
    published: lists.published.map(view),
    rejected: lists.rejected.map(view),
  };
}

/**
 * The screen's decisions: the pressed button's `intent` is the decision (publish, reject, unpublish) on the answer
 * `answerId`, with the corrected texts or the reason. The service checks the administrator, the input and the
 * answer's status.
 */
export async function adminAnswersAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const answerId = formText(form, 'answerId');
  try {
    const decided = await reviewPublicAnswer(runtime.db, matchContextOf(runtime), actorOf(viewer), {
      ...formInput(form),
      decision: intent,
    });
    return { ok: true as const, intent, id: decided.id, slug: decided.slug };
  } catch (error) {
    return actionError(error, {
      intent,
      extra: { answerId },
      failure: { log: 'public answer decision failed', code: 'publicAnswers.toast.failed' },
    });
  }
}

import { redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { loadListPage } from '#app/lib/paging.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import { type LawyerNames, lawyerName } from '#domain/lawyer-names.ts';
import { ASK_RATE_LIMIT } from '#domain/limits.ts';
import { reviewRightView } from '#domain/reviews.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { askSchema, messageSchema } from '#domain/schemas/question.ts';
import { matchContextOf } from '#server/runtime.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { askQuestionAndMatch } from '#server/services/questions/ask-question.ts';
import { confirmQuestionPayment } from '#server/services/questions/confirm-question-payment.ts';
import { declineInvitation } from '#server/services/questions/decline-invitation.ts';
import { eraseQuestionText } from '#server/services/questions/erase-question-text.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { questionPaymentView } from '#server/services/questions/question-payment-view.ts';
import { markQuestionRead } from '#server/services/questions/question-reads.ts';
import { sendPaymentSlip } from '#server/services/questions/send-payment-slip.ts';
import { setQuestionClosed } from '#server/services/questions/set-question-closed.ts';
import { listOpenReviewRights } from '#server/services/reviews/review-rights.ts';
import { THREAD_BEFORE_PARAM } from './thread.ts';

/** The ask page: the question's fee as configured (QUESTION_FEE_BAHT), said before the form is sent. */
export function loadAsk({ runtime }: RequestContext) {
  return { feeBaht: runtime.config.payment.questionFeeBaht };
}

export async function submitQuestion({ runtime, viewer, lang }: RequestContext, request: Request) {
  // The form as askSchema reads it; the sensitive-data consent checkbox is 'on' when ticked, absent otherwise
  // (askSchema refuses it then). The service checks it with askSchema.
  const input = formInput(await request.formData(), askSchema);
  const { db } = runtime;
  try {
    // The question with its first batch of invitations and their e-mails; matching never makes asking fail.
    await askQuestionAndMatch(db, actorOf(viewer), input, matchContextOf(runtime), {
      feeBaht: runtime.config.payment.questionFeeBaht,
      rateLimit: { ...ASK_RATE_LIMIT, max: runtime.config.askRequestsPerWindow },
    });
    // To the inbox, which shows the success message (also without JavaScript).
    return redirect(`/${lang}/inbox?asked=1`);
  } catch (error) {
    return actionError(error);
  }
}

/** Accept or decline an invitation (inbox and question pages): the form's `intent` and its `recipientId`. */
export async function respondToInvitation({ runtime, viewer }: RequestContext, form: FormData) {
  const intent = formText(form, 'intent');
  const respond =
    intent === 'accept' ? acceptInvitation : intent === 'decline' ? declineInvitation : undefined;
  try {
    if (!respond) throw new AppError('INVALID_INPUT', 'inbox.errors.unknown');
    const result = await respond(
      runtime.db,
      actorOf(viewer),
      formText(form, 'recipientId'),
      matchContextOf(runtime),
    );
    return { ok: true as const, intent, questionId: result.questionId };
  } catch (error) {
    return actionError(error, { intent });
  }
}

/**
 * The question page: the question as its viewer may see it, its thread's latest messages (with `?before=`, the
 * earlier ones too, listThreadPage; a refused cursor gives the latest with `badCursor`, and the route answers
 * 400), which the opening marks read, the review rights and the payment.
 */
export async function loadQuestion({ runtime, viewer, lang }: RequestContext, id: string, url: URL) {
  const user = requireViewer(viewer, lang, url);
  const { db, config } = runtime;
  const found = await getQuestionForViewer(db, actorOf(user), id);
  // Not found and not allowed look the same: back to the inbox with the required message (docs/product-rules.md).
  if (!found) throw redirect(`/${lang}/inbox?denied=1`);
  const thread = found.canUseThread
    ? await loadListPage(url, THREAD_BEFORE_PARAM, (before) => listThreadPage(db, actorOf(user), id, before))
    : { messages: [], earlier: null, badCursor: false };
  // Opening the thread reads it: the read receipt that "unread" counts from on every device.
  // The reader's open pages then count what waits for them again (the header's badge).
  if (found.canUseThread) await markQuestionRead(db, actorOf(user), id, new Date(), runtime);
  // The asker's open review rights of this question: a link to review each lawyer (docs/product-rules.md, "Reviews").
  const rights = found.role === 'asker' ? await listOpenReviewRights(db, user.id, { questionId: id }) : [];
  // The payment as the page shows it: the QR and a signed link to the slip, never the slip's storage key.
  const { payment, ...question } = found;
  const paymentView = payment
    ? await questionPaymentView(id, payment, { payment: config.payment, authSecret: config.authSecret })
    : null;
  // Each lawyer by their name in the page's language (docs/product-rules.md, "Lawyer listings").
  const named = <T extends Required<LawyerNames>>({ nameEn, nameZh, nameLatin, ...r }: T) => ({
    ...r,
    name: lawyerName({ name: r.name, nameEn, nameZh, nameLatin }, lang),
  });
  return {
    question: {
      ...question,
      participants: question.participants.map(named),
      invitations: question.invitations.map(named),
      payment: paymentView,
    },
    messages: thread.messages,
    earlier: thread.earlier,
    badCursor: thread.badCursor,
    viewerId: user.id,
    reviewRights: rights.map((r) => reviewRightView(r, lang)),
  };
}

export async function questionAction(ctx: RequestContext, request: Request, id: string) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'accept' || intent === 'decline') return respondToInvitation(ctx, form);
  const { runtime, viewer } = ctx;
  const { db, events, mailer, config } = runtime;
  try {
    if (intent === 'post') {
      const message = await postMessage(db, actorOf(viewer), id, formInput(form, messageSchema), {
        events,
        mailer,
        publicUrl: config.publicUrl,
      });
      return { ok: true as const, intent, message };
    }
    if (intent === 'slip') {
      const slipKey = formText(form, 'slipKey');
      const result = await sendPaymentSlip(db, actorOf(viewer), id, slipKey, runtime.storage, { events });
      return { ok: true as const, intent, status: result.status };
    }
    if (intent === 'confirm-payment') {
      const result = await confirmQuestionPayment(db, actorOf(viewer), id, { events });
      return { ok: true as const, intent, status: result.status };
    }
    if (intent === 'close' || intent === 'reopen') {
      const result = await setQuestionClosed(db, actorOf(viewer), id, intent === 'close', new Date(), {
        events,
        mailer,
        publicUrl: config.publicUrl,
      });
      return { ok: true as const, intent, status: result.status };
    }
    if (intent === 'erase') {
      // The asker erases the question's text (docs/product-rules.md, "Questions"); anyone else is refused.
      const result = await eraseQuestionText(db, actorOf(viewer), id, new Date(), { events });
      return { ok: true as const, intent, erasedAt: result.erasedAt };
    }
    throw new AppError('INVALID_INPUT', 'question.errors.unknown');
  } catch (error) {
    return actionError(error, { intent });
  }
}

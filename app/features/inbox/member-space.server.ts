import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { loadListPage } from '#app/lib/paging.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { isUuid } from '#domain/ids.ts';
import { lawyerName, withJoinedLawyerName } from '#domain/lawyer-names.ts';
import { reviewRightView } from '#domain/reviews.ts';
import {
  feeDueQrPng,
  listMyAppointments,
  myQuestionsPage,
  paymentsDuePage,
} from '#server/services/inbox/member-space.ts';
import { listOpenReviewRights } from '#server/services/reviews/review-rights.ts';
import { MEMBER_PAGE_PARAMS } from './inbox-params.ts';

/**
 * The member's space: a page of what they have asked with each question's next step and unread replies, a page of
 * the fees due with their QR, a page of their appointment requests and the reviews they may write
 * (server/services/inbox/member-space.ts); each paged list read from its own address parameter, a refused cursor
 * giving that list's first page (`badCursor`); names in the page's language, times as ISO strings.
 */
export async function loadMemberSpace({ runtime, lang }: RequestContext, user: ViewerUser, url: URL) {
  const { config, db } = runtime;
  const actor = actorOf(user);
  const now = new Date();
  const options = { payment: config.payment, authSecret: config.authSecret };
  // Read once: the questions' next steps need them too.
  const rights = listOpenReviewRights(db, user.id, { now });
  const [questions, payments, appointments, reviewRights] = await Promise.all([
    loadListPage(url, MEMBER_PAGE_PARAMS.questions, (after) => myQuestionsPage(db, actor, after, rights)),
    loadListPage(url, MEMBER_PAGE_PARAMS.payments, (after) =>
      paymentsDuePage(db, actor, { ...options, after }),
    ),
    loadListPage(url, MEMBER_PAGE_PARAMS.appointments, (after) => listMyAppointments(db, actor, now, after)),
    rights,
  ]);
  return {
    questions: {
      ...questions,
      rows: questions.rows.map(({ acceptedLawyers, needsLawyerSince: _, ...q }) => ({
        ...q,
        lawyers: acceptedLawyers.map((l) => lawyerName(l, lang)),
        createdAt: q.createdAt.toISOString(),
        textErasedAt: q.textErasedAt?.toISOString() ?? null,
      })),
    },
    payments: {
      ...payments,
      rows: payments.rows.map((p) => ({ ...p, textErasedAt: p.textErasedAt?.toISOString() ?? null })),
    },
    appointments: {
      ...appointments,
      rows: appointments.rows.map((a) => ({
        ...withJoinedLawyerName(a, lang),
        createdAt: a.createdAt.toISOString(),
      })),
    },
    reviewRights: reviewRights.map((r) => reviewRightView(r, lang)),
  };
}

export type MemberSpaceData = Awaited<ReturnType<typeof loadMemberSpace>>;

/**
 * `/{lang}/question/{id}/promptpay.png`: the PromptPay QR of one of the signed-in member's fees due as a PNG file to
 * save for a banking app (the member's space links to it). Signed out: the sign-in page, then back here; anyone
 * else's question, or one without a fee due: 404.
 */
export async function downloadFeeDueQr(
  { runtime, viewer, lang }: RequestContext,
  questionId: string,
  url: URL,
) {
  const user = requireViewer(viewer, lang, url);
  const { config, db } = runtime;
  const qr = isUuid(questionId)
    ? await feeDueQrPng(db, actorOf(user), questionId, {
        payment: config.payment,
        authSecret: config.authSecret,
      })
    : null;
  if (!qr) throw new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(qr.png), {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="tanai-promptpay-${qr.reference}.png"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

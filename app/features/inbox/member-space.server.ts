import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { loadListPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { lawyerName, withJoinedLawyerName } from '#domain/lawyer-names.ts';
import { reviewRightView } from '#domain/reviews.ts';
import { listMyAppointments, myQuestionsPage, paymentsDuePage } from '#server/services/inbox/member-space.ts';
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

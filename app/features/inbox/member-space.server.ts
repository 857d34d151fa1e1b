import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { loadMemberSpaceData } from '#server/services/inbox/member-space.ts';

/**
 * The member's space: what everyone signed in has asked with each question's next step and unread replies, the
 * fees due with their QR, their appointment requests and the reviews they may write
 * (server/services/inbox/member-space.ts); names in the page's language, times as ISO strings.
 */
export async function loadMemberSpace({ runtime, lang }: RequestContext, user: ViewerUser) {
  const { config } = runtime;
  const space = await loadMemberSpaceData(runtime.db, actorOf(user), {
    payment: config.payment,
    authSecret: config.authSecret,
  });
  return {
    questions: space.questions.map(({ acceptedLawyers, needsLawyerSince: _, ...q }) => ({
      ...q,
      lawyers: acceptedLawyers.map((l) => lawyerName(l, lang)),
      createdAt: q.createdAt.toISOString(),
      textErasedAt: q.textErasedAt?.toISOString() ?? null,
    })),
    payments: space.payments.map((p) => ({ ...p, textErasedAt: p.textErasedAt?.toISOString() ?? null })),
    appointments: space.appointments.map(
      ({ lawyerName: name, lawyerNameEn, lawyerNameZh, lawyerNameLatin, ...a }) => ({
        ...a,
        lawyerName:
          name === null
            ? null
            : lawyerName(
                { name, nameEn: lawyerNameEn, nameZh: lawyerNameZh, nameLatin: lawyerNameLatin },
                lang,
              ),
        createdAt: a.createdAt.toISOString(),
      }),
    ),
    reviewRights: space.reviewRights.map((r) => ({
      id: r.id,
      lawyerName: lawyerName(
        { name: r.lawyerName, nameEn: r.lawyerNameEn, nameZh: r.lawyerNameZh, nameLatin: r.lawyerNameLatin },
        lang,
      ),
      source: r.source,
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
}

export type MemberSpaceData = Awaited<ReturnType<typeof loadMemberSpace>>;

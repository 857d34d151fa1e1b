import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';

/** The lawyer's desk: the cases the linked lawyer is invited to or has accepted. */
export async function loadLawyerDesk({ runtime }: RequestContext, user: ViewerUser) {
  const invited = await listInvitedCases(runtime.db, actorOf(user));
  return {
    invitations: invited.map((r) => ({
      ...r,
      textErasedAt: r.textErasedAt?.toISOString() ?? null,
      invitedAt: r.invitedAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
}

export type LawyerDeskData = Awaited<ReturnType<typeof loadLawyerDesk>>;

import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { lawyerDesk } from '#server/services/inbox/lawyer-desk.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The lawyer's desk for an account linked to a listing (server/services/inbox/lawyer-desk.ts), its times as ISO
 * strings; null when the account has no linked listing (any more): the service refuses it a desk.
 */
export async function loadLawyerDesk({ runtime }: RequestContext, user: ViewerUser) {
  try {
    const desk = await lawyerDesk(runtime.db, actorOf(user));
    return {
      ...desk,
      invitations: desk.invitations.map((r) => ({
        ...r,
        textErasedAt: iso(r.textErasedAt),
        askedAt: r.askedAt.toISOString(),
        invitedAt: r.invitedAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      })),
      active: desk.active.map(deskCase),
      closed: desk.closed.map(deskCase),
      reviews: {
        ...desk.reviews,
        latest: desk.reviews.latest.map((r) => ({ ...r, publishedAt: iso(r.publishedAt) })),
      },
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function deskCase(c: Awaited<ReturnType<typeof lawyerDesk>>['active'][number]) {
  return {
    ...c,
    textErasedAt: iso(c.textErasedAt),
    acceptedAt: iso(c.acceptedAt),
    activityAt: c.activityAt.toISOString(),
    lastMessage: c.lastMessage ? { ...c.lastMessage, at: c.lastMessage.at.toISOString() } : null,
  };
}

export type LawyerDeskData = NonNullable<Awaited<ReturnType<typeof loadLawyerDesk>>>;
export type DeskCaseView = LawyerDeskData['active'][number];
export type DeskInvitationView = LawyerDeskData['invitations'][number];

import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { loadListPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { deskCasesPage, deskInvitationsPage, lawyerDeskPanels } from '#server/services/inbox/lawyer-desk.ts';
import { DESK_PAGE_PARAMS } from './inbox-params.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The lawyer's desk for an account linked to a listing (server/services/inbox/lawyer-desk.ts): its panels and a
 * page of each of its lists, each read from its own address parameter (a refused cursor gives that list's first
 * page, `badCursor`); its times as ISO strings. Null when the account has no linked listing (any more): the
 * service refuses it a desk.
 */
export async function loadLawyerDesk({ runtime }: RequestContext, user: ViewerUser, url: URL) {
  const { db } = runtime;
  const actor = actorOf(user);
  const now = new Date();
  try {
    const panels = await lawyerDeskPanels(db, actor, now);
    const [invitations, active, closed] = await Promise.all([
      loadListPage(url, DESK_PAGE_PARAMS.invitations, (after) => deskInvitationsPage(db, actor, after, now)),
      loadListPage(url, DESK_PAGE_PARAMS.active, (after) => deskCasesPage(db, actor, 'active', after, now)),
      loadListPage(url, DESK_PAGE_PARAMS.closed, (after) => deskCasesPage(db, actor, 'closed', after, now)),
    ]);
    return {
      ...panels,
      invitations: {
        ...invitations,
        rows: invitations.rows.map((r) => ({
          ...r,
          textErasedAt: iso(r.textErasedAt),
          askedAt: r.askedAt.toISOString(),
          invitedAt: r.invitedAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
      },
      active: { ...active, rows: active.rows.map(deskCase) },
      closed: { ...closed, rows: closed.rows.map(deskCase) },
      reviews: {
        ...panels.reviews,
        latest: panels.reviews.latest.map((r) => ({ ...r, publishedAt: iso(r.publishedAt) })),
      },
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function deskCase(c: Awaited<ReturnType<typeof deskCasesPage>>['rows'][number]) {
  return {
    ...c,
    textErasedAt: iso(c.textErasedAt),
    acceptedAt: iso(c.acceptedAt),
    activityAt: c.activityAt.toISOString(),
    lastMessage: c.lastMessage ? { ...c.lastMessage, at: c.lastMessage.at.toISOString() } : null,
  };
}

export type LawyerDeskData = NonNullable<Awaited<ReturnType<typeof loadLawyerDesk>>>;
export type DeskCaseView = LawyerDeskData['active']['rows'][number];
export type DeskInvitationView = LawyerDeskData['invitations']['rows'][number];

import type { RequestContext } from '#app/context.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { loadLawyerDesk } from './lawyer-desk.server.ts';
import { loadMemberSpace } from './member-space.server.ts';

/**
 * The inbox at /{lang}/inbox: the member's space for everyone signed in, and before it the lawyer's desk for an
 * account linked to a listing. Each list is paged by its own address parameter (`inbox-params.ts`); a refused
 * cursor shows that list's first page with the message, and `badCursor` tells the route to answer 400
 * ("Long lists a page at a time: keyset paging, cheap counts", docs/decisions/).
 */
export async function loadInbox(ctx: RequestContext, url: URL) {
  const user = requireViewer(ctx.viewer, ctx.lang, url);
  const [space, desk] = await Promise.all([
    loadMemberSpace(ctx, user, url),
    user.lawyerId ? loadLawyerDesk(ctx, user, url) : null,
  ]);
  const lists = [
    space.questions,
    space.payments,
    space.appointments,
    desk?.invitations,
    desk?.active,
    desk?.closed,
  ];
  return { space, desk, badCursor: lists.some((list) => list?.badCursor === true) };
}

import type { RequestContext } from '#app/context.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { loadLawyerDesk } from './lawyer-desk.server.ts';
import { loadMemberSpace } from './member-space.server.ts';

/**
 * The inbox at /{lang}/inbox: the member's space for everyone signed in, and before it the lawyer's desk for an
 * account linked to a listing.
 */
export async function loadInbox(ctx: RequestContext, url?: URL) {
  const user = requireViewer(ctx.viewer, ctx.lang, url);
  const [space, desk] = await Promise.all([
    loadMemberSpace(ctx, user),
    user.lawyerId ? loadLawyerDesk(ctx, user) : null,
  ]);
  return { space, desk };
}

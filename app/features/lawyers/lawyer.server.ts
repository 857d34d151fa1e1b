import { data } from 'react-router';
import { cachedLawyerForViewer } from '#server/services/lawyers/public-lawyer.ts';

export type { PublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

import type { RequestContext } from '#app/context.server.ts';

/**
 * A lawyer's profile. Unknown ids, and unverified ones for anyone but the lawyer's own user and admins,
 * answer 404 with the not-found screen.
 */
export async function loadLawyer({ runtime, viewer }: RequestContext, id: string) {
  const { db, config } = runtime;
  const found = await cachedLawyerForViewer(db, id, viewer, config.contact.networkPhone);
  if (!found) return data({ lawyer: null, pendingVerification: false }, { status: 404 });
  return found;
}

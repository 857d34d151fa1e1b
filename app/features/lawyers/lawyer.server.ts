import { data } from 'react-router';
import { getRuntime } from '#server/runtime.ts';
import { cachedLawyerForViewer } from '#server/services/lawyers/public-lawyer.ts';

export type { PublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

import type { ViewerUser } from '../../context.ts';

/**
 * A lawyer's profile. Unknown ids, and unverified ones for anyone but the lawyer's own user and admins,
 * answer 404 with the not-found screen.
 */
export async function loadLawyer(id: string, viewer: ViewerUser | null) {
  const { db, config } = getRuntime();
  const found = await cachedLawyerForViewer(db, id, viewer, config.contact.networkPhone);
  if (!found) return data({ lawyer: null, pendingVerification: false }, { status: 404 });
  return found;
}

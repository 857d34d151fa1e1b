import type { WaitingSnapshot } from '#domain/waiting.ts';
import type { Runtime } from '#server/runtime.ts';
import { waitingCounts } from '#server/services/accounts/waiting-counts.ts';
import type { ViewerUser } from '../context.ts';

/** The root loader's counts of what waits for the viewer, with when they were counted (app/lib/use-waiting-counts.ts). */
export async function loadWaitingCounts({ db }: Runtime, viewer: ViewerUser): Promise<WaitingSnapshot> {
  return { counts: await waitingCounts(db, viewer), at: Date.now() };
}

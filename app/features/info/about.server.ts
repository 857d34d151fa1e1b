import type { RequestContext } from '#app/context.server.ts';
import { cachedNetworkStats } from '#server/services/lawyers/network-stats.ts';

/** The about page's counts about the network itself come from the database (docs/product-rules.md, "Pages and texts"). */
export async function loadAbout({ runtime }: RequestContext) {
  const { db } = runtime;
  return { stats: await cachedNetworkStats(db) };
}

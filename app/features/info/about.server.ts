import { getRuntime } from '#server/runtime.ts';
import { cachedNetworkStats } from '#server/services/lawyers/network-stats.ts';

/** The about page's counts about the network itself come from the database (docs/product-rules.md, "Pages and texts"). */
export async function loadAbout() {
  const { db } = getRuntime();
  return { stats: await cachedNetworkStats(db) };
}

import { getRuntime } from '#server/runtime.ts';
import { cachedNetworkStats } from '#server/services/lawyers/network-stats.ts';

/** The about page's counts about the network itself come from the database (decisions.md item 10). */
export async function loadAbout() {
  const { db } = getRuntime();
  return { stats: await cachedNetworkStats(db) };
}

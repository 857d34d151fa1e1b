import { getRuntime } from '#server/runtime.ts';
import { getNetworkStats } from '#server/services/lawyers/network-stats.ts';

export async function loadHome() {
  const { db } = getRuntime();
  return { stats: await getNetworkStats(db) };
}

import { logger } from '#server/logger.ts';
import { getRuntime } from '#server/runtime.ts';
import { cachedFeaturedLawyer } from '#server/services/lawyers/featured-lawyer.ts';
import { cachedNetworkStats } from '#server/services/lawyers/network-stats.ts';

/**
 * Home's data (both parts from the public data cache, server/cache/public-data.ts). The featured lawyer is streamed (not awaited) so the page shows its loading state first;
 * a failure is logged and the page shows the fallback contact box.
 */
export async function loadHome() {
  const { db, config } = getRuntime();
  const featured = cachedFeaturedLawyer(db, {
    fallbackName: config.featuredLawyerName,
    networkPhone: config.contact.networkPhone,
  }).catch((error: unknown) => {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'featured lawyer failed to load',
    );
    throw new Error('featured-unavailable');
  });
  return { stats: await cachedNetworkStats(db), featured };
}

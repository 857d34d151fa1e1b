import type { RequestContext } from '#app/context.server.ts';
import { logger } from '#server/logger.ts';
import { cachedFeaturedLawyers } from '#server/services/lawyers/featured-lawyer.ts';
import { cachedNetworkStats } from '#server/services/lawyers/network-stats.ts';

/**
 * Home's data (both parts from the public data cache, server/cache/public-data.ts). The page is sent whole (it has no scripts: app/lib/page-scripts.ts), so the featured lawyer is
 * read with the rest; a failure is logged and the page shows the fallback contact box ('failed').
 */
export async function loadHome({ runtime }: RequestContext) {
  const { db, config } = runtime;
  const [stats, featured] = await Promise.all([
    cachedNetworkStats(db),
    cachedFeaturedLawyers(db, {
      fallbackName: config.featuredLawyerName,
      networkPhone: config.contact.networkPhone,
    }).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'featured lawyers failed to load',
      );
      return 'failed' as const;
    }),
  ]);
  return { stats, featured };
}

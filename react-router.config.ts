import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // TANAI_BUILD_DIR lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.TANAI_BUILD_DIR ?? 'build',
  // The whole route manifest is one cached file loaded with the page's scripts, not fetched piecemeal for the
  // links a page shows (/__manifest): fewer requests, and no navigation that waits on, or loses, a discovery.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

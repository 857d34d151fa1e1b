// Starts Tanai: `node server.js` serves the production build, `node server.js --dev` runs the
// Vite development server and the API in one process. On PostgreSQL the build is served by one process per core
// (WEB_CONCURRENCY; server/cluster.mjs); the embedded database is always served by one process.
import { parseCommandLine } from './scripts/lib/args.mjs';
import { checkNodeVersion } from './scripts/lib/node-version.mjs';

checkNodeVersion();
const { values } = parseCommandLine({
  usage: `Usage: node server.js [--dev]   (npm start builds first; npm run dev is node server.js --dev)

Serves the production build (TANAI_BUILD_DIR, default build/) on PORT (default 3000); with --dev, the Vite
development server (hot reload) and the API in one process. Configuration: environment variables (README.md,
docs/deploy.md section 10).`,
  options: { dev: { type: 'boolean', default: false } },
});
const dev = values.dev;

if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const entry = await vite.ssrLoadModule('./server/entry.ts');
  await entry.start({ dev: true, viteMiddleware: vite.middlewares });
} else {
  // The built site always runs React's production build. When nobody gave NODE_ENV this is a local run of the build
  // (`npm start`'s trial): server/config.ts keeps the development outbox possible then, and never when
  // NODE_ENV=production was given (a production deployment: docs/deploy.md).
  if (!process.env.NODE_ENV) {
    process.env.NODE_ENV = 'production';
    process.env.TANAI_NODE_ENV_DEFAULTED = '1';
  }
  const { serve } = await import('./server/cluster.mjs');
  await serve(async () => {
    const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';
    const entry = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
    await entry.start({});
  });
}

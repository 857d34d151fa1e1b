// The server entry: the SSR bundle's input (see vite.config.ts), started by ../server.js.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockEmbeddedDatabase } from './db/lock.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { createPostgresBus } from './events/bus.ts';
import { startInvitationSweep } from './jobs/invitation-sweep.ts';
import { logger } from './logger.ts';
import { createRuntime, setRuntime } from './runtime.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export async function start(options: { dev?: boolean; viteMiddleware?: Middleware } = {}) {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  logger.info({ engine: database.engine }, 'database ready (migrations applied)');
  if (config.seedDemo) await seedDemoData(database.db);

  const events =
    config.databaseUrl && database.pool
      ? await createPostgresBus(config.databaseUrl, database.pool)
      : undefined;
  const runtime = createRuntime(config, database, { events });
  const sweep = startInvitationSweep(runtime);
  setRuntime(runtime);

  const handleRequest = createRequestHandler(
    () => import('virtual:react-router/server-build'),
    options.dev ? 'development' : 'production',
  );
  const pages = (request: Request) => handleRequest(request, new RouterContextProvider());

  const app = new Hono();
  if (!options.dev) {
    const clientDir = `./${process.env.TANAI_BUILD_DIR ?? 'build'}/client`;
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('/fonts/*', serveStatic({ root: clientDir }));
    app.use('/favicon.svg', serveStatic({ root: clientDir }));
  }
  app.route('/', createApp(runtime, pages));

  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (options.viteMiddleware) options.viteMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  logger.info(`Tanai is listening on ${config.publicUrl} (port ${config.port})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down');
    server.close();
    server.closeAllConnections();
    sweep.stop();
    await runtime.events.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { server, runtime, stop };
}

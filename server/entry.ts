// The server entry: the SSR bundle's input (see vite.config.ts), started by ../server.js.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { createRequestHandler } from 'react-router';
import { createApp, securityHeaders } from './app.ts';
import { connectPublicDataBus } from './cache/public-data.ts';
import { REPLACE_MESSAGE } from './cluster-messages.mjs';
import type { Config } from './config.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockEmbeddedDatabase } from './db/lock.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { createPostgresBus } from './events/bus.ts';
import { createStorage } from './files/storage.ts';
import { addVary, isCompressible } from './http/compression.ts';
import { closeEventStreams } from './http/session-stream.ts';
import { createShutdown, type StopOptions } from './http/shutdown.ts';
import { startAppointmentReminders } from './jobs/appointment-reminders.ts';
import { startEmailRetry } from './jobs/email-retry.ts';
import { startInvitationSweep } from './jobs/invitation-sweep.ts';
import { startUploadSweep } from './jobs/upload-sweep.ts';
import { logger } from './logger.ts';
import { createRuntime } from './runtime.ts';
import { fillLatinNames } from './services/lawyers/fill-latin-names.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** File names under `assets/` carry a hash of their content: cached for good. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The build's other files (favicon.svg) keep their names when they change: an hour, then revalidated. */
const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The build's client files (`build/client`), from disk by `serveStatic` of @hono/node-server: its Brotli or gzip
 * copy when the browser takes it (`precompressed`; the copies are made at build time, vite.config.ts), a weak
 * ETag from the size and time of the copy sent and 304 to a matching If-None-Match (hono/etag), `assets/*`
 * immutable for a year, other files an hour, `Vary: Accept-Encoding` on text files, and the security headers of
 * every answer. Anything that is not a file of the folder (pages, `.data` fetches, missing files, the compressed
 * copies asked for by name) passes on to the app.
 */
function clientFiles(root: string, config: Config): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  const conditional = etag();
  const secure = securityHeaders(config);
  return async (c, next) => {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!name.includes('.') || /\.(?:data|br|gz|zst)$/.test(name)) return next();
    let found = true;
    const res = await serve(c, async () => {
      found = false;
    });
    if (!found || !(res instanceof Response)) return next();
    const { headers } = res;
    headers.set(
      'cache-control',
      c.req.path.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL,
    );
    if (isCompressible(headers.get('content-type'))) addVary(headers, 'Accept-Encoding');
    const modified = Date.parse(headers.get('last-modified') ?? '');
    if (res.status === 200 && Number.isFinite(modified)) {
      const encoding = headers.get('content-encoding') ?? 'identity';
      const size = Number(headers.get('content-length'));
      headers.set('etag', `W/"${size.toString(36)}-${modified.toString(36)}-${encoding}"`);
    }
    await secure(c, async () => {
      await conditional(c, async () => {
        c.res = res;
      });
    });
    return c.res;
  };
}

/**
 * The most bytes of a request's line and headers (Node's default is 16 KB). The case-triage assistant's GET form and
 * its link to the ask form carry the person's text in the address: TRIAGE_TEXT_MAX (2,000) Thai characters are
 * 18,000 bytes once percent-encoded (server/triage/features.ts, app/routes/public/ai.tsx).
 */
const REQUEST_HEAD_MAX_BYTES = 48 * 1024;

export async function start(options: { dev?: boolean; viteMiddleware?: Middleware } = {}) {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  logger.info({ engine: database.engine }, 'database ready (migrations applied)');
  if (config.seedDemo) await seedDemoData(database.db, { storage: createStorage(config) });
  const romanised = await fillLatinNames(database.db);
  if (romanised) logger.info({ lawyers: romanised }, 'romanised names filled');

  const events =
    config.databaseUrl && database.pool
      ? await createPostgresBus(config.databaseUrl, database.pool)
      : undefined;
  const runtime = createRuntime(config, database, { events });
  // Public data changes of this process are announced to the others, and theirs empty this process's cache.
  const disconnectPublicData = connectPublicDataBus(runtime.events);
  const sweep = startInvitationSweep(runtime);
  const emailRetry = startEmailRetry(runtime);
  const uploadSweep = startUploadSweep(runtime);
  const reminders = startAppointmentReminders(runtime);

  // The pages' load context (runtime, nonce, client address) is made by createApp for each request. The production
  // build is imported once: given as a function, React Router calls it for every request, and each import() of it
  // went through Node's module resolution again (measured: 7% of a profile page's CPU). In development Vite's import
  // gives the newest build after each change.
  const pages = options.dev
    ? createRequestHandler(() => import('virtual:react-router/server-build'), 'development')
    : createRequestHandler(await import('virtual:react-router/server-build'), 'production');

  const app = new Hono();
  if (!options.dev) app.use('*', clientFiles(`./${process.env.TANAI_BUILD_DIR ?? 'build'}/client`, config));
  app.route('/', createApp(runtime, pages, { dev: options.dev }));

  const listener = getRequestListener(app.fetch);
  const server = createServer({ maxHeaderSize: REQUEST_HEAD_MAX_BYTES }, (req, res) => {
    // A request that arrives on a kept-alive connection while stopping is served, then its connection closes.
    if (shutdown.stopping) res.setHeader('connection', 'close');
    if (options.viteMiddleware) options.viteMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  // SIGTERM/SIGINT: no new connections, requests in flight finish (SHUTDOWN_GRACE_MS), event streams end, then
  // the sweeps and the e-mail retry, the event bus, the database and its lock are released and the process exits 0.
  const shutdown = createShutdown({
    server,
    graceMs: config.shutdownGraceMs,
    log: logger,
    endStreams: closeEventStreams,
    cleanup: [
      { name: 'invitation sweep', run: () => sweep.stop() },
      { name: 'e-mail retry', run: () => emailRetry.stop() },
      { name: 'upload sweep', run: () => uploadSweep.stop() },
      { name: 'appointment reminders', run: () => reminders.stop() },
      { name: 'public data cache', run: disconnectPublicData },
      { name: 'event bus', run: () => runtime.events.close() },
      { name: 'database', run: () => database.close() },
      { name: 'database lock', run: unlock },
    ],
  });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  logger.info(`Tanai is ready: open ${config.publicUrl}/th (listening on port ${config.port})`);
  // Where a person trying the site finds what it needs: the demo accounts and the e-mails it would send.
  if (config.seedDemo) logger.info('demo accounts (admin, lawyer, member): README.md, "Demo accounts"');
  if (config.devPages)
    logger.info(`e-mails are not sent; read them on this machine at ${config.publicUrl}/th/dev/outbox`);

  const stop = async (stopOptions?: StopOptions) => {
    logger.info('shutting down');
    await shutdown.stop(stopOptions);
  };
  // One graceful stop, however many signals come: Ctrl-C under `npm start` reaches this process twice (from the
  // terminal and forwarded by npm), and a second signal must not cut the requests in flight.
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
    if (signalled) return;
    signalled = true;
    void stop().then(() => process.exit(0));
  };
  // In development a Vite server of the React Router plugin has its own SIGTERM handler that exits at once;
  // the graceful stop below exits the process (and so Vite) itself.
  if (options.dev) process.removeAllListeners('SIGTERM');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A rolling restart (server/cluster.mjs) replaces this worker: the same graceful stop, with idle kept-alive
  // connections left to their announced timeout, since the other workers serve meanwhile.
  process.on('message', (message: { type?: string } | null) => {
    if (message?.type !== REPLACE_MESSAGE || signalled) return;
    signalled = true;
    logger.info('replaced by a new server process: stopping');
    void stop({ idleUntilTimeout: true }).then(() => process.exit(0));
  });
  return { server, runtime, stop };
}

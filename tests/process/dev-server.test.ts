import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_SRC, devReloadScript } from '../../app/lib/page-scripts.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// `npm run dev` (node server.js --dev) reloads a plain-HTML public page after an edit: in development such a page
// carries Vite's client and a listener that reloads it (app/lib/page-scripts.ts `devReloadScript`, app/root.tsx).
// The production build's public pages stay as ADR 0015 has them: no module script at all.

const PLAIN_PAGE = '/th/about';
const HYDRATING_PAGE = '/th/auth';
const CLIENT_TAG = `<script type="module" src="${DEV_CLIENT_SRC}"></script>`;

describe('the public pages in development and in production', () => {
  const dataDirs: string[] = [];
  let dev: ServerProcess | undefined;
  let production: ServerProcess | undefined;

  beforeAll(async () => {
    dataDirs.push(await migratedDataDir(), await migratedDataDir());
    const started = await Promise.allSettled([
      // An empty NODE_ENV is none: the development server's own choice (server/config.ts).
      startServer(
        { DATA_DIR: dataDirs[0]!, NODE_ENV: '' },
        { command: [process.execPath, 'server.js', '--dev'], timeoutMs: 120_000 },
      ),
      startServer({ DATA_DIR: dataDirs[1]! }),
    ]);
    dev = started[0].status === 'fulfilled' ? started[0].value : undefined;
    production = started[1].status === 'fulfilled' ? started[1].value : undefined;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    await Promise.all([dev?.stop(), production?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('npm run dev: a plain page carries Vite’s client and the listener that reloads it after an edit', async () => {
    const html = await (await fetch(`${dev!.url}${PLAIN_PAGE}`)).text();
    expect(html).toContain(CLIENT_TAG);
    expect(html).toContain(devReloadScript());
    // A hydrating page has Vite's client through React Router's scripts, with React's fast refresh instead.
    const hydrating = await (await fetch(`${dev!.url}${HYDRATING_PAGE}`)).text();
    expect(hydrating).not.toContain(devReloadScript());
  });

  it('the production build: a plain page has no module script and nothing of Vite', async () => {
    const html = await (await fetch(`${production!.url}${PLAIN_PAGE}`)).text();
    expect(html).toContain('<html');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('@vite');
    expect(html).not.toContain('createHotContext');
  });
});

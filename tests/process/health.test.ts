import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// The production build starts on both engines, serves a page and stops cleanly on SIGTERM.
describe.each(['pglite', 'postgres'] as const)('server process on %s', (engine) => {
  let server: ServerProcess | undefined;
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
  });

  it('answers /healthz and a page, then exits 0 on SIGTERM', async () => {
    scratch = engine === 'postgres' ? await createScratchDatabase() : undefined;
    server = await startServer(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: tempDataDir() });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/en/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    expect(await server.stop()).toBe(0);
  });
});

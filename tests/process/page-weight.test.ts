import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import {
  type BudgetPage,
  budgetPages,
  JS_BUDGET_KB,
  loadedFiles,
  sumOf,
} from '../../scripts/lib/page-weight.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// The page-weight budget: the JavaScript a phone downloads on a first visit to each public page of the
// production build (what `npm run bench:bundle` prints) may exceed the page's budget by at most 10%. Public pages
// must not load admin, member or other languages' code either. The JavaScript is only requested once the page has
// painted (app/lib/page-scripts.ts): the first paint never waits for it, nor shares the connection with it.

let server: ServerProcess;
let browser: Browser;
let pages: Record<BudgetPage, string>;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: '1' });
  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  pages = await budgetPages(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.kill();
});

describe('first-visit JavaScript of the public pages', () => {
  it.each(Object.keys(JS_BUDGET_KB) as BudgetPage[])('%s is within its budget', async (name) => {
    const files = await loadedFiles(browser, `${server.url}${pages[name]}`);
    const js = files.filter((f) => f.kind === 'js');
    expect(js.length).toBeGreaterThan(0);
    const kb = sumOf(files, 'js', 'gzip') / 1024;
    const list = js
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`)
      .join(', ');
    expect(
      kb,
      `${name}: ${kb.toFixed(1)} KB gzip (budget ${JS_BUDGET_KB[name]} KB); largest: ${list}`,
    ).toBeLessThanOrEqual(JS_BUDGET_KB[name] * 1.1);
    // No admin or member code, and only the page's own language's texts (th).
    const names = js.map((f) => new URL(f.url).pathname);
    expect(names.filter((n) => /\/(admin|account|auth-client|inbox|question|ask)[-.]/.test(n))).toEqual([]);
    expect(names.filter((n) => /\.(en|zh)-[\w-]+\.js$|\/(en|zh)-[\w-]+\.js$/.test(n))).toEqual([]);
  });
});

describe('what a first visit fetches first', () => {
  it.each(Object.keys(JS_BUDGET_KB) as BudgetPage[])(
    '%s: the stylesheet at the highest priority, the scripts only after the first paint, then hydration',
    async (name) => {
      const page = await browser.newPage();
      try {
        const cdp = await page.context().newCDPSession(page);
        const priorities = new Map<string, string>();
        cdp.on('Network.requestWillBeSent', (event) => {
          priorities.set(
            `${event.type} ${new URL(event.request.url).pathname}`,
            event.request.initialPriority,
          );
        });
        await cdp.send('Network.enable');
        await page.goto(`${server.url}${pages[name]}`, { waitUntil: 'load' });
        await page.waitForFunction(() => '__reactRouterDataRouter' in window);
        const styles = [...priorities].filter(([key]) => key.startsWith('Stylesheet '));
        expect(styles.length).toBeGreaterThan(0);
        expect(styles.filter(([, priority]) => priority !== 'VeryHigh')).toEqual([]);
        // Resource timing and paint timing share the page's clock.
        const timing = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => /^\/assets\/.+\.js$/.test(new URL(e.name).pathname))
            .map((e) => ({ path: new URL(e.name).pathname, startTime: Math.round(e.startTime) })),
        }));
        expect(timing.firstPaint, 'the first paint of the page').not.toBeNull();
        expect(timing.scripts.length).toBeGreaterThan(10);
        const early = timing.scripts.filter((s) => s.startTime < (timing.firstPaint ?? 0));
        expect(
          early,
          `first paint at ${Math.round(timing.firstPaint ?? 0)} ms: ${JSON.stringify(early.slice(0, 3))}`,
        ).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import {
  type BudgetPage,
  budgetPages,
  JS_BUDGET_KB,
  loadedFiles,
  PUBLIC_READ_PAGES,
  recordFiles,
  sumOf,
} from '../../scripts/lib/page-weight.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The public read pages are sent as plain HTML, without React in the browser (ADR 0015, app/lib/page-scripts.ts):
// a first visit loads no JavaScript file (what `npm run bench:bundle` prints), the stylesheet comes first, the page
// as sent passes axe-core, and its one inline script applies the system's dark theme. A hydrating page still loads
// its scripts. The dark theme's colours are checked by axe-core on every page the end-to-end tests visit
// (tests/e2e/fixtures.ts).

let server: ServerProcess;
let browser: Browser;
let pages: Record<BudgetPage, string>;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await migratedDataDir(), SEED_DEMO: '1' });
  browser = await chromium.launch({
    executablePath: ensureHeadlessShell(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  pages = await budgetPages(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.kill();
});

describe('first visit of the public read pages', () => {
  // One load per theme: the light one also records the files and their priorities and runs axe-core.
  it.each(PUBLIC_READ_PAGES)(
    '%s: no JavaScript file, the stylesheet at the highest priority, axe-core finds nothing, one inline script applies the theme (light, dark)',
    async (name) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, colorScheme });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          const priorities = new Map<string, string>();
          cdp.on('Network.requestWillBeSent', (event) => {
            priorities.set(
              `${event.type} ${new URL(event.request.url).pathname}`,
              event.request.initialPriority,
            );
          });
          await cdp.send('Network.enable');
          const loaded = recordFiles(page);
          await page.goto(`${server.url}${pages[name]}`, {
            waitUntil: colorScheme === 'light' ? 'networkidle' : 'load',
          });
          if (colorScheme === 'light') {
            const files = await loaded();
            const js = files.filter((f) => f.kind === 'js').map((f) => new URL(f.url).pathname);
            expect(js, name).toEqual([]);
            expect(sumOf(files, 'js', 'gzip') / 1024).toBeLessThanOrEqual(JS_BUDGET_KB);
            expect(files.filter((f) => f.kind === 'css').length).toBeGreaterThan(0);
            const styles = [...priorities].filter(([key]) => key.startsWith('Stylesheet '));
            expect(styles.length).toBeGreaterThan(0);
            expect(styles.filter(([, priority]) => priority !== 'VeryHigh')).toEqual([]);
            expect([...priorities.keys()].filter((key) => key.startsWith('Script '))).toEqual([]);
          }
          // The head script ran: the theme of the system is applied, and there is no React Router.
          const state = await page.evaluate(() => ({
            dark: document.documentElement.classList.contains('dark'),
            scripts: [...document.scripts].filter((s) => s.type !== 'application/ld+json').length,
            router: '__reactRouterContext' in window,
          }));
          expect(state).toEqual({ dark: colorScheme === 'dark', scripts: 1, router: false });
          if (colorScheme === 'dark') continue;
          // Details only for violations: much faster than collecting every passing node.
          const results = await new AxeBuilder({ page })
            .options({ resultTypes: ['violations'] })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          const violations = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(violations, name).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
  );
});

describe('a hydrating page', () => {
  it('still loads React Router and hydrates (the sign-in page)', async () => {
    const files = await loadedFiles(browser, `${server.url}/th/auth`);
    expect(files.filter((f) => f.kind === 'js').length).toBeGreaterThan(3);
  });
});

// The icons: every page draws them from one sprite (`<use href="sprite#name">`, app/components/ui/icons.tsx) that
// the server build names exactly as the client build wrote it (scripts/lib/icon-sprite.ts), cached for good, and
// Chromium paints them under the site's Content-Security-Policy.
describe('icon sprite', () => {
  it.each(['home', 'search', 'profile'] as BudgetPage[])(
    '%s: every icon is a <use> of the one sprite the server sends, immutable, with each symbol used',
    async (name) => {
      const html = await (await fetch(`${server.url}${pages[name]}`)).text();
      const icons = [...html.matchAll(/<svg[^>]*class="lucide[^"]*"[^>]*>(.*?)<\/svg>/g)].map((m) => m[1]!);
      expect(icons.length).toBeGreaterThan(3);
      const uses = icons.map((inner) => /^<use href="([^"#]+)#([\w-]+)"><\/use>$/.exec(inner));
      expect(uses.filter((u) => !u)).toEqual([]);
      const urls = new Set(uses.map((u) => u![1]));
      expect([...urls]).toHaveLength(1);
      const [url] = urls;
      expect(url).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);

      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const sprite = await res.text();
      const symbols = new Set([...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]));
      expect(uses.map((u) => u![2]).filter((id) => !symbols.has(id))).toEqual([]);
    },
  );

  it.each(['light', 'dark'] as const)(
    'Chromium paints every visible icon of the search page from the sprite (%s), no CSP violation',
    async (colorScheme) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, colorScheme });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { cspViolations: string[] };
          w.cspViolations = [];
          document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(e.blockedURI));
        });
        await page.goto(`${server.url}${pages.search}`, { waitUntil: 'load' });
        // An external <use> has a box once the sprite has loaded and its symbol is found.
        const unpainted = await page.waitForFunction(() => {
          const visible = [...document.querySelectorAll('svg.lucide')].filter((svg) => svg.checkVisibility());
          const empty = visible.filter((svg) => (svg.querySelector('use')?.getBBox().width ?? 0) === 0);
          return visible.length > 3 && empty.length === 0 ? [] : null;
        });
        expect(await unpainted.jsonValue()).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        ).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

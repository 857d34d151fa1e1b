import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { type BudgetPage, budgetPages } from '../../scripts/lib/page-weight.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// The icons of the production build: every page draws them from one sprite (`<use href="sprite#name">`,
// app/components/ui/icons.tsx) that the server build names exactly as the client build wrote it
// (scripts/lib/icon-sprite.ts), cached for good, and Chromium paints them under the site's Content-Security-Policy.

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

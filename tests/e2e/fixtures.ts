// Accessibility in every end-to-end test: `test` and `expect` for the specs, with an automatic check by axe-core of
// every page a test visits, in the light and the dark theme. Any violation fails the test.
//
// What is checked, once the test body has passed (or when the test closes a context):
// - the state the test left each open page in (the real state: filled forms, errors, toasts, open menus);
// - every other URL a page of the context landed on (full loads and client-side navigations), opened again in a
//   new page of the same context (same session), once per route pattern and viewport width in a run (the patterns
//   already checked are kept in a file, see checkedFile, which the two groups of a full run share).
// A state (route + the shape of its markup, see markupShape) already checked is not checked again, so twelve
// result cards or the same form in a second test cost nothing. A page whose context has JavaScript turned off is
// checked as a copy of its document (axe-core needs scripts).
// The light run uses every WCAG 2.0/2.1 A and AA rule plus axe's best practices; the dark run only the rules whose
// result depends on colours, since the document is the same. The theme is switched as the theme toggle does it
// (class "dark" and color-scheme on <html>, app/lib/theme.ts). `test.use({ a11y: false })` turns the check off;
// A11Y_DEBUG=1 logs every check and its duration.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules whose result changes with the theme's colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
/** Paths that are not pages (API, files, feeds). */
const NOT_PAGES = /^\/(api|files|schema|sitemaps)\/|^\/(healthz|robots\.txt|sitemap\.xml)$|\/account\/data$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MAX_NODES = 5;

/** The route pattern of a URL: its path with ids replaced, the language kept; the query is not part of a route. */
export function routePattern(url: string): string {
  // The language is left out too: th, en and zh pages share their markup and colours, and checking each route in
  // one language keeps the end-to-end run within the CI time budget.
  const pathname = new URL(url).pathname
    .replace(/^\/(th|en|zh)(?=\/|$)/, '/:lang')
    .replace(UUID, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n')
    .replace(/\/$/, '');
  return pathname || '/';
}

/**
 * The patterns already checked in this run at this viewport width (the desktop and admin projects share one list,
 * the phone project has its own): a file in the run's fresh data folder, or in E2E_A11Y_DIR, which scripts/e2e.mjs
 * makes fresh for a run and shares between its two groups, so a route checked by one is not checked by the other.
 */
function checkedFile(testInfo: TestInfo) {
  const width = testInfo.project.use.viewport?.width ?? 'default';
  if (process.env.E2E_A11Y_DIR) return path.join(process.env.E2E_A11Y_DIR, `a11y-checked-${width}.txt`);
  const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data';
  // The server's lock file names its process: a new server (a new run on the same folder) starts a new list.
  let server = 'server';
  try {
    server = readFileSync(path.join(dataDir, 'server.pid'), 'utf8').trim() || server;
  } catch {
    // No lock file: one list for the folder.
  }
  return path.join(dataDir, `a11y-checked-${width}-${server}.txt`);
}

function readChecked(file: string): Set<string> {
  try {
    return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(results: AxeResults, where: string): string[] {
  return results.violations.map((v) => {
    const nodes = v.nodes.slice(0, MAX_NODES).map((n) => {
      const detail = n.failureSummary?.split('\n').slice(1).join(' ').trim();
      return `      - ${n.target.map(String).join(' >>> ')}${detail ? `\n        ${detail}` : ''}`;
    });
    const more = v.nodes.length > MAX_NODES ? [`      … and ${v.nodes.length - MAX_NODES} more`] : [];
    return [
      `  ${where}`,
      `    ${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.helpUrl}`,
      ...nodes,
      ...more,
    ].join('\n');
  });
}

/** Sets the theme the way the theme toggle does (class and color-scheme on <html>) and ends transitions. */
async function setTheme(page: Page, theme: Theme | null) {
  return page.evaluate((wanted) => {
    const root = document.documentElement;
    const before = root.classList.contains('dark') ? 'dark' : 'light';
    if (wanted) {
      root.classList.toggle('dark', wanted === 'dark');
      root.style.colorScheme = wanted;
    }
    // Colour transitions and entry animations would be measured half-way: jump to their end.
    for (const a of document.getAnimations()) {
      const iterations = a.effect?.getTiming().iterations;
      if (iterations !== Number.POSITIVE_INFINITY) a.finish();
    }
    return before as 'light' | 'dark';
  }, theme);
}

/** What settle reads of React's root (react-dom's HostRoot fiber): whether it still waits to be hydrated. */
type HostRootFiber = { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } };

/**
 * Waits until the page is loaded and, when it is a hydrating page whose scripts run, hydrated. False when scripts
 * are turned off. A public read page has no React in the browser (app/lib/page-scripts.ts): it is ready once loaded.
 * page.goto and page.reload wait for it (below); a spec calls it after a click that loads a new page, before using it.
 */
export async function settle(page: Page): Promise<boolean> {
  await page.waitForLoadState('domcontentloaded').catch(() => {});
  const kind = await page
    .evaluate(() => {
      // The head script of every page sets the color scheme; without scripts it is never set.
      const scripting = document.documentElement.style.colorScheme !== '';
      const hydrating = [...document.scripts].some((s) => s.textContent?.includes('__reactRouterContext'));
      return !scripting ? 'off' : hydrating ? 'hydrating' : 'static';
    })
    .catch(() => 'static' as const);
  if (kind === 'off') return false;
  // The site's typeface swaps in once loaded and moves the text: a click aimed before the swap lands after it, and
  // can miss (a fresh context, whose cache holds no font yet, clicks the moment a page is ready).
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => {});
  if (kind === 'static') return true;
  // Hydrated: React has committed the document it hydrates (hydrateRoot's container, `document`), so its root is no
  // longer dehydrated. React Router's router exists before that: on a busy machine hydration takes several frames, and
  // a click in between posts the plain form.
  await page
    .waitForFunction(
      () => {
        const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
        const fiber = key ? (document as unknown as Record<string, HostRootFiber>)[key] : undefined;
        return fiber?.stateNode.current.memoizedState?.isDehydrated === false;
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => {});
  // Then its effects (handlers some components add once mounted).
  await page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    .catch(() => {});
  return true;
}

/**
 * Makes page.goto and page.reload of the context's pages return once the new page is hydrated, as a person sees it
 * when they start using it. A click that lands before the scripts have run does what it does without JavaScript (a
 * native form submission, a full page load), which is not what the specs that click right after loading check.
 * Pages without JavaScript are left as loaded; the specs that test them turn scripts off on purpose.
 */
const hydratingPages = new WeakSet<Page>();
function hydrateOnLoad(context: BrowserContext) {
  const wrap = (page: Page) => {
    if (hydratingPages.has(page)) return;
    hydratingPages.add(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      // `waitUntil: 'commit'` asks for the page before it is ready (a test of what happens before hydration).
      if (args[1]?.waitUntil !== 'commit') await settle(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await settle(page);
      return response;
    };
  };
  for (const page of context.pages()) wrap(page);
  context.on('page', wrap);
}

/**
 * The document as a page without JavaScript shows it: scripts removed, <noscript> contents shown, the values typed
 * into fields kept. axe-core needs JavaScript, so such a page is checked as this copy in a page where it runs.
 */
async function noScriptCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    );
    const copies = copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    );
    fields.forEach((field, i) => {
      const twin = copies[i];
      if (!twin) return;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        twin.toggleAttribute('checked', field.checked);
      } else if (field instanceof HTMLSelectElement) {
        twin.querySelectorAll('option').forEach((o, j) => {
          o.toggleAttribute('selected', field.options[j]?.selected ?? false);
        });
      } else if (field instanceof HTMLTextAreaElement) {
        twin.textContent = field.value;
      } else {
        twin.setAttribute('value', field.value);
      }
    });
    for (const script of copy.querySelectorAll('script')) script.remove();
    for (const noscript of copy.querySelectorAll('body noscript')) {
      const shown = document.createElement('div');
      shown.style.display = 'contents';
      shown.innerHTML = noscript.innerHTML;
      noscript.replaceWith(shown);
    }
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
}

/**
 * What a page's markup looks like, without its texts: the set of distinct element kinds (tag, classes, role, ARIA
 * and state attributes), hashed. Twelve or twenty-four result cards look the same; an error message, an open menu
 * or a toast adds kinds, so that state is checked again. The page's language is not part of it: th, en and zh share
 * their markup and colours (the translations themselves are checked by tests/process/no-thai-outside-data.test.ts).
 */
async function markupShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const kinds = new Set<string>();
    for (const el of document.querySelectorAll('body *')) {
      let kind = `${el.tagName}.${el.getAttribute('class') ?? ''}`;
      for (const a of el.attributes) {
        if (
          a.name === 'role' ||
          a.name.startsWith('aria-') ||
          a.name.startsWith('data-state') ||
          a.name === 'disabled'
        )
          kind += `|${a.name}${/^aria-(invalid|hidden|expanded|selected|checked|disabled|live)$|^role$|^data-state/.test(a.name) ? `=${a.value}` : ''}`;
      }
      kinds.add(kind);
    }
    let hash = 2166136261;
    for (const ch of [...kinds].sort().join('\n')) {
      hash ^= ch.charCodeAt(0);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    return hash.toString(36);
  });
}

async function isHtmlPage(page: Page) {
  if (page.isClosed() || !/^https?:/.test(page.url())) return false;
  return page.evaluate(() => document.contentType === 'text/html').catch(() => false);
}

class A11yRun {
  problems: string[] = [];
  /** Every URL the pages of a context landed on, by route pattern. */
  private visited = new Map<BrowserContext, Map<string, string>>();
  private auditPages = new WeakSet<Page>();
  private finished = new WeakSet<BrowserContext>();
  private checkedFile: string;
  /** The browser's own newContext (contexts for checking copies are not tracked). */
  private newContext: Browser['newContext'] = () => Promise.reject(new Error('not hooked'));

  constructor(
    private testInfo: TestInfo,
    private baseURL: string | undefined,
  ) {
    this.checkedFile = checkedFile(testInfo);
  }

  get enabled() {
    return this.testInfo.status === 'passed' || this.testInfo.status === undefined;
  }

  track(context: BrowserContext) {
    if (this.visited.has(context)) return;
    this.visited.set(context, new Map());
    for (const page of context.pages()) this.trackPage(page);
    context.on('page', (page) => this.trackPage(page));
  }

  private trackPage(page: Page) {
    page.on('framenavigated', (frame) => {
      // Also fires for client-side (same-document) navigations.
      if (frame !== page.mainFrame() || this.auditPages.has(page)) return;
      this.record(page.context(), frame.url());
    });
  }

  private record(context: BrowserContext, url: string) {
    if (!/^https?:/.test(url)) return;
    const u = new URL(url);
    if (this.baseURL && u.origin !== new URL(this.baseURL).origin) return;
    if (NOT_PAGES.test(u.pathname)) return;
    const pattern = routePattern(url);
    const urls = this.visited.get(context);
    // The last URL of a pattern is the one reopened (the state nearest to what the test saw last).
    if (urls) {
      urls.delete(pattern);
      urls.set(pattern, url);
    }
  }

  private markChecked(checked: Set<string>, key: string) {
    checked.add(key);
    appendFileSync(this.checkedFile, `${key}\n`);
  }

  /** Runs axe-core on the page as it is, in both themes; true when nothing was found. */
  private async analyze(page: Page, where: string): Promise<boolean> {
    const before = this.problems.length;
    const original = await setTheme(page, null);
    const run = async (theme: Theme) => {
      await setTheme(page, theme);
      // axe-core is injected once per document (AxeBuilder would send its 500 kB source twice per run).
      const injected = await page.evaluate(() => 'axe' in window);
      const builder = new AxeBuilder({ page, axeSource: injected ? ';' : undefined })
        .setLegacyMode(true)
        // Details only for violations: much faster than collecting every passing node.
        .options({ resultTypes: ['violations'] });
      if (theme === 'light') builder.withTags(TAGS);
      else builder.withRules(COLOUR_RULES);
      return builder.analyze();
    };
    for (const theme of THEMES) {
      const started = Date.now();
      // A page still changing under axe (a toast closing, a late render) can make a run throw: settle, run again.
      const results = await run(theme).catch(async () => {
        await settle(page);
        return run(theme);
      });
      if (process.env.A11Y_DEBUG) console.log(`[a11y] ${theme} ${where} ${Date.now() - started} ms`);
      this.problems.push(...describeViolations(results, `${where} — ${theme} theme`));
    }
    await setTheme(page, original);
    return this.problems.length === before;
  }

  /**
   * Checks a settled page unless a page of the same route and markup was checked already (then or earlier in the
   * run by this project). Only a clean result is remembered, so a retry finds the same violation again.
   */
  private async check(page: Page, scripting: boolean, checked: Set<string>, keys: string[], what: string) {
    const url = page.url();
    const state = `${routePattern(url)} ${await markupShape(page)}`;
    if (!checked.has(state)) {
      const where = `${url} (${what}${scripting ? '' : ', without JavaScript'})`;
      const clean = scripting ? await this.analyze(page, where) : await this.analyzeCopy(page, where);
      if (!clean) return;
    }
    for (const key of [...keys, state]) if (!checked.has(key)) this.markChecked(checked, key);
  }

  /** A page without JavaScript: its document is checked as a copy served at the same URL in a page with scripts. */
  private async analyzeCopy(page: Page, where: string): Promise<boolean> {
    const html = await noScriptCopy(page);
    const url = page.url();
    // Options the test set with test.use() apply to every new context: scripts must be turned back on here.
    const context = await this.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
    try {
      const copy = await context.newPage();
      await copy.route(url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );
      await copy.goto(url);
      return await this.analyze(copy, where);
    } finally {
      await context.close();
    }
  }

  /** Checks the context's open pages as the test left them, then every other pattern they visited. */
  async finish(context: BrowserContext) {
    if (this.finished.has(context) || !this.visited.has(context)) return;
    this.finished.add(context);
    if (!this.enabled) return;
    const started = Date.now();
    try {
      await this.finishContext(context);
    } finally {
      if (process.env.A11Y_DEBUG) console.log(`[a11y] context checked in ${Date.now() - started} ms`);
    }
  }

  private async finishContext(context: BrowserContext) {
    const checked = readChecked(this.checkedFile);
    const urls = this.visited.get(context) ?? new Map<string, string>();
    for (const page of context.pages()) {
      if (this.auditPages.has(page) || !(await isHtmlPage(page))) continue;
      const scripting = await settle(page);
      const pattern = routePattern(page.url());
      urls.delete(pattern);
      await this.check(page, scripting, checked, [pattern], 'final state of the test');
    }
    const toVisit = [...urls].filter(([pattern]) => !checked.has(pattern));
    if (toVisit.length === 0) return;
    // A context made by browser.newPage() cannot open a second page: its own page (already checked) goes on.
    const own = await context.newPage().catch(() => null);
    const page = own ?? context.pages().find((p) => !p.isClosed());
    if (!page) return;
    this.auditPages.add(page);
    try {
      for (const [pattern, url] of toVisit) {
        const loading = Date.now();
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' }).catch(() => null);
        if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
        const scripting = await settle(page);
        if (process.env.A11Y_DEBUG) console.log(`[a11y] reopened ${pattern} in ${Date.now() - loading} ms`);
        await this.check(page, scripting, checked, [pattern], `reopened, visited by the test as ${pattern}`);
      }
    } finally {
      if (own) await own.close().catch(() => {});
    }
  }

  /** Makes the contexts a test creates itself (browser.newContext / browser.newPage) checked too, when `audit` is on. */
  hook(browser: Browser, audit: boolean) {
    const newContext = browser.newContext;
    this.newContext = (options) => newContext.call(browser, options);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext.apply(browser, args);
      if (!audit) return context;
      this.track(context);
      const close = context.close;
      context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
        await this.finish(context).catch((error: unknown) => {
          this.problems.push(`  accessibility check before closing a context failed: ${String(error)}`);
        });
        return close.apply(context, closeArgs);
      };
      return context;
    };
    return () => {
      browser.newContext = newContext;
    };
  }

  async finishAll() {
    for (const context of this.visited.keys()) {
      if (context.pages().length === 0 && this.finished.has(context)) continue;
      await this.finish(context).catch((error: unknown) => {
        // A context the test closed without our wrapper (or its browser) is gone: nothing left to check.
        if (!String(error).includes('closed')) throw error;
      });
    }
  }
}

type A11yOptions = {
  /** `test.use({ a11y: false })` turns the automatic check off (only for pages that are not the app's own). */
  a11y: boolean;
};

/** The contexts a test made itself (browser.newContext, browser.newPage) and has not closed. */
const ownContexts = new Set<BrowserContext>();

export const test = base.extend<
  A11yOptions & { a11yRun: A11yRun; closeOwnContexts: undefined },
  { hydratedLoads: undefined }
>({
  // Every context of the worker's browser, those made in beforeAll hooks too: page loads return once hydrated.
  hydratedLoads: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext.apply(browser, args);
        hydrateOnLoad(context);
        ownContexts.add(context);
        context.on('close', () => ownContexts.delete(context));
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  // A group's specs share one browser for the whole run: the contexts a test opened for other people (an admin, a
  // lawyer, a visitor) are closed when it ends, after their accessibility check (a11yRun depends on this fixture, so
  // it is torn down first). Left open, their pages would go on holding event streams and drawing for the rest of the
  // run. Only those the test itself opened: a context of a beforeAll hook (opened before the test's fixtures) is
  // its spec's to close.
  closeOwnContexts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const opened = new Set(ownContexts);
      await use(undefined);
      const mine = [...ownContexts].filter((context) => !opened.has(context));
      await Promise.all(mine.map((context) => context.close().catch(() => {})));
    },
    { auto: true },
  ],
  // E2E_A11Y=0 turns the check off for a whole run (to compare timings, or to see a functional failure alone).
  a11y: [process.env.E2E_A11Y !== '0', { option: true }],
  a11yRun: [
    async ({ browser, a11y, baseURL, closeOwnContexts: _ }, use, testInfo) => {
      const run = new A11yRun(testInfo, baseURL);
      const unhook = run.hook(browser, a11y);
      await use(run);
      unhook();
      if (!a11y) return;
      await run.finishAll();
      if (run.problems.length > 0) {
        throw new Error(`Accessibility violations (axe-core):\n${run.problems.join('\n')}`);
      }
    },
    { auto: true, timeout: 120_000 },
  ],
  context: [
    async ({ context, a11yRun, a11y }, use) => {
      hydrateOnLoad(context);
      if (a11y) a11yRun.track(context);
      await use(context);
      if (a11y) await a11yRun.finish(context);
    },
    { scope: 'test', timeout: 120_000 },
  ],
});

// What a browser downloads on a first visit to a page (empty cache, a phone viewport): JavaScript, CSS and font
// bytes, raw and gzip. Shared by `npm run bench:bundle` and the budget test (tests/process/page-weight.test.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export type Kind = 'js' | 'css' | 'font';
export const KINDS: Kind[] = ['js', 'css', 'font'];

/**
 * The JavaScript budget (KB gzip, first visit) of every public read page. They have no React in the browser
 * (ADR 0015): their only script is the small inline head script, so they load no JavaScript file at all.
 */
export const JS_BUDGET_KB = 20;

/** The public read pages, sent as plain HTML (the routes whose handle says `hydrate: false`). */
export const PUBLIC_READ_PAGES = [
  'home',
  'search',
  'profile',
  'services',
  'about',
  'knowledge',
  'news',
  'emergency',
  'ai',
  'privacy',
  'payment',
] as const;
export type BudgetPage = (typeof PUBLIC_READ_PAGES)[number];

export interface LoadedFile {
  kind: Kind;
  raw: number;
  gzip: number;
  url: string;
}

function kindOf(url: string, contentType: string): Kind | null {
  if (/javascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/text\/css/.test(contentType) || /\.css(\?|$)/.test(url)) return 'css';
  if (/font\//.test(contentType) || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  return null;
}

/** The first-visit paths of the public read pages (Thai): a filtered search, a lawyer's profile, the others. */
export async function budgetPages(baseUrl: string): Promise<Record<BudgetPage, string>> {
  // The first child sitemap of lawyers (the index, /sitemap.xml, lists it).
  const sitemap = await (await fetch(`${baseUrl}/sitemaps/lawyers-1.xml`)).text();
  const profile = /<loc>([^<]+\/th\/lawyers\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!profile) throw new Error('no lawyer profile in the sitemap');
  return {
    home: '/th',
    search: `/th/search?case=${encodeURIComponent('ครอบครัว')}&province=${encodeURIComponent('กรุงเทพมหานคร')}`,
    profile: new URL(profile).pathname,
    services: '/th/services',
    about: '/th/about',
    knowledge: '/th/knowledge',
    news: '/th/news',
    emergency: '/th/emergency',
    ai: '/th/ai',
    privacy: '/th/privacy',
    payment: '/th/payment',
  };
}

/**
 * Records every JS, CSS and font file the page downloads from now on (bodies as sent); the function returned gives
 * them once the page has loaded them.
 */
export function recordFiles(page: Page): () => Promise<LoadedFile[]> {
  const bodies: Promise<LoadedFile | null>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
    if (!kind) return;
    bodies.push(
      response
        .body()
        .then((b) => ({ kind, raw: b.length, gzip: gzipSync(b).length, url: response.url() }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(bodies)).filter((f) => f !== null);
}

/** Loads a page in a fresh context and returns every JS, CSS and font file it downloaded (bodies as sent). */
export async function loadedFiles(browser: Browser, url: string): Promise<LoadedFile[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    const files = recordFiles(page);
    await page.goto(url, { waitUntil: 'load' });
    // Everything fetched until the network is idle (a hydrating page's scripts included).
    await page.waitForLoadState('networkidle');
    return await files();
  } finally {
    await context.close();
  }
}

export const sumOf = (files: LoadedFile[], kind: Kind, key: 'raw' | 'gzip') =>
  files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);

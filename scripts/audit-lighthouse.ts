// `npm run audit:lighthouse`: Lighthouse (mobile preset: its default configuration, simulated slow 4G and a 4×
// slower CPU) on the production build, driving Debian's Chromium, for the home, search and a profile page in
// th, en and zh. Prints the four category scores and LCP, TBT and CLS per page and marks every missed target.
// `-- --details` also lists each page's failing audits (id, title, value, the first elements concerned).
// `-- --runs 3` audits each page three times and reports the run with the median performance score (scores move
// with the machine's load: Lighthouse multiplies the CPU time it observes).
// A report: exits 0 when targets are missed, non-zero only when something fails to run.
// Builds first when the build is missing (scripts/lib/production-build.ts).
// Whatever ends it (the end, an error, Ctrl-C, SIGTERM, SIGHUP), the Chromium it started (the whole process group
// chrome-launcher makes it lead) and the server are killed and the scratch database removed (`stopAll`).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import type lighthouseType from 'lighthouse';
import { type ServerProcess, startServer, tempDataDir } from '../tests/process/helpers/server-process.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { parseCommandLine } from './lib/args.mjs';
import { ensureProductionBuild } from './lib/production-build.ts';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run audit:lighthouse -- [--runs N] [--details] [--only PAGES_AND_LANGS] [--json DIR]

Lighthouse (mobile preset) on the production build (built when missing), in Debian's Chromium: the four category
scores and LCP, TBT and CLS of the home, search and profile pages in th, en and zh; missed targets are marked.
  --runs N        audit each page N times and report the run with the median performance score (default 1)
  --details       list each page's failing audits
  --only LIST     only these pages and languages, comma-separated (home, search, profile, th, en, zh)
  --json DIR      write each page's report to DIR/<page>-<lang>.json
Exits 0 when targets are missed (a report), non-zero when something fails to run. Ctrl-C stops it and its
Chromium.`,
  options: {
    runs: { type: 'string' },
    details: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});

type Result = NonNullable<Awaited<ReturnType<typeof lighthouseType>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The targets: minimum category scores (0–100) and the largest cumulative layout shift. */
const MIN_SCORE: Record<Category, number> = {
  performance: 99,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const MAX_CLS = 0.01;

const details = args.details;
const RUNS = Math.max(1, Number(args.runs) || 1);
/** `--only home,th`: only the pages and languages named (page names and languages, comma-separated). */
const only = args.only?.split(',') ?? [];
/** The items `--only` names, or all of them when it names none of this kind. */
const picked = <T extends string>(all: readonly T[]) =>
  all.some((item) => only.includes(item)) ? all.filter((item) => only.includes(item)) : all;
const LANGS = picked(['th', 'en', 'zh'] as const);
/** `--json DIR`: writes each page's median report there (`<page>-<lang>.json`) for a closer look. */
const jsonDir = args.json;

interface Row {
  page: string;
  lang: string;
  path: string;
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

/** Audits of the four categories that did not pass, with the first few elements or URLs concerned. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      seen.add(ref.id);
      if (audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Metrics are shown in the table; opportunities and diagnostics with a perfect-enough score are noise.
      if (audit.scoreDisplayMode === 'metricSavings' && audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      lines.push(`[${category}] ${audit.id}: ${audit.title}${value} (score ${audit.score.toFixed(2)})`);
      const items = (audit.details as { items?: unknown } | undefined)?.items;
      for (const item of (Array.isArray(items) ? items : []).slice(0, 5) as Array<Record<string, unknown>>) {
        const node = item.node as { selector?: string; snippet?: string } | undefined;
        const what = node?.snippet ?? node?.selector ?? item.url ?? item.source ?? item.label;
        if (typeof what === 'string') lines.push(`      ${what.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
  }
  return lines;
}

/**
 * A production server is warm: the first rendering of a route (module loading) and the first reading and
 * compressing of its files are not what a visitor meets, so they are done before measuring.
 */
async function warmUp(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const files = new Set([...html.matchAll(/"(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!));
  await Promise.all(
    [...files].map(async (file) =>
      (await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer(),
    ),
  );
}

/** One Lighthouse run; a broken trace (NO_NAVSTART, NO_FCP on a busy machine) is retried twice. */
async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // Loaded when first needed: Lighthouse takes seconds to load, and `--help` answers at once.
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3) throw new Error(`${new URL(url).pathname}: ${error.code} ${error.message}`);
    process.stderr.write(`  ${error.code}, again\n`);
  }
}

const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** What this run started: stopped by `stopAll` however the run ends. */
let server: ServerProcess | undefined;
let dataDir: string | undefined;

/** Synchronous, so that it also runs on `process.exit`: every Chromium of chrome-launcher, the server, its data. */
function stopAll() {
  // chrome-launcher's instances, launched or still starting: kill -9 of each one's process group.
  chromeLauncher.killAll();
  if (server && server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping Chromium and the server\n`);
    process.exit(128 + constants.signals[signal]);
  });
}

async function main() {
  ensureProductionBuild();
  const chromePath = ensureChromium();
  dataDir = tempDataDir();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' }, { timeoutMs: 120_000 });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      // Ctrl-C is handled above, with the other stop signals.
      handleSIGINT: false,
    });
    process.stderr.write(`Chromium ${chrome.pid} on port ${chrome.port}\n`);
    // The first child sitemap of lawyers (the index, /sitemap.xml, lists it).
    const sitemap = await (await fetch(`${server.url}/sitemaps/lawyers-1.xml`)).text();
    const found = /<loc>[^<]*\/th\/lawyers\/([^<]+)<\/loc>/.exec(sitemap);
    if (!found) throw new Error('no profile in /sitemaps/lawyers-1.xml (is the demo data seeded?)');
    const province = encodeURIComponent('กรุงเทพมหานคร');
    const pages: Array<[string, (lang: string) => string]> = [
      ['home', (l) => `/${l}`],
      ['search', (l) => `/${l}/search?case=${encodeURIComponent('ครอบครัว')}&province=${province}`],
      ['profile', (l) => `/${l}/lawyers/${found[1]}`],
    ];
    const rows: Row[] = [];
    let version = '';
    const chosen = picked(pages.map(([name]) => name));
    for (const [page, pathOf] of pages.filter(([name]) => chosen.includes(name))) {
      for (const lang of LANGS) {
        const path = pathOf(lang);
        process.stderr.write(`lighthouse ${path} …\n`);
        await warmUp(server.url, path);
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await audit(`${server.url}${path}`, chrome.port));
        runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = runs[Math.floor(runs.length / 2)]!;
        version = lhr.lighthouseVersion;
        if (jsonDir) {
          mkdirSync(jsonDir, { recursive: true });
          writeFileSync(`${jsonDir}/${page}-${lang}.json`, JSON.stringify(lhr));
        }
        rows.push({
          page,
          lang,
          path,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number>,
          lcp: metric(lhr, 'largest-contentful-paint'),
          tbt: metric(lhr, 'total-blocking-time'),
          cls: metric(lhr, 'cumulative-layout-shift'),
          failing: failingAudits(lhr),
        });
      }
    }

    // `*` marks a missed target.
    const mark = (ok: boolean) => (ok ? ' ' : '*');
    const of = RUNS > 1 ? `, median of ${RUNS} runs` : '';
    console.log(`\nLighthouse ${version} mobile preset${of}, ${server.url} (* = target missed)\n`);
    console.log(
      `${'page'.padEnd(9)}${'lang'.padEnd(6)}${'perf'.padStart(6)}${'a11y'.padStart(7)}${'best'.padStart(7)}${'seo'.padStart(7)}${'LCP ms'.padStart(10)}${'TBT ms'.padStart(9)}${'CLS'.padStart(9)}`,
    );
    let missed = 0;
    for (const r of rows) {
      const cells = CATEGORIES.map((c, i) => {
        const ok = r.scores[c] >= MIN_SCORE[c];
        if (!ok) missed++;
        return `${r.scores[c]}${mark(ok)}`.padStart(i === 0 ? 6 : 7);
      }).join('');
      const clsOk = r.cls <= MAX_CLS;
      if (!clsOk) missed++;
      console.log(
        `${r.page.padEnd(9)}${r.lang.padEnd(6)}${cells}${r.lcp.toFixed(0).padStart(10)}${r.tbt.toFixed(0).padStart(9)}${`${r.cls.toFixed(3)}${mark(clsOk)}`.padStart(9)}`,
      );
    }
    console.log(
      `\ntargets: performance ≥ ${MIN_SCORE.performance}, accessibility ${MIN_SCORE.accessibility}, best practices ≥ ${MIN_SCORE['best-practices']}, SEO ${MIN_SCORE.seo}, CLS ≤ ${MAX_CLS}; ${missed} missed`,
    );
    if (details) {
      for (const r of rows) {
        console.log(`\n${r.page} ${r.lang} ${r.path}`);
        if (r.failing.length === 0) console.log('  every audit passed');
        for (const line of r.failing) console.log(`  ${line}`);
      }
    } else if (missed > 0) {
      console.log('run with `-- --details` for the failing audits of each page');
    }
  } finally {
    chrome?.kill();
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `audit:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
}

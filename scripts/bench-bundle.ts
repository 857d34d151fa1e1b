// `npm run bench:bundle`: what a browser loads on a first visit to each public read page of the
// production build (Debian's Chromium, empty cache, a phone viewport): JavaScript, CSS and font bytes, raw and
// gzip, per page (`-- --files` lists every file). Builds first when the build is missing.
import { parseCommandLine } from './lib/args.mjs';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run bench:bundle -- [--files]

What a browser loads on a first visit to each public read page of the production build (built when missing):
JavaScript, CSS and font bytes, raw and gzip, per page, in Debian's Chromium with an empty cache.
  --files   list every file loaded`,
  options: { files: { type: 'boolean', default: false } },
});

// The modules load once the command line is read: --help answers at once.
const { chromium } = await import('@playwright/test');
const { startServer, tempDataDir } = await import('../tests/process/helpers/server-process.ts');
const { ensureHeadlessShell } = await import('./ensure-chromium.mjs');
const { budgetPages, JS_BUDGET_KB, KINDS, loadedFiles, sumOf } = await import('./lib/page-weight.ts');
const { ensureProductionBuild } = await import('./lib/production-build.ts');

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

async function main() {
  ensureProductionBuild();
  const executablePath = ensureHeadlessShell();
  const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: '1' });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = await budgetPages(server.url);
    console.log(`first visit, empty cache, 412×915 phone viewport, ${server.url}\n`);
    console.log(
      `${'page'.padEnd(9)}${KINDS.map((k) => `${k} raw`.padStart(11) + `${k} gzip`.padStart(11)).join('')}  files  JS budget`,
    );
    for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const files = await loadedFiles(browser, `${server.url}${path}`);
      console.log(
        `${name.padEnd(9)}${KINDS.map((k) => `${kb(sumOf(files, k, 'raw'))}${kb(sumOf(files, k, 'gzip')).padStart(11)}`).join('')}  ${String(files.length).padStart(5)}  ${JS_BUDGET_KB} KB`,
      );
      if (args.files)
        for (const f of files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${f.kind.padEnd(5)}${kb(f.gzip)} gzip  ${new URL(f.url).pathname}`);
    }
  } finally {
    await browser.close();
    await server.kill();
  }
}

await main();

// `npm run bench:bundle`: what a browser loads on a first visit to the home, search and profile pages of the
// production build (Debian's Chromium, empty cache, a phone viewport): JavaScript, CSS and font bytes, raw and
// gzip, per page (`-- --files` lists every file). Builds first when the build is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer, tempDataDir } from '../tests/process/helpers/server-process.ts';
import { ensureChromium } from './ensure-chromium.mjs';

type Kind = 'js' | 'css' | 'font';
const KINDS: Kind[] = ['js', 'css', 'font'];

function kindOf(url: string, contentType: string): Kind | null {
  if (/javascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/text\/css/.test(contentType) || /\.css(\?|$)/.test(url)) return 'css';
  if (/font\//.test(contentType) || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  return null;
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

async function main() {
  const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';
  if (!existsSync(`${buildDir}/server/index.js`))
    execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  const executablePath = ensureChromium();
  const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: '1' });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const profile = new URL(/<loc>([^<]+\/th\/lawyers\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    const pages: Array<[string, string]> = [
      ['home', '/th'],
      ['search', '/th/search?case=family&province=กรุงเทพมหานคร'],
      ['profile', profile],
    ];
    console.log(`first visit, empty cache, 412×915 phone viewport, ${server.url}\n`);
    console.log(
      `${'page'.padEnd(9)}${KINDS.map((k) => `${k} raw`.padStart(11) + `${k} gzip`.padStart(11)).join('')}  files`,
    );
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
      const page = await context.newPage();
      const bodies: Promise<{ kind: Kind; raw: number; gzip: number; url: string } | null>[] = [];
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
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).filter((f) => f !== null);
      const sum = (kind: Kind, key: 'raw' | 'gzip') =>
        files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
      console.log(
        `${name.padEnd(9)}${KINDS.map((k) => `${kb(sum(k, 'raw'))}${kb(sum(k, 'gzip')).padStart(11)}`).join('')}  ${files.length}`,
      );
      if (process.argv.includes('--files'))
        for (const f of files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${f.kind.padEnd(5)}${kb(f.gzip)} gzip  ${new URL(f.url).pathname}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.kill();
  }
}

await main();

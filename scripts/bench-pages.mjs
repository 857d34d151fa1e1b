// `npm run bench:pages`: cold start (migrations + demo seed) of the production build on a fresh embedded
// database, then server-rendered page throughput and latency, and the server's memory. Prints figures only.
//
// The second table puts the server-rendered home, search and profile pages (th) beside a static file of the same
// byte size, served by the same server under the same load: the file is a snapshot of the first page's own HTML
// (so it compresses alike) written into the build's client assets folder and removed afterwards. Searches and
// profiles each cycle through 50 distinct URLs (case type × province; profiles from the sitemap), so that no
// single URL is measured alone (`npm run bench:load` measures a real long tail). The ratios say how much
// dearer a rendered page is than the cheapest answer the server can give: page p95 / static p95 and
// static req/s / page req/s (1.0 = as cheap as a static file).
//
// Requests go through node:http with keep-alive and `Accept-Encoding: br, gzip` like a browser; bodies are read
// but not decompressed. `BENCH_REQUESTS` (default 300) per path, `BENCH_CONCURRENCY` (default 8) at a time. The
// page/static pairs are measured `BENCH_ROUNDS` times (default 3), alternating, and the medians are shown: on a
// shared machine one round alone says more about the neighbours than about the server.
// Builds first (TANAI_BUILD_DIR is honoured); `-- --no-build` uses the existing build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseCommandLine } from './lib/args.mjs';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run bench:pages -- [--no-build]

Cold start (migrations + demo seed) of the production build on a fresh embedded database, then page throughput
and latency beside a static file of the same size, and the server's memory.
  --no-build   use the existing build (TANAI_BUILD_DIR, default build/) instead of building first
Environment: BENCH_REQUESTS (300), BENCH_CONCURRENCY (8), BENCH_ROUNDS (3), BENCH_PORT (a free port).`,
  options: { 'no-build': { type: 'boolean', default: false } },
});

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATHS = ['/th', '/en/auth', '/zh/no-such-page', '/schema/faq-th.jsonld'];
const ACCEPT_ENCODING = 'br, gzip';
const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

if (!args['no-build'] || !existsSync(`${buildDir}/server/index.js`)) {
  if (spawnSync('npx', ['react-router', 'build'], { stdio: 'ignore' }).status !== 0)
    throw new Error('build failed');
}
const PORT = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tanai-bench-'));
const started = performance.now();
const server = spawn('node', ['server.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    SEED_DEMO: '1',
    TANAI_BUILD_DIR: buildDir,
  },
  stdio: 'ignore',
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET: status, headers and the body's bytes as sent (still compressed). */
function get(pathname, headers = { 'accept-encoding': ACCEPT_ENCODING }) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathname}`, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function waitHealthy() {
  for (;;) {
    try {
      if ((await get('/healthz')).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** REQUESTS GETs of one path (or of a list of paths in turn), CONCURRENCY at a time, after 20 warm-up requests. */
async function measure(pathOrPaths) {
  const paths = Array.isArray(pathOrPaths) ? pathOrPaths : [pathOrPaths];
  let sent = 0;
  for (let i = 0; i < 20; i++) sent = (await get(paths[i % paths.length])).body.length;
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const pathname = paths[next++ % paths.length];
        const s = performance.now();
        const res = await get(pathname);
        if (res.status >= 500) throw new Error(`${pathname}: ${res.status}`);
        times.push(performance.now() - s);
      }
    }),
  );
  const total = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const q = (f) => times[Math.min(times.length - 1, Math.floor(times.length * f))];
  return { rps: times.length / total, p50: q(0.5), p95: q(0.95), sent };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each figure over several measurements of the same path. */
const medianOf = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p95: median(runs.map((r) => r.p95)),
  sent: runs[0].sent,
});

const line = (label, m) =>
  `${label.padEnd(24)} ${m.rps.toFixed(0).padStart(5)} req/s  p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms  ${(m.sent / 1024).toFixed(1).padStart(6)} KB sent`;

const staticFiles = [];
try {
  await waitHealthy();
  console.log(
    `cold start (migrate + seed 300 lawyers + listen): ${(performance.now() - started).toFixed(0)} ms`,
  );
  console.log(`server RSS after start: ${rssMb().toFixed(1)} MB`);
  console.log(`\n${REQUESTS} requests a path, ${CONCURRENCY} at a time, Accept-Encoding: ${ACCEPT_ENCODING}`);
  for (const p of PATHS) console.log(line(p, await measure(p)));

  // The first child sitemap of lawyers (the index, /sitemap.xml, lists it).
  const sitemap = (await get('/sitemaps/lawyers-1.xml', {})).body.toString('utf8');
  const profiles = [...sitemap.matchAll(/<loc>[^<]*(\/th\/lawyers\/[^<]+)<\/loc>/g)]
    .map((m) => m[1])
    .slice(0, 50);
  if (profiles.length === 0) throw new Error('no profile in /sitemaps/lawyers-1.xml');
  const cases = [
    'แพ่ง',
    'อาญา',
    'แรงงาน',
    'ครอบครัว',
    'ที่ดิน',
    'ธุรกิจ',
    'ทรัพย์สินทางปัญญา',
    'การค้าระหว่างประเทศ',
    'นิติบุคคลอาคารชุด',
    'มรดก',
  ];
  const provinces = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ภูเก็ต', 'ขอนแก่น', 'ชลบุรี'];
  const searches = cases.flatMap((c) =>
    provinces.map((p) => `/th/search?${new URLSearchParams({ case: c, province: p })}`),
  );
  const pages = [
    ['home', ['/th']],
    ['search', searches],
    ['profile', profiles],
  ];
  console.log(
    `\nserver-rendered page beside a static file of the same size (same server, same load; median of ${ROUNDS} alternating rounds)`,
  );
  const ratios = [];
  for (const [name, pathnames] of pages) {
    const html = (await get(pathnames[0], {})).body;
    const file = `bench-static-${html.length}.html`;
    const filePath = path.join(buildDir, 'client', 'assets', file);
    // With its Brotli and gzip copies, as the build writes them for its own files (vite.config.ts).
    writeFileSync(filePath, html);
    writeFileSync(`${filePath}.br`, brotliCompressSync(html));
    writeFileSync(`${filePath}.gz`, gzipSync(html));
    staticFiles.push(filePath, `${filePath}.br`, `${filePath}.gz`);
    const pageRuns = [];
    const staticRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      pageRuns.push(await measure(pathnames));
      staticRuns.push(await measure(`/assets/${file}`));
    }
    const page = medianOf(pageRuns);
    const stat = medianOf(staticRuns);
    console.log(line(`${name} (${(html.length / 1024).toFixed(1)} KB)`, page));
    console.log(line('  static file', stat));
    ratios.push([name, page.p95 / stat.p95, stat.rps / page.rps]);
  }
  console.log('\nratio (1.0 = as cheap as a static file)');
  for (const [name, p95, rps] of ratios)
    console.log(
      `${name.padEnd(9)} p95 page/static ${p95.toFixed(2).padStart(6)}   req/s static/page ${rps.toFixed(2).padStart(6)}`,
    );
  console.log(`\nserver RSS after load: ${rssMb().toFixed(1)} MB`);
} finally {
  for (const f of staticFiles) rmSync(f, { force: true });
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench:pages`: cold start (migrations + demo seed) of the production build on a fresh embedded
// database, then server-rendered page throughput and latency, and the server's memory. Prints figures only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 3400;
const base = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PATHS = ['/th', '/en/auth', '/zh/no-such-page', '/schema/faq-th.jsonld'];

if (spawnSync('npx', ['react-router', 'build'], { stdio: 'ignore' }).status !== 0)
  throw new Error('build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tanai-bench-'));
const started = performance.now();
const server = spawn('node', ['server.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base },
  stdio: 'ignore',
});

async function waitHealthy() {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

try {
  await waitHealthy();
  console.log(
    `cold start (migrate + seed 300 lawyers + listen): ${(performance.now() - started).toFixed(0)} ms`,
  );
  console.log(`server RSS after start: ${rssMb().toFixed(1)} MB`);
  for (const p of PATHS) {
    for (let i = 0; i < 20; i++) await (await fetch(base + p)).arrayBuffer(); // warm-up
    const times = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const s = performance.now();
          await (await fetch(base + p)).arrayBuffer();
          times.push(performance.now() - s);
        }
      }),
    );
    const total = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    const q = (f) => times[Math.min(times.length - 1, Math.floor(times.length * f))].toFixed(1);
    console.log(
      `${p.padEnd(24)} ${(times.length / total).toFixed(0).padStart(5)} req/s  p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${times.length} requests, ${CONCURRENCY} at a time)`,
    );
  }
  console.log(`server RSS after load: ${rssMb().toFixed(1)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

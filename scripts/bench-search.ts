// `npm run bench:search`: loads 100,000 generated lawyers into a scratch database and prints p50/p95 of typical
// searches three ways: the raw SQL (the service's own statements on the driver), the service call, and the
// HTTP page. On PGlite always; also on PostgreSQL when DATABASE_URL is set (a scratch database is created on
// that server and dropped afterwards). Prints figures only; it asserts nothing, but exits 1 with the reason when
// something fails to run (its own server, on a free port, not answering included).
// Measures the production build (TANAI_BUILD_DIR, default build/; built when missing: scripts/lib/production-build.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchFilters } from '#domain/search.ts';
import type { Database } from '#server/db/client.ts';
import type { ServerProcess } from '../tests/process/helpers/server-process.ts';
import { parseCommandLine } from './lib/args.mjs';

parseCommandLine({
  usage: `Usage: npm run bench:search

Loads generated lawyers into a scratch database and prints p50/p95 of typical searches three ways: the raw SQL,
the service call and the HTTP page of the production build (built when missing; its own server on a free port),
with the indexes each search uses. PGlite always; PostgreSQL too when DATABASE_URL is set (a scratch database is
created on that server and dropped afterwards).
Environment: BENCH_LAWYERS (100000), BENCH_RUNS (40), TANAI_BUILD_DIR (build).`,
});

const COUNT = Number(process.env.BENCH_LAWYERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

// The modules load once the command line is read: --help answers at once.
const { CASE_TYPES } = await import('#domain/case-types.ts');
const { LAWYER_LANGUAGES } = await import('#domain/lawyer-languages.ts');
const { PROVINCES } = await import('#domain/provinces.ts');
const { latinSpellings } = await import('#domain/romanize.ts');
const { openDatabase } = await import('#server/db/client.ts');
const { lawyers } = await import('#server/db/schema/index.ts');
const { searchLawyers, searchQueries } = await import('#server/services/lawyers/search-lawyers.ts');
const { startServer } = await import('../tests/process/helpers/server-process.ts');
const { ensureProductionBuild } = await import('./lib/production-build.ts');
const { createScratchDatabase } = await import('./lib/scratch-database.ts');
const { seededRandom } = await import('./lib/seeded-random.ts');

// ---------------------------------------------------------------- data
const FIRST =
  'สมชาย สมศรี วิชัย มาลี ประเสริฐ สุดา ธนา กมล อนันต์ จันทร์เพ็ญ ปรีชา นภา วีระ ศิริพร ชัยวัฒน์ อรุณี สุรชัย ปิยะ ณัฐ กิตติ พิมพ์ชนก อัญชลี ธีระ รัตนา สมหญิง บุญมี ทองดี วันเพ็ญ สุริยา เกศินี'.split(
    ' ',
  );
const SURNAME_ROOTS =
  'ใจดี ทองคำ ศรีสุข รุ่งเรือง มั่นคง บุญมา แสงทอง พิทักษ์ สมบูรณ์ วงศ์ไทย เจริญผล ชัยมงคล ศักดิ์ดี ทรัพย์มาก สุขสันต์ รักษ์ธรรม'.split(
    ' ',
  );
const SURNAME_ENDS = ['', 'กุล', 'วงศ์', 'สกุล', 'ชัย', 'พันธ์', 'ศิริ', 'เวช', 'ธรรม', 'รัตน์'];
const BANGKOK = 'กรุงเทพมหานคร';

function generate(count: number): (typeof lawyers.$inferInsert)[] {
  const r = seededRandom(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const rows: (typeof lawyers.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const province = r() < 0.22 ? BANGKOK : pick(PROVINCES).th;
    const areas = [...new Set(Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(CASE_TYPES).value))];
    const languages = ['ไทย', ...(r() < 0.35 ? [pick(LAWYER_LANGUAGES).value] : [])];
    const shape = r();
    let feeMin: number | null = null;
    let feeMax: number | null = null;
    if (shape < 0.1) {
      // no fees
    } else if (shape < 0.2) feeMin = 1000 * (1 + Math.floor(r() * 80));
    else if (shape < 0.25) feeMax = 1000 * (1 + Math.floor(r() * 80));
    else {
      feeMin = 500 * (1 + Math.floor(r() * 120));
      feeMax = feeMin + 500 * Math.floor(r() * 60);
    }
    const rated = r() > 0.1;
    const name = `${pick(FIRST)} ${pick(SURNAME_ROOTS)}${pick(SURNAME_ENDS)}`;
    rows.push({
      name,
      nameLatin: latinSpellings(name),
      title: r() < 0.2 ? 'ทนายความอาวุโส' : 'ทนายความ',
      province,
      district: `อำเภอเมือง${province}`,
      experience: Math.floor(r() * 36),
      experienceAreas: areas,
      languages: [...new Set(languages)],
      feeMin,
      feeMax,
      feeUnit: feeMin === null && feeMax === null ? null : r() < 0.85 ? 'per_session' : 'per_hour',
      rating: rated ? Math.round((3 + r() * 2) * 10) / 10 : null,
      reviews: rated ? 1 + Math.floor(r() * 300) : 0,
      verified: r() > 0.1,
      networkMember: r() < 0.1,
    });
  }
  return rows;
}

async function load(database: Database) {
  const started = performance.now();
  const rows = generate(COUNT);
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(lawyers).values(rows.slice(i, i + 1000));
  await database.raw('ANALYZE lawyers');
  return performance.now() - started;
}

// ---------------------------------------------------------------- measuring
const CASES: { label: string; filters: SearchFilters; page: number; query: string }[] = [
  { label: 'name fragment', filters: { q: 'ชัยวัฒน์ ศักดิ์' }, page: 1, query: 'q=ชัยวัฒน์+ศักดิ์' },
  { label: 'latin name', filters: { q: 'Chaiwat Sakdi' }, page: 1, query: 'q=Chaiwat+Sakdi' },
  {
    label: 'case + province',
    filters: { caseType: 'ที่ดิน', province: 'เชียงใหม่' },
    page: 1,
    query: 'case=ที่ดิน&province=เชียงใหม่',
  },
  {
    label: 'language + budget',
    filters: { language: 'จีน', budget: 'medium' },
    page: 1,
    query: 'language=จีน&budget=medium',
  },
  { label: 'no filter', filters: {}, page: 1, query: '' },
  { label: 'no filter, page 5', filters: {}, page: 5, query: 'page=5' },
];

async function timeIt(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function measureInProcess(database: Database) {
  const results = new Map<
    string,
    { raw: { p50: number; p95: number }; service: { p50: number; p95: number } }
  >();
  for (const c of CASES) {
    const q = searchQueries(database.db, c.filters, c.page, 12);
    const rowsSql = q.rows.toSQL();
    const totalSql = q.total.toSQL();
    const plan = await database.raw(`EXPLAIN ${rowsSql.sql}`, rowsSql.params);
    const planText = plan.map((p) => String(Object.values(p)[0])).join('\n');
    const indexes = [...new Set(planText.match(/lawyers_[a-z_]+_idx/g) ?? [])];
    const raw = await timeIt(() =>
      Promise.all([database.raw(rowsSql.sql, rowsSql.params), database.raw(totalSql.sql, totalSql.params)]),
    );
    const service = await timeIt(() => searchLawyers(database.db, c.filters, { page: c.page }));
    results.set(c.label, { raw, service });
    console.log(
      `  ${c.label.padEnd(18)} raw SQL p50 ${ms(raw.p50)} p95 ${ms(raw.p95)} | service p50 ${ms(service.p50)} p95 ${ms(service.p95)} | ×${(service.p50 / raw.p50).toFixed(2)} | indexes: ${indexes.join(', ') || 'none (sequential scan)'}`,
    );
  }
  return results;
}

/** The HTTP pages, from a server of its own on a free port; fails when that server does not answer. */
async function measureHttp(env: Record<string, string>) {
  let server: ServerProcess;
  try {
    server = await startServer(env, { timeoutMs: 120_000 });
  } catch (error) {
    throw new Error(`the benchmark's own server did not answer: ${(error as Error).message}`);
  }
  try {
    console.log(`  HTTP on ${server.url} (the benchmark's own server, process ${server.child.pid})`);
    for (const c of CASES) {
      const url = `${server.url}/th/search${c.query ? `?${c.query}` : ''}`;
      const http = await timeIt(async () => {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        await res.text();
      });
      console.log(`  ${c.label.padEnd(18)} HTTP page p50 ${ms(http.p50)} p95 ${ms(http.p95)}`);
    }
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- engines
async function onPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tanai-bench-'));
  try {
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    console.log(
      `\nPGlite: loaded ${COUNT.toLocaleString()} lawyers in ${((await load(database)) / 1000).toFixed(1)} s`,
    );
    await measureInProcess(database);
    await database.close();
    await measureHttp({ DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string) {
  const scratch = await createScratchDatabase(adminUrl, 'tanai_bench');
  const url = new URL(scratch.url);
  try {
    const database = await openDatabase({ url: url.toString() });
    console.log(
      `\nPostgreSQL: loaded ${COUNT.toLocaleString()} lawyers in ${((await load(database)) / 1000).toFixed(1)} s`,
    );
    await measureInProcess(database);
    await database.close();
    await measureHttp({ DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(24).toString('hex') });
  } finally {
    await scratch.drop();
  }
}

try {
  ensureProductionBuild();
  await onPglite();
  if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
} catch (error) {
  console.error(`\nbench:search failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

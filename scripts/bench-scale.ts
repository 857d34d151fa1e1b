// `npm run bench:scale`: one request at a time against the production build (built when missing) on a database
// filled by `npm run db:seed-scale` (DATABASE_URL). After a warm-up, each kind of page is fetched --requests times
// in turn and its p50/p95/max printed: a lawyer's profile (a different verified listing each time), searches by
// province, by case type, by name and with several filters (each cycling through its values, and a deep page of
// Bangkok's results), the admin lists (the first page, and page 21 reached by following the pager's next link) and the inboxes of the demo member and the demo lawyer, signed in
// with the README's passwords. The figures are printed beside the target (p95 ≤ 100 ms), never enforced.
//
// The demo administrator is given two-factor sign-in for the run (an admin page needs it) and a session written
// in the database, as the process tests do; both are undone at the end. Nothing else is written.
//
//   DATABASE_URL=postgres://… npm run bench:scale -- [--requests 30] [--warmup 5] [--timeout 60]
import type { SearchFilters } from '#domain/search.ts';
import type { ServerProcess } from '../tests/process/helpers/server-process.ts';
import { parseCommandLine } from './lib/args.mjs';

const { values: args, refuse } = parseCommandLine({
  usage: `Usage: DATABASE_URL=postgres://… npm run bench:scale -- [--requests 30] [--warmup 5] [--timeout 60]

One request at a time against the production build on a database filled by npm run db:seed-scale: profiles,
searches, the admin lists and the demo member's and lawyer's inboxes; prints p50/p95/max per kind.
  --requests N   timed requests per kind (default 30)
  --warmup N     untimed requests per kind before them (default 5)
  --timeout S    a request not answered after S seconds counts as 'timeout' (default 60)`,
  options: {
    requests: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '60' },
  },
});
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const TIMEOUT_S = Number(args.timeout);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) refuse('--requests must be a whole number of at least 1.');
if (!Number.isInteger(WARMUP) || WARMUP < 0) refuse('--warmup must be a whole number.');
if (!(TIMEOUT_S > 0)) refuse('--timeout must be a number of seconds.');
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url))
  refuse('bench:scale measures a database filled by npm run db:seed-scale: set DATABASE_URL=postgres://…');
/** The target of issue-size pages, printed beside each p95. */
const TARGET_P95_MS = 100;

// The modules load once the command line is read: --help answers at once.
const { eq, inArray } = await import('drizzle-orm');
const { BUDGET_BAND_VALUES } = await import('#domain/budget.ts');
const { CASE_TYPE_VALUES } = await import('#domain/case-types.ts');
const { LAWYER_LANGUAGE_VALUES } = await import('#domain/lawyer-languages.ts');
const { PROVINCE_NAMES_TH } = await import('#domain/provinces.ts');
const { formValuesOf, searchQueryString } = await import('#domain/search.ts');
const { openDatabase } = await import('#server/db/client.ts');
const { lawyers, sessions, users } = await import('#server/db/schema/index.ts');
const { DEMO_ACCOUNTS } = await import('#server/db/seed/demo.ts');
const { createSession, signIn } = await import('../tests/process/helpers/fixtures.ts');
const { startServer } = await import('../tests/process/helpers/server-process.ts');
const { quantile } = await import('./lib/load-traffic.ts');
const { ensureProductionBuild } = await import('./lib/production-build.ts');

ensureProductionBuild();

type As = 'public' | 'member' | 'lawyer' | 'admin';
interface Kind {
  label: string;
  as: As;
  /** The path of the i-th request. */
  path: (i: number) => string;
}

/** A search's one address (the page redirects any other spelling to it: app/features/search/search.server.ts). */
const q = (filters: SearchFilters, page = 1) =>
  `/th/search?${searchQueryString(formValuesOf(filters))}${page > 1 ? `&page=${page}` : ''}`;
/** Bangkok, the province with the most listings (the first of PROVINCES). */
const BANGKOK = PROVINCE_NAMES_TH[0]!;
const at = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const ADMIN_LISTS = ['questions', 'lawyers', 'applications', 'reviews', 'emails', 'audit', 'appointments'];
/** The page of each admin list timed as its deep page (reached by following the pager's next link). */
const DEEP_PAGE = 21;
const deepPages = new Map<string, { path: string; page: number }>();
/** The pager's next link of a page's HTML (app/components/ui/keyset-pager.tsx), the first one when there are several. */
const nextLink = (html: string) => {
  const tag = html.match(/<a [^>]*data-testid="pager-next"[^>]*>/)?.[0];
  const href = tag?.match(/href="([^"]+)"/)?.[1];
  return href ? href.replaceAll('&amp;', '&') : null;
};

const database = await openDatabase({ url: url!, poolMax: 2 });
const { db } = database;
let server: ServerProcess | undefined;
const cleanups: (() => Promise<unknown>)[] = [];
try {
  const demo = await db
    .select({ id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(
      inArray(users.email, [
        DEMO_ACCOUNTS.admin.email,
        DEMO_ACCOUNTS.member.email,
        DEMO_ACCOUNTS.lawyer.email,
      ]),
    );
  const admin = demo.find((u) => u.email === DEMO_ACCOUNTS.admin.email);
  if (!admin || demo.length < 3)
    throw new Error('the demo accounts are missing: fill the database with npm run db:seed-scale first');
  const [{ count } = { count: 0 }] = (await database.raw('SELECT count(*)::int AS count FROM lawyers')) as {
    count: number;
  }[];
  const profiles = await db
    .select({ id: lawyers.id, name: lawyers.name })
    .from(lawyers)
    .where(eq(lawyers.verified, true))
    .orderBy(lawyers.updatedAt)
    .limit(REQUESTS + WARMUP);
  const names = [...new Set(profiles.map((p) => p.name.split(' ')[0]!))];

  // The administrator: two-factor sign-in on for the run, and a session (undone at the end).
  if (!admin.twoFactorEnabled) {
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
    cleanups.push(() => db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, admin.id)));
  }
  const cookies: Record<As, string> = { public: '', member: '', lawyer: '', admin: '' };
  cookies.admin = await createSession(db, admin.id);
  cleanups.push(() => db.delete(sessions).where(eq(sessions.userId, admin.id)));

  server = await startServer({ DATABASE_URL: url!, AUTH_ATTEMPTS_PER_MINUTE: '1000' });
  const base = server.url;
  cookies.member = await signIn(base, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
  cookies.lawyer = await signIn(base, DEMO_ACCOUNTS.lawyer.email, DEMO_ACCOUNTS.lawyer.password);
  const memberId = demo.find((u) => u.email === DEMO_ACCOUNTS.member.email)!.id;
  const lawyerId = demo.find((u) => u.email === DEMO_ACCOUNTS.lawyer.email)!.id;
  cleanups.push(() => db.delete(sessions).where(inArray(sessions.userId, [memberId, lawyerId])));

  // A deep page of each admin list: the pager's next link followed from the first page (untimed), then that
  // page's address fetched like the others. A list with fewer pages is timed at its last page (the label says which).
  for (const list of ADMIN_LISTS) {
    let path = `/th/admin/${list}`;
    let page = 1;
    for (; page < DEEP_PAGE; page++) {
      const res = await fetch(`${base}${path}`, {
        headers: { cookie: cookies.admin },
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_S * 1000),
      }).catch(() => undefined);
      const next = res?.ok ? nextLink(await res.text()) : null;
      if (!next) break;
      path = next;
    }
    deepPages.set(list, { path, page });
  }

  const kinds: Kind[] = [
    { label: 'profile', as: 'public', path: (i) => `/th/lawyers/${at(profiles, i).id}` },
    { label: 'search: province', as: 'public', path: (i) => q({ province: at(PROVINCE_NAMES_TH, i) }) },
    { label: 'search: case type', as: 'public', path: (i) => q({ caseType: at(CASE_TYPE_VALUES, i) }) },
    { label: 'search: name', as: 'public', path: (i) => q({ q: at(names, i) }) },
    {
      label: 'search: filters',
      as: 'public',
      path: (i) =>
        q({
          province: at(PROVINCE_NAMES_TH, i * 7),
          caseType: at(CASE_TYPE_VALUES, i),
          language: at(LAWYER_LANGUAGE_VALUES.slice(0, 3), i),
          budget: at(BUDGET_BAND_VALUES, i),
        }),
    },
    {
      label: 'search: Bangkok, page 20',
      as: 'public',
      path: (i) => q({ province: BANGKOK, caseType: at(CASE_TYPE_VALUES, i) }, 20),
    },
    ...ADMIN_LISTS.map(
      (list): Kind => ({ label: `admin ${list}`, as: 'admin', path: () => `/th/admin/${list}` }),
    ),
    ...ADMIN_LISTS.map(
      (list): Kind => ({
        label: `admin ${list}, page ${deepPages.get(list)?.page ?? 1}`,
        as: 'admin',
        path: () => deepPages.get(list)?.path ?? `/th/admin/${list}`,
      }),
    ),
    { label: 'inbox: demo member', as: 'member', path: () => '/th/inbox' },
    { label: 'inbox: demo lawyer', as: 'lawyer', path: () => '/th/inbox' },
  ];

  console.log(
    `database: ${count} lawyers; ${WARMUP} warm-up and ${REQUESTS} timed requests per kind, one at a time\n`,
  );
  const header = `${'kind'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses`;
  console.log(header);
  console.log('-'.repeat(header.length + 12));
  let over = 0;
  let failed = 0;
  for (const kind of kinds) {
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      let status: number | 'timeout';
      try {
        const res = await fetch(`${base}${kind.path(i)}`, {
          headers: { cookie: cookies[kind.as], 'accept-encoding': 'br, gzip' },
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        if ((error as Error).name !== 'TimeoutError') throw error;
        status = 'timeout';
      }
      if (i < WARMUP) continue;
      times.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    if (p95 > TARGET_P95_MS) over++;
    failed += Object.entries(statuses).reduce((n, [status, c]) => (/^[23]/.test(status) ? n : n + c), 0);
    const f = (v: number) => v.toFixed(1).padStart(8);
    console.log(
      `${kind.label.padEnd(28)} ${f(quantile(times, 0.5))} ${f(p95)} ${f(times.at(-1)!)}  ${JSON.stringify(statuses)}`,
    );
  }
  // The server's own account of any failed request (its log, warnings and errors only).
  if (failed > 0) console.log(`\nserver log (last 3,000 characters):\n${server.output().slice(-3000)}`);
  console.log(
    `\ntarget p95 ≤ ${TARGET_P95_MS} ms: ${over === 0 ? 'met by every kind' : `NOT met by ${over} of ${kinds.length} kinds`}`,
  );
} finally {
  await server?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await database.close();
}

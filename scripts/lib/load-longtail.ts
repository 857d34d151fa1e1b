// The long-tail reads of `npm run bench:load` (scripts/bench-load.ts): signed-out GETs spread over thousands of
// distinct public URLs, and the same measurement of one static file of the same server to compare them with.

import { BUDGET_BAND_VALUES } from '#domain/budget.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { LANGS } from '#domain/i18n.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import { quantile } from './load-traffic.ts';
import { PUBLIC_READ_PAGES } from './page-weight.ts';
import { seededRandom } from './seeded-random.ts';

/** What a browser sends: the server compresses pages and files alike for both measurements. */
export const BROWSER_HEADERS = { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'br, gzip' };

/** The public read pages other than home, search and profiles (each in th, en and zh). */
export const OTHER_PAGES = PUBLIC_READ_PAGES.filter((p) => !['home', 'search', 'profile'].includes(p));

/** Share of each kind of URL among the long-tail requests. */
export const LONG_TAIL_MIX = { profile: 0.4, search: 0.4, home: 0.1, page: 0.1 } as const;

export type Catalog = Record<string, string[]>;

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * Every URL of the long tail, by kind: each verified lawyer's profile in th/en/zh under both `/lang/lawyers/:id`
 * and `/lang/profile/:id`; a search for every case type × province in every language (a fifth of them also with
 * a spoken language, a fifth with a budget band) and a search by each lawyer's name (first word); the three home
 * pages; the other public pages in the three languages.
 */
export function longTailCatalog(options: {
  lawyers: { id: string; name: string }[];
  seed?: number;
}): Catalog {
  const random = seededRandom(options.seed ?? 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const profile: string[] = [];
  const search: string[] = [];
  for (const lang of LANGS) {
    for (const lawyer of options.lawyers) {
      profile.push(`/${lang}/lawyers/${lawyer.id}`, `/${lang}/profile/${lawyer.id}`);
      const firstName = lawyer.name.trim().split(/\s+/)[0];
      if (firstName) search.push(`/${lang}/search?${new URLSearchParams({ q: firstName })}`);
    }
    for (const caseType of CASE_TYPES) {
      for (const province of PROVINCE_NAMES_TH) {
        const params = new URLSearchParams({ case: caseType.value, province });
        const extra = random();
        if (extra < 0.2) params.set('language', pick(LAWYER_LANGUAGE_VALUES));
        else if (extra < 0.4) params.set('budget', pick(BUDGET_BAND_VALUES));
        search.push(`/${lang}/search?${params}`);
      }
    }
  }
  return {
    profile: shuffle(profile, random),
    search: shuffle(search, random),
    home: LANGS.map((lang) => `/${lang}`),
    page: LANGS.flatMap((lang) => OTHER_PAGES.map((p) => `/${lang}/${p}`)),
  };
}

/** The figures of one phase of GETs, by kind. */
export interface ReadStats {
  latencies: Record<string, number[]>;
  statuses: Record<string, number>;
  /** Responses with a status other than 2xx/3xx, by kind and status. */
  badResponses: Record<string, number>;
  /** Requests sent but never answered (timed out, or cut off at the end of the phase), by kind and age. */
  unanswered: Record<string, number>;
  /** Distinct URLs requested. */
  distinct: number;
}

interface Pending {
  kind: string;
  path: string;
  started: number;
}

type Ctx = { pending?: Pending };

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * GETs drawn from a catalog: the kind by `mix`, then the next URL of that kind (each kind's list is walked in
 * order and starts over when done, so a long tail is covered before any URL comes back). One autocannon request
 * definition; `nextPhase()` returns the figures since the last call.
 */
export function createReads(options: {
  catalog: Catalog;
  mix: Record<string, number>;
  headers?: Record<string, string>;
  seed?: number;
}) {
  const kinds = Object.keys(options.mix).filter((k) => (options.catalog[k]?.length ?? 0) > 0);
  const random = seededRandom(options.seed ?? 42);
  const cursor: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  const cumulative: [string, number][] = [];
  let sum = 0;
  for (const kind of kinds) {
    sum += options.mix[kind]!;
    cumulative.push([kind, sum]);
  }
  const newStats = () => ({
    latencies: Object.fromEntries(kinds.map((k) => [k, [] as number[]])),
    statuses: {} as Record<string, number>,
    badResponses: {} as Record<string, number>,
    unanswered: {} as Record<string, number>,
    paths: new Set<string>(),
  });
  let stats = newStats();
  const inFlight = new Set<Pending>();

  const setupRequest = (request: RawRequest, context: Ctx): RawRequest => {
    const r = random() * sum;
    const kind = cumulative.find(([, upTo]) => r < upTo)?.[0] ?? kinds[0]!;
    const list = options.catalog[kind]!;
    const path = list[cursor[kind]! % list.length]!;
    cursor[kind]!++;
    const pending: Pending = { kind, path, started: performance.now() };
    context.pending = pending;
    inFlight.add(pending);
    stats.paths.add(path);
    return { ...request, method: 'GET', path, headers: { ...request.headers, ...options.headers } };
  };

  const onResponse = (status: number, _body: string, context: Ctx) => {
    const pending = context.pending;
    if (!pending) return;
    context.pending = undefined;
    inFlight.delete(pending);
    stats.latencies[pending.kind]!.push(performance.now() - pending.started);
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (status < 200 || status >= 400) {
      const key = `${pending.kind} ${status} ${pending.path}`;
      stats.badResponses[key] = (stats.badResponses[key] ?? 0) + 1;
    }
  };

  return {
    kinds,
    request: { setupRequest, onResponse },
    /** Starts a new phase's figures and returns the previous ones. */
    nextPhase(): ReadStats {
      const { paths, ...done } = stats;
      for (const p of inFlight) {
        const key = `${p.kind} (${((performance.now() - p.started) / 1000).toFixed(0)} s)`;
        done.unanswered[key] = (done.unanswered[key] ?? 0) + 1;
      }
      inFlight.clear();
      stats = newStats();
      return { ...done, distinct: paths.size };
    },
  };
}

/** Throughput and latency quantiles of a list of latencies (ms) answered in `seconds`. */
export function summarize(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p975: quantile(sorted, 0.975),
    p99: quantile(sorted, 0.99),
  };
}

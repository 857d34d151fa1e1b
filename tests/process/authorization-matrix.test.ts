import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '#app/routes.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { accounts, sessions, users } from '#server/db/schema/index.ts';
import { createRuntime } from '#server/runtime.ts';
import { type LineLoginProvider, startLineLoginProvider } from '#tests/helpers/line-login-provider.ts';
import {
  type Expect,
  MATRIX_LINE_CHANNEL_SECRET,
  MATRIX_LINE_LOGIN,
  matrixRows,
  neverShown,
  type Row,
} from './authorization-matrix.ts';
import {
  buildWorld,
  refreshSessions,
  send,
  USER_KIND_LABELS,
  USER_KINDS,
  type UserKind,
  type World,
} from './helpers/matrix-fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// The authorization matrix (see authorization-matrix.ts): every route × every kind of user, over real HTTP
// against the production build on PostgreSQL. First the real route list is compared with the table, then each
// pair is sent and checked: the answer (allowed: status and what it must show; refused: the refusal rule of
// its kind of route), no private text in refused answers, none of the never-shown texts of the user's kind in
// any answer, and the database unchanged by refused writes (changed by allowed real writes).

const BUILD_DIR = process.env.TANAI_BUILD_DIR ?? 'build';
const CONCURRENCY = 8;

/** Hono entries of createApp(runtime).routes that are not endpoints of their own. */
const HONO_DELEGATED: Record<string, string> = {
  'HONO GET /api/auth/*': "better-auth's handler: each endpoint behind it has its own AUTH row",
  'HONO POST /api/auth/*': "better-auth's handler: each endpoint behind it has its own AUTH row",
};

// ------------------------------------------------------------------------------------------------ routes

interface ConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

/**
 * Page routes from app/routes.ts (flattened), with hasAction from the build's route manifest (the very file the
 * browser gets, named by the server build).
 */
function pageRouteKeys(): { keys: Set<string>; problems: string[] } {
  const serverAssets = path.join(BUILD_DIR, 'server', 'assets');
  const index = readFileSync(path.join(BUILD_DIR, 'server', 'index.js'), 'utf8');
  const chunk =
    /server-build-[\w-]+\.js/.exec(index)?.[0] ??
    readdirSync(serverAssets).find((f) => f.startsWith('server-build-'));
  if (!chunk) throw new Error(`no server-build chunk in ${serverAssets}`);
  const serverBuild = readFileSync(path.join(serverAssets, chunk), 'utf8');
  const manifestFile = /"url":\s*"\/assets\/(manifest-[\w-]+\.js)"/.exec(serverBuild)?.[1];
  if (!manifestFile) throw new Error('the server build names no route manifest');
  const manifestText = readFileSync(path.join(BUILD_DIR, 'client', 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { id: string; hasAction: boolean; hasLoader: boolean }>;
  };
  const byId = new Map(Object.values(manifest.routes).map((r) => [r.id, r]));

  const keys = new Set<string>();
  const problems: string[] = [];
  const configured = new Set<string>();
  const walk = (entries: ConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.index ? parent : `${parent}/${entry.path ?? ''}`.replace(/\/+$/, '') || '/';
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
      configured.add(id);
      const built = byId.get(id);
      if (!built) problems.push(`route ${id} (${full}) is not in the build: rebuild ${BUILD_DIR}`);
      keys.add(`PAGE GET ${full}`);
      if (built?.hasAction) keys.add(`PAGE POST ${full}`);
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routeConfig as ConfigEntry[], '');
  for (const id of byId.keys())
    if (id !== 'root' && !configured.has(id))
      problems.push(`built route ${id} is not in app/routes.ts: rebuild`);
  return { keys, problems };
}

interface Enumerated {
  keys: Set<string>;
  excluded: { key: string; reason: string }[];
  problems: string[];
}

/**
 * Every route of the site: pages, Hono endpoints (createApp on a runtime of its own, without pages, over the
 * test's database connection), better-auth endpoints reachable over HTTP.
 */
async function enumerateRoutes(database: Database): Promise<Enumerated> {
  const { keys, problems } = pageRouteKeys();
  const excluded: { key: string; reason: string }[] = [];
  {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tanai-matrix-routes-')),
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'matrix-route-list-secret-matrix-route-list-0123',
      // Configured as the matrix's server is: sign-in with LINE on.
      LINE_LOGIN_CHANNEL_ID: MATRIX_LINE_LOGIN.channelId,
      LINE_LOGIN_CHANNEL_SECRET: MATRIX_LINE_LOGIN.channelSecret,
      LINE_LOGIN_PROVIDER_URL: 'http://127.0.0.1:9',
    });
    const runtime = createRuntime(config, database);
    for (const route of createApp(runtime).routes) {
      const key = `HONO ${route.method} ${route.path}`;
      if (HONO_DELEGATED[key]) excluded.push({ key, reason: HONO_DELEGATED[key] });
      else keys.add(key);
    }
    for (const [apiName, endpoint] of Object.entries(runtime.auth.api) as [
      string,
      {
        path?: string;
        options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean; isAction?: boolean } };
      },
    ][]) {
      const metadata = endpoint.options?.metadata;
      const methods = [endpoint.options?.method ?? []].flat();
      const name = `${endpoint.path ?? '(no path)'} (auth.api.${apiName})`;
      if (!endpoint.path || metadata?.SERVER_ONLY) {
        excluded.push({
          key: `AUTH ${methods.join('|')} ${name}`,
          reason: "SERVER_ONLY / no path: better-call's router never routes it over HTTP (auth.api only)",
        });
        continue;
      }
      if (metadata?.isAction === false) {
        excluded.push({
          key: `AUTH ${methods.join('|')} ${name}`,
          reason: 'isAction: false (not an HTTP action)',
        });
        continue;
      }
      for (const method of methods) keys.add(`AUTH ${method} /api/auth${endpoint.path}`);
    }
  }
  return { keys, excluded, problems };
}

// ------------------------------------------------------------------------------------------------ pairs

interface PairResult {
  row: string;
  kind: UserKind;
  allowed: boolean;
  rule: string;
  ruleText: string;
  status: number;
  problems: string[];
}

async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}

const stable = (value: unknown) => JSON.stringify(value ?? null);

/** Texts no answer to `kind` may contain in this phase: the password hash, other people's session tokens. */
async function phaseSecrets(w: World): Promise<Record<UserKind, string[]>> {
  const rows = await w.db.select({ token: sessions.token, userId: sessions.userId }).from(sessions);
  const [hash] = await w.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, w.users.member.id!));
  const ids = new Set(USER_KINDS.map((k) => w.users[k].id).filter(Boolean));
  ids.add(w.victim.id);
  const result = {} as Record<UserKind, string[]>;
  for (const kind of USER_KINDS) {
    const own = w.users[kind].id;
    result[kind] = [
      ...(hash?.password ? [hash.password] : []),
      ...rows.filter((r) => ids.has(r.userId) && r.userId !== own).map((r) => r.token),
      ...(kind === 'admin' ? [] : [w.adminTotpSecret]),
    ];
  }
  return result;
}

async function runPair(
  w: World,
  row: Row,
  kind: UserKind,
  never: Record<UserKind, string[]>,
  phase: Record<UserKind, string[]>,
): Promise<PairResult> {
  const exp: Expect = row.expect[kind];
  const problems: string[] = [];
  let status = 0;
  try {
    const c = row.prepare ? await row.prepare(w, kind) : undefined;
    const before = row.state ? stable(await row.state(w, c, kind)) : undefined;
    const answer = await send(w.url, w.users[kind].cookie, row.request(w, kind, c));
    status = answer.status;
    const after = row.state ? stable(await row.state(w, c, kind)) : undefined;

    if (answer.status >= 500) problems.push(`server error ${answer.status}: ${answer.text.slice(0, 200)}`);
    if (answer.status === 429) problems.push('rate limited (429): the matrix must not hit rate limits');
    problems.push(...exp.check(answer));
    const text = answer.text;
    const show = exp.show?.(w, c, kind) ?? [];
    for (const s of show) if (!text.includes(s)) problems.push(`does not show ${JSON.stringify(s)}`);
    const hidden = new Set([
      ...(exp.hide?.(w, c, kind) ?? []),
      ...(exp.allowed ? [] : (row.secrets?.(w, c) ?? [])),
      ...never[kind],
      ...phase[kind],
    ]);
    for (const s of show) hidden.delete(s);
    for (const s of hidden)
      if (s && text.includes(s)) problems.push(`LEAK: answer contains ${JSON.stringify(s)}`);
    if (row.state) {
      if (!exp.allowed && before !== after)
        problems.push(`refused request changed the database: ${before} → ${after}`);
      if (exp.allowed && row.effect === 'changes' && before === after)
        problems.push(`allowed write did not happen (state ${before})`);
      if (exp.allowed && typeof row.effect === 'function')
        problems.push(...row.effect(JSON.parse(before!), JSON.parse(after!)));
    }
  } catch (error) {
    problems.push(`error: ${error instanceof Error ? error.stack : String(error)}`);
  }
  return {
    row: row.name,
    kind,
    allowed: exp.allowed,
    rule: exp.rule,
    ruleText: exp.ruleText,
    status,
    problems,
  };
}

// ------------------------------------------------------------------------------------------------ test

describe('authorization matrix (production build, PostgreSQL)', () => {
  let server: ServerProcess | undefined;
  let lineProvider: LineLoginProvider | undefined;
  let scratch: ScratchDatabase | undefined;
  let database: Database | undefined;
  let world: World;
  const rows = matrixRows();

  beforeAll(async () => {
    if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error(`no build in ${BUILD_DIR}`);
    scratch = await createScratchDatabase();
    // A local OpenID provider stands in for LINE Login (sign-in with LINE, the account page's LINE link).
    lineProvider = await startLineLoginProvider(MATRIX_LINE_LOGIN.channelSecret);
    server = await startServer({
      DATABASE_URL: scratch.url,
      DATA_DIR: tempDataDir(),
      AUTH_ATTEMPTS_PER_MINUTE: '10000',
      // Asked for, the development outbox still does not exist in production (NODE_ENV=production).
      DEV_PAGES: '1',
      // Each request names its own client address (x-forwarded-for): no per-address rate limit interferes.
      TRUST_PROXY: '1',
      LINE_MESSAGING_CHANNEL_SECRET: MATRIX_LINE_CHANNEL_SECRET,
      LINE_LOGIN_CHANNEL_ID: MATRIX_LINE_LOGIN.channelId,
      LINE_LOGIN_CHANNEL_SECRET: MATRIX_LINE_LOGIN.channelSecret,
      LINE_LOGIN_PROVIDER_URL: lineProvider.url,
      // /metrics exists only with a token; no user's session is one.
      METRICS_TOKEN: randomBytes(24).toString('hex'),
    });
    database = await openDatabase({ url: scratch.url });
    world = await buildWorld(server.url, database.db);
  });
  afterAll(async () => {
    await server?.kill();
    await lineProvider?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it('lists every route of the site (pages, page actions, Hono, better-auth)', async () => {
    const { keys, excluded, problems } = await enumerateRoutes(database!);
    const listed = new Set<string>(rows.map((r) => r.route));
    const missing = [...keys].filter((k) => !listed.has(k)).sort();
    const stale = [...listed].filter((k) => !keys.has(k)).sort();
    console.log(
      `routes: ${keys.size} enumerated, ${listed.size} in the matrix; excluded:\n${excluded.map((e) => `  ${e.key} — ${e.reason}`).join('\n')}`,
    );
    expect(problems, 'build and app/routes.ts disagree').toEqual([]);
    expect(missing, 'routes that exist but the matrix does not list').toEqual([]);
    expect(stale, 'matrix rows for routes that do not exist').toEqual([]);
  });

  it('answers every route × user pair as the matrix says', async () => {
    const results: PairResult[] = [];
    const never = neverShown(world);
    const phases = [...new Set(rows.map((r) => r.phase ?? 0))].sort((a, b) => a - b);
    const started = Date.now();
    for (const phase of phases) {
      if (phase > 0) {
        try {
          await refreshSessions(world);
        } catch (error) {
          const [admin] = await world.db
            .select({ twoFactorEnabled: users.twoFactorEnabled })
            .from(users)
            .where(eq(users.id, world.users.admin.id!));
          results.push({
            row: `(sign in again before phase ${phase})`,
            kind: 'admin',
            allowed: true,
            rule: 'refresh',
            ruleText: 'new sessions before the phase',
            status: 0,
            problems: [`${String(error)} (admin two_factor_enabled=${admin?.twoFactorEnabled})`],
          });
          break;
        }
      }
      const secrets = await phaseSecrets(world);
      const pairs = rows
        .filter((r) => (r.phase ?? 0) === phase)
        .flatMap((row) => (row.kinds ?? USER_KINDS).map((kind) => ({ row, kind })));
      await pool(pairs, CONCURRENCY, async ({ row, kind }) => {
        results.push(await runPair(world, row, kind, never, secrets));
      });
    }

    const failed = results.filter((r) => r.problems.length > 0);
    const allowedCount = results.filter((r) => r.allowed).length;

    // The grid: one line per row, one letter per kind (A allowed, R refused, ! failed).
    const order = [...new Set(rows.map((r) => r.name))];
    const grid = order.map((name) => {
      const cells = USER_KINDS.map((k) => {
        const r = results.find((x) => x.row === name && x.kind === k);
        if (!r) return '·';
        if (r.problems.length > 0) return '!';
        return r.allowed ? 'A' : 'R';
      }).join(' ');
      return `${cells}  ${name}`;
    });
    const legend = USER_KINDS.map((k, i) => `${' '.repeat(2 * i)}└ ${USER_KIND_LABELS[k]}`).reverse();
    const ruleList = (refusal: boolean) => {
      const used = new Map<string, { text: string; count: number }>();
      for (const r of results.filter((x) => x.allowed !== refusal)) {
        const entry = used.get(r.rule) ?? { text: r.ruleText, count: 0 };
        entry.count += 1;
        used.set(r.rule, entry);
      }
      return [...used].map(([name, { text, count }]) => `  ${name} (${count}): ${text}`);
    };
    console.log(
      [
        `authorization matrix: ${results.length} route×user pairs checked (${allowedCount} allowed, ${results.length - allowedCount} refused) in ${Date.now() - started} ms`,
        ...grid,
        ...legend,
        'A allowed · R refused · ! failed',
        'refusal rules (every refusal also: no private text of the row in the answer, the database unchanged):',
        ...ruleList(true),
        'allowed answers:',
        ...ruleList(false),
      ].join('\n'),
    );
    expect(
      failed.map(
        (r) =>
          `${r.row} as ${r.kind} (${r.allowed ? 'allowed' : 'refused'}: ${r.rule}, HTTP ${r.status}): ${r.problems.join('; ')}`,
      ),
    ).toEqual([]);
    expect(results.length).toBeGreaterThan(1000);
  });
});

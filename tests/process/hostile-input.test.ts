import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { FEE_UNITS } from '#domain/fees.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { SPECIALTY_VALUES } from '#domain/specialties.ts';
import { parseFileKey } from '#domain/uploads.ts';
import { hasText } from '#i18n/index.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { questions, users } from '#server/db/schema/index.ts';
import {
  applicationStatus,
  appointmentStatus,
  aroundLimit,
  badUploadKey,
  bookableDay,
  budgetBand,
  CRITICAL_STRINGS,
  caseType,
  emailAddress,
  type FieldSpec,
  feeUnit,
  formOf,
  HOSTILE_STRINGS,
  hostileId,
  hostileText,
  idValue,
  lang,
  lawyerLanguage,
  lineId,
  longText,
  meetingType,
  multiSpec,
  oddEmailAddress,
  phoneNumber,
  plainText,
  province,
  questionStatus,
  randomText,
  realId,
  spec,
  specialty,
  timeSlot,
  unbookableDay,
  uploadKey,
  urgency,
  uuidText,
  website,
  wellFormed,
  wholeNumber,
  XSS_MARKER,
} from './helpers/arbitraries.ts';
import { decodeActionData } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import {
  type Answer,
  buildHostileWorld,
  countRows,
  describeValue,
  type FormFields,
  findHalfValidRows,
  getPage,
  type HostileWorld,
  leaksIn,
  postForm,
  postRaw,
  retriedRequests,
  type SessionUser,
} from './helpers/property-fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Hostile input, property-based (fast-check): random and hostile values for every search parameter and every form
// field (page actions posted as a browser does, urlencoded with the site's Origin, both as a document post and as the
// fetcher's `.data` post; the JSON auth API; multipart uploads), against ONE production server on a scratch
// PostgreSQL database. Every answer must be 2xx/3xx/4xx (never 5xx; 429 of the write rate limits is fine), leak no
// stack trace or SQL text, reflect no markup unescaped, and (for `.data` answers) name only error codes that have a
// translation. Afterwards every row of the tables the forms write is checked against the domain rules (the shared
// zod schemas of domain/schemas/): nothing half-valid may have been stored.
//
// The generators draw mostly invalid values (a whole valid form 1 time in 7, "valid but one field" 3 in 7), and
// rotate pools of users for the rare valid writes, so that validation keeps being reached past the rate limits.
// Deterministic by default (fixed seed; fast-check prints seed and path of a failure to replay it).
//   FC_SEED=<n>         another seed
//   FC_NUM_RUNS=<n>     runs per property (default: sized for < 60 s for the file)
//   HOSTILE_SURVEY=1    record every failing request instead of stopping each property at its first failure, and
//                       print one example per route, problem and failing table (a map of the bugs, the tests pass)

const SEED = Number(process.env.FC_SEED ?? 20261121);
const runs = (n: number) => Number(process.env.FC_NUM_RUNS ?? 0) || n;

let scratch: ScratchDatabase;
let server: ServerProcess;
let database: Database;
let w: HostileWorld;
let validPng: Uint8Array;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  server = await startServer({
    DATABASE_URL: scratch.url,
    SEED_DEMO: '0',
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
  });
  database = await openDatabase({ url: scratch.url });
  w = await buildHostileWorld(server.url, database.db);
  validPng = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await database?.close();
  await scratch?.drop();
});

// ------------------------------------------------------------------------------------------------ judging

interface Exchange {
  /** e.g. 'POST /th/ask (data) as asker3'. */
  label: string;
  /** What was sent (shown in the report; its text excludes leak patterns the request itself carries). */
  sent: unknown;
  answer: Answer;
  mode?: 'document' | 'data' | 'api';
  /** Statuses this request may get (default: any below 500). */
  allowed?: (status: number) => boolean;
  /** Further checks of the answer; a message when it fails. */
  extra?: (answer: Answer) => string | null;
}

const isTranslatable = (code: string) => hasText('th', code) || hasText('th', `errors.${code}`);

/** The error codes of a fetcher answer (`code`, `message`, and every per-field message). */
function errorCodes(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (record.ok !== false) return [];
  const codes: string[] = [];
  for (const key of ['code', 'message'])
    if (typeof record[key] === 'string') codes.push(record[key] as string);
  for (const key of ['errors', 'fields']) {
    const group = record[key];
    if (group && typeof group === 'object')
      for (const v of Object.values(group)) if (typeof v === 'string') codes.push(v);
  }
  return codes;
}

/** How many error codes of `.data` answers were checked for a translation (shown in the summary). */
let codesChecked = 0;

function judge(ex: Exchange): string[] {
  const problems: string[] = [];
  const { status, text, contentType } = ex.answer;
  if (status >= 500) problems.push(`server error ${status}`);
  else if (ex.allowed && !ex.allowed(status) && !nulRefusal(ex)) problems.push(`unexpected status ${status}`);
  const leaks = leaksIn(text, JSON.stringify(ex.sent));
  if (leaks.length) problems.push(`internal details in the answer: ${leaks.join(', ')}`);
  if (contentType.includes('text/html') && text.includes(`<${XSS_MARKER}`))
    problems.push('injected markup reflected unescaped');
  if (ex.mode === 'data' && contentType.includes('text/x-script') && status < 500) {
    let decoded: unknown;
    try {
      decoded = decodeActionData(text);
    } catch (error) {
      problems.push(`undecodable .data answer (${String(error)})`);
    }
    const value =
      decoded && typeof decoded === 'object' && 'data' in decoded
        ? (decoded as { data: unknown }).data
        : decoded;
    const codes = errorCodes(value);
    codesChecked += codes.length;
    const untranslated = codes.filter((c) => !isTranslatable(c));
    if (untranslated.length) problems.push(`untranslatable error codes: ${untranslated.join(', ')}`);
  }
  if (ex.extra) {
    const message = ex.extra(ex.answer);
    if (message) problems.push(message);
  }
  return problems;
}

/**
 * HOSTILE_SURVEY=1: every failing request is recorded (one example per route, problem and server error) instead
 * of stopping its property at the first one, and the list is printed at the end: a map of the bugs to fix, not a
 * test (the tests then pass unless nothing could be recorded).
 */
const SURVEY = process.env.HOSTILE_SURVEY === '1';
const surveyed = new Map<string, string>();

/** Timing per property: requests made and their total time. */
const timings = new Map<string, { requests: number; ms: number }>();

/** Runs one request and throws a full report (request, answer, server log of the moment) when it is wrong. */
async function exchange(
  name: string,
  run: () => Promise<Exchange>,
  describeRequest: () => string,
): Promise<void> {
  const logStart = server.output().length;
  const started = performance.now();
  let ex: Exchange;
  try {
    ex = await run();
  } catch (error) {
    const report = `${describeRequest()}\n→ request failed: ${String(error)}\nserver log:\n${server.output().slice(logStart).slice(-3000)}`;
    if (SURVEY) {
      surveyed.set(`${name} | request failed | ${String(error).slice(0, 80)}`, report);
      return;
    }
    throw new Error(report);
  } finally {
    const t = timings.get(name) ?? { requests: 0, ms: 0 };
    t.requests += 1;
    t.ms += performance.now() - started;
    timings.set(name, t);
  }
  const problems = judge(ex);
  if (problems.length === 0) return;
  // The server's log lines of the moment (others run concurrently, so neighbours may appear too).
  await new Promise((r) => setTimeout(r, 50));
  const log = server.output().slice(logStart).slice(-3000);
  const report = [
    `${ex.label}: ${problems.join('; ')}`,
    `sent: ${JSON.stringify(describeValue(ex.sent), null, 1)}`,
    `→ ${ex.answer.status} ${ex.answer.contentType}${ex.answer.location ? ` → ${ex.answer.location}` : ''}`,
    `body: ${ex.answer.text.slice(0, 800)}`,
    `server log:\n${log || '(nothing)'}`,
  ].join('\n');
  if (SURVEY) {
    // One example per route shape, problem and failing statement (its table), whatever the language, mode or user.
    const route = ex.label
      .replace(/ as .*$/, '')
      .replace(/ \((data|document)\)/, '')
      .replace(/^(\w+ )\/(th|en|zh)(?=[/.?]|$)/, '$1/:lang')
      .replace(/\/(question|question-matching|lawyers|profile)\/[^/?.]+/, '/$1/:id')
      .replace(/\?.*$/, '')
      .slice(0, 80);
    const error =
      /"err":"Failed query: (?:select .*? from|insert into|update|delete from) \\"(\w+)\\"/.exec(log)?.[1] ??
      /"err":"([^"\\]{0,60})/.exec(log)?.[1] ??
      '';
    surveyed.set(`${route} | ${problems.join('; ').slice(0, 80)} | ${error}`, report);
    return;
  }
  throw new Error(report);
}

/**
 * Properties cut short by the time limit (a slow machine): they pass with the runs made so far, listed in the
 * summary. The limit also bounds the shrinking of a failure (the smallest counterexample found by then is shown).
 */
const TIME_LIMIT_MS = 20_000;
const interrupted: string[] = [];

async function check<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  numRuns: number,
  act: (value: T) => Promise<Exchange>,
  /** Cases always run first (known dangerous inputs), then the random ones. */
  examples: T[] = [],
) {
  const property = fc.asyncProperty(arb, async (value) => {
    await exchange(
      name,
      () => act(value),
      () => `request for ${JSON.stringify(describeValue(value))}`,
    );
  });
  const details = await fc.check(property, {
    seed: SEED,
    numRuns: runs(numRuns),
    examples: examples.map((e) => [e] as [T]),
    plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)],
  });
  if (details.failed) throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
  if (details.interrupted) interrupted.push(`${name}: ${details.numRuns} of ${runs(numRuns)} runs`);
}

/**
 * A request carrying a NUL character anywhere is refused by the server before any route (server/http/reject-nul.ts)
 * with 400 and the translated message: that answer is right for any request that sent one.
 */
function nulRefusal(ex: Exchange): boolean {
  return (
    ex.answer.status === 400 &&
    /\\u0000|%00/i.test(JSON.stringify(ex.sent)) &&
    /อักขระที่ใช้ไม่ได้|cannot be used|无法使用的字符|INVALID_CHARACTER/.test(ex.answer.text)
  );
}

const below500 = (s: number) => s < 500;
const exactly =
  (...statuses: number[]) =>
  (s: number) =>
    statuses.includes(s);

// ------------------------------------------------------------------------------------------------ queries

/** A query string from name/value pairs: percent-encoded, or raw (the URL parser encodes what it must). */
function queryString(pairs: [string, string][], raw: boolean): string {
  if (pairs.length === 0) return '';
  const parts = pairs.map(([k, v]) =>
    raw ? `${wellFormed(k)}=${wellFormed(v)}` : new URLSearchParams([[k, v]]).toString(),
  );
  return `?${parts.join('&')}`;
}

/** Drops trailing pairs until the URL is at most ~8 KB. */
function within8k(base: string, pairs: [string, string][], raw: boolean): string {
  const list = [...pairs];
  for (;;) {
    const path = `${base}${queryString(list, raw)}`;
    if (list.length === 0 || new URL(path, 'http://x').href.length <= 8192) return path;
    list.pop();
  }
}

const pageNumber = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
  fc.constantFrom(
    '0',
    '1',
    '2',
    '50',
    '51',
    '-1',
    'NaN',
    '1e9',
    '9'.repeat(400),
    '1.5',
    '0x10',
    ' 3',
    '３',
    '',
    '+2',
  ),
  hostileText({ maxLong: 700 }),
);

/** A search value: valid (2 in 5) or hostile (3 in 5). */
const searchValue = (...valid: fc.Arbitrary<string>[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...valid) },
    { weight: 3, arbitrary: hostileText({ maxLong: 700 }) },
  );

const SEARCH_VALUES: Record<string, fc.Arbitrary<string>> = {
  q: searchValue(plainText(100), fc.constantFrom('ทนายทดสอบ', 'HX', 'ทนาย'), aroundLimit(100)),
  case: searchValue(caseType, fc.constant('all')),
  province: searchValue(
    province,
    province.map((p) => p.slice(0, 3)),
    fc.constant('all'),
    aroundLimit(60),
  ),
  language: searchValue(lawyerLanguage, fc.constant('all')),
  budget: searchValue(budgetBand, fc.constant('all')),
  page: pageNumber,
};

const UNKNOWN_PARAMS = [
  '_routes',
  'index',
  '_data',
  'utm_source',
  'Q',
  'CASE',
  'q[]',
  'page[]',
  '__proto__',
  'lang',
  'lawyerName',
  '',
];

const searchPair: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...Object.keys(SEARCH_VALUES))
      .chain((name) => SEARCH_VALUES[name]!.map((v): [string, string] => [name, v])),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.oneof(fc.constantFrom(...UNKNOWN_PARAMS), randomText(10)),
      hostileText({ maxLong: 700 }),
    ),
  },
);

const SEARCH_TARGETS = ['search', 'home', 'search.data', 'home.data', 'home-slash', 'unprefixed'] as const;

// ------------------------------------------------------------------------------------------------ form fields

/** Application fields (member form and admin form), with the keys of `ownerId`'s folder as the valid pictures. */
function applicationFields(ownerId: string): Record<string, FieldSpec> {
  const owner = fc.constant(ownerId);
  const areasText = fc.oneof(
    fc.subarray([...CASE_TYPE_VALUES], { minLength: 0, maxLength: 4 }).map((a) => a.join(', ')),
    fc.array(plainText(100), { maxLength: 20 }).map((a) => a.join('，')),
  );
  return {
    fullName: spec(plainText(200)),
    licenseNumber: spec(plainText(50)),
    phone: spec(phoneNumber, fc.oneof(hostileText(), aroundLimit(30, '1'))),
    email: spec(emailAddress, fc.oneof(hostileText(), oddEmailAddress, aroundLimit(254, 'a'))),
    lineId: spec(lineId, fc.oneof(hostileText(), aroundLimit(50, 'a'))),
    areas: spec(areasText),
    province: spec(province),
    district: spec(plainText(100)),
    address: spec(plainText(500)),
    website: spec(
      website,
      fc.oneof(
        hostileText(),
        fc.constantFrom(
          'javascript:alert(1)',
          'ftp://x.y',
          'http://user:pw@x.y',
          'localhost',
          'http://[::1]/',
          `https://${'a'.repeat(300)}.com`,
        ),
      ),
    ),
    experience: spec(wholeNumber(0, 80)),
    description: spec(plainText(5000)),
    avatarKey: spec(uploadKey('avatar', owner), badUploadKey('avatar', ownerId)),
    businessCardKey: spec(uploadKey('business-card', owner), badUploadKey('business-card', ownerId)),
    ...practiceFields(),
  };
}

/** The practice details of a listing (the application and the own-listing editor ask for them). */
function practiceFields(): Record<string, FieldSpec> {
  return {
    title: spec(plainText(200)),
    languages: multiSpec(LAWYER_LANGUAGE_VALUES),
    feeMin: spec(
      wholeNumber(0, 1_000_000),
      fc.oneof(hostileText(), fc.constantFrom('-1', '1.5', '1e9', '０')),
    ),
    feeMax: spec(wholeNumber(0, 1_000_000)),
    feeUnit: spec(fc.constantFrom(...FEE_UNITS)),
    education: spec(plainText(1000)),
  };
}

/** A pick of one user of several, by weight. */
const userOf = (choices: [number, () => SessionUser | null][]) =>
  fc.oneof(...choices.map(([weight, get]) => ({ weight, arbitrary: fc.constant(get) })));

/** A page form post (document or data mode, any language). */
function formCase(fields: fc.Arbitrary<FormFields>) {
  // The fetcher's `.data` post is the common case (and cheaper: no page is rendered); the document post is what a
  // browser without JavaScript sends.
  return fc.record({
    lang,
    mode: fc.constantFrom('data' as const, 'data' as const, 'document' as const),
    fields,
  });
}

async function postCase(
  path: string,
  user: SessionUser | null,
  c: { mode: 'document' | 'data'; fields: FormFields },
  label: string,
): Promise<Exchange> {
  const answer = await postForm(w.url, path, user?.cookie ?? null, c.fields, c.mode);
  return {
    label: `POST ${path} (${c.mode}) as ${label}`,
    sent: c.fields,
    answer,
    mode: c.mode,
    allowed: below500,
  };
}

/** A page request of the "other pages" property: path, query pairs, who asks, the statuses it may get. */
interface PageCase {
  path: string;
  pairs: [string, string][];
  user: SessionUser | null;
  ok: (s: number) => boolean;
}

// ------------------------------------------------------------------------------------------------ tests

describe.concurrent('hostile input on one production server (PostgreSQL)', () => {
  it('search and home: every parameter, any value, never 5xx', async ({ task }) => {
    const arb = fc.record({
      lang,
      target: fc.constantFrom(...SEARCH_TARGETS),
      pairs: fc.array(searchPair, { maxLength: 8 }),
      raw: fc.boolean(),
      signedIn: fc.boolean(),
    });
    await check(
      task.name,
      arb,
      120,
      async ({ lang: l, target, pairs, raw, signedIn }) => {
        const base = {
          search: `/${l}/search`,
          home: `/${l}`,
          'home-slash': `/${l}/`,
          'search.data': `/${l}/search.data`,
          'home.data': `/${l}.data`,
          unprefixed: '/search',
        }[target];
        const path = within8k(base, pairs, raw);
        const answer = await getPage(w.url, path, signedIn ? w.asker.cookie : undefined);
        return {
          label: `GET ${path.slice(0, 200)}`,
          sent: { path, pairs },
          answer,
          // A search address that is not the search's own is redirected to it (`loadSearch`): 302, or the
          // single-fetch redirect (202) of its data request.
          allowed:
            target === 'unprefixed'
              ? (s) => s >= 300 && s < 400
              : target === 'search'
                ? (s) => s === 200 || s === 302
                : target === 'search.data'
                  ? (s) => s === 200 || s === 202
                  : exactly(200),
        };
      },
      [
        // A NUL byte in each text filter, on the page and on its `.data` URL.
        {
          lang: 'th' as const,
          target: 'search' as const,
          pairs: [['q', 'a\u0000b']] as [string, string][],
          raw: false,
          signedIn: false,
        },
        {
          lang: 'en' as const,
          target: 'search.data' as const,
          pairs: [['province', '\u0000']] as [string, string][],
          raw: false,
          signedIn: false,
        },
      ],
    );
  });

  it('other pages: query parameters and path ids, never 5xx', async ({ task }) => {
    const pathId = fc.oneof(idValue(w.ids.lawyers), idValue(w.ids.questions));
    const pages: [string, fc.Arbitrary<PageCase>][] = [
      [
        'appointment',
        fc.tuple(lang, idValue(w.ids.lawyers)).map(([l, id]) => ({
          path: `/${l}/appointment`,
          pairs: [['lawyer', id]] as [string, string][],
          user: null,
          ok: exactly(200),
        })),
      ],
      [
        'auth',
        fc
          .tuple(
            lang,
            fc.array(
              fc.tuple(
                fc.constantFrom('tab', 'error', 'confirmed', 'next'),
                fc.oneof(
                  fc.constantFrom(
                    'signUp',
                    'signIn',
                    '1',
                    '/th/inbox',
                    '//evil.example',
                    'https://evil.example',
                    'javascript:alert(1)',
                  ),
                  hostileText({ maxLong: 700 }),
                ),
              ),
              { maxLength: 4 },
            ),
          )
          // Back from the confirmation link (`confirmed`, `error`): the page says so at its address without them.
          .map(([l, pairs]) => ({
            path: `/${l}/auth`,
            pairs,
            user: null,
            ok: exactly(pairs.some(([key]) => key === 'confirmed' || key === 'error') ? 302 : 200),
          })),
      ],
      [
        'reset',
        fc
          .tuple(
            lang,
            fc.array(fc.tuple(fc.constantFrom('token', 'error'), hostileText({ maxLong: 700 })), {
              maxLength: 3,
            }),
          )
          .map(([l, pairs]) => ({ path: `/${l}/auth/reset`, pairs, user: null, ok: exactly(200) })),
      ],
      [
        'two-factor',
        fc.tuple(lang, hostileText({ maxLong: 700 })).map(([l, v]) => ({
          path: `/${l}/auth/two-factor`,
          pairs: [['next', v]] as [string, string][],
          user: null,
          ok: exactly(200),
        })),
      ],
      [
        'inbox',
        fc
          .tuple(
            lang,
            fc.array(fc.tuple(fc.constantFrom('asked', 'denied'), hostileText({ maxLong: 700 })), {
              maxLength: 3,
            }),
          )
          .map(([l, pairs]) => ({ path: `/${l}/inbox`, pairs, user: w.asker, ok: exactly(200) })),
      ],
      [
        'security',
        fc.tuple(lang, fc.oneof(fc.constant('admin'), hostileText({ maxLong: 700 }))).map(([l, v]) => ({
          path: `/${l}/account/security`,
          pairs: [['required', v]] as [string, string][],
          user: w.asker,
          ok: exactly(200),
        })),
      ],
      [
        'admin lawyers',
        fc
          .tuple(
            lang,
            fc.array(
              fc.tuple(
                fc.constantFrom('q', 'edit', 'new'),
                fc.oneof(idValue(w.ids.lawyers), fc.constant('1'), hostileText({ maxLong: 700 })),
              ),
              { maxLength: 4 },
            ),
          )
          .map(([l, pairs]) => ({ path: `/${l}/admin/lawyers`, pairs, user: w.admin, ok: exactly(200) })),
      ],
      [
        'admin questions',
        fc
          .tuple(
            lang,
            fc.array(
              fc.tuple(
                fc.constantFrom('q', 'status'),
                fc.oneof(questionStatus, hostileText({ maxLong: 700 })),
              ),
              { maxLength: 4 },
            ),
          )
          .map(([l, pairs]) => ({ path: `/${l}/admin/questions`, pairs, user: w.admin, ok: exactly(200) })),
      ],
      [
        'admin featured',
        fc
          .tuple(lang, fc.oneof(fc.constant('ทนาย'), aroundLimit(200), hostileText({ maxLong: 700 })))
          .map(([l, v]) => ({
            path: `/${l}/admin/featured`,
            pairs: [['q', v]] as [string, string][],
            user: w.admin,
            ok: exactly(200),
          })),
      ],
      [
        'admin cases',
        fc
          .tuple(
            lang,
            fc.array(
              fc.tuple(fc.constantFrom('edit', 'new'), fc.oneof(idValue(w.ids.categories), fc.constant('1'))),
              { maxLength: 3 },
            ),
          )
          .map(([l, pairs]) => ({ path: `/${l}/admin/cases`, pairs, user: w.admin, ok: exactly(200) })),
      ],
      [
        'lawyer profile',
        fc.tuple(lang, fc.constantFrom('lawyers', 'profile'), pathId).map(([l, kind, id]) => ({
          path: `/${l}/${kind}/${encodeURIComponent(wellFormed(id))}`,
          pairs: [],
          user: null,
          ok: exactly(200, 404),
        })),
      ],
      [
        'question',
        fc.tuple(lang, pathId).map(([l, id]) => ({
          path: `/${l}/question/${encodeURIComponent(wellFormed(id))}`,
          pairs: [],
          user: w.asker,
          ok: below500,
        })),
      ],
      [
        'matching',
        fc.tuple(lang, pathId).map(([l, id]) => ({
          path: `/${l}/admin/question-matching/${encodeURIComponent(wellFormed(id))}`,
          pairs: [],
          user: w.admin,
          ok: exactly(200, 404),
        })),
      ],
      [
        'unknown page',
        fc.tuple(lang, hostileText({ maxLong: 700 })).map(([l, p]) => ({
          path: `/${l}/hx-${encodeURIComponent(wellFormed(p))}`,
          pairs: [],
          user: null,
          ok: exactly(404),
        })),
      ],
    ];
    const arb = fc.tuple(fc.oneof(...pages.map(([, a]) => a)), fc.boolean(), fc.boolean());
    await check(
      task.name,
      arb,
      100,
      async ([page, raw, data]) => {
        const path = within8k(page.path, page.pairs, raw);
        // The fetcher's `.data` variant of the same page (client navigations).
        const url = data ? path.replace(/(\?|$)/, '.data$1') : path;
        const answer = await getPage(w.url, url, page.user?.cookie);
        return {
          label: `GET ${url.slice(0, 200)}`,
          sent: { url, pairs: page.pairs },
          answer,
          allowed: data ? below500 : page.ok,
        };
      },
      [
        // A NUL byte in each admin search box.
        ...['/th/admin/questions', '/th/admin/featured', '/th/admin/lawyers'].map(
          (path): [PageCase, boolean, boolean] => [
            { path, pairs: [['q', 'a\u0000b']], user: w.admin, ok: exactly(200) },
            false,
            false,
          ],
        ),
      ],
    );
  });

  it('ask: every field, never 5xx', async ({ task }) => {
    const fields = formOf({
      title: spec(plainText(200), fc.oneof(hostileText(), aroundLimit(200))),
      content: spec(plainText(5000), fc.oneof(hostileText(), aroundLimit(5000))),
      province: spec(province),
      specialties: multiSpec(SPECIALTY_VALUES),
      contactPhone: spec(phoneNumber, fc.oneof(hostileText(), aroundLimit(30, '1'))),
      contactLine: spec(lineId, fc.oneof(hostileText(), aroundLimit(50, 'a'))),
      consent: spec(fc.constant('on'), fc.oneof(hostileText(), fc.constantFrom('', 'off', 'true', 'yes'))),
    });
    await check(task.name, fc.tuple(formCase(fields), fc.nat()), 80, ([c, n]) => {
      const user = w.askers.pick(n);
      return postCase(`/${c.lang}/ask`, user, c, `asker ${user.email}`);
    });
  });

  it('question thread: intent, message, recipient, payment slip and the id in the path, never 5xx', async ({
    task,
  }) => {
    const fields = formOf({
      intent: spec(
        fc.constantFrom(
          'post',
          'post',
          'post',
          'post',
          'close',
          'reopen',
          'reopen',
          'accept',
          'decline',
          'slip',
          'confirm-payment',
          'erase',
        ),
      ),
      message: spec(plainText(4000), fc.oneof(hostileText(), aroundLimit(4000))),
      recipientId: spec(realId(w.ids.recipients), hostileId),
      slipKey: spec(
        uploadKey('payment-slip', fc.constant(w.asker.id)),
        badUploadKey('payment-slip', w.asker.id),
      ),
    });
    const questionId = fc.oneof(
      { weight: 6, arbitrary: fc.constant(w.threadQuestionId) },
      { weight: 1, arbitrary: idValue(w.ids.questions) },
    );
    const who = userOf([
      [3, () => w.asker],
      [3, () => w.acceptedLawyer],
      [2, () => w.admin],
      [1, () => w.invitedLawyer],
      [1, () => null],
    ]);
    await check(task.name, fc.tuple(formCase(fields), questionId, who), 80, async ([c, id, get]) => {
      const user = get();
      // A closed thread refuses every message before reading it: each run starts with the thread open again.
      await database.db
        .update(questions)
        .set({ status: 'assigned' })
        .where(and(eq(questions.id, w.threadQuestionId), eq(questions.status, 'closed')));
      return postCase(
        `/${c.lang}/question/${encodeURIComponent(wellFormed(id))}`,
        user,
        c,
        user?.email ?? 'visitor',
      );
    });
  });

  it('inbox: accept and decline with any recipient, never 5xx', async ({ task }) => {
    const fields = formOf({
      intent: spec(fc.constantFrom('accept', 'decline')),
      recipientId: spec(realId(w.ids.recipients), hostileId),
    });
    const who = userOf([
      [4, () => w.invitedLawyer],
      [1, () => w.acceptedLawyer],
      [1, () => w.asker],
      [1, () => null],
    ]);
    await check(task.name, fc.tuple(formCase(fields), who), 50, ([c, get]) => {
      const user = get();
      return postCase(`/${c.lang}/inbox`, user, c, user?.email ?? 'visitor');
    });
  });

  it('apply: every field of the application, never 5xx', async ({ task }) => {
    const arb = fc.nat().chain((n) => {
      const user = w.applicants.pick(n);
      return fc.tuple(formCase(formOf(applicationFields(user.id))), fc.constant(user));
    });
    await check(task.name, arb, 80, ([c, user]) => postCase(`/${c.lang}/apply`, user, c, user.email));
  });

  it('own lawyer profile (lawyers/new): every field, never 5xx', async ({ task }) => {
    const arb = fc.nat().chain((n) => {
      const user = w.owners.pick(n);
      const fields = formOf({
        name: spec(plainText(200)),
        title: spec(plainText(200)),
        province: spec(province),
        district: spec(plainText(100)),
        specialties: spec(
          fc.oneof(
            fc.subarray([...CASE_TYPE_VALUES], { minLength: 1, maxLength: 3 }).map((a) => a.join(',')),
            plainText(100),
          ),
        ),
        licenseNumber: spec(plainText(50)),
        phone: spec(phoneNumber),
        email: spec(emailAddress, fc.oneof(hostileText(), oddEmailAddress)),
        lineId: spec(lineId),
        address: spec(plainText(500)),
        website: spec(website),
        description: spec(plainText(5000)),
        avatarKey: spec(uploadKey('avatar', fc.constant(user.id)), badUploadKey('avatar', user.id)),
      });
      return fc.tuple(formCase(fields), fc.constant(user));
    });
    await check(task.name, arb, 60, ([c, user]) => postCase(`/${c.lang}/lawyers/new`, user, c, user.email));
  });

  it('own listing (account/lawyer): every field, the listing id too, never 5xx', async ({ task }) => {
    const user = w.acceptedLawyer;
    const fields = formOf({
      lawyerId: spec(fc.constant(user.lawyerId), hostileId),
      province: spec(province),
      district: spec(plainText(100)),
      specialties: multiSpec(CASE_TYPE_VALUES),
      experience: spec(wholeNumber(0, 80)),
      phone: spec(phoneNumber, fc.oneof(hostileText(), aroundLimit(30, '1'))),
      email: spec(emailAddress, fc.oneof(hostileText(), oddEmailAddress)),
      lineId: spec(lineId),
      address: spec(plainText(500)),
      website: spec(website),
      description: spec(plainText(5000)),
      avatarKey: spec(uploadKey('avatar', fc.constant(user.id)), badUploadKey('avatar', user.id)),
      ...practiceFields(),
    });
    await check(task.name, formCase(fields), 60, (c) =>
      postCase(`/${c.lang}/account/lawyer`, user, c, user.email),
    );
  });

  it('appointment booking: every field, never 5xx', async ({ task }) => {
    const fields = formOf({
      name: spec(plainText(200), fc.oneof(hostileText(), aroundLimit(200))),
      phone: spec(phoneNumber, fc.oneof(hostileText(), aroundLimit(30, '1'))),
      email: spec(emailAddress, fc.oneof(hostileText(), oddEmailAddress)),
      specialty: spec(specialty),
      description: spec(plainText(5000)),
      urgency: spec(urgency),
      date: spec(bookableDay(), fc.oneof(hostileText(), unbookableDay())),
      time: spec(timeSlot),
      meetingType: spec(meetingType),
      lawyerId: spec(fc.oneof(fc.constant(''), realId(w.ids.lawyers)), hostileId),
      locale: spec(lang),
    });
    const who = userOf([
      [3, () => null],
      [1, () => w.asker],
    ]);
    await check(task.name, fc.tuple(formCase(fields), who), 80, ([c, get]) => {
      const user = get();
      return postCase(`/${c.lang}/appointment`, user, c, user?.email ?? 'visitor');
    });
  });

  it('account deletion: intent and password, never 5xx', async ({ task }) => {
    const fields = formOf({
      intent: spec(fc.constant('delete')),
      password: spec(fc.oneof(plainText(128), longText(200))),
    });
    const who = userOf([
      [4, () => w.deleter],
      [1, () => null],
    ]);
    await check(task.name, fc.tuple(formCase(fields), who), 20, async ([c, get]) => {
      const user = get();
      const ex = await postCase(`/${c.lang}/account`, user, c, user?.email ?? 'visitor');
      // The password is never generated: refused (4xx) or sent to sign in (3xx), never deleted (2xx).
      return { ...ex, allowed: (s) => s >= 300 && s < 500 };
    });
  });

  it('admin applications: every intent and field, never 5xx', async ({ task }) => {
    const fields = formOf({
      intent: spec(fc.constantFrom('save', 'save', 'save', 'delete', 'approve', 'reject', 'card')),
      id: spec(fc.oneof(fc.constant(''), realId(w.ids.applications)), hostileId),
      ...applicationFields(w.admin.id),
      userRef: spec(
        fc.oneof(fc.constantFrom(...w.emails), fc.constantFrom(...w.ids.users)),
        fc.oneof(hostileText(), aroundLimit(254, 'a'), oddEmailAddress),
      ),
      status: spec(applicationStatus),
      avatarRemove: spec(fc.constantFrom('on', '1', 'true')),
      businessCardRemove: spec(fc.constantFrom('on', '1', 'true')),
    });
    await check(task.name, formCase(fields), 80, (c) =>
      postCase(`/${c.lang}/admin/applications`, w.admin, c, 'admin'),
    );
  });

  it('admin appointments: id and status, never 5xx', async ({ task }) => {
    const fields = formOf({
      id: spec(realId(w.ids.appointments), hostileId),
      status: spec(appointmentStatus),
    });
    await check(task.name, formCase(fields), 40, (c) =>
      postCase(`/${c.lang}/admin/appointments`, w.admin, c, 'admin'),
    );
  });

  it('own appointment requests (account/appointments): id and status, never 5xx', async ({ task }) => {
    const user = w.acceptedLawyer;
    const fields = formOf({
      id: spec(fc.oneof(realId(w.ids.ownAppointments), realId(w.ids.appointments)), hostileId),
      status: spec(appointmentStatus),
    });
    await check(task.name, formCase(fields), 40, (c) =>
      postCase(`/${c.lang}/account/appointments`, user, c, user.email),
    );
  });

  it('admin case categories: every intent and field, never 5xx', async ({ task }) => {
    const fields = formOf({
      intent: spec(fc.constantFrom('create', 'create', 'update', 'delete')),
      id: spec(realId(w.ids.categories), hostileId),
      name: spec(plainText(200)),
      slug: spec(
        fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/),
        fc.oneof(hostileText(), aroundLimit(100, 'a'), fc.constantFrom('A-B', 'a--b', '-a', 'a-', 'ก')),
      ),
      displayOrder: spec(
        wholeNumber(-100_000, 100_000),
        fc.oneof(hostileText(), fc.constantFrom('100001', '-100001', '1.5')),
      ),
      description: spec(plainText(2000)),
      keywords: spec(fc.array(plainText(100), { maxLength: 50 }).map((a) => a.join(','))),
      experienceAreas: multiSpec(CASE_TYPE_VALUES),
      icon: spec(
        fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,2}$/),
        fc.oneof(hostileText(), aroundLimit(64, 'a')),
      ),
      active: spec(fc.constant('on')),
    });
    await check(task.name, formCase(fields), 60, (c) =>
      postCase(`/${c.lang}/admin/cases`, w.admin, c, 'admin'),
    );
  });

  it('admin featured lawyers: every intent and field, never 5xx', async ({ task }) => {
    const name = fc.oneof(fc.constantFrom('ทนายทดสอบ', 'HX', 'ทนายทดสอบ 2'), plainText(200));
    const fields = formOf({
      intent: spec(fc.constantFrom('add', 'save', 'delete', 'pin')),
      lawyerId: spec(realId(w.ids.lawyers), hostileId),
      id: spec(realId(w.ids.featured), hostileId),
      displayOrder: spec(
        wholeNumber(0, 9999),
        fc.oneof(hostileText(), fc.constantFrom('10000', '-1', '1.0')),
      ),
      pinPosition: spec(
        fc.constantFrom('', 'none', '1', '2', '3'),
        fc.oneof(hostileText(), fc.constantFrom('0', '4', '1.0', '01')),
      ),
      active: spec(fc.constantFrom('true', 'false', 'on', '1', '0', 'off')),
      name1: spec(name, fc.oneof(hostileText(), aroundLimit(200))),
      name2: spec(name),
      name3: spec(name),
    });
    await check(task.name, formCase(fields), 60, (c) =>
      postCase(`/${c.lang}/admin/featured`, w.admin, c, 'admin'),
    );
  });

  it('admin lawyers: every intent and field, never 5xx', async ({ task }) => {
    const lines = fc.array(plainText(300), { maxLength: 30 }).map((a) => a.join('\n'));
    // Only the lawyers without an account: deleting a linked one would empty other properties' fixtures.
    const ids = w.ids.plainLawyers;
    const fields = formOf({
      intent: spec(
        fc.constantFrom(
          'create',
          'create',
          'update',
          'update',
          'set-flag',
          'link',
          'unlink',
          'avatar',
          'avatar-remove',
          'delete',
        ),
      ),
      id: spec(realId(ids), hostileId),
      name: spec(plainText(200)),
      title: spec(plainText(200)),
      province: spec(province),
      district: spec(plainText(100)),
      experience: spec(wholeNumber(0, 80), fc.oneof(hostileText(), fc.constantFrom('81', '-1', '2.5'))),
      fee: spec(
        wholeNumber(0, 10_000_000),
        fc.oneof(hostileText(), fc.constantFrom('10000001', '-1', '1e3')),
      ),
      feeMin: spec(wholeNumber(0, 10_000_000)),
      feeMax: spec(wholeNumber(0, 10_000_000)),
      feeUnit: spec(feeUnit),
      experienceAreas: multiSpec(CASE_TYPE_VALUES),
      languages: multiSpec(LAWYER_LANGUAGE_VALUES),
      description: spec(plainText(5000)),
      phone: spec(phoneNumber),
      email: spec(fc.oneof(emailAddress, fc.constantFrom(...w.emails))),
      lineId: spec(lineId),
      website: spec(website),
      address: spec(plainText(500)),
      education: spec(lines),
      achievements: spec(lines),
      availability: spec(plainText(300)),
      licenseNumber: spec(plainText(50)),
      flag: spec(fc.constantFrom('verified', 'networkMember')),
      value: spec(fc.constantFrom('true', 'false')),
      key: spec(uploadKey('avatar', fc.constant(w.admin.id)), badUploadKey('avatar', w.admin.id)),
    });
    await check(task.name, formCase(fields), 100, (c) =>
      postCase(`/${c.lang}/admin/lawyers`, w.admin, c, 'admin'),
    );
  });

  it('admin question matching: intent, lawyers, recipient and the id in the path, never 5xx', async ({
    task,
  }) => {
    const fields = formOf({
      intent: spec(fc.constantFrom('invite', 'invite', 'remove')),
      lawyerId: {
        valid: fc.subarray(w.ids.verifiedLinkedLawyers, { minLength: 1, maxLength: 3 }),
        any: fc.oneof(
          fc.subarray(w.ids.verifiedLinkedLawyers, { minLength: 1, maxLength: 3 }),
          fc.array(idValue(w.ids.lawyers), { minLength: 1, maxLength: 4 }),
          fc.constant(undefined),
        ),
      },
      recipientId: spec(realId(w.ids.recipients.filter((id) => id !== w.threadRecipientId)), hostileId),
    });
    await check(task.name, fc.tuple(formCase(fields), idValue(w.ids.questions)), 50, ([c, id]) =>
      postCase(
        `/${c.lang}/admin/question-matching/${encodeURIComponent(wellFormed(id))}`,
        w.admin,
        c,
        'admin',
      ),
    );
  });

  // ---------------------------------------------------------------------------------------- JSON and multipart APIs

  interface JsonSpec {
    valid: fc.Arbitrary<unknown>;
    any: fc.Arbitrary<unknown>;
  }

  /** A JSON field: valid, or any other JSON value (hostile strings, numbers, booleans, null, arrays, objects), or left out. */
  const jsonField = (valid: fc.Arbitrary<unknown>, ...invalid: unknown[]): JsonSpec => ({
    valid,
    any: fc.oneof(
      { weight: 3, arbitrary: valid },
      ...(invalid.length ? [{ weight: 2, arbitrary: fc.constantFrom(...invalid) }] : []),
      { weight: 4, arbitrary: hostileText({ maxLong: 70_000 }) },
      { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.array(hostileText(), { maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 5 }), hostileText(), { maxKeys: 3 }),
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  });

  /**
   * A JSON body: every field valid, all valid but one, or each drawn on its own; sometimes with privileged extras
   * (a role, a confirmed e-mail...); or not an object at all.
   */
  function jsonBody(fields: Record<string, JsonSpec>) {
    const names = Object.keys(fields);
    const valid = fc.record(Object.fromEntries(names.map((n) => [n, fields[n]!.valid])));
    const any = fc.record(Object.fromEntries(names.map((n) => [n, fields[n]!.any])));
    const oneBroken = fc
      .tuple(valid, fc.constantFrom(...names))
      .chain(([base, name]) => fields[name]!.any.map((value) => ({ ...base, [name]: value })));
    const privileged = fc.dictionary(
      fc.constantFrom(
        'profileType',
        'role',
        'emailVerified',
        'twoFactorEnabled',
        'id',
        'userId',
        'image',
        'privacyConsentVersion',
        '__proto__',
        'constructor',
        'isAdmin',
        'createdAt',
      ),
      fc.oneof(fc.constantFrom('admin', true, 1, 'lawyer', '2000-01-01'), hostileText()),
      { maxKeys: 3 },
    );
    const object = fc
      .tuple(
        fc.oneof(
          { weight: 2, arbitrary: valid },
          { weight: 3, arbitrary: oneBroken },
          { weight: 3, arbitrary: any },
        ),
        fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: privileged }),
      )
      .map(([a, b]) => JSON.stringify({ ...a, ...b }));
    const notObject = fc.constantFrom(
      'null',
      '[]',
      '"x"',
      '1',
      '{"email":',
      '',
      '{}',
      '{"__proto__":{"admin":true}}',
      '\u0000',
    );
    return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: notObject });
  }

  const apiContentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        '',
      ),
    },
  );

  const password = fc.oneof(
    fc.string({ minLength: 6, maxLength: 128 }),
    aroundLimit(128, 'p'),
    aroundLimit(6, 'p'),
  );

  async function postApi(
    path: string,
    body: string,
    contentType: string,
    cookie: string | null = null,
  ): Promise<Exchange> {
    const answer = await postRaw(
      w.url,
      path,
      body,
      contentType ? { 'content-type': contentType } : {},
      cookie,
    );
    return {
      label: `POST ${path} (${contentType || 'no content type'})`,
      sent: body,
      answer,
      mode: 'api',
      allowed: below500,
    };
  }

  it('sign-up API: any body, never 5xx', async ({ task }) => {
    const body = jsonBody({
      name: jsonField(plainText(60)),
      email: jsonField(
        fc
          .oneof({ weight: 4, arbitrary: emailAddress }, { weight: 1, arbitrary: oddEmailAddress })
          .map((e) => `hx.${e}`),
      ),
      password: jsonField(password),
      privacyConsent: jsonField(fc.constant(PRIVACY_NOTICE_VERSION)),
      locale: jsonField(lang),
      callbackURL: jsonField(
        fc.constantFrom('/th/auth', '/en/auth?next=%2Fen'),
        '//evil.example',
        'https://evil.example',
        '/\\evil',
        'javascript:alert(1)',
      ),
    });
    await check(task.name, fc.tuple(body, apiContentType), 80, ([b, type]) =>
      postApi('/api/auth/sign-up/email', b, type),
    );
  });

  it('sign-in API: any body, never 5xx', async ({ task }) => {
    const body = jsonBody({
      email: jsonField(fc.oneof(emailAddress, fc.constantFrom(...w.emails))),
      password: jsonField(password),
      rememberMe: jsonField(fc.boolean()),
      callbackURL: jsonField(fc.constant('/th'), '//evil.example'),
    });
    await check(task.name, fc.tuple(body, apiContentType), 50, async ([b, type]) => {
      const ex = await postApi('/api/auth/sign-in/email', b, type);
      // No generated password is a fixture's: a session is never made.
      return { ...ex, extra: (a) => (a.status === 200 ? 'signed in with a generated password' : null) };
    });
  });

  it('other auth APIs (verification, password reset): any body, never 5xx', async ({ task }) => {
    const arb = fc.oneof(
      fc.tuple(
        fc.constant('/api/auth/send-verification-email'),
        jsonBody({
          email: jsonField(fc.oneof(emailAddress, fc.constantFrom(...w.emails))),
          callbackURL: jsonField(fc.constant('/th/auth'), '//evil.example'),
        }),
      ),
      fc.tuple(
        fc.constant('/api/auth/request-password-reset'),
        jsonBody({
          email: jsonField(fc.oneof(emailAddress, fc.constantFrom(...w.emails))),
          redirectTo: jsonField(fc.constant('/th/auth/reset'), 'https://evil.example'),
        }),
      ),
      fc.tuple(
        fc.constant('/api/auth/reset-password'),
        jsonBody({
          newPassword: jsonField(password),
          token: jsonField(fc.oneof(uuidText, fc.string({ maxLength: 40 }))),
        }),
      ),
      fc.tuple(
        fc.constant('/api/auth/two-factor/verify-totp'),
        jsonBody({ code: jsonField(fc.stringMatching(/^\d{6}$/)), trustDevice: jsonField(fc.boolean()) }),
      ),
    );
    await check(task.name, fc.tuple(arb, apiContentType), 40, ([[path, b], type]) => postApi(path, b, type));
  });

  it('update-user API (signed in): any body, never 5xx; only a valid name or language is stored', async ({
    task,
  }) => {
    const body = jsonBody({
      name: jsonField(plainText(60), '', '   ', 'ก'.repeat(5000), '<b>HX</b>'),
      locale: jsonField(lang, 'xx'),
      image: jsonField(fc.constant(null), 'https://evil.example/x.png', 'javascript:alert(1)'),
    });
    // The account's rows are checked against the sign-up rules afterwards (checkInvariants).
    await check(task.name, fc.tuple(body, apiContentType), 40, ([b, type]) =>
      postApi('/api/auth/update-user', b, type, w.deleter.cookie),
    );
  });

  it('uploads API: hostile kind, random bytes, odd multipart, never 5xx', async ({ task }) => {
    const bytes = fc.oneof(
      { weight: 2, arbitrary: fc.constant('png' as const) },
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4096 }) },
      {
        weight: 2,
        arbitrary: fc.tuple(
          fc.constantFrom(
            'png-head',
            'jpeg-head',
            'gif-head',
            'webp-head',
            'svg',
            'png-truncated',
            'polyglot',
          ),
          fc.uint8Array({ maxLength: 1024 }),
        ),
      },
      { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
    );
    const kindValue = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('avatar', 'business-card') },
      { weight: 3, arbitrary: hostileText({ maxLong: 2000 }) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant(['avatar', 'business-card']) },
      { weight: 1, arbitrary: fc.constant('as-file' as const) },
    );
    const fileName = fc.oneof(
      fc.constantFrom('photo.png', 'a.jpg', ''),
      hostileText({ maxLong: 400 }),
      fc.constantFrom('../../x.png', 'a\u0000.png', 'a/b.png', 'C:\\x.png'),
    );
    const fileType = fc.oneof(
      fc.constantFrom(
        'image/png',
        'image/jpeg',
        'application/octet-stream',
        'text/html',
        'image/svg+xml',
        '',
      ),
      hostileText({ maxLong: 100 }),
    );
    const shape = fc.constantFrom(
      'multipart',
      'multipart',
      'multipart',
      'multipart',
      'file-as-text',
      'no-file',
      'two-files',
      'urlencoded',
      'json',
      'broken-multipart',
    );
    const arb = fc.record({ n: fc.nat(), bytes, kind: kindValue, fileName, fileType, shape });
    await check(task.name, arb, 60, async (c) => {
      const user = w.uploaders.pick(c.n);
      const content = fileBytes(c.bytes);
      const sent = { ...c, bytes: `<${content.length} bytes>`, user: user.email };
      let answer: Answer;
      if (c.shape === 'urlencoded' || c.shape === 'json') {
        const body =
          c.shape === 'json'
            ? JSON.stringify({ kind: c.kind, file: 'x' })
            : `kind=${encodeURIComponent(wellFormed(String(c.kind)))}&file=x`;
        answer = await postRaw(
          w.url,
          '/api/uploads',
          body,
          { 'content-type': c.shape === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
          user.cookie,
        );
      } else if (c.shape === 'broken-multipart') {
        const body = `--wrong\r\nContent-Disposition: form-data; name="kind"\r\n\r\navatar\r\n--wrong\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${Buffer.from(content).toString('latin1')}`;
        answer = await postRaw(
          w.url,
          '/api/uploads',
          body,
          { 'content-type': 'multipart/form-data; boundary=other' },
          user.cookie,
        );
      } else {
        const form = new FormData();
        const kinds = c.kind === undefined ? [] : Array.isArray(c.kind) ? c.kind : [c.kind];
        for (const k of kinds) {
          if (k === 'as-file') form.append('kind', new Blob(['avatar']), 'kind.txt');
          else form.append('kind', k);
        }
        const file = new File([Buffer.from(content)], c.fileName, {
          type: c.fileType.replace(/[\r\n]/g, ''),
        });
        if (c.shape === 'multipart' || c.shape === 'two-files') form.append('file', file);
        if (c.shape === 'two-files') form.append('file', file);
        if (c.shape === 'file-as-text') form.append('file', Buffer.from(content).toString('latin1'));
        answer = await postRaw(w.url, '/api/uploads', form, {}, user.cookie);
      }
      return {
        label: `POST /api/uploads (${c.shape}) as ${user.email}`,
        sent,
        answer,
        mode: 'api',
        allowed: exactly(200, 400, 401, 403, 413, 415, 429),
        extra: (a) => {
          if (a.status !== 200) return null;
          let key = '';
          try {
            key = (JSON.parse(a.text) as { key?: string }).key ?? '';
          } catch {
            return `200 without a JSON answer: ${a.text.slice(0, 100)}`;
          }
          const parsed = parseFileKey(key);
          return parsed?.ownerId === user.id ? null : `stored outside the uploader's folder: ${key}`;
        },
      };
    });
  });
});

/** The bytes of an upload case: a real PNG, random bytes, or a known header followed by random bytes. */
function fileBytes(b: 'png' | Uint8Array | [string, Uint8Array]): Uint8Array {
  if (b === 'png') return validPng;
  if (b instanceof Uint8Array) return b;
  const [head, rest] = b;
  const heads: Record<string, Uint8Array> = {
    'png-head': validPng.slice(0, 33),
    'png-truncated': validPng.slice(0, Math.max(8, validPng.length - 12)),
    'jpeg-head': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
    'gif-head': new TextEncoder().encode('GIF89a'),
    'webp-head': new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
    svg: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
    polyglot: new Uint8Array([...validPng, ...new TextEncoder().encode('<script>alert(1)</script>')]),
  };
  const start = heads[head] ?? new Uint8Array(0);
  return head === 'png-truncated' || head === 'polyglot' ? start : new Uint8Array([...start, ...rest]);
}

let rowCounts: Record<string, number> = {};

describe('after the hostile runs', () => {
  it('stored no half-valid row in any table the forms write', async () => {
    rowCounts = await countRows(database.db);
    const violations = await findHalfValidRows(database.db, w);
    expect(violations, JSON.stringify(violations, null, 1).slice(0, 20_000)).toEqual([]);
  });

  it('kept the accounts whose deletion form was attacked', async () => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, w.deleter.id));
    expect(row?.id).toBe(w.deleter.id);
  });

  it('the generated payloads never contain the texts the leak check looks for', () => {
    for (const s of [...HOSTILE_STRINGS, ...CRITICAL_STRINGS]) expect(leaksIn(s, '')).toEqual([]);
  });

  it('summary: requests per property, retried connections, surveyed failures', () => {
    const lines = [...timings].map(
      ([name, t]) =>
        `${String(t.requests).padStart(5)} requests ${String(Math.round(t.ms / t.requests)).padStart(5)} ms avg  ${name}`,
    );
    console.info(
      `hostile input (seed ${SEED}):\n${lines.join('\n')}\n${codesChecked} error codes checked for a translation`,
    );
    console.info(`rows after the runs: ${JSON.stringify(rowCounts)}`);
    if (interrupted.length) console.info(`cut short by the time limit:\n${interrupted.join('\n')}`);
    if (retriedRequests.length) console.info(`retried connections:\n${retriedRequests.join('\n')}`);
    if (SURVEY) {
      console.info(
        `${surveyed.size} distinct failures:\n\n${[...surveyed].map(([k, v]) => `### ${k}\n${v}`).join('\n\n')}`,
      );
    }
    expect(timings.size).toBeGreaterThan(0);
  });
});

// The authorization matrix: every route of the site (page loaders, page actions per intent, the Hono endpoints,
// better-auth's endpoints) against every kind of user, with what each pair must answer. Checked over real HTTP
// against the production build by authorization-matrix.test.ts, which also fails when a route exists that this
// table does not list.
//
// Kinds of user (helpers/matrix-fixtures.ts): visitor; unconfirmed user (a session made while confirmed, then
// the e-mail un-confirmed: the code treats it as a member, never as more); member; asker of the question under
// test; invited lawyer (pending invitation); accepted lawyer; other verified lawyer; unconfirmed admin (admin
// profile, e-mail not confirmed: not an admin); admin (confirmed, two-factor enabled through the real TOTP flow);
// admin without two-factor (admin pages send it to set two-factor up, admin services answer FORBIDDEN, and
// everywhere else it is an ordinary member).
//
// What "refused" means, by kind of route (REFUSAL_RULES):
// - member page: 302 to /{lang}/auth (with or without ?next=);
// - admin page: visitor 302 to /{lang}/auth?next=…; admin profile without two-factor 302 to
//   /{lang}/account/security?required=admin; any other non-admin 302 to /{lang} with the `forbidden` flash cookie
//   (home shows the required 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้': app/lib/flash.ts);
// - a question one may not see: 302 to /{lang}/inbox?denied=1 (the same as for a missing question);
// - unknown page, unverified lawyer profile, development page in production: 404 page;
// - page action (fetched as `<path>.data`, as the browser does): the same redirects inside a 202 single-fetch
//   answer when the page guard answers, else HTTP 401 (no session) / 403 (admin service: not an admin; question:
//   may see but may not act) / 404 (record the user may not see) with { ok: false, code };
// - Hono: 401 (no session), 403 (cross-site upload, unsigned or badly signed private file), 404 (not the
//   public folder, a thread one may not read);
// - better-auth: 401 without a session (or without a pending two-factor sign-in for the verify endpoints), or
//   its own error code when the request cannot touch anyone else's data (e.g. revoke-session of another user's
//   session answers 200 and revokes nothing).
// Every refused answer must also be free of the row's private texts (question title, contact phone, thread,
// applicant names, file keys…), and a refused write must leave the database as it was. On top, `neverShown`
// lists texts a kind must not receive in ANY answer of the matrix.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Flash } from '#app/lib/flash.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import {
  accounts,
  appointmentRequests,
  caseCategories,
  emailOutbox,
  featuredLawyers,
  lawyerApplications,
  lawyerCalendarDays,
  lawyerCalendars,
  lawyers,
  lineFollowers,
  listingClaimInvitations,
  listingClaims,
  messages,
  publicAnswers,
  publicHolidays,
  questionRecipients,
  questions,
  reviews,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { receiptPath } from '#server/services/appointments/appointment-links.ts';
import { hashClaimCode } from '#server/services/claims/claim-proof.ts';
import {
  createApplication,
  createAppointment,
  createCategory,
  createEmail,
  createFeatured,
  createMessage,
  createReview,
  createReviewRight,
  createUser,
} from '#tests/factories.ts';
import { lineFollowBody, lineSignature } from '#tests/helpers/line-webhook.ts';
import { nextTotpCode } from '#tests/helpers/totp.ts';
import { signIn } from './helpers/fixtures.ts';
import {
  type Answer,
  actionResult,
  createPlainLawyer,
  createQuestionSet,
  enableTwoFactor,
  type MainQuestion,
  type RequestSpec,
  send,
  startTwoFactorSignIn,
  tinyImage,
  USER_KINDS,
  type UserKind,
  type World,
} from './helpers/matrix-fixtures.ts';
import { PROCESS_AUTH_SECRET } from './helpers/server-process.ts';

export const LANG = 'th';
const signInAs = (url: string, email: string, password: string) => signIn(url, email, password);
const P = (path: string) => `/${LANG}${path}`;

// ------------------------------------------------------------------------------------------------ rules

/** What one pair must answer. `check` returns the ways the answer differs (empty: as expected). */
export interface Expect {
  allowed: boolean;
  /** The rule's name and what it requires (printed with the matrix). */
  rule: string;
  ruleText: string;
  check(answer: Answer): string[];
  /** Texts the answer must contain (what "allowed" must show). */
  show?: Strings;
  /** Texts the answer must not contain (also checked on refusals, with the row's secrets). */
  hide?: Strings;
}
// biome-ignore lint/suspicious/noExplicitAny: each row has its own per-pair context type.
type Strings = (w: World, c: any, kind: UserKind) => string[];

const pathOf = (location: string | null) => {
  if (!location) return null;
  const url = new URL(location, 'http://x');
  return { path: url.pathname, search: url.search, full: `${url.pathname}${url.search}` };
};

/** The target of a single-fetch redirect (`.data` requests answer 202 with the redirect inside). */
export function singleFetchRedirect(answer: Answer): string | null {
  if (answer.status !== 202 || !answer.contentType.includes('text/x-script')) return null;
  try {
    const table = JSON.parse(answer.text.split('\n')[0]!) as unknown[];
    const keyIndex = table.indexOf('redirect');
    for (const entry of table) {
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
        const target = (entry as Record<string, number>)[`_${keyIndex}`];
        if (target !== undefined && typeof table[target] === 'string') return table[target] as string;
      }
    }
  } catch {
    return null;
  }
  return null;
}

const actionData = (answer: Answer) => {
  const result = actionResult(answer);
  return result?.kind === 'data' ? (result.value as Record<string, unknown> | null) : null;
};

interface Rule {
  name: string;
  text: string;
  check(answer: Answer): string[];
}
const rule = (name: string, text: string, check: (a: Answer) => string[]): Rule => ({ name, text, check });
const expectStatus = (a: Answer, status: number) =>
  a.status === status ? [] : [`HTTP ${a.status}, expected ${status}`];

/** A 302 to exactly `target` (path, plus query when `target` has one; `?next=` ignored when it has none). */
function redirectCheck(a: Answer, target: string): string[] {
  if (a.status !== 302) return [`HTTP ${a.status}, expected 302 to ${target}`];
  const at = pathOf(a.location);
  const want = pathOf(target)!;
  if (!at) return ['302 without Location'];
  if (want.search ? at.full !== want.full : at.path !== want.path)
    return [`302 to ${a.location}, expected ${target}`];
  return [];
}
/** The answer leaves the flash message `flash` for the next page (app/lib/flash.server.ts). */
function flashCheck(a: Answer, flash: Flash): string[] {
  const cookie = a.setCookie.find((c) => c.startsWith('tanai_flash='));
  const value = cookie ? decodeURIComponent(cookie.slice('tanai_flash='.length).split(';')[0]!) : '';
  let key: unknown = null;
  try {
    key = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    // not a flash cookie of ours
  }
  return key === flash ? [] : [`no ${flash} flash cookie (Set-Cookie: ${a.setCookie.join(' | ')})`];
}
/** The answer leaves the `forbidden` flash message for the home page. */
const forbiddenFlashCheck = (a: Answer) => flashCheck(a, 'forbidden');
function dataRedirectCheck(a: Answer, target: string): string[] {
  const to = singleFetchRedirect(a);
  if (to === null) return [`HTTP ${a.status}, expected a single-fetch redirect to ${target}`];
  const at = pathOf(to)!;
  const want = pathOf(target)!;
  if (want.search ? at.full !== want.full : at.path !== want.path)
    return [`redirect to ${to}, expected ${target}`];
  return [];
}

/** Refusals, by kind of route. Every refusal also: no row secret in the answer, and the database unchanged. */
export const REFUSAL_RULES = {
  signIn: rule('page: sign in first', `member page: 302 to /${LANG}/auth (a ?next= back may follow)`, (a) =>
    redirectCheck(a, P('/auth')),
  ),
  adminForbidden: rule(
    'page: admin only',
    `admin page, signed-in non-admin: 302 to /${LANG} with the forbidden flash (home shows 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')`,
    (a) => [...redirectCheck(a, P('')), ...forbiddenFlashCheck(a)],
  ),
  adminTwoFactor: rule(
    'page: admin needs two-factor',
    `admin page, admin profile without two-factor: 302 to /${LANG}/account/security?required=admin`,
    (a) => redirectCheck(a, P('/account/security?required=admin')),
  ),
  questionDenied: rule(
    'page: question not visible',
    `question the viewer may not see: 302 to /${LANG}/inbox?denied=1 (same answer for a missing question)`,
    (a) => redirectCheck(a, P('/inbox?denied=1')),
  ),
  notFound: rule('page: not found', 'HTTP 404 with the not-found page', (a) => expectStatus(a, 404)),
  actionSignIn: rule(
    'action: sign in first',
    `page action (single fetch): 202 redirect to /${LANG}/auth, nothing stored`,
    (a) => dataRedirectCheck(a, P('/auth')),
  ),
  actionAdminForbidden: rule(
    'action: admin only (page guard)',
    `page action guarded like its page: 202 redirect to /${LANG} with the forbidden flash, nothing stored`,
    (a) => [...dataRedirectCheck(a, P('')), ...forbiddenFlashCheck(a)],
  ),
  actionAdminTwoFactor: rule(
    'action: admin needs two-factor (page guard)',
    `page action guarded like its page: 202 redirect to /${LANG}/account/security?required=admin`,
    (a) => dataRedirectCheck(a, P('/account/security?required=admin')),
  ),
  action401: actionRule(401, 'UNAUTHORIZED'),
  action403: actionRule(403, 'FORBIDDEN'),
  action404: actionRule(404, 'NOT_FOUND'),
  api401: jsonRule(401),
  api403: jsonRule(403),
  api404: rule('api: 404', 'HTTP 404 (no body of the resource)', (a) => expectStatus(a, 404)),
  auth401: rule('auth: 401', 'better-auth: HTTP 401 (no session, or no pending two-factor sign-in)', (a) =>
    expectStatus(a, 401),
  ),
  authCode: (status: number, code: string) =>
    rule(`auth: ${status} ${code}`, `better-auth: HTTP ${status} code ${code}, nothing changed`, (a) => {
      const failures = expectStatus(a, status);
      if (!a.text.includes(`"${code}"`)) failures.push(`code ${code} missing: ${a.text.slice(0, 120)}`);
      return failures;
    }),
  authNotFound: rule('auth: disabled', 'better-auth: HTTP 404 (feature not enabled)', (a) =>
    expectStatus(a, 404),
  ),
  crossSite: rule(
    'cross-site: 403',
    'an action posted from another site: HTTP 403 with a translated message, no cookie set, nothing stored',
    (a) => [
      ...expectStatus(a, 403),
      ...(a.setCookie.length ? [`cookies set: ${a.setCookie.join(' | ')}`] : []),
    ],
  ),
  noEffect: (status: number) =>
    rule(
      `answers ${status}, no effect`,
      `HTTP ${status} (no existence oracle) and the other person's data is unchanged`,
      (a) => expectStatus(a, status),
    ),
};

function actionRule(status: number, code: string): Rule {
  return rule(
    `action: ${status}`,
    `page action (single fetch): HTTP ${status} with { ok: false, code } (${code} or a translated key), nothing stored`,
    (a) => {
      const failures = expectStatus(a, status);
      const value = actionData(a);
      if (value?.ok !== false) failures.push(`action data not { ok: false }: ${a.text.slice(0, 160)}`);
      return failures;
    },
  );
}
function jsonRule(status: number): Rule {
  return rule(`api: ${status}`, `HTTP ${status} with a JSON { code }`, (a) => {
    const failures = expectStatus(a, status);
    if (!a.contentType.includes('json')) failures.push(`not JSON: ${a.contentType}`);
    return failures;
  });
}

export const ALLOWED_RULES = {
  page: rule('page 200', 'HTTP 200 HTML page', (a) => {
    const failures = expectStatus(a, 200);
    if (!a.contentType.includes('text/html')) failures.push(`not HTML: ${a.contentType}`);
    return failures;
  }),
  redirect: (target: string) =>
    rule(`302 ${target}`, `allowed, answered with a redirect to ${target}`, (a) => redirectCheck(a, target)),
  action: (status: number, ok: boolean) =>
    rule(
      `action ${status} ok=${ok}`,
      ok
        ? `page action ran: HTTP ${status} { ok: true }`
        : `page action ran the authorised path: HTTP ${status} { ok: false } for the invalid-but-authorised input`,
      (a) => {
        const failures = expectStatus(a, status);
        const value = actionData(a);
        if (!value || value.ok !== ok) failures.push(`action data ok is not ${ok}: ${a.text.slice(0, 200)}`);
        return failures;
      },
    ),
  actionRedirect: (target: string) =>
    rule(`action → ${target}`, `page action ran and redirected to ${target}`, (a) =>
      dataRedirectCheck(a, target),
    ),
  status: (status: number, contentType?: string) =>
    rule(`HTTP ${status}${contentType ? ` ${contentType}` : ''}`, `HTTP ${status}`, (a) => {
      const failures = expectStatus(a, status);
      if (contentType && !a.contentType.includes(contentType))
        failures.push(`content-type ${a.contentType}, expected ${contentType}`);
      return failures;
    }),
  authCode: (status: number, code: string) =>
    rule(
      `auth ${status} ${code}`,
      `better-auth reached the endpoint's own logic: HTTP ${status} code ${code}`,
      (a) => {
        const failures = expectStatus(a, status);
        if (!a.text.includes(`"${code}"`)) failures.push(`code ${code} missing: ${a.text.slice(0, 120)}`);
        return failures;
      },
    ),
};

const R = REFUSAL_RULES;
const A = ALLOWED_RULES;
const refused = (r: Rule, extra: Partial<Expect> = {}): Expect => ({
  allowed: false,
  rule: r.name,
  ruleText: r.text,
  check: r.check,
  ...extra,
});
const allowed = (r: Rule, extra: Partial<Expect> = {}): Expect => ({
  allowed: true,
  rule: r.name,
  ruleText: r.text,
  check: r.check,
  ...extra,
});

/** Every kind gets `base`, except the overrides. */
function by(base: Expect, overrides: Partial<Record<UserKind, Expect>> = {}): Record<UserKind, Expect> {
  return Object.fromEntries(USER_KINDS.map((k) => [k, overrides[k] ?? base])) as Record<UserKind, Expect>;
}
const forKinds = (kinds: readonly UserKind[], e: Expect) =>
  Object.fromEntries(kinds.map((k) => [k, e])) as Partial<Record<UserKind, Expect>>;

/** Kinds that are signed in (the unconfirmed ones keep a session made while they were confirmed). */
export const SIGNED_IN = USER_KINDS.filter((k) => k !== 'visitor');
/** Kinds with their own lawyer record. */
const LAWYER_KINDS: readonly UserKind[] = ['invitedLawyer', 'acceptedLawyer', 'otherLawyer'];

// ------------------------------------------------------------------------------------------------ rows

export type RouteKey = `${'PAGE' | 'HONO' | 'AUTH'} ${'GET' | 'POST' | 'ALL'} ${string}`;

export interface Row<C = unknown> {
  /** Shown in failures: route, method and what is special about the request (intent, target). */
  name: string;
  /** The route this row covers (compared with the real route list). */
  route: RouteKey;
  /** Which kinds the row checks (all ten unless said; a subset only for rows about one situation). */
  kinds?: readonly UserKind[];
  /** Rows that end sessions run in their own later phase; sessions are signed in again before each phase. */
  phase?: number;
  /** A fresh record for this pair (so a write by an allowed user never disturbs another pair). */
  prepare?: (w: World, kind: UserKind) => Promise<C>;
  request: (w: World, kind: UserKind, c: C) => RequestSpec;
  expect: Record<UserKind, Expect>;
  /** Private texts of the row: never in a refused answer. */
  secrets?: (w: World, c: C) => string[];
  /** Database state a refused request must leave as it was. */
  state?: (w: World, c: C, kind: UserKind) => unknown;
  /** For allowed pairs: the write must have happened (state changed), or a custom check. */
  effect?: 'changes' | ((before: unknown, after: unknown) => string[]);
}

const q = (w: World) => w.question;
const questionSecrets = (question: MainQuestion) => [
  question.title,
  question.content,
  question.contactPhone,
  question.contactLine,
  question.threadMessage,
];
const contactOf = (question: MainQuestion) => [question.contactPhone, question.contactLine];

async function rowOf<T>(promise: Promise<T[]>): Promise<T | null> {
  const [row] = await promise;
  return row ?? null;
}

/** The LINE Messaging API channel secret the matrix's server runs with (LINE_MESSAGING_CHANNEL_SECRET). */
export const MATRIX_LINE_CHANNEL_SECRET = 'matrix-line-channel-secret';

interface LineFollow {
  userId: string;
  body: string;
}

/** A webhook body with one follow event of a new LINE user. */
function lineFollow(): LineFollow {
  const userId = `U${randomUUID().replaceAll('-', '')}`;
  return { userId, body: lineFollowBody(userId, 'Umatrix') };
}

const lineWebhookRequest = (c: LineFollow, signature: string): RequestSpec => ({
  method: 'POST',
  path: '/api/line/webhook',
  // send() posts JSON.stringify(json): the same text as the signed body.
  json: JSON.parse(c.body),
  headers: { 'x-line-signature': signature },
});

const lineFollowerOf = (w: World, c: LineFollow) =>
  rowOf(w.db.select().from(lineFollowers).where(eq(lineFollowers.lineUserId, c.userId)));

/**
 * The LINE Login channel the matrix's server runs with (LINE_LOGIN_CHANNEL_ID, LINE_LOGIN_CHANNEL_SECRET); the
 * local provider of tests/helpers/line-login-provider.ts stands in for LINE (LINE_LOGIN_PROVIDER_URL).
 */
export const MATRIX_LINE_LOGIN = {
  channelId: '1650000099',
  channelSecret: 'matrix-line-login-channel-secret',
};

/** An address of LINE Login's authorization endpoint for the matrix's channel, back to better-auth's callback. */
function lineAuthorizeCheck(to: string | null | undefined): string[] {
  let url: URL;
  try {
    url = new URL(to ?? '');
  } catch {
    return [`not an address of LINE: ${to}`];
  }
  const failures: string[] = [];
  if (url.pathname !== '/oauth2/v2.1/authorize') failures.push(`not LINE's authorization endpoint: ${to}`);
  if (url.searchParams.get('client_id') !== MATRIX_LINE_LOGIN.channelId) failures.push('another channel');
  const back = url.searchParams.get('redirect_uri') ?? '';
  if (!/^http:\/\/localhost:\d+\/api\/auth\/callback\/line$/.test(back))
    failures.push(`redirect_uri ${back}`);
  for (const name of ['state', 'nonce', 'code_challenge'])
    if (!url.searchParams.get(name)) failures.push(`no ${name}`);
  return failures;
}
/** better-auth's state cookie of a sign-in or link under way (checked by its callback). */
const stateCookieCheck = (a: Answer) =>
  a.setCookie.some((c) => /^[\w.-]*\.state=[^;]/.test(c)) ? [] : ['no state cookie'];
/** Whether the answer started a session. */
const sessionCookieSet = (a: Answer) =>
  a.setCookie.some((c) => c.includes('session_token=') && !c.includes('Max-Age=0'));

/** The LINE user the local provider signs in unless told otherwise: no row of the matrix may make its account. */
const LINE_DEFAULT_SUB = 'U00000000000000000000000000000000';

/**
 * A LINE sign-in another browser started (its state cookie stays there), up to LINE's answer: the path of
 * better-auth's callback with LINE's code and that sign-in's state.
 */
async function lineCallbackOfAnotherBrowser(w: World): Promise<string> {
  const start = await send(w.url, null, {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    json: {
      provider: 'line',
      callbackURL: P('/account'),
      errorCallbackURL: P('/auth'),
      disableRedirect: true,
    },
  });
  const { url } = JSON.parse(start.text) as { url: string };
  const authorized = await fetch(url, { redirect: 'manual' });
  const back = new URL(authorized.headers.get('location') ?? '');
  if (back.pathname !== '/api/auth/callback/line') throw new Error(`LINE sent the browser to ${back}`);
  return `${back.pathname}${back.search}`;
}

/** A LINE link of a user: its account row. */
async function createLineLink(w: World, userId: string): Promise<{ id: string }> {
  const id = randomUUID();
  const accountId = `U${randomUUID().replaceAll('-', '')}`;
  await w.db.insert(accounts).values({ id, accountId, providerId: 'line', userId });
  return { id };
}
const accountExists = (w: World, id: string) =>
  rowOf(w.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)));
const lineLinksOf = (w: World, userId: string) =>
  w.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'line')));

/** A public page: 200 for everyone. */
function publicPage(path: string, route: string, extra: Partial<Row> = {}): Row {
  return {
    name: `GET ${route}`,
    route: `PAGE GET ${route}`,
    request: () => ({ method: 'GET', path: P(path) }),
    expect: by(allowed(A.page)),
    ...extra,
  };
}

/** A page for signed-in people only. */
function memberPage(path: string, route: string, extra: Partial<Row> = {}): Row {
  return {
    name: `GET ${route}`,
    route: `PAGE GET ${route}`,
    request: () => ({ method: 'GET', path: P(path) }),
    expect: by(allowed(A.page), { visitor: refused(R.signIn) }),
    ...extra,
  };
}

/** An admin page: 200 for the admin; the guard's redirect for everyone else. */
function adminPage(path: string, route: string, show: Strings, secrets: (w: World) => string[]): Row {
  return {
    name: `GET ${route}`,
    route: `PAGE GET ${route}`,
    request: () => ({ method: 'GET', path: P(path) }),
    expect: adminExpect(allowed(A.page, { show }), 'page'),
    secrets: (w) => secrets(w),
  };
}

function adminExpect(admin: Expect, kind: 'page' | 'service' | 'pageAction'): Record<UserKind, Expect> {
  if (kind === 'page')
    return by(refused(R.adminForbidden), {
      visitor: refused(R.signIn),
      adminNo2fa: refused(R.adminTwoFactor),
      admin,
    });
  if (kind === 'pageAction')
    return by(refused(R.actionAdminForbidden), {
      visitor: refused(R.actionSignIn),
      adminNo2fa: refused(R.actionAdminTwoFactor),
      admin,
    });
  // Admin services start with requireAdmin: UNAUTHORIZED for visitors, FORBIDDEN for everyone else.
  return by(refused(R.action403), { visitor: refused(R.action401), admin });
}

/** A write of an admin page (action by intent) on a fresh record of its own. */
function adminAction<C>(
  page: string,
  intent: string,
  options: {
    prepare: (w: World, kind: UserKind) => Promise<C>;
    form: (w: World, c: C) => Record<string, string | string[]>;
    state: (w: World, c: C) => Promise<unknown>;
    /** The admin's answer (default: 200 { ok: true } and the state changed). */
    admin?: Expect;
    effect?: Row<C>['effect'];
    secrets?: (w: World, c: C) => string[];
    guard?: 'service' | 'pageAction';
    path?: (w: World, c: C) => string;
    route?: string;
  },
): Row<C> {
  const route = options.route ?? `/:lang/admin/${page}`;
  return {
    name: `POST ${route} intent=${intent}`,
    route: `PAGE POST ${route}`,
    prepare: options.prepare,
    request: (w, _k, c) => ({
      method: 'POST',
      path: `${options.path ? options.path(w, c) : P(`/admin/${page}`)}.data`,
      form: { intent, ...options.form(w, c) },
    }),
    expect: adminExpect(options.admin ?? allowed(A.action(200, true)), options.guard ?? 'service'),
    state: (w, c) => options.state(w, c),
    effect: options.effect ?? (options.admin ? undefined : 'changes'),
    secrets: options.secrets,
  };
}

const tagged = (w: World, what: string, kind: UserKind) => `MX-${what}-${kind}-${w.tag}`;

/** A question action (question page or inbox) on a fresh question set of this pair. */
function questionAction(
  route: '/:lang/question/:id' | '/:lang/inbox',
  intent: string,
  expect: Record<UserKind, Expect>,
  options: {
    status?: 'open' | 'assigned' | 'closed';
    form?: (w: World, c: MainQuestion, kind: UserKind) => Record<string, string>;
    state: (w: World, c: MainQuestion, kind: UserKind) => Promise<unknown>;
    effect?: Row<MainQuestion>['effect'];
    /** The question set of this pair, when it needs more than `createQuestionSet` (a public answer). */
    prepare?: (w: World, kind: UserKind) => Promise<MainQuestion>;
  },
): Row<MainQuestion> {
  return {
    name: `POST ${route} intent=${intent}`,
    route: `PAGE POST ${route}`,
    prepare:
      options.prepare ??
      ((w, kind) => createQuestionSet(w, { status: options.status, label: `${intent}-${kind}` })),
    request: (w, kind, c) => ({
      method: 'POST',
      path: route === '/:lang/inbox' ? P('/inbox.data') : P(`/question/${c.id}.data`),
      form: { intent, ...(options.form?.(w, c, kind) ?? {}) },
    }),
    expect,
    secrets: (_w, c) => questionSecrets(c),
    state: options.state,
    effect: options.effect ?? 'changes',
  };
}

const recipientStatus = (w: World, id: string) =>
  rowOf(
    w.db
      .select({ status: questionRecipients.status, respondedAt: questionRecipients.respondedAt })
      .from(questionRecipients)
      .where(eq(questionRecipients.id, id)),
  );
const questionStatus = (w: World, id: string) =>
  rowOf(w.db.select({ status: questions.status }).from(questions).where(eq(questions.id, id)));
const questionText = (w: World, id: string) =>
  rowOf(
    w.db
      .select({ title: questions.title, content: questions.content, erasedAt: questions.textErasedAt })
      .from(questions)
      .where(eq(questions.id, id)),
  );
const paymentState = (w: World, id: string) =>
  rowOf(
    w.db
      .select({
        status: questions.paymentStatus,
        slip: questions.paymentSlipKey,
        paidBy: questions.paidConfirmedBy,
      })
      .from(questions)
      .where(eq(questions.id, id)),
  );
/**
 * A question set whose accepted lawyer answered in the thread, with its public answer in `status` (none: not opted
 * in yet) for the accepted lawyer (docs/product-rules.md, "Public answers").
 */
const publicAnswerSet = async (
  w: World,
  label: string,
  status?: 'awaiting_lawyer' | 'awaiting_review' | 'published',
) => {
  const set = await createQuestionSet(w, { label });
  await createMessage(w.db, {
    questionId: set.id,
    senderUserId: w.users.acceptedLawyer.id!,
    message: `MX-LAWYER-ANSWER-${w.tag}-${label}`,
  });
  const answerText =
    status === 'awaiting_lawyer' ? null : `MX-PUBLIC-ANSWER-${w.tag}-${label} ${'ข'.repeat(90)}`;
  const [answer] = status
    ? await w.db
        .insert(publicAnswers)
        .values({
          questionId: set.id,
          lawyerId: w.users.acceptedLawyer.lawyerId!,
          lang: 'th',
          caseType: 'แพ่ง',
          title: `MX-PUBLIC-TITLE-${w.tag}-${label}`,
          questionText: `MX-PUBLIC-QUESTION-${w.tag}-${label} ${'ก'.repeat(40)}`,
          answerText,
          status,
          ...(status === 'published'
            ? { slug: `mx-${w.tag}-${label}`.toLowerCase(), publishedAt: new Date() }
            : {}),
        })
        .returning()
    : [];
  return { ...set, answer: answer ?? null };
};
type PublicAnswerSet = Awaited<ReturnType<typeof publicAnswerSet>>;
const publicAnswerState = (w: World, questionId: string) =>
  rowOf(
    w.db
      .select({ status: publicAnswers.status, title: publicAnswers.title, answer: publicAnswers.answerText })
      .from(publicAnswers)
      .where(eq(publicAnswers.questionId, questionId)),
  );
const countWhere = async (w: World, table: 'questions' | 'lawyers' | 'applications', text: string) => {
  if (table === 'questions')
    return (await w.db.select({ id: questions.id }).from(questions).where(eq(questions.title, text))).length;
  if (table === 'lawyers')
    return (await w.db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.name, text))).length;
  return (
    await w.db
      .select({ id: lawyerApplications.id })
      .from(lawyerApplications)
      .where(eq(lawyerApplications.fullName, text))
  ).length;
};
const userRow = (w: World, id: string) =>
  rowOf(
    w.db
      .select({
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
        privacyConsentVersion: users.privacyConsentVersion,
      })
      .from(users)
      .where(eq(users.id, id)),
  );
const sessionCount = async (w: World, userId: string) =>
  (await w.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

/** The private texts every admin page and admin action must keep from non-admins. */
const adminSecrets = (w: World) => [
  w.application.fullName,
  w.appointment.name,
  w.unverifiedLawyer.name,
  ...questionSecrets(q(w)),
];

/** A request for the pair's own listing (lawyers only) and one for a listing of another account. */
interface OwnAndForeign {
  own: { id: string; name: string; phone: string } | null;
  foreign: { id: string; name: string; phone: string };
  /** The other account's listing. */
  foreignLawyerId: string;
}
async function ownAndForeignAppointments(w: World, kind: UserKind, createdAt?: Date): Promise<OwnAndForeign> {
  const tag = crypto.randomUUID().slice(0, 8);
  const phone = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const lawyerId = w.users[kind].lawyerId;
  const own = lawyerId ? { name: `MX-OWN-APPOINTMENT-${kind}-${tag}`, phone: phone(), lawyerId } : null;
  const owner = await createUser(w.db, { email: `mx-appointment-owner-${tag}@example.com` });
  const { id: foreignLawyer } = await createPlainLawyer(w.db, `MX-APPOINTMENT-OWNER-${kind}-${tag}`, {
    userId: owner.id,
    licenseNumber: `MX-APPOINTMENT-LIC-${kind}-${tag}`,
    province: 'กรุงเทพมหานคร',
  });
  const foreign = { name: `MX-FOREIGN-APPOINTMENT-${kind}-${tag}`, phone: phone(), lawyerId: foreignLawyer };
  const made = async (r: { name: string; phone: string; lawyerId: string }) => ({
    id: (await createAppointment(w.db, { ...r, ...(createdAt ? { createdAt } : {}) })).id,
    name: r.name,
    phone: r.phone,
  });
  return { own: own ? await made(own) : null, foreign: await made(foreign), foreignLawyerId: foreignLawyer };
}
/**
 * The calendar rows' requests: made long ago, so that the admin requests screen (the newest
 * `list-appointment-requests.ts` reads) still shows the world's request.
 */
const calendarAppointments = (w: World, kind: UserKind) =>
  ownAndForeignAppointments(w, kind, new Date('2020-01-01T00:00:00Z'));
const calendarBookingState = (w: World, id: string) =>
  rowOf(
    w.db
      .select({
        status: appointmentRequests.status,
        date: appointmentRequests.preferredDate,
        time: appointmentRequests.timeSlot,
      })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, id)),
  );
/** A listing's saved calendar and its days of its own (null for an account without a listing). */
const calendarState = async (w: World, lawyerId: string | null) =>
  lawyerId
    ? {
        calendar: await rowOf(
          w.db.select().from(lawyerCalendars).where(eq(lawyerCalendars.lawyerId, lawyerId)),
        ),
        days: (
          await w.db
            .select({ day: lawyerCalendarDays.day })
            .from(lawyerCalendarDays)
            .where(eq(lawyerCalendarDays.lawyerId, lawyerId))
        ).map((d) => d.day),
      }
    : null;
/** The calendar form with valid hours: Monday to Friday 09:00–17:00, weekends closed. */
const calendarSettingsForm = () => {
  const form: Record<string, string | string[]> = {
    slotMinutes: '60',
    meetingTypes: ['office'],
    holidaysClosed: 'on',
    changeCutoffHours: '24',
  };
  for (let d = 0; d < 7; d += 1) {
    if (d === 0 || d === 6) form[`closed${d}`] = 'on';
    Object.assign(form, {
      [`open${d}`]: '09:00',
      [`close${d}`]: '17:00',
      [`breakStart${d}`]: '',
      [`breakEnd${d}`]: '',
    });
  }
  return form;
};
/** A day of a pair's own in the public holidays table (2031, one per kind). */
const holidayDay = (kind: UserKind, month: number) =>
  `2031-${String(month).padStart(2, '0')}-${String(USER_KINDS.indexOf(kind) + 1).padStart(2, '0')}`;
const holidayState = (w: World, day: string) =>
  rowOf(w.db.select().from(publicHolidays).where(eq(publicHolidays.day, day)));
const appointmentState = (w: World, id: string) =>
  rowOf(
    w.db
      .select({ status: appointmentRequests.status })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, id)),
  );

/** The address of a pair's own failed e-mail (admin e-mail screen). */
const mxEmailAddress = (kind: UserKind) =>
  `mx-email-${kind}-${crypto.randomUUID().slice(0, 8)}@example.com`.toLowerCase();

/** A pair's own failed e-mail: one the mail server refused, to be sent again. */
const failedEmail = async (w: World, kind: UserKind) => {
  const to = mxEmailAddress(kind);
  const { id } = await createEmail(w.db, { toAddress: to, subject: 'MX failed e-mail' });
  return { id, to };
};

/** A booking with the public lawyer for a receipt row: made by the pair's own account (`own`) or a stranger's. */
interface ReceiptBooking {
  id: string;
  reference: string;
  /** The first word of the booker's name: the receipt shows it, a refusal never does. */
  secret: string;
  /** The receipt's address with a valid signature. */
  signed: string;
}
async function receiptBooking(w: World, kind: UserKind, own: boolean): Promise<ReceiptBooking> {
  const secret = `MX-RECEIPT-${kind}-${crypto.randomUUID().slice(0, 8)}`;
  const row = await createAppointment(w.db, {
    name: `${secret} Booker`,
    lawyerId: w.publicLawyer.id,
    userId: own ? (w.users[kind].id ?? null) : null,
    // Older than the world's request, which the admin list must still show on its first page.
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  return {
    id: row.id,
    reference: row.reference,
    secret,
    signed: receiptPath(PROCESS_AUTH_SECRET, LANG, row.reference),
  };
}
/** A receipt address with one character of its signature changed (a signature may itself start with 'A'). */
const tamperedReceipt = (path: string) =>
  path.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
/** A receipt address signed 181 days ago: expired (RECEIPT_LINK_DAYS). */
const expiredReceipt = (reference: string) =>
  receiptPath(PROCESS_AUTH_SECRET, LANG, reference, new Date(Date.now() - 181 * 86_400_000));
/** A receipt address (page, `.data` action or calendar file) with the query of `signed`. */
const receiptAt = (signed: string, suffix: string) => signed.replace('?', `${suffix}?`);

const auth = (path: string) => `/api/auth${path}`;
const authRow = (
  method: 'GET' | 'POST',
  path: string,
  expect: Record<UserKind, Expect>,
  extra: Partial<Row> & { json?: (w: World, kind: UserKind) => unknown; label?: string } = {},
): Row => ({
  name: `${method} /api/auth${path}${extra.label ? ` (${extra.label})` : ''}`,
  route: `AUTH ${method} /api/auth${path.replace(/\?.*$/, '')}` as RouteKey,
  request: (w, kind) =>
    method === 'GET'
      ? { method, path: auth(path) }
      : { method, path: auth(path), json: extra.json?.(w, kind) ?? {} },
  expect,
  ...extra,
});
const signedInAuth = (visitorRule: Rule, others: Expect, overrides: Partial<Record<UserKind, Expect>> = {}) =>
  by(others, { visitor: refused(visitorRule), ...overrides });
const passwordOf = (w: World, kind: UserKind) => w.users[kind].password;

export function matrixRows(): Row[] {
  // biome-ignore lint/suspicious/noExplicitAny: rows differ in their per-pair context type.
  const rows: Row<any>[] = [];

  // ---------------------------------------------------------------------------------------- public pages
  rows.push(
    publicPage('', '/:lang', {
      expect: by(allowed(A.page, { hide: (w) => [w.unverifiedLawyer.name, w.publicLawyer.license] })),
    }),
    publicPage('/search', '/:lang/search', {
      expect: by(
        allowed(A.page, {
          show: (w) => [w.publicLawyer.name],
          hide: (w) => [w.unverifiedLawyer.name, w.publicLawyer.phone, w.publicLawyer.license],
        }),
      ),
    }),
    ...(['lawyers', 'profile'] as const).flatMap((prefix): Row[] => [
      {
        name: `GET /:lang/${prefix}/:id (verified lawyer)`,
        route: `PAGE GET /:lang/${prefix}/:id`,
        request: (w) => ({ method: 'GET', path: P(`/${prefix}/${w.publicLawyer.id}`) }),
        // Public profile: the network's number instead of the lawyer's own (not a network member); never the licence.
        expect: by(
          allowed(A.page, {
            show: (w) => [w.publicLawyer.name],
            hide: (w) => [w.publicLawyer.phone, w.publicLawyer.license],
          }),
        ),
      },
      {
        name: `GET /:lang/${prefix}/:id (unverified lawyer)`,
        route: `PAGE GET /:lang/${prefix}/:id`,
        request: (w) => ({ method: 'GET', path: P(`/${prefix}/${w.unverifiedLawyer.id}`) }),
        expect: by(refused(R.notFound), {
          admin: allowed(A.page, { show: (w) => [w.unverifiedLawyer.name] }),
        }),
        secrets: (w) => [w.unverifiedLawyer.name],
      },
    ]),
    publicPage('/services', '/:lang/services'),
    publicPage('/about', '/:lang/about'),
    publicPage('/how-we-verify', '/:lang/how-we-verify'),
    publicPage('/knowledge', '/:lang/knowledge'),
    // Published answers: only published ones are listed and have a page; a withdrawn one is gone for everyone.
    publicPage('/answers', '/:lang/answers', {
      expect: by(
        allowed(A.page, {
          show: (w) => [w.answers.published.title],
          hide: (w) => [w.answers.withdrawn.title],
        }),
      ),
    }),
    {
      name: 'GET /:lang/answers/:slug (published)',
      route: 'PAGE GET /:lang/answers/:slug',
      request: (w) => ({ method: 'GET', path: P(`/answers/${w.answers.published.slug}`) }),
      expect: by(allowed(A.page, { show: (w) => [w.answers.published.title] })),
    },
    {
      name: 'GET /:lang/answers/:slug (withdrawn)',
      route: 'PAGE GET /:lang/answers/:slug',
      request: (w) => ({ method: 'GET', path: P(`/answers/${w.answers.withdrawn.slug}`) }),
      expect: by(refused(R.notFound)),
      secrets: (w) => [w.answers.withdrawn.title],
    },
    publicPage('/news', '/:lang/news'),
    publicPage('/emergency', '/:lang/emergency'),
    publicPage('/ai', '/:lang/ai'),
    publicPage('/payment', '/:lang/payment'),
    publicPage('/appointment', '/:lang/appointment'),
    publicPage('/auth/reset', '/:lang/auth/reset'),
    publicPage('/privacy', '/:lang/privacy'),
    publicPage('/ask', '/:lang/ask'),
    {
      name: 'GET /:lang/auth',
      route: 'PAGE GET /:lang/auth',
      request: () => ({ method: 'GET', path: P('/auth') }),
      // With LINE Login configured: "Continue with LINE", a form posting to /{lang}/auth/line.
      expect: by(allowed(A.redirect(P(''))), {
        visitor: allowed(A.page, { show: () => [`action="${P('/auth/line')}"`] }),
      }),
    },
    {
      // The second step of a two-factor sign-in: open to the visitor who passed the password step.
      name: 'GET /:lang/auth/two-factor',
      route: 'PAGE GET /:lang/auth/two-factor',
      request: () => ({ method: 'GET', path: P('/auth/two-factor') }),
      expect: by(allowed(A.redirect(P(''))), { visitor: allowed(A.page) }),
    },
    // The account forms post to their page's action, which calls better-auth on the server: open to everyone
    // (better-auth's own checks decide); an incomplete form is refused by the shared schema before any call.
    {
      name: 'POST /:lang/auth (sign-in form without a password)',
      route: 'PAGE POST /:lang/auth',
      request: (w) => ({
        method: 'POST',
        path: P('/auth.data'),
        form: { intent: 'signIn', email: w.target.email, password: '' },
      }),
      expect: by(allowed(A.action(400, false))),
    },
    {
      name: 'POST /:lang/auth/two-factor (malformed code)',
      route: 'PAGE POST /:lang/auth/two-factor',
      request: () => ({
        method: 'POST',
        path: P('/auth/two-factor.data'),
        form: { intent: 'totp', code: '12' },
      }),
      expect: by(allowed(A.action(400, false))),
    },
    {
      name: 'POST /:lang/auth/reset (password too short)',
      route: 'PAGE POST /:lang/auth/reset',
      request: () => ({
        method: 'POST',
        path: P('/auth/reset.data?token=x'),
        form: { intent: 'reset', token: 'x', password: '1', confirm: '1' },
      }),
      expect: by(allowed(A.action(400, false))),
    },
    {
      name: 'GET /:lang/* (unknown page)',
      route: 'PAGE GET /:lang/*',
      request: () => ({ method: 'GET', path: P(`/no-such-page-${Date.now()}`) }),
      expect: by(refused(R.notFound)),
    },
    {
      // Development only: in production (NODE_ENV=production) the outbox page does not exist, not even with
      // DEV_PAGES=1 (the matrix's server asks for it); dev-outbox.test.ts checks the local trial's loopback rule.
      name: 'GET /:lang/dev/outbox',
      route: 'PAGE GET /:lang/dev/outbox',
      request: () => ({ method: 'GET', path: P('/dev/outbox') }),
      expect: by(refused(R.notFound)),
      secrets: (w) => [w.target.email],
    },
    {
      // Its e-mail's HTML part: refused the same way, before any e-mail is looked up.
      name: 'GET /:lang/dev/outbox/:id',
      route: 'PAGE GET /:lang/dev/outbox/:id',
      request: () => ({ method: 'GET', path: P('/dev/outbox/00000000-0000-4000-8000-000000000001') }),
      expect: by(refused(R.notFound)),
      secrets: (w) => [w.target.email],
    },
  );

  // Appointment requests: public, validated; an invalid request stores nothing for anyone.
  rows.push({
    name: 'POST /:lang/appointment (invalid request)',
    route: 'PAGE POST /:lang/appointment',
    request: (w, kind) => ({
      method: 'POST',
      path: P('/appointment.data'),
      form: { name: tagged(w, 'APPOINTMENT', kind), phone: '', specialty: '' },
    }),
    expect: by(allowed(A.action(400, false))),
    state: (w, _c, kind) =>
      w.db
        .select({ id: appointmentRequests.id })
        .from(appointmentRequests)
        .where(eq(appointmentRequests.name, tagged(w, 'APPOINTMENT', kind))),
  });

  // A booking's receipt and its calendar file (docs/product-rules.md, "Lawyers' calendars"): a valid signed link
  // for anyone, the booker's own account without one; a wrong, expired or missing signature, or another account,
  // is not found and shows nothing of the booking.
  const receiptSecrets = (_w: World, c: ReceiptBooking) => [c.secret];
  const bookingState = (w: World, c: ReceiptBooking) => appointmentState(w, c.id);
  rows.push(
    {
      name: 'GET /:lang/booking/:reference (signed link)',
      route: 'PAGE GET /:lang/booking/:reference',
      prepare: (w, kind) => receiptBooking(w, kind, false),
      request: (_w, _k, c: ReceiptBooking) => ({ method: 'GET', path: c.signed }),
      expect: by(allowed(A.page, { show: (_w, c: ReceiptBooking) => [c.reference, c.secret] })),
    },
    ...(
      [
        ['tampered signature', (c: ReceiptBooking) => tamperedReceipt(c.signed)],
        ['expired signature', (c: ReceiptBooking) => expiredReceipt(c.reference)],
        ["another account's booking, no signature", (c: ReceiptBooking) => P(`/booking/${c.reference}`)],
      ] as const
    ).map(
      ([label, path]): Row<ReceiptBooking> => ({
        name: `GET /:lang/booking/:reference (${label})`,
        route: 'PAGE GET /:lang/booking/:reference',
        prepare: (w, kind) => receiptBooking(w, kind, false),
        request: (_w, _k, c) => ({ method: 'GET', path: path(c) }),
        expect: by(refused(R.notFound)),
        secrets: receiptSecrets,
      }),
    ),
    {
      name: "GET /:lang/booking/:reference (the booker's own account, no signature)",
      route: 'PAGE GET /:lang/booking/:reference',
      prepare: (w, kind) => receiptBooking(w, kind, true),
      request: (_w, _k, c: ReceiptBooking) => ({ method: 'GET', path: P(`/booking/${c.reference}`) }),
      expect: by(allowed(A.page, { show: (_w, c: ReceiptBooking) => [c.reference, c.secret] }), {
        visitor: refused(R.notFound),
      }),
      secrets: receiptSecrets,
    },
    {
      name: 'GET /:lang/booking/:reference/calendar.ics (signed link)',
      route: 'PAGE GET /:lang/booking/:reference/calendar.ics',
      prepare: (w, kind) => receiptBooking(w, kind, false),
      request: (_w, _k, c: ReceiptBooking) => ({ method: 'GET', path: receiptAt(c.signed, '/calendar.ics') }),
      expect: by(allowed(A.status(200, 'text/calendar'), { show: (_w, c: ReceiptBooking) => [c.reference] })),
    },
    {
      name: 'GET /:lang/booking/:reference/calendar.ics (tampered signature)',
      route: 'PAGE GET /:lang/booking/:reference/calendar.ics',
      prepare: (w, kind) => receiptBooking(w, kind, false),
      request: (_w, _k, c: ReceiptBooking) => ({
        method: 'GET',
        path: receiptAt(tamperedReceipt(c.signed), '/calendar.ics'),
      }),
      expect: by(refused(R.api404)),
      secrets: receiptSecrets,
    },
    {
      // Cancelling with a valid link: a real change for anyone who holds it.
      name: 'POST /:lang/booking/:reference (signed link, cancel)',
      route: 'PAGE POST /:lang/booking/:reference',
      prepare: (w, kind) => receiptBooking(w, kind, false),
      request: (_w, _k, c: ReceiptBooking) => ({
        method: 'POST',
        path: receiptAt(c.signed, '.data'),
        form: { intent: 'cancel', confirm: 'on' },
      }),
      expect: by(allowed(A.action(200, true))),
      state: bookingState,
      effect: 'changes',
    },
    ...(
      [
        ['tampered signature', (c: ReceiptBooking) => receiptAt(tamperedReceipt(c.signed), '.data')],
        ['expired signature', (c: ReceiptBooking) => receiptAt(expiredReceipt(c.reference), '.data')],
        ["another account's booking, no signature", (c: ReceiptBooking) => P(`/booking/${c.reference}.data`)],
      ] as const
    ).map(
      ([label, path]): Row<ReceiptBooking> => ({
        name: `POST /:lang/booking/:reference (${label}, cancel)`,
        route: 'PAGE POST /:lang/booking/:reference',
        prepare: (w, kind) => receiptBooking(w, kind, false),
        request: (_w, _k, c) => ({
          method: 'POST',
          path: path(c),
          form: { intent: 'cancel', confirm: 'on' },
        }),
        expect: by(refused(R.action404)),
        secrets: receiptSecrets,
        state: bookingState,
      }),
    ),
  );

  // The case-triage assistant's form: public, stores nothing (rate limited per client address).
  rows.push({
    name: 'POST /:lang/ai',
    route: 'PAGE POST /:lang/ai',
    request: () => ({
      method: 'POST',
      path: P('/ai.data'),
      form: { text: 'นายจ้างเลิกจ้างโดยไม่จ่ายค่าชดเชย' },
    }),
    expect: by(allowed(A.status(200))),
  });

  // ---------------------------------------------------------------------------------------- member pages
  rows.push(
    {
      name: 'GET /:lang/me',
      route: 'PAGE GET /:lang/me',
      request: () => ({ method: 'GET', path: P('/me') }),
      expect: by(allowed(A.redirect(P('/apply'))), {
        visitor: refused(R.signIn),
        admin: allowed(A.redirect(P('/lawyers/new'))),
      }),
    },
    {
      // The theme switch without JavaScript: anyone may choose a theme; it goes back to the page it came from
      // (only ever a page of this site) with the theme cookie.
      name: 'POST /:lang/theme',
      route: 'PAGE POST /:lang/theme',
      request: () => ({
        method: 'POST',
        path: P('/theme'),
        form: { theme: 'dark', next: P('/search?case=x') },
      }),
      expect: by(
        allowed(
          rule('303 back, theme kept', `303 to the page it came from with the tanai_theme cookie`, (a) => [
            ...(a.status === 303 && pathOf(a.location)?.full === P('/search?case=x')
              ? []
              : [`HTTP ${a.status} ${a.location ?? ''}`]),
            ...(a.setCookie.some((c) => c.startsWith('tanai_theme=')) ? [] : ['no theme cookie']),
          ]),
        ),
      ),
    },
    {
      name: 'POST /:lang/theme (to another site)',
      route: 'PAGE POST /:lang/theme',
      request: () => ({
        method: 'POST',
        path: P('/theme'),
        form: { theme: 'dark', next: '//evil.example/th' },
      }),
      expect: by(
        allowed(
          rule('303 home', `a next that is not a page of this site goes to /${LANG}`, (a) =>
            a.status === 303 && pathOf(a.location)?.full === P('') && !a.location?.includes('evil')
              ? []
              : [`HTTP ${a.status} ${a.location ?? ''}`],
          ),
        ),
      ),
    },
    {
      // A line break in `next` would break the redirect's Location header: home instead, never a 500.
      name: 'POST /:lang/theme (a line break in next)',
      route: 'PAGE POST /:lang/theme',
      request: () => ({
        method: 'POST',
        path: P('/theme'),
        form: { theme: 'dark', next: `${P('')}/\nenv` },
      }),
      expect: by(
        allowed(
          rule('303 home', `a next with a control character goes to /${LANG}`, (a) =>
            a.status === 303 && pathOf(a.location)?.full === P('')
              ? []
              : [`HTTP ${a.status} ${a.location ?? ''}`],
          ),
        ),
      ),
    },
    {
      // A resource route's action passes the same origin check as page actions (server/http/page-actions.ts).
      name: 'POST /:lang/theme (from another site)',
      route: 'PAGE POST /:lang/theme',
      request: () => ({
        method: 'POST',
        path: P('/theme'),
        form: { theme: 'dark', next: P('') },
        headers: { origin: 'https://evil.example' },
      }),
      expect: by(refused(R.crossSite)),
    },
    {
      name: 'GET /:lang/theme',
      route: 'PAGE GET /:lang/theme',
      request: () => ({ method: 'GET', path: P('/theme') }),
      expect: by(allowed(A.redirect(P('')))),
    },
    {
      // Sign-out is a form post; its address has nothing to show.
      name: 'GET /:lang/sign-out',
      route: 'PAGE GET /:lang/sign-out',
      request: () => ({ method: 'GET', path: P('/sign-out') }),
      expect: by(allowed(A.redirect(P('')))),
    },
    {
      // Own lawyer profile form; a user who already has a profile is sent to it.
      name: 'GET /:lang/lawyers/new',
      route: 'PAGE GET /:lang/lawyers/new',
      request: () => ({ method: 'GET', path: P('/lawyers/new') }),
      expect: by(allowed(A.page), {
        visitor: refused(R.signIn),
        ...Object.fromEntries(
          LAWYER_KINDS.map((k) => [
            k,
            allowed({
              ...A.redirect('own profile'),
              check: (a) =>
                a.status === 302 && /\/th\/lawyers\/[0-9a-f-]{36}$/.test(a.location ?? '')
                  ? []
                  : [`HTTP ${a.status} ${a.location}, expected 302 to the own profile`],
            }),
          ]),
        ),
      }),
    },
    {
      name: 'POST /:lang/lawyers/new (incomplete form)',
      route: 'PAGE POST /:lang/lawyers/new',
      request: (w, kind) => ({
        method: 'POST',
        path: P('/lawyers/new.data'),
        form: { name: tagged(w, 'OWN-LAWYER', kind) },
      }),
      // Authorised: the form is checked first (400; a user with a profile would get 409). Nothing is stored.
      expect: by(allowed(A.action(400, false)), { visitor: refused(R.actionSignIn) }),
      state: (w, _c, kind) => countWhere(w, 'lawyers', tagged(w, 'OWN-LAWYER', kind)),
    },
    memberPage('/apply', '/:lang/apply', {
      expect: by(allowed(A.page), {
        visitor: refused(R.signIn),
        member: allowed(A.page, { show: (w) => [w.files.cardApplicantName] }),
      }),
      secrets: (w) => [w.files.cardApplicantName],
    }),
    {
      name: 'POST /:lang/apply (no licence number)',
      route: 'PAGE POST /:lang/apply',
      request: (w, kind) => ({
        method: 'POST',
        path: P('/apply.data'),
        form: { fullName: tagged(w, 'APPLY', kind) },
      }),
      expect: by(allowed(A.action(400, false)), { visitor: refused(R.actionSignIn) }),
      state: (w, _c, kind) => countWhere(w, 'applications', tagged(w, 'APPLY', kind)),
    },
    {
      // Asking is a real write for every signed-in kind (a question of their own, never matched to fixtures).
      name: 'POST /:lang/ask',
      route: 'PAGE POST /:lang/ask',
      request: (w, kind) => ({
        method: 'POST',
        path: P('/ask.data'),
        form: {
          title: tagged(w, 'ASK', kind),
          content: 'MX ask content',
          specialties: 'อาญา',
          languages: 'ไทย',
          consent: 'on',
        },
      }),
      expect: by(allowed(A.actionRedirect(P('/inbox?asked=1'))), { visitor: refused(R.action401) }),
      state: (w, _c, kind) => countWhere(w, 'questions', tagged(w, 'ASK', kind)),
      effect: 'changes',
    },
    {
      name: 'GET /:lang/inbox',
      route: 'PAGE GET /:lang/inbox',
      request: () => ({ method: 'GET', path: P('/inbox') }),
      expect: by(allowed(A.page, { hide: (w) => questionSecrets(q(w)) }), {
        visitor: refused(R.signIn),
        asker: allowed(A.page, { show: (w) => [q(w).title] }),
        invitedLawyer: allowed(A.page, {
          show: (w) => [q(w).title],
          hide: (w) => [...contactOf(q(w)), q(w).threadMessage],
        }),
        acceptedLawyer: allowed(A.page, { show: (w) => [q(w).title, q(w).contactPhone] }),
      }),
      secrets: (w) => questionSecrets(q(w)),
    },
    {
      // The question under test: asker, accepted lawyer and admin see all of it; the invited lawyer sees it
      // without the contact details and the thread; everyone else is sent to the inbox.
      name: 'GET /:lang/question/:id',
      route: 'PAGE GET /:lang/question/:id',
      request: (w) => ({ method: 'GET', path: P(`/question/${q(w).id}`) }),
      expect: by(refused(R.questionDenied), {
        visitor: refused(R.signIn),
        asker: allowed(A.page, {
          show: (w) => [q(w).title, q(w).contactPhone, q(w).contactLine, q(w).threadMessage],
        }),
        acceptedLawyer: allowed(A.page, {
          show: (w) => [q(w).title, q(w).contactPhone, q(w).contactLine, q(w).threadMessage],
        }),
        admin: allowed(A.page, {
          show: (w) => [q(w).title, q(w).contactPhone, q(w).contactLine, q(w).threadMessage],
        }),
        invitedLawyer: allowed(A.page, {
          show: (w) => [q(w).title, q(w).content],
          hide: (w) => [...contactOf(q(w)), q(w).threadMessage],
        }),
      }),
      secrets: (w) => questionSecrets(q(w)),
    },
    {
      // The same loader as the browser's client navigation calls it (single fetch).
      name: 'GET /:lang/question/:id.data',
      route: 'PAGE GET /:lang/question/:id',
      request: (w) => ({ method: 'GET', path: P(`/question/${q(w).id}.data`) }),
      expect: by(refused({ ...R.questionDenied, check: (a) => dataRedirectCheck(a, P('/inbox?denied=1')) }), {
        visitor: refused({ ...R.signIn, check: (a) => dataRedirectCheck(a, P('/auth')) }),
        asker: allowed(A.status(200), { show: (w) => [q(w).title, q(w).contactPhone, q(w).threadMessage] }),
        acceptedLawyer: allowed(A.status(200), {
          show: (w) => [q(w).title, q(w).contactPhone, q(w).threadMessage],
        }),
        admin: allowed(A.status(200), { show: (w) => [q(w).title, q(w).contactPhone, q(w).threadMessage] }),
        invitedLawyer: allowed(A.status(200), {
          show: (w) => [q(w).title],
          hide: (w) => [...contactOf(q(w)), q(w).threadMessage],
        }),
      }),
      secrets: (w) => questionSecrets(q(w)),
    },
    {
      // The PromptPay QR of the question's fee (due: open, unpaid) as a PNG to save: its asker only. Anyone
      // else learns nothing, not even that the question has a fee due.
      name: 'GET /:lang/question/:id/promptpay.png',
      route: 'PAGE GET /:lang/question/:id/promptpay.png',
      request: (w) => ({ method: 'GET', path: P(`/question/${q(w).id}/promptpay.png`) }),
      expect: by(refused(R.notFound), {
        visitor: refused(R.signIn),
        asker: allowed(A.status(200, 'image/png')),
      }),
    },
    memberPage('/account', '/:lang/account', {
      // The link to one's reviews (the account page and the account menu) only for an account with a listing.
      expect: by(
        allowed(A.page, {
          show: (w, _c, k) => [
            w.users[k].email!,
            `action="${P('/account/line')}"`,
            ...(LAWYER_KINDS.includes(k) ? [P('/account/reviews')] : []),
          ],
          hide: (_w, _c, k) => (LAWYER_KINDS.includes(k) ? [] : [P('/account/reviews')]),
        }),
        { visitor: refused(R.signIn) },
      ),
    }),
    memberPage('/account/security', '/:lang/account/security'),
    {
      // The security page's forms (two-factor set-up, recovery codes, turn off) are the signed-in person's own.
      name: 'POST /:lang/account/security (no password)',
      route: 'PAGE POST /:lang/account/security',
      request: () => ({
        method: 'POST',
        path: P('/account/security.data'),
        form: { intent: 'disable', password: '' },
      }),
      expect: by(allowed(A.action(400, false)), { visitor: refused(R.actionSignIn) }),
    },
    {
      // The lawyer's own listing editor: the listing linked to the account; without one, the user is sent to
      // apply.
      name: 'GET /:lang/account/lawyer',
      route: 'PAGE GET /:lang/account/lawyer',
      request: () => ({ method: 'GET', path: P('/account/lawyer') }),
      expect: by(allowed(A.redirect(P('/apply'))), {
        visitor: refused(R.signIn),
        ...Object.fromEntries(
          LAWYER_KINDS.map((k) => [
            k,
            allowed(A.page, { show: (w: World) => [`MX-LAWYER-${k}-${w.tag}`, w.users[k].lawyerId!] }),
          ]),
        ),
      }),
    },
    {
      // Saving one's own listing: a real write for the lawyers (their own listing, its areas kept), nothing
      // to edit for anyone else.
      name: 'POST /:lang/account/lawyer (own listing)',
      route: 'PAGE POST /:lang/account/lawyer',
      request: (w, kind) => ({
        method: 'POST',
        path: P('/account/lawyer.data'),
        form: {
          lawyerId: w.users[kind].lawyerId ?? '',
          title: tagged(w, 'LISTING', kind),
          province: 'กรุงเทพมหานคร',
          specialties: 'การค้าระหว่างประเทศ',
          languages: ['ไทย', 'จีน'],
          feeMin: '1000',
          feeMax: '2000',
          feeUnit: 'per_session',
        },
      }),
      expect: by(refused(R.action404), {
        visitor: refused(R.actionSignIn),
        ...forKinds(LAWYER_KINDS, allowed(A.action(200, true))),
      }),
      state: (w, _c, kind) => {
        const own = w.users[kind].lawyerId;
        return own
          ? rowOf(
              w.db
                .select({ title: lawyers.title, languages: lawyers.languages, feeMin: lawyers.feeMin })
                .from(lawyers)
                .where(eq(lawyers.id, own)),
            )
          : w.db
              .select({ id: lawyers.id })
              .from(lawyers)
              .where(eq(lawyers.title, tagged(w, 'LISTING', kind)));
      },
      effect: 'changes',
    },
    {
      // Someone else's listing (a verified lawyer with an account of their own): nobody but its user may edit
      // it, and the answer does not say whether it exists.
      name: "POST /:lang/account/lawyer (another user's listing)",
      route: 'PAGE POST /:lang/account/lawyer',
      prepare: async (w, kind) => {
        const owner = await createUser(w.db, {
          email: `mx-listing-owner-${crypto.randomUUID()}@example.com`,
        });
        const license = `MX-LISTING-LIC-${kind}-${w.tag}`;
        const { id } = await createPlainLawyer(w.db, `MX-LISTING-OWNER-${kind}-${w.tag}`, {
          userId: owner.id,
          licenseNumber: license,
          province: 'กรุงเทพมหานคร',
        });
        return { id, license };
      },
      request: (w, kind, c: { id: string }) => ({
        method: 'POST',
        path: P('/account/lawyer.data'),
        form: {
          lawyerId: c.id,
          title: tagged(w, 'FOREIGN-LISTING', kind),
          province: 'กรุงเทพมหานคร',
          specialties: 'การค้าระหว่างประเทศ',
          languages: 'ไทย',
        },
      }),
      expect: by(refused(R.action404), { visitor: refused(R.actionSignIn) }),
      secrets: (_w, c: { license: string }) => [c.license],
      state: (w, c: { id: string }) =>
        rowOf(
          w.db
            .select({ title: lawyers.title, languages: lawyers.languages, name: lawyers.name })
            .from(lawyers)
            .where(eq(lawyers.id, c.id)),
        ),
    },
    {
      // The linked lawyer's appointment requests: their own listing's, never another's (nor the unassigned
      // request of the world); anyone without a listing, admins included, goes to their own bookings (/inbox).
      name: 'GET /:lang/account/appointments',
      route: 'PAGE GET /:lang/account/appointments',
      prepare: (w, kind) => ownAndForeignAppointments(w, kind),
      request: () => ({ method: 'GET', path: P('/account/appointments') }),
      expect: by(refused(A.redirect(P('/inbox'))), {
        visitor: refused(R.signIn),
        ...forKinds(
          LAWYER_KINDS,
          allowed(A.page, {
            show: (_w, c: OwnAndForeign) => [c.own!.name, c.own!.phone],
            hide: (w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone, w.appointment.name],
          }),
        ),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone, ...(c.own ? [c.own.name] : [])],
    },
    {
      // Moving a request for one's own listing: a real move for its lawyer; for anyone else the request (of a
      // lawyer's listing) does not exist and stays as it was.
      name: 'POST /:lang/account/appointments (own request)',
      route: 'PAGE POST /:lang/account/appointments',
      prepare: (w, kind) => ownAndForeignAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P('/account/appointments.data'),
        form: { id: (c.own ?? c.foreign).id, status: 'confirmed' },
      }),
      expect: by(refused(R.action404), {
        visitor: refused(R.actionSignIn),
        ...forKinds(LAWYER_KINDS, allowed(A.action(200, true))),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => appointmentState(w, (c.own ?? c.foreign).id),
      effect: 'changes',
    },
    {
      // Another listing's request (its lawyer has an account of their own): nobody else may move it, and the
      // answer does not say whether it exists.
      name: "POST /:lang/account/appointments (another listing's request)",
      route: 'PAGE POST /:lang/account/appointments',
      prepare: (w, kind) => ownAndForeignAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P('/account/appointments.data'),
        form: { id: c.foreign.id, status: 'cancelled' },
      }),
      expect: by(refused(R.action404), { visitor: refused(R.actionSignIn) }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => appointmentState(w, c.foreign.id),
    },
    {
      // The linked lawyer's calendar: their own listing's requests, never another's; not found for anyone
      // without a listing, an administrator without ?lawyer included.
      name: 'GET /:lang/account/calendar',
      route: 'PAGE GET /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: () => ({ method: 'GET', path: P('/account/calendar') }),
      expect: by(refused(R.notFound), {
        visitor: refused(R.signIn),
        ...forKinds(
          LAWYER_KINDS,
          allowed(A.page, {
            show: (_w, c: OwnAndForeign) => [c.own!.name, c.own!.phone],
            hide: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
          }),
        ),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone, ...(c.own ? [c.own.name] : [])],
    },
    {
      // Another listing's calendar with ?lawyer=: an administrator (two-step sign-in) only.
      name: 'GET /:lang/account/calendar?lawyer=ID',
      route: 'PAGE GET /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'GET',
        path: P(`/account/calendar?lawyer=${c.foreignLawyerId}`),
      }),
      expect: by(refused(R.notFound), {
        visitor: refused(R.signIn),
        admin: allowed(A.page, { show: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone] }),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
    },
    {
      // Confirming a request of one's own listing from the calendar: a real move for its lawyer only.
      name: 'POST /:lang/account/calendar intent=status (own request)',
      route: 'PAGE POST /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P('/account/calendar.data'),
        form: { intent: 'status', id: (c.own ?? c.foreign).id, status: 'confirmed' },
      }),
      expect: by(refused(R.action404), {
        visitor: refused(R.actionSignIn),
        ...forKinds(LAWYER_KINDS, allowed(A.action(200, true))),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => appointmentState(w, (c.own ?? c.foreign).id),
      effect: 'changes',
    },
    {
      // Declining or moving another listing's booking without ?lawyer: nobody may, and nothing says it exists.
      name: "POST /:lang/account/calendar intent=status (another listing's request)",
      route: 'PAGE POST /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P('/account/calendar.data'),
        form: { intent: 'status', id: c.foreign.id, status: 'cancelled' },
      }),
      expect: by(refused(R.action404), { visitor: refused(R.actionSignIn) }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => appointmentState(w, c.foreign.id),
    },
    {
      name: "POST /:lang/account/calendar intent=reschedule (another listing's request)",
      route: 'PAGE POST /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P('/account/calendar.data'),
        form: { intent: 'reschedule', id: c.foreign.id, slot: '2030-01-08 14:00' },
      }),
      expect: by(refused(R.action404), { visitor: refused(R.actionSignIn) }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => calendarBookingState(w, c.foreign.id),
    },
    {
      // The weekly hours of another listing (?lawyer=): saved by an administrator only, audited.
      name: 'POST /:lang/account/calendar?lawyer=ID intent=settings',
      route: 'PAGE POST /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: (_w, _k, c: OwnAndForeign) => ({
        method: 'POST',
        path: P(`/account/calendar.data?lawyer=${c.foreignLawyerId}`),
        form: { intent: 'settings', ...calendarSettingsForm() },
      }),
      expect: by(refused(R.action404), {
        visitor: refused(R.actionSignIn),
        admin: allowed(A.action(200, true)),
      }),
      secrets: (_w, c: OwnAndForeign) => [c.foreign.name, c.foreign.phone],
      state: (w, c: OwnAndForeign) => calendarState(w, c.foreignLawyerId),
      effect: 'changes',
    },
    {
      // Leave on one's own calendar: its lawyer only.
      name: 'POST /:lang/account/calendar intent=leave',
      route: 'PAGE POST /:lang/account/calendar',
      prepare: (w, kind) => calendarAppointments(w, kind),
      request: () => ({
        method: 'POST',
        path: P('/account/calendar.data'),
        form: { intent: 'leave', from: '2030-02-04', to: '2030-02-05' },
      }),
      expect: by(refused(R.action404), {
        visitor: refused(R.actionSignIn),
        ...forKinds(LAWYER_KINDS, allowed(A.action(200, true))),
      }),
      state: (w, _c, kind) => calendarState(w, w.users[kind].lawyerId ?? null),
      effect: 'changes',
    },
    {
      // The personal-data download: JSON of the signed-in person only.
      name: 'GET /:lang/account/data',
      route: 'PAGE GET /:lang/account/data',
      request: () => ({ method: 'GET', path: P('/account/data') }),
      expect: by(
        allowed(A.status(200, 'application/json'), {
          show: (w, _c, k) => [w.users[k].email!, w.users[k].id!],
          hide: (w, _c, k) => SIGNED_IN.filter((o) => o !== k).map((o) => w.users[o].email!),
        }),
        {
          visitor: refused(R.signIn),
          asker: allowed(A.status(200, 'application/json'), {
            show: (w) => [w.users.asker.email!, q(w).title, q(w).contactPhone],
            hide: (w) => SIGNED_IN.filter((o) => o !== 'asker').map((o) => w.users[o].email!),
          }),
        },
      ),
    },
    {
      // Deleting one's account needs the current password; a wrong one deletes nothing.
      name: 'POST /:lang/account intent=delete (wrong password)',
      route: 'PAGE POST /:lang/account',
      request: () => ({
        method: 'POST',
        path: P('/account.data'),
        form: { intent: 'delete', password: 'not-the-password', confirm: 'on' },
      }),
      expect: by(
        allowed({
          ...A.action(400, false),
          name: 'action 4xx ok=false',
          text: 'page action ran the authorised path: HTTP 4xx other than 401 with { ok: false } (wrong password), nothing changed',
          check: (a) =>
            a.status >= 400 && a.status < 500 && a.status !== 401 && actionData(a)?.ok === false
              ? []
              : [`HTTP ${a.status}: ${a.text.slice(0, 160)}`],
        }),
        {
          visitor: refused(R.action401),
        },
      ),
      state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
    },
    {
      // How one's notices come (docs/product-rules.md, "LINE official account"): the signed-in person's own choices only; LINE
      // needs a LINE link and the access token (none here), so the choice is refused and nothing stored.
      name: 'POST /:lang/account intent=notices (LINE without a link)',
      route: 'PAGE POST /:lang/account',
      request: () => ({
        method: 'POST',
        path: P('/account.data'),
        form: { intent: 'notices', 'notice:message': 'line' },
      }),
      expect: by(allowed(A.action(409, false)), { visitor: refused(R.action401) }),
    },
  );

  // Question actions, each pair on a fresh question set (asker, pending and accepted invitation).
  const threadUsers: readonly UserKind[] = ['asker', 'acceptedLawyer', 'admin'];
  // Writing needs the thread (asker, accepted lawyers, admins); for anyone else, signed in or not, the question
  // does not exist.
  const postExpect = by(refused(R.action404), { ...forKinds(threadUsers, allowed(A.action(200, true))) });
  const messageState = (w: World, c: MainQuestion, kind: UserKind) =>
    w.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.questionId, c.id), eq(messages.message, tagged(w, 'MESSAGE', kind))));
  rows.push(
    questionAction('/:lang/question/:id', 'post', postExpect, {
      form: (w, _c, kind) => ({ message: tagged(w, 'MESSAGE', kind) }),
      state: messageState,
    }),
    questionAction(
      '/:lang/question/:id',
      'close',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        asker: allowed(A.action(200, true)),
        admin: allowed(A.action(200, true)),
      }),
      { state: (w, c) => questionStatus(w, c.id) },
    ),
    questionAction(
      '/:lang/question/:id',
      'reopen',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        asker: refused(R.action403),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        admin: allowed(A.action(200, true)),
      }),
      { status: 'closed', state: (w, c) => questionStatus(w, c.id) },
    ),
    // Paying for a question: only its asker sends a transfer slip (a file of their own); only an administrator
    // confirms the payment.
    questionAction(
      '/:lang/question/:id',
      'slip',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        admin: refused(R.action403),
        asker: allowed(A.action(200, true)),
      }),
      {
        form: (w, _c, kind) => ({
          // The asker's stored slip; everyone else names a key of their own folder (refused before it is read).
          slipKey:
            kind === 'asker'
              ? w.files.slipKey
              : `payment-slips/${w.users[kind].id ?? 'nobody'}/${randomUUID()}.jpg`,
        }),
        state: (w, c) => paymentState(w, c.id),
      },
    ),
    // Erasing a question's text (docs/product-rules.md, "Questions"): its asker only; those who see the question
    // are refused, anyone else is told it does not exist.
    questionAction(
      '/:lang/question/:id',
      'erase',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        admin: refused(R.action403),
        asker: allowed(A.action(200, true)),
      }),
      { state: (w, c) => questionText(w, c.id) },
    ),
    // Public answers (docs/product-rules.md, "Public answers"): only the asker opts in and withdraws; only the
    // accepted lawyer who answered writes the public answer. Those who see the question are refused, anyone else
    // is told it does not exist.
    questionAction(
      '/:lang/question/:id',
      'public-opt-in',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        admin: refused(R.action403),
        asker: allowed(A.action(200, true)),
      }),
      {
        prepare: (w, kind) => publicAnswerSet(w, `opt-in-${kind}`),
        form: (w, _c, kind) => ({
          title: tagged(w, 'PUBLIC-TITLE', kind),
          questionText: `${tagged(w, 'PUBLIC-QUESTION', kind)} ${'ก'.repeat(40)}`,
        }),
        state: (w, c) => publicAnswerState(w, c.id),
      },
    ),
    questionAction(
      '/:lang/question/:id',
      'public-withdraw',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        invitedLawyer: refused(R.action403),
        acceptedLawyer: refused(R.action403),
        admin: refused(R.action403),
        asker: allowed(A.action(200, true)),
      }),
      {
        prepare: (w, kind) => publicAnswerSet(w, `withdraw-${kind}`, 'published'),
        state: (w, c) => publicAnswerState(w, c.id),
      },
    ),
    questionAction(
      '/:lang/question/:id',
      'public-answer',
      by(refused(R.action404), {
        visitor: refused(R.action401),
        asker: refused(R.action403),
        invitedLawyer: refused(R.action403),
        admin: refused(R.action403),
        acceptedLawyer: allowed(A.action(200, true)),
      }),
      {
        prepare: (w, kind) => publicAnswerSet(w, `answer-${kind}`, 'awaiting_lawyer'),
        form: (w, _c, kind) => ({ answerText: `${tagged(w, 'PUBLIC-ANSWER', kind)} ${'ข'.repeat(90)}` }),
        state: (w, c) => publicAnswerState(w, c.id),
      },
    ),
    questionAction(
      '/:lang/question/:id',
      'confirm-payment',
      by(refused(R.action403), {
        visitor: refused(R.action401),
        admin: allowed(A.action(200, true)),
      }),
      { state: (w, c) => paymentState(w, c.id) },
    ),
  );
  for (const route of ['/:lang/question/:id', '/:lang/inbox'] as const) {
    for (const intent of ['accept', 'decline'] as const) {
      rows.push(
        questionAction(
          route,
          intent,
          by(refused(R.action404), {
            visitor: refused(R.action401),
            invitedLawyer: allowed(A.action(200, true)),
          }),
          {
            status: 'open',
            form: (_w, c) => ({ recipientId: c.invitedRecipientId }),
            state: (w, c) => recipientStatus(w, c.invitedRecipientId),
          },
        ),
      );
    }
  }

  // Reviews: a review right is its person's only; anyone else, signed in, gets the not-found page (or 404 from the
  // action), the same answer as for a right that does not exist; a visitor signs in first. Each pair has a fresh
  // right of the asker, for a verified lawyer of its own (so that no write by the asker bursts another's).
  const reviewRight = async (w: World, kind: UserKind) => {
    const lawyerName = tagged(w, 'REVIEW-LAWYER', kind);
    const { id: lawyerId } = await createPlainLawyer(w.db, lawyerName);
    const right = await createReviewRight(w.db, { userId: w.users.asker.id!, lawyerId });
    return { id: right.id, lawyerId, lawyerName };
  };
  type ReviewRightCase = Awaited<ReturnType<typeof reviewRight>>;
  rows.push(
    {
      name: 'GET /:lang/review/:rightId',
      route: 'PAGE GET /:lang/review/:rightId',
      prepare: reviewRight,
      request: (_w, _k, c: ReviewRightCase) => ({ method: 'GET', path: P(`/review/${c.id}`) }),
      expect: by(refused(R.notFound), {
        visitor: refused(R.signIn),
        asker: allowed(A.page, { show: (_w, c: ReviewRightCase) => [c.lawyerName] }),
      }),
      secrets: (_w, c: ReviewRightCase) => [c.lawyerName],
    },
    {
      name: 'POST /:lang/review/:rightId',
      route: 'PAGE POST /:lang/review/:rightId',
      prepare: reviewRight,
      request: (_w, kind, c: ReviewRightCase) => ({
        method: 'POST',
        path: P(`/review/${c.id}.data`),
        form: {
          stars: '4',
          communication: '4',
          responsiveness: '5',
          valueForMoney: '3',
          text: tagged(_w, 'REVIEW-TEXT', kind),
          showName: 'on',
        },
      }),
      // The asker's review is published and the page goes to the lawyer's profile.
      expect: by(refused(R.action404), {
        visitor: refused(R.action401),
        asker: allowed(
          rule('action → profile', 'page action ran and redirected to the reviewed lawyer’s profile', (a) => {
            const to = singleFetchRedirect(a);
            return to && /^\/th\/lawyers\/[0-9a-f-]{36}$/.test(to)
              ? []
              : [`HTTP ${a.status}: ${to ?? a.text.slice(0, 120)}`];
          }),
        ),
      }),
      secrets: (_w, c: ReviewRightCase) => [c.lawyerName],
      state: (w, c: ReviewRightCase) =>
        w.db
          .select({ id: reviews.id, status: reviews.status })
          .from(reviews)
          .where(eq(reviews.rightId, c.id)),
      effect: 'changes',
    },
  );
  // ---------------------------------------------------------------------------------- the lawyer's reviews
  // A published review of this pair's own listing (a lawyer's), else of a listing of someone else: its text is
  // shown to the linked lawyer only, and only that lawyer may reply or dispute.
  const ownReview = async (w: World, kind: UserKind) => {
    const text = `${tagged(w, 'REVIEW', kind)}-${crypto.randomUUID().slice(0, 8)}`;
    const lawyerId =
      w.users[kind].lawyerId ??
      (await createPlainLawyer(w.db, `MX-REVIEWED-${kind}-${w.tag}`, { verified: true })).id;
    const { id } = await createReview(w.db, { lawyerId, authorId: null, authorName: null, text });
    return { id, text };
  };
  const foreignReview = async (w: World, kind: UserKind) => {
    const owner = await createUser(w.db, { email: `mx-review-owner-${crypto.randomUUID()}@example.com` });
    const lawyer = await createPlainLawyer(w.db, `MX-FOREIGN-REVIEWED-${kind}-${w.tag}`, {
      userId: owner.id,
      verified: true,
    });
    const text = `${tagged(w, 'FOREIGN-REVIEW', kind)}-${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await createReview(w.db, { lawyerId: lawyer.id, authorId: null, authorName: null, text });
    return { id, text };
  };
  const reviewState = (w: World, c: { id: string }) =>
    rowOf(
      w.db
        .select({ reply: reviews.reply, dispute: reviews.disputeStatus, reason: reviews.disputeReason })
        .from(reviews)
        .where(eq(reviews.id, c.id)),
    );
  const reviewForms = {
    reply: (kind: UserKind) => ({ text: `ขอบคุณสำหรับรีวิวครับ ${kind}` }),
    dispute: (kind: UserKind) => ({ reason: `ไม่ใช่ลูกความของผม ${kind}` }),
  };
  rows.push({
    // The reviews of one's own listing: the linked lawyer only; an account without a listing: not found.
    name: 'GET /:lang/account/reviews',
    route: 'PAGE GET /:lang/account/reviews',
    prepare: ownReview,
    request: () => ({ method: 'GET', path: P('/account/reviews') }),
    expect: by(refused(R.notFound), {
      visitor: refused(R.signIn),
      ...forKinds(LAWYER_KINDS, allowed(A.page, { show: (_w: World, c: { text: string }) => [c.text] })),
    }),
    secrets: (_w, c: { text: string }) => [c.text],
  });
  for (const intent of ['reply', 'dispute'] as const) {
    rows.push(
      {
        name: `POST /:lang/account/reviews intent=${intent} (own listing's review)`,
        route: 'PAGE POST /:lang/account/reviews',
        prepare: ownReview,
        request: (_w, kind, c: { id: string }) => ({
          method: 'POST',
          path: P('/account/reviews.data'),
          form: { intent, reviewId: c.id, ...reviewForms[intent](kind) },
        }),
        expect: by(refused(R.action404), {
          visitor: refused(R.actionSignIn),
          ...forKinds(LAWYER_KINDS, allowed(A.action(200, true))),
        }),
        secrets: (_w, c: { text: string }) => [c.text],
        state: (w, c: { id: string }) => reviewState(w, c),
        effect: 'changes',
      },
      {
        name: `POST /:lang/account/reviews intent=${intent} (another listing's review)`,
        route: 'PAGE POST /:lang/account/reviews',
        prepare: foreignReview,
        request: (_w, kind, c: { id: string }) => ({
          method: 'POST',
          path: P('/account/reviews.data'),
          form: { intent, reviewId: c.id, ...reviewForms[intent](kind) },
        }),
        expect: by(refused(R.action404), { visitor: refused(R.actionSignIn) }),
        secrets: (_w, c: { text: string }) => [c.text],
        state: (w, c: { id: string }) => reviewState(w, c),
      },
    );
  }

  // ---------------------------------------------------------------------------------------- listing claims
  // A verified listing without an account (its e-mail and licence number are never shown whole), and the claim
  // state of one listing: who it is linked to, and its claims.
  const claimListing = async (
    w: World,
    kind: UserKind,
    values: { userId?: string; province?: string } = {},
  ) => {
    const email = `mx-claim-${kind}-${crypto.randomUUID()}@example.com`;
    const licenseNumber = `MX-LIC-${crypto.randomUUID().slice(0, 8)}`;
    const listing = await createPlainLawyer(w.db, tagged(w, 'CLAIM-LISTING', kind), {
      email,
      licenseNumber,
      experienceAreas: ['มรดก'],
      ...values,
    });
    return { id: listing.id, email, licenseNumber };
  };
  const claimState = async (w: World, c: { id: string }) => ({
    listing: await rowOf(w.db.select({ userId: lawyers.userId }).from(lawyers).where(eq(lawyers.id, c.id))),
    claims: await w.db
      .select({
        status: listingClaims.status,
        attempts: listingClaims.codeAttempts,
        userId: listingClaims.userId,
      })
      .from(listingClaims)
      .where(eq(listingClaims.lawyerId, c.id)),
  });
  /** Someone else's claim of a listing, waiting for its code (`status` 'pending_code') or for an admin ('pending'). */
  const othersClaim = async (w: World, kind: UserKind, status: 'pending_code' | 'pending') => {
    const listing = await claimListing(w, kind);
    const claimant = await createUser(w.db, { email: `mx-claimant-${crypto.randomUUID()}@example.com` });
    const [claim] = await w.db
      .insert(listingClaims)
      .values({
        lawyerId: listing.id,
        userId: claimant.id,
        licenseNumber: listing.licenseNumber,
        status,
        codeExpiresAt: new Date(Date.now() + 30 * 60_000),
        provenAddress: listing.email,
        ...(status === 'pending' ? { proof: 'email_code' as const, provenAt: new Date() } : {}),
      })
      .returning();
    await w.db
      .update(listingClaims)
      .set({ codeHash: status === 'pending_code' ? hashClaimCode('mx', claim!.id, '123456') : null })
      .where(eq(listingClaims.id, claim!.id));
    return { ...listing, claimId: claim!.id };
  };
  const conflict = refused(actionRule(409, 'CONFLICT'));
  rows.push(
    {
      name: 'GET /:lang/lawyers/:id/claim',
      route: 'PAGE GET /:lang/lawyers/:id/claim',
      prepare: (w, kind) => claimListing(w, kind),
      request: (_w, _k, c: { id: string }) => ({ method: 'GET', path: P(`/lawyers/${c.id}/claim`) }),
      expect: by(allowed(A.page), { visitor: refused(R.signIn) }),
      secrets: (_w, c: { email: string; licenseNumber: string }) => [c.email, c.licenseNumber],
    },
    {
      // A claim by someone else of a listing already linked to an account: refused for everyone, nothing stored.
      name: 'POST /:lang/lawyers/:id/claim intent=start (a listing linked to another account)',
      route: 'PAGE POST /:lang/lawyers/:id/claim',
      prepare: async (w, kind) => {
        const owner = await createUser(w.db, { email: `mx-claim-owner-${crypto.randomUUID()}@example.com` });
        return claimListing(w, kind, { userId: owner.id });
      },
      request: (_w, _k, c: { id: string; licenseNumber: string }) => ({
        method: 'POST',
        path: P(`/lawyers/${c.id}/claim.data`),
        form: { intent: 'start', licenseNumber: c.licenseNumber },
      }),
      expect: by(conflict, { visitor: refused(R.action401) }),
      secrets: (_w, c: { email: string }) => [c.email],
      state: (w, c: { id: string }) => claimState(w, c),
    },
    {
      // Someone else's claim waiting for its code: nobody else can prove it.
      name: "POST /:lang/lawyers/:id/claim intent=verify (someone else's claim)",
      route: 'PAGE POST /:lang/lawyers/:id/claim',
      prepare: (w, kind) => othersClaim(w, kind, 'pending_code'),
      request: (_w, _k, c: { id: string }) => ({
        method: 'POST',
        path: P(`/lawyers/${c.id}/claim.data`),
        form: { intent: 'verify', code: '123456' },
      }),
      expect: by(conflict, { visitor: refused(R.action401) }),
      secrets: (_w, c: { email: string }) => [c.email],
      state: (w, c: { id: string }) => claimState(w, c),
    },
  );

  // ---------------------------------------------------------------------------------------- admin pages
  rows.push(
    {
      name: 'GET /:lang/admin',
      route: 'PAGE GET /:lang/admin',
      request: () => ({ method: 'GET', path: P('/admin') }),
      expect: adminExpect(allowed(A.page), 'page'),
      secrets: adminSecrets,
    },
    adminPage(
      '/admin/applications',
      '/:lang/admin/applications',
      (w) => [w.application.fullName],
      adminSecrets,
    ),
    // Searched by name: the list shows ADMIN_PAGE_SIZE listings a page, verified ones first, and the
    // world holds more than that.
    adminPage(
      '/admin/lawyers?q=MX-UNVERIFIED-LAWYER',
      '/:lang/admin/lawyers',
      (w) => [w.unverifiedLawyer.name],
      adminSecrets,
    ),
    adminPage('/admin/cases', '/:lang/admin/cases', () => [], adminSecrets),
    adminPage('/admin/featured', '/:lang/admin/featured', () => [], adminSecrets),
    // Searched by its label: the list shows ADMIN_PAGE_SIZE questions a page, and the world asks more than that.
    adminPage('/admin/questions?q=-main', '/:lang/admin/questions', (w) => [q(w).title], adminSecrets),
    {
      ...adminPage(
        '/admin/question-matching/ID',
        '/:lang/admin/question-matching/:id',
        (w) => [q(w).title, w.users.invitedLawyer.email!],
        adminSecrets,
      ),
      request: (w: World) => ({ method: 'GET' as const, path: P(`/admin/question-matching/${q(w).id}`) }),
    },
    adminPage('/admin/appointments', '/:lang/admin/appointments', (w) => [w.appointment.name], adminSecrets),
    adminPage('/admin/holidays', '/:lang/admin/holidays', () => [], adminSecrets),
    {
      // A failed e-mail of this pair: its address is shown to the admin only.
      ...adminPage('/admin/emails', '/:lang/admin/emails', (_w, c: { to: string }) => [c.to], adminSecrets),
      prepare: (w: World, kind: UserKind) => failedEmail(w, kind),
      secrets: (w: World, c: { to: string }) => [...adminSecrets(w), c.to],
    },
    adminPage('/admin/audit', '/:lang/admin/audit', () => [], adminSecrets),
    {
      name: 'GET /:lang/admin/questions.data',
      route: 'PAGE GET /:lang/admin/questions',
      request: () => ({ method: 'GET', path: P('/admin/questions.data?q=-main') }),
      expect: by(
        refused({
          ...R.adminForbidden,
          check: (a) => [...dataRedirectCheck(a, P('')), ...forbiddenFlashCheck(a)],
        }),
        {
          visitor: refused({ ...R.signIn, check: (a) => dataRedirectCheck(a, P('/auth')) }),
          adminNo2fa: refused({
            ...R.adminTwoFactor,
            check: (a) => dataRedirectCheck(a, P('/account/security?required=admin')),
          }),
          admin: allowed(A.status(200), { show: (w) => [q(w).title] }),
        },
      ),
      secrets: adminSecrets,
    },
  );

  rows.push({
    // A session signed in with the password alone, BEFORE the account turned two-factor on (from another
    // session), must not become an admin session: admin access needs a session that passed the second factor.
    name: 'GET /:lang/admin/questions (older session of an admin who then enabled two-factor elsewhere)',
    route: 'PAGE GET /:lang/admin/questions',
    kinds: ['adminNo2fa'],
    prepare: async (w) => {
      const email = `mx-late-2fa-${crypto.randomUUID()}@example.com`;
      const user = await createUser(w.db, { email, profileType: 'admin' });
      const older = await signInAs(w.url, email, user.password);
      const newer = await signInAs(w.url, email, user.password);
      await enableTwoFactor(w.url, newer, user.password);
      return { older };
    },
    request: (_w, _k, c: { older: string }) => ({
      method: 'GET',
      path: P('/admin/questions'),
      cookie: c.older,
    }),
    expect: by(
      refused(
        rule(
          'page: not an admin session',
          `302 away from the admin area (to /${LANG}/auth, /${LANG}/account/security or /${LANG})`,
          (a) =>
            a.status === 302 && /^\/th(\/auth|\/account\/security|$)/.test(pathOf(a.location)?.full ?? '')
              ? []
              : [`HTTP ${a.status} ${a.location ?? ''}: the older password-only session has admin access`],
        ),
      ),
    ),
    secrets: adminSecrets,
  });

  // ---------------------------------------------------------------------------------------- admin actions
  const applicationState = (w: World, c: { id: string }) =>
    rowOf(
      w.db
        .select({ status: lawyerApplications.status, fullName: lawyerApplications.fullName })
        .from(lawyerApplications)
        .where(eq(lawyerApplications.id, c.id)),
    );
  const freshApplication = async (w: World, kind: UserKind) => {
    const fullName = `MX-APPLICATION-${kind}-${w.tag}-${Math.random().toString(36).slice(2, 8)}`;
    const user = await createUser(w.db, { email: `mx-applicant-${crypto.randomUUID()}@example.com` });
    const { id } = await createApplication(w.db, { userId: user.id, fullName });
    return { id, fullName, userId: user.id };
  };
  rows.push(
    adminAction('applications', 'save', {
      prepare: async (w, kind) => ({ fullName: tagged(w, 'ADMIN-APPLICATION', kind) }),
      form: (w, c) => ({ fullName: c.fullName, licenseNumber: 'MX-LIC-1', userRef: w.users.admin.id! }),
      state: (w, c) => countWhere(w, 'applications', c.fullName),
    }),
    {
      ...adminAction('applications', 'save', {
        prepare: freshApplication,
        form: (_w, c) => ({ id: c.id, fullName: `${c.fullName}-EDITED`, licenseNumber: 'MX-LIC-2' }),
        state: (w, c) => applicationState(w, c),
        secrets: (_w, c) => [c.fullName],
      }),
      name: 'POST /:lang/admin/applications intent=save (edit)',
    },
    adminAction('applications', 'delete', {
      prepare: freshApplication,
      form: (_w, c) => ({ id: c.id }),
      state: applicationState,
    }),
    adminAction('applications', 'approve', {
      prepare: freshApplication,
      form: (_w, c) => ({ id: c.id }),
      state: applicationState,
    }),
    adminAction('applications', 'reject', {
      prepare: freshApplication,
      form: (_w, c) => ({ id: c.id }),
      state: applicationState,
    }),
    adminAction('applications', 'card', {
      prepare: async () => ({}),
      form: (w) => ({ id: w.files.cardApplicationId }),
      state: async () => null,
      admin: allowed(A.action(200, true), { show: (w) => [`/files/private/${w.files.cardKey}?exp=`] }),
      secrets: (w) => [w.files.cardKey],
    }),
  );

  // Listing claims on the applications screen: approval and rejection of someone's proven claim, and claim
  // invitations to one listing of a province of this pair.
  rows.push(
    adminAction('applications', 'claim-approve', {
      prepare: (w, kind) => othersClaim(w, kind, 'pending'),
      form: (_w, c) => ({ id: c.claimId }),
      state: claimState,
    }),
    adminAction('applications', 'claim-reject', {
      prepare: (w, kind) => othersClaim(w, kind, 'pending'),
      form: (_w, c) => ({ id: c.claimId, reason: 'MX claim reason' }),
      state: claimState,
    }),
    adminAction('applications', 'claim-invite', {
      prepare: async (w, kind) => {
        const province = tagged(w, 'CLAIM-PROVINCE', kind);
        return { ...(await claimListing(w, kind, { province })), province };
      },
      form: (_w, c) => ({ caseType: 'มรดก', province: c.province }),
      state: (w, c) =>
        w.db
          .select({ to: listingClaimInvitations.toAddress })
          .from(listingClaimInvitations)
          .where(eq(listingClaimInvitations.lawyerId, c.id)),
      secrets: (_w, c) => [c.email],
    }),
  );

  const lawyerState = (w: World, c: { id: string }) =>
    rowOf(
      w.db
        .select({
          name: lawyers.name,
          verified: lawyers.verified,
          networkMember: lawyers.networkMember,
          userId: lawyers.userId,
          avatarUrl: lawyers.avatarUrl,
        })
        .from(lawyers)
        .where(eq(lawyers.id, c.id)),
    );
  const freshLawyer =
    (values: Partial<typeof lawyers.$inferInsert> = {}) =>
    async (w: World, kind: UserKind) => {
      const name = `MX-ADMIN-LAWYER-${kind}-${w.tag}-${Math.random().toString(36).slice(2, 8)}`;
      const made = await createPlainLawyer(w.db, name, { verified: false, ...values });
      return { id: made.id, name };
    };
  rows.push(
    adminAction('lawyers', 'create', {
      prepare: async (w, kind) => ({ name: tagged(w, 'ADMIN-NEW-LAWYER', kind) }),
      form: (_w, c) => ({ name: c.name, title: 'ทนายความ', province: 'กรุงเทพมหานคร' }),
      state: (w, c) => countWhere(w, 'lawyers', c.name),
    }),
    adminAction('lawyers', 'update', {
      prepare: freshLawyer(),
      form: (_w, c) => ({ id: c.id, name: `${c.name}-EDITED`, title: 'ทนายความ', province: 'กรุงเทพมหานคร' }),
      state: lawyerState,
      secrets: (_w, c) => [c.name],
    }),
    adminAction('lawyers', 'set-flag', {
      prepare: freshLawyer(),
      form: (_w, c) => ({ id: c.id, flag: 'verified', value: 'true' }),
      state: lawyerState,
    }),
    {
      ...adminAction('lawyers', 'set-flag', {
        prepare: freshLawyer(),
        form: (_w, c) => ({ id: c.id, flag: 'networkMember', value: 'true' }),
        state: lawyerState,
      }),
      name: 'POST /:lang/admin/lawyers intent=set-flag (networkMember)',
    },
    adminAction('lawyers', 'link', {
      prepare: async (w, kind) => {
        const lawyer = await freshLawyer()(w, kind);
        const user = await createUser(w.db, { email: `mx-link-${crypto.randomUUID()}@example.com` });
        return { ...lawyer, email: user.email };
      },
      form: (_w, c) => ({ id: c.id, email: c.email }),
      state: lawyerState,
    }),
    adminAction('lawyers', 'unlink', {
      prepare: async (w, kind) => {
        const user = await createUser(w.db, { email: `mx-unlink-${crypto.randomUUID()}@example.com` });
        return freshLawyer({ userId: user.id })(w, kind);
      },
      form: (_w, c) => ({ id: c.id }),
      state: lawyerState,
    }),
    adminAction('lawyers', 'avatar', {
      prepare: freshLawyer(),
      // An avatar the admin uploaded (POST /api/uploads) becomes the lawyer's picture.
      form: (w, c) => ({ id: c.id, key: w.files.adminAvatarKey }),
      state: lawyerState,
    }),
    adminAction('lawyers', 'avatar-remove', {
      prepare: freshLawyer({
        avatarUrl: '/files/public/avatars/x/00000000-0000-0000-0000-000000000000.webp',
      }),
      form: (_w, c) => ({ id: c.id }),
      state: lawyerState,
    }),
    adminAction('lawyers', 'delete', {
      prepare: freshLawyer(),
      form: (_w, c) => ({ id: c.id }),
      state: lawyerState,
    }),
  );

  const categoryState = (w: World, c: { id?: string; slug: string }) =>
    rowOf(
      w.db
        .select({ name: caseCategories.name, slug: caseCategories.slug })
        .from(caseCategories)
        .where(eq(caseCategories.slug, c.slug)),
    );
  const freshCategory = (w: World, kind: UserKind) =>
    createCategory(w.db, {
      name: `MX-CATEGORY-${kind}`,
      slug: `mx-${kind}-${crypto.randomUUID().slice(0, 8)}`.toLowerCase(),
    });
  rows.push(
    adminAction('cases', 'create', {
      prepare: async (_w, kind) => ({
        slug: `mx-new-${kind.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}`,
      }),
      form: (_w, c) => ({ name: `MX new category ${c.slug}`, slug: c.slug, displayOrder: '3' }),
      state: categoryState,
    }),
    adminAction('cases', 'update', {
      prepare: (w, kind) => freshCategory(w, kind),
      form: (_w, c) => ({ id: c.id, name: 'MX category edited', slug: c.slug }),
      state: categoryState,
    }),
    adminAction('cases', 'delete', {
      prepare: (w, kind) => freshCategory(w, kind),
      form: (_w, c) => ({ id: c.id }),
      state: categoryState,
    }),
  );

  const featuredState = (w: World, c: { lawyerId: string }) =>
    w.db
      .select({
        id: featuredLawyers.id,
        displayOrder: featuredLawyers.displayOrder,
        active: featuredLawyers.active,
      })
      .from(featuredLawyers)
      .where(eq(featuredLawyers.lawyerId, c.lawyerId));
  const freshFeatured = async (w: World, kind: UserKind) => {
    const lawyer = await freshLawyer({ verified: true })(w, kind);
    const { id } = await createFeatured(w.db, { lawyerId: lawyer.id, displayOrder: 5 });
    return { lawyerId: lawyer.id, name: lawyer.name, id };
  };
  rows.push(
    adminAction('featured', 'add', {
      prepare: async (w, kind) => {
        const lawyer = await freshLawyer({ verified: true })(w, kind);
        return { lawyerId: lawyer.id };
      },
      form: (_w, c) => ({ lawyerId: c.lawyerId, displayOrder: '7', active: 'on' }),
      state: featuredState,
    }),
    adminAction('featured', 'save', {
      prepare: freshFeatured,
      form: (_w, c) => ({ id: c.id, displayOrder: '9', pinPosition: '', active: 'on' }),
      state: featuredState,
    }),
    adminAction('featured', 'delete', {
      prepare: freshFeatured,
      form: (_w, c) => ({ id: c.id }),
      state: featuredState,
    }),
    adminAction('featured', 'pin', {
      prepare: freshFeatured,
      form: (_w, c) => ({ name1: c.name }),
      // This pair's own lawyer only: the admin's pin (a real write) runs at the same time as the refused ones.
      state: (w, c) =>
        w.db
          .select({ id: featuredLawyers.id, pin: featuredLawyers.pinPosition })
          .from(featuredLawyers)
          .where(eq(featuredLawyers.lawyerId, c.lawyerId)),
    }),
  );

  rows.push({
    // One action (no intent): the status of an appointment request.
    name: 'POST /:lang/admin/appointments (set status)',
    route: 'PAGE POST /:lang/admin/appointments',
    prepare: (w, kind) =>
      createAppointment(w.db, { name: `MX-APPOINTMENT-${kind}-${crypto.randomUUID().slice(0, 8)}` }),
    request: (_w, _k, c: { id: string }) => ({
      method: 'POST',
      path: P('/admin/appointments.data'),
      form: { id: c.id, status: 'confirmed' },
    }),
    expect: adminExpect(allowed(A.action(200, true)), 'service'),
    state: (w, c: { id: string }) =>
      rowOf(
        w.db
          .select({ status: appointmentRequests.status })
          .from(appointmentRequests)
          .where(eq(appointmentRequests.id, c.id)),
      ),
    effect: 'changes',
    secrets: (_w, c: { name: string }) => [c.name],
  });

  rows.push(
    adminAction('holidays', 'add', {
      prepare: async (_w, kind) => ({ day: holidayDay(kind, 5) }),
      form: (_w, c) => ({ id: '', day: c.day, nameTh: 'วันหยุด MX', nameEn: 'MX holiday', nameZh: 'MX 假日' }),
      state: (w, c) => holidayState(w, c.day),
    }),
    adminAction('holidays', 'remove', {
      prepare: async (w, kind) => {
        const day = holidayDay(kind, 6);
        await w.db.insert(publicHolidays).values({ day, nameTh: 'MX', nameEn: 'MX', nameZh: 'MX' });
        return { day };
      },
      form: (_w, c) => ({ id: c.day }),
      state: (w, c) => holidayState(w, c.day),
    }),
  );

  rows.push({
    // One action (no intent): "send again now" of a failed e-mail (without SMTP the admin's attempt is logged).
    name: 'POST /:lang/admin/emails (send again now)',
    route: 'PAGE POST /:lang/admin/emails',
    prepare: (w, kind) => failedEmail(w, kind),
    request: (_w, _k, c: { id: string }) => ({
      method: 'POST',
      path: P('/admin/emails.data'),
      form: { id: c.id },
    }),
    expect: adminExpect(allowed(A.action(200, true)), 'service'),
    state: (w, c: { id: string }) =>
      rowOf(
        w.db
          .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, c.id)),
      ),
    effect: 'changes',
    secrets: (_w, c: { to: string }) => [c.to],
  });

  // Review moderation: a held review (publish, reject) or a published one with an open dispute (keep, remove) of
  // this pair, its text shown to the admin only.
  const moderatedReview = (held: boolean) => async (w: World, kind: UserKind) => {
    const lawyer = await createPlainLawyer(w.db, `MX-MODERATED-${kind}-${w.tag}`, { verified: true });
    const text = `${tagged(w, 'MODERATED-REVIEW', kind)}-${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await createReview(w.db, {
      lawyerId: lawyer.id,
      authorId: null,
      authorName: null,
      text,
      ...(held
        ? { status: 'held' as const }
        : { disputeStatus: 'open' as const, disputeReason: 'MX', disputedAt: new Date() }),
    });
    return { id, text };
  };
  const moderationState = (w: World, c: { id: string }) =>
    rowOf(
      w.db
        .select({ status: reviews.status, dispute: reviews.disputeStatus, reason: reviews.decisionReason })
        .from(reviews)
        .where(eq(reviews.id, c.id)),
    );
  rows.push({
    ...adminPage(
      '/admin/reviews',
      '/:lang/admin/reviews',
      (_w, c: { text: string }) => [c.text],
      adminSecrets,
    ),
    prepare: moderatedReview(true),
    secrets: (w: World, c: { text: string }) => [...adminSecrets(w), c.text],
  });
  for (const [intent, held] of [
    ['publish', true],
    ['reject', true],
    ['keep', false],
    ['remove', false],
  ] as const)
    rows.push(
      adminAction('reviews', intent, {
        prepare: moderatedReview(held),
        form: (_w, c) => ({
          reviewId: c.id,
          reason: intent === 'reject' || intent === 'remove' ? 'MX reason' : '',
        }),
        state: moderationState,
        secrets: (_w, c) => [c.text],
      }),
    );

  // Public answers: only an administrator reviews, publishes, sends back and unpublishes; the redacted texts
  // awaiting review are shown to administrators only.
  rows.push({
    ...adminPage(
      '/admin/answers',
      '/:lang/admin/answers',
      (_w, c: PublicAnswerSet) => [c.answer!.title],
      adminSecrets,
    ),
    prepare: (w: World, kind: UserKind) => publicAnswerSet(w, `review-page-${kind}`, 'awaiting_review'),
    secrets: (w: World, c: PublicAnswerSet) => [...adminSecrets(w), c.answer!.title, c.answer!.answerText!],
  });
  for (const [intent, status] of [
    ['publish', 'awaiting_review'],
    ['reject', 'awaiting_review'],
    ['unpublish', 'published'],
  ] as const)
    rows.push(
      adminAction<PublicAnswerSet>('answers', intent, {
        prepare: (w, kind) => publicAnswerSet(w, `${intent}-${kind}`, status),
        form: (_w, c) => ({
          answerId: c.answer!.id,
          title: c.answer!.title,
          questionText: c.answer!.questionText,
          answerText: c.answer!.answerText ?? '',
          reason: 'MX reason',
        }),
        state: (w, c) => publicAnswerState(w, c.id),
        secrets: (_w, c) => [c.answer!.answerText!],
      }),
    );

  // Matching: the page's own guard answers the action (redirects), the services check again.
  const matchingPath = (_w: World, c: MainQuestion) => P(`/admin/question-matching/${c.id}`);
  rows.push(
    adminAction<MainQuestion & { lawyerId: string }>('question-matching', 'invite', {
      route: '/:lang/admin/question-matching/:id',
      path: matchingPath,
      guard: 'pageAction',
      prepare: async (w, kind) => {
        const set = await createQuestionSet(w, { status: 'open', label: `match-${kind}` });
        return { ...set, lawyerId: w.users.otherLawyer.lawyerId! };
      },
      form: (_w, c) => ({ lawyerId: c.lawyerId }),
      state: (w, c) =>
        w.db
          .select({ id: questionRecipients.id })
          .from(questionRecipients)
          .where(eq(questionRecipients.questionId, c.id))
          // In a fixed order: the same rows read twice may come back in another one.
          .orderBy(questionRecipients.id),
      secrets: (_w, c) => questionSecrets(c),
    }),
    adminAction<MainQuestion>('question-matching', 'remove', {
      route: '/:lang/admin/question-matching/:id',
      path: matchingPath,
      guard: 'pageAction',
      prepare: (w, kind) => createQuestionSet(w, { status: 'open', label: `unmatch-${kind}` }),
      form: (_w, c) => ({ recipientId: c.invitedRecipientId }),
      state: (w, c) => recipientStatus(w, c.invitedRecipientId),
      secrets: (_w, c) => questionSecrets(c),
    }),
  );

  // ---------------------------------------------------------------------------------------- Hono routes
  rows.push(
    {
      name: 'GET /healthz',
      route: 'HONO GET /healthz',
      request: () => ({ method: 'GET', path: '/healthz' }),
      expect: by(allowed(A.status(200, 'json'))),
    },
    {
      // Metrics are read with the operator's METRICS_TOKEN (set for the matrix's server), never with a session:
      // every user, the administrator too, is refused.
      name: 'GET /metrics',
      route: 'HONO GET /metrics',
      request: () => ({ method: 'GET', path: '/metrics' }),
      expect: by(refused(A.status(401))),
    },
    {
      name: 'GET /robots.txt',
      route: 'HONO GET /robots.txt',
      request: () => ({ method: 'GET', path: '/robots.txt' }),
      expect: by(allowed(A.status(200, 'text/plain'))),
    },
    {
      // The sitemap index: its children, no row of its own.
      name: 'GET /sitemap.xml',
      route: 'HONO GET /sitemap.xml',
      request: () => ({ method: 'GET', path: '/sitemap.xml' }),
      expect: by(
        allowed(A.status(200, 'xml'), {
          show: () => ['/sitemaps/pages.xml', '/sitemaps/lawyers-1.xml'],
          hide: (w) => [w.unverifiedLawyer.id, q(w).id],
        }),
      ),
    },
    {
      // The index's children: verified profiles only.
      name: 'GET /sitemaps/lawyers-1.xml',
      route: 'HONO GET /sitemaps/:file',
      request: () => ({ method: 'GET', path: '/sitemaps/lawyers-1.xml' }),
      expect: by(
        allowed(A.status(200, 'xml'), {
          show: (w) => [w.publicLawyer.id],
          hide: (w) => [w.unverifiedLawyer.id, q(w).id],
        }),
      ),
    },
    {
      // Case triage: public, the same answer for everyone (nothing of the viewer in it).
      name: 'GET /api/triage',
      route: 'HONO GET /api/triage',
      request: () => ({
        method: 'GET',
        path: `/api/triage?text=${encodeURIComponent('นายจ้างเลิกจ้างไม่จ่ายค่าชดเชย')}&lang=th`,
      }),
      expect: by(allowed(A.status(200, 'json'), { show: () => ['"value":"แรงงาน"'] })),
    },
    {
      name: 'GET /schema/:file',
      route: 'HONO GET /schema/:file',
      request: () => ({ method: 'GET', path: '/schema/website-th.jsonld' }),
      expect: by(allowed(A.status(200, 'application/ld+json'))),
    },
    {
      // The unprefixed-path redirect (middleware in server/app.ts) keeps the path, and so its guard.
      name: 'GET /question/:id (no language prefix)',
      route: 'HONO ALL /*',
      request: (w) => ({ method: 'GET', path: `/question/${q(w).id}` }),
      expect: by(
        allowed(
          rule('302 /th/question/:id', 'HTTP 302 to the same path under /th', (a) =>
            a.status === 302 && /^\/th\/question\/[0-9a-f-]{36}$/.test(a.location ?? '')
              ? []
              : [`HTTP ${a.status} ${a.location}`],
          ),
        ),
      ),
      secrets: (w) => questionSecrets(q(w)),
    },
    {
      name: 'POST /api/uploads',
      route: 'HONO POST /api/uploads',
      prepare: async () => ({ png: await tinyImage('#448844') }),
      request: (_w, _k, c: { png: Buffer }) => ({
        method: 'POST',
        path: '/api/uploads',
        multipart: imageForm(c.png),
      }),
      expect: by(allowed(A.status(200, 'json')), { visitor: refused(R.api401) }),
    },
    {
      // A cross-site form post is refused before the session is even looked up.
      name: 'POST /api/uploads (cross-site origin)',
      route: 'HONO POST /api/uploads',
      prepare: async () => ({ png: await tinyImage('#884444') }),
      request: (_w, _k, c: { png: Buffer }) => ({
        method: 'POST',
        path: '/api/uploads',
        multipart: imageForm(c.png),
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
      expect: by(refused(R.api403)),
    },
    {
      name: 'GET /files/public/* (avatar)',
      route: 'HONO GET /files/public/*',
      request: (w) => ({ method: 'GET', path: `/files/public/${w.files.avatarKey}` }),
      expect: by(
        allowed({
          ...A.status(200, 'image/webp'),
          check: (a) => [...A.status(200, 'image/webp').check(a)],
        }),
      ),
    },
    {
      name: 'GET /files/public/* (business card key)',
      route: 'HONO GET /files/public/*',
      request: (w) => ({ method: 'GET', path: `/files/public/${w.files.cardKey}` }),
      expect: by(refused(R.api404)),
    },
    {
      // A signed link is a bearer capability for 600 s (obtained by an admin: applications intent=card).
      name: 'GET /files/private/* (signed link)',
      route: 'HONO GET /files/private/*',
      request: (w) => ({ method: 'GET', path: w.files.signedCardPath }),
      expect: by(allowed(A.status(200, 'image/jpeg'))),
    },
    {
      name: 'GET /files/private/* (no signature)',
      route: 'HONO GET /files/private/*',
      request: (w) => ({ method: 'GET', path: `/files/private/${w.files.cardKey}` }),
      expect: by(refused(R.api403)),
    },
    {
      name: 'GET /files/private/* (tampered signature)',
      route: 'HONO GET /files/private/*',
      // One character of the signature changed (to another one: a signature may itself start with 'A').
      request: (w) => ({
        method: 'GET',
        path: w.files.signedCardPath.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
      }),
      expect: by(refused(R.api403)),
    },
    {
      name: 'GET /files/private/* (signature of another expiry)',
      route: 'HONO GET /files/private/*',
      request: (w) => ({
        method: 'GET',
        path: w.files.signedCardPath.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`),
      }),
      expect: by(refused(R.api403)),
    },
    {
      // Live thread events: the thread's people only.
      name: 'GET /api/events/questions/:id',
      route: 'HONO GET /api/events/questions/:id',
      request: (w) => ({ method: 'GET', path: `/api/events/questions/${q(w).id}`, stream: true }),
      expect: by(refused(R.api404), {
        visitor: refused(R.api401),
        ...forKinds(
          threadUsers,
          allowed(A.status(200, 'text/event-stream'), { show: () => ['event: ready'] }),
        ),
      }),
      secrets: (w) => questionSecrets(q(w)),
    },
    {
      // What waits for the signed-in person (their own counts only): anyone signed in.
      name: 'GET /api/events/me',
      route: 'HONO GET /api/events/me',
      request: () => ({ method: 'GET', path: '/api/events/me', stream: true }),
      expect: by(allowed(A.status(200, 'text/event-stream'), { show: () => ['event: ready'] }), {
        visitor: refused(R.api401),
      }),
    },
    {
      // The LINE webhook has no session: only the channel secret's signature over the raw body counts.
      name: 'POST /api/line/webhook (signed with the channel secret)',
      route: 'HONO POST /api/line/webhook',
      prepare: async () => lineFollow(),
      request: (_w, _k, c: LineFollow) =>
        lineWebhookRequest(c, lineSignature(c.body, MATRIX_LINE_CHANNEL_SECRET)),
      expect: by(allowed(A.status(200, 'json'))),
      state: (w, c: LineFollow) => lineFollowerOf(w, c),
      effect: 'changes',
    },
    {
      name: 'POST /api/line/webhook (wrong signature)',
      route: 'HONO POST /api/line/webhook',
      prepare: async () => lineFollow(),
      request: (_w, _k, c: LineFollow) =>
        lineWebhookRequest(c, lineSignature(c.body, 'not-the-channel-secret')),
      expect: by(refused(R.api401)),
      state: (w, c: LineFollow) => lineFollowerOf(w, c),
    },
  );

  // ---------------------------------------------------------------------------------------- sign in with LINE
  // The sign-in page's "Continue with LINE" and the account page's link and unlink forms are plain form posts
  // (a full page load to LINE and back, app/features/accounts/line/): posted as the browser posts them.
  const toLine = rule(
    '302 to LINE',
    "302 to LINE Login's authorization endpoint (the channel, better-auth's callback, state, nonce, PKCE) with the state cookie",
    (a) =>
      a.status === 302 ? [...lineAuthorizeCheck(a.location), ...stateCookieCheck(a)] : [`HTTP ${a.status}`],
  );
  const withFlash = (target: string, flash: Flash) =>
    rule(`302 ${target} + ${flash}`, `302 to ${target} with the ${flash} flash message`, (a) => [
      ...redirectCheck(a, target),
      ...flashCheck(a, flash),
    ]);
  /** `r`, and the answer names no other site. */
  const onSite = (r: Rule): Rule => ({
    ...r,
    text: `${r.text}, no other site in it`,
    check: (a) => [...r.check(a), ...(a.location?.includes('evil') ? [`to ${a.location}`] : [])],
  });
  rows.push(
    {
      // A visitor goes to LINE; someone signed in already is sent on (only ever to a page of this site).
      name: 'POST /:lang/auth/line',
      route: 'PAGE POST /:lang/auth/line',
      request: () => ({ method: 'POST', path: P('/auth/line'), form: { next: P('/inbox') } }),
      expect: by(allowed(A.redirect(P('/inbox'))), { visitor: allowed(toLine) }),
    },
    {
      name: 'POST /:lang/auth/line (next to another site)',
      route: 'PAGE POST /:lang/auth/line',
      request: () => ({ method: 'POST', path: P('/auth/line'), form: { next: '//evil.example/th' } }),
      expect: by(allowed(onSite(A.redirect(P('')))), { visitor: allowed(toLine) }),
    },
    {
      // Where LINE's sign-in comes back to: signed in, the page the person was going to; else the sign-in page.
      name: 'GET /:lang/auth/line?done=1',
      route: 'PAGE GET /:lang/auth/line',
      request: () => ({
        method: 'GET',
        path: P(`/auth/line?done=1&next=${encodeURIComponent(P('/inbox'))}`),
      }),
      expect: by(allowed(withFlash(P('/inbox'), 'signedIn')), {
        visitor: allowed(withFlash(P(`/auth?next=${encodeURIComponent(P('/inbox'))}`), 'lineFailed')),
      }),
    },
    {
      name: 'GET /:lang/auth/line?done=1 (next to another site)',
      route: 'PAGE GET /:lang/auth/line',
      request: () => ({ method: 'GET', path: P('/auth/line?done=1&next=%2F%2Fevil.example%2Fth') }),
      expect: by(allowed(onSite(withFlash(P(''), 'signedIn'))), {
        visitor: allowed(onSite(withFlash(P('/auth'), 'lineFailed'))),
      }),
    },
    {
      name: 'GET /:lang/auth/line?error=access_denied',
      route: 'PAGE GET /:lang/auth/line',
      request: () => ({ method: 'GET', path: P('/auth/line?error=access_denied') }),
      expect: by(allowed(withFlash(P('/auth'), 'lineCancelled'))),
    },
    {
      // Where linking comes back to: the account page says how it went; a visitor signs in first.
      name: 'GET /:lang/account/line?linked=1',
      route: 'PAGE GET /:lang/account/line',
      request: () => ({ method: 'GET', path: P('/account/line?linked=1') }),
      expect: by(allowed(withFlash(P('/account'), 'lineLinked')), { visitor: refused(R.signIn) }),
    },
    {
      name: 'GET /:lang/account/line?error=account_already_linked_to_different_user',
      route: 'PAGE GET /:lang/account/line',
      request: () => ({
        method: 'GET',
        path: P('/account/line?error=account_already_linked_to_different_user'),
      }),
      expect: by(allowed(withFlash(P('/account'), 'lineLinkedElsewhere')), { visitor: refused(R.signIn) }),
    },
    {
      // Linking starts at LINE for the signed-in person only; nothing is linked before LINE's callback.
      name: 'POST /:lang/account/line intent=link',
      route: 'PAGE POST /:lang/account/line',
      request: () => ({ method: 'POST', path: P('/account/line'), form: { intent: 'link' } }),
      expect: by(allowed(toLine), { visitor: refused(R.signIn) }),
      state: (w, _c, kind) => (kind === 'visitor' ? null : lineLinksOf(w, w.users[kind].id!)),
      effect: (before, after) =>
        JSON.stringify(before) === JSON.stringify(after) ? [] : ['a LINE link was made before LINE answered'],
    },
    {
      // Unlinking without a LINE link has nothing to remove: the account keeps its ways to sign in.
      name: 'POST /:lang/account/line intent=unlink (no LINE link)',
      route: 'PAGE POST /:lang/account/line',
      request: () => ({ method: 'POST', path: P('/account/line'), form: { intent: 'unlink' } }),
      expect: by(allowed(withFlash(P('/account'), 'lineUnlinked')), { visitor: refused(R.signIn) }),
      state: (w, _c, kind) =>
        kind === 'visitor'
          ? null
          : w.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, w.users[kind].id!)),
      effect: (before, after) =>
        JSON.stringify(before) === JSON.stringify(after) ? [] : ["the account's ways to sign in changed"],
    },
    {
      name: 'POST /:lang/account/line (no intent)',
      route: 'PAGE POST /:lang/account/line',
      request: () => ({ method: 'POST', path: P('/account/line'), form: {} }),
      expect: by(allowed(A.status(400)), { visitor: refused(R.signIn) }),
    },
    {
      // One's own LINE link (beside the password) is removed; a visitor removes no one's. Its own phase: the
      // account's ways to sign in change, which other rows' answers depend on.
      name: 'POST /:lang/account/line intent=unlink (own LINE link)',
      route: 'PAGE POST /:lang/account/line',
      phase: 1,
      prepare: async (w, kind) =>
        createLineLink(w, kind === 'visitor' ? (await createUser(w.db)).id : w.users[kind].id!),
      request: () => ({ method: 'POST', path: P('/account/line'), form: { intent: 'unlink' } }),
      expect: by(allowed(withFlash(P('/account'), 'lineUnlinked')), { visitor: refused(R.signIn) }),
      state: (w, c: { id: string }) => accountExists(w, c.id),
      effect: 'changes',
    },
  );

  // ---------------------------------------------------------------------------------------- better-auth
  const lineUrlAnswer = rule(
    '200 { url: LINE }',
    "HTTP 200 JSON whose url is LINE Login's authorization endpoint, with the state cookie",
    (a) => {
      let url: unknown;
      try {
        url = (JSON.parse(a.text) as { url?: unknown }).url;
      } catch {
        url = null;
      }
      return [
        ...expectStatus(a, 200),
        ...lineAuthorizeCheck(typeof url === 'string' ? url : null),
        ...stateCookieCheck(a),
      ];
    },
  );
  const signedIn200 = (extra: Partial<Expect> = {}) =>
    signedInAuth(R.auth401, allowed(A.status(200, 'json'), extra));
  rows.push(
    authRow('POST', '/sign-up/email', by(allowed(A.status(200, 'json'))), {
      json: (w, kind) => ({
        name: 'MX sign-up',
        email: `mx-signup-${kind.toLowerCase()}-${w.tag}@example.com`,
        password: 'sign-up-secret-1',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      }),
      state: (w, _c, kind) =>
        w.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, `mx-signup-${kind.toLowerCase()}-${w.tag}@example.com`)),
      effect: 'changes',
    }),
    authRow('POST', '/sign-in/email', by(allowed(A.status(200, 'json'))), {
      label: 'another account',
      json: (w) => ({ email: w.target.email, password: w.target.password }),
    }),
    authRow(
      'POST',
      '/sign-in/email',
      by(allowed(A.status(200, 'json'), { show: (w, _c, k) => [w.users[k].email!] }), {
        unconfirmed: refused(R.authCode(403, 'EMAIL_NOT_VERIFIED')),
        unconfirmedAdmin: refused(R.authCode(403, 'EMAIL_NOT_VERIFIED')),
        // Two-factor accounts get no session from the password alone.
        admin: allowed(
          rule('two-factor redirect', 'HTTP 200 { twoFactorRedirect: true }, no session cookie', (a) => {
            const failures = expectStatus(a, 200);
            if (!a.text.includes('"twoFactorRedirect":true'))
              failures.push(`no twoFactorRedirect: ${a.text}`);
            if (a.setCookie.some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')))
              failures.push('a session cookie was set');
            return failures;
          }),
        ),
      }),
      {
        label: 'own account',
        kinds: SIGNED_IN,
        json: (w, kind) => ({ email: w.users[kind].email, password: passwordOf(w, kind) }),
      },
    ),
    authRow('POST', '/sign-in/social', by(refused(R.authCode(404, 'PROVIDER_NOT_FOUND'))), {
      json: () => ({ provider: 'google' }),
    }),
    authRow('GET', '/callback/:id', by(refused(R.noEffect(302))), {
      request: () => ({ method: 'GET', path: auth('/callback/google?code=x&state=y') }),
      label: 'no provider configured',
    }),
    // LINE Login: anyone may start a sign-in (to LINE, with a site path to come back to); LINE's answer counts
    // only in the browser that started it.
    authRow('POST', '/sign-in/social', by(allowed(lineUrlAnswer)), {
      label: 'line',
      json: () => ({ provider: 'line', callbackURL: P('/account'), disableRedirect: true }),
    }),
    authRow('POST', '/sign-in/social', by(refused(R.authCode(403, 'INVALID_CALLBACK_URL'))), {
      label: 'line, back to another site',
      json: () => ({ provider: 'line', callbackURL: 'https://evil.example/th', disableRedirect: true }),
    }),
    {
      name: "GET /api/auth/callback/:id (line: LINE's answer to another browser's sign-in)",
      route: 'AUTH GET /api/auth/callback/:id',
      prepare: (w) => lineCallbackOfAnotherBrowser(w),
      request: (_w, _k, c: string) => ({ method: 'GET', path: c }),
      expect: by(
        refused(
          rule(
            'auth: state of another browser',
            'better-auth: 302 to the sign-in page with error=state_mismatch, no session, no account',
            (a) => [
              ...redirectCheck(a, P('/auth')),
              ...(a.location?.includes('error=state_mismatch') ? [] : [`to ${a.location}`]),
              ...(sessionCookieSet(a) ? ['a session cookie was set'] : []),
            ],
          ),
        ),
      ),
      state: (w) =>
        w.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountId, LINE_DEFAULT_SUB)),
    },
    authRow('POST', '/callback/:id', by(refused(R.noEffect(302))), {
      request: () => ({ method: 'POST', path: auth('/callback/line'), json: { code: 'x', state: 'y' } }),
      label: 'line, no sign-in under way',
    }),
    authRow('POST', '/callback/:id', by(refused(R.noEffect(302))), {
      request: () => ({ method: 'POST', path: auth('/callback/google'), json: { code: 'x', state: 'y' } }),
      label: 'no provider configured',
    }),
    authRow(
      'GET',
      '/get-session',
      by(
        allowed(A.status(200, 'json'), {
          show: (w, _c, k) => [w.users[k].email!],
          hide: (w, _c, k) => SIGNED_IN.filter((o) => o !== k).map((o) => w.users[o].email!),
        }),
        {
          visitor: allowed(
            rule('200 null', 'HTTP 200 null (no session)', (a) =>
              a.status === 200 && a.text.trim() === 'null' ? [] : [`HTTP ${a.status} ${a.text.slice(0, 80)}`],
            ),
          ),
        },
      ),
    ),
    authRow(
      'POST',
      '/get-session',
      by(refused(R.authCode(405, 'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED'))),
    ),
    authRow('POST', '/reset-password', by(refused(R.authCode(400, 'INVALID_TOKEN'))), {
      label: 'invalid token',
      json: () => ({ newPassword: 'new-password-1', token: 'not-a-token' }),
    }),
    authRow('GET', '/reset-password/:token', by(refused(R.noEffect(302))), {
      label: 'invalid token',
      request: () => ({
        method: 'GET',
        path: auth('/reset-password/not-a-token?callbackURL=%2Fth%2Fauth%2Freset'),
      }),
    }),
    authRow('POST', '/verify-password', signedIn200(), {
      json: (w, kind) => ({ password: passwordOf(w, kind) }),
    }),
    authRow('GET', '/verify-email', by(refused(R.authCode(401, 'INVALID_TOKEN'))), {
      label: 'invalid token',
      request: () => ({ method: 'GET', path: auth('/verify-email?token=not-a-token') }),
    }),
    authRow(
      'POST',
      '/send-verification-email',
      // Signed-in people may only ask for their own address.
      by(refused(R.authCode(400, 'EMAIL_MISMATCH')), { visitor: allowed(A.status(200, 'json')) }),
      { label: "another account's address", json: (w) => ({ email: w.target.email }) },
    ),
    authRow(
      'POST',
      '/change-email',
      // Only an account made with LINE without an e-mail adds one (tests/server/line-login.test.ts); none of these.
      signedInAuth(R.auth401, refused(R.authCode(403, 'EMAIL_CHANGE_NOT_OFFERED'))),
      {
        json: (w, kind) => ({ newEmail: `mx-changed-${kind.toLowerCase()}-${w.tag}@example.com` }),
        state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
      },
    ),
    authRow(
      'POST',
      '/change-password',
      signedInAuth(R.auth401, allowed(A.authCode(400, 'INVALID_PASSWORD'))),
      {
        label: 'wrong current password',
        json: () => ({ currentPassword: 'not-the-password', newPassword: 'new-password-1' }),
        state: (w, _c, kind) =>
          kind === 'visitor'
            ? null
            : w.db
                .select({ password: accounts.password })
                .from(accounts)
                .where(eq(accounts.userId, w.users[kind].id!)),
      },
    ),
    authRow('POST', '/update-session', signedInAuth(R.auth401, allowed(A.status(400, 'json')))),
    authRow('POST', '/update-user', signedIn200(), {
      label: 'own name',
      json: (w, kind) => ({ name: `MX-NAME-${kind}-${w.tag}` }),
    }),
    authRow(
      'POST',
      '/update-user',
      // Confirmation, two-factor and consent are never set from input.
      signedInAuth(R.auth401, refused(R.authCode(400, 'FIELD_NOT_ALLOWED'))),
      {
        label: 'emailVerified / twoFactorEnabled / privacyConsentVersion',
        json: () => ({ emailVerified: true, twoFactorEnabled: true, privacyConsentVersion: 'forged' }),
        state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
      },
    ),
    authRow('POST', '/delete-user', signedInAuth(R.auth401, refused(R.authNotFound)), {
      json: (w, kind) => ({ password: passwordOf(w, kind) }),
      state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
    }),
    authRow('GET', '/delete-user/callback', by(refused(R.authNotFound)), {
      request: () => ({ method: 'GET', path: auth('/delete-user/callback?token=not-a-token') }),
    }),
    authRow('POST', '/request-password-reset', by(allowed(A.status(200, 'json'))), {
      json: (w) => ({ email: w.target.email, redirectTo: '/th/auth/reset' }),
    }),
    authRow(
      'GET',
      '/list-sessions',
      signedIn200({ show: (w, _c, k) => [w.users[k].id!], hide: (w) => [w.victim.id, w.target.id] }),
    ),
    authRow('POST', '/revoke-session', signedInAuth(R.auth401, refused(R.noEffect(200))), {
      label: "another user's session",
      json: (w) => ({ token: w.victim.token }),
      state: (w) => sessionCount(w, w.victim.id),
    }),
    authRow('POST', '/revoke-other-sessions', signedIn200(), {
      state: (w) => sessionCount(w, w.victim.id),
      effect: (before, after) => (before === after ? [] : ["another user's sessions changed"]),
    }),
    authRow('POST', '/link-social', signedInAuth(R.auth401, refused(R.authCode(404, 'PROVIDER_NOT_FOUND'))), {
      json: () => ({ provider: 'google' }),
    }),
    // Linking LINE starts at LINE for the signed-in person; nothing is linked before LINE's callback.
    authRow('POST', '/link-social', signedInAuth(R.auth401, allowed(lineUrlAnswer)), {
      label: 'line',
      json: () => ({ provider: 'line', callbackURL: P('/account'), disableRedirect: true }),
      state: (w, _c, kind) => (kind === 'visitor' ? null : lineLinksOf(w, w.users[kind].id!)),
      effect: (before, after) =>
        JSON.stringify(before) === JSON.stringify(after) ? [] : ['a LINE link was made before LINE answered'],
    }),
    authRow(
      'GET',
      '/list-accounts',
      signedIn200({ show: (w, _c, k) => [w.users[k].id!], hide: (w) => [w.victim.id] }),
    ),
    authRow(
      'POST',
      '/unlink-account',
      signedInAuth(R.auth401, refused(R.authCode(400, 'FAILED_TO_UNLINK_LAST_ACCOUNT'))),
      {
        label: "another user's account",
        json: (w) => ({ providerId: 'credential', accountId: w.victim.id }),
        state: (w) => w.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, w.victim.id)),
      },
    ),
    {
      // Another person's LINE link: the signed-in person's own accounts only (the kind's account list has two
      // entries here, so the answer is about whose account it is, not about the last way to sign in).
      name: "POST /api/auth/unlink-account (another user's LINE link)",
      route: 'AUTH POST /api/auth/unlink-account',
      phase: 1,
      prepare: async (w: World, kind: UserKind) => {
        if (kind !== 'visitor')
          await w.db.insert(accounts).values({
            id: randomUUID(),
            accountId: randomUUID(),
            providerId: 'matrix',
            userId: w.users[kind].id!,
          });
        return createLineLink(w, (await createUser(w.db)).id);
      },
      request: (_w, _k, c: { id: string }) => ({
        method: 'POST',
        path: auth('/unlink-account'),
        json: { accountId: c.id },
      }),
      expect: signedInAuth(R.auth401, refused(R.authCode(400, 'ACCOUNT_NOT_FOUND'))),
      state: (w, c: { id: string }) => accountExists(w, c.id),
    },
    authRow('POST', '/refresh-token', by(refused(R.noEffect(400))), {
      label: "another user's id",
      json: (w) => ({ providerId: 'credential', userId: w.victim.id }),
    }),
    authRow('POST', '/get-access-token', by(refused(R.noEffect(400))), {
      label: "another user's id",
      json: (w) => ({ providerId: 'credential', userId: w.victim.id }),
    }),
    authRow('GET', '/account-info', signedInAuth(R.auth401, refused(R.authCode(400, 'ACCOUNT_NOT_FOUND'))), {
      label: "another user's account",
      request: (w) => ({ method: 'GET', path: auth(`/account-info?accountId=${w.victim.id}`) }),
    }),
    authRow('GET', '/ok', by(allowed(A.status(200, 'json')))),
    authRow('GET', '/error', by(allowed(A.status(302)))),
  );

  // Two-factor: signed-in only, except the verify endpoints, which a pending sign-in (password step done) uses.
  const no2fa = (code: string, status = 400) => allowed(A.authCode(status, code));
  rows.push(
    authRow(
      'POST',
      '/two-factor/enable',
      signedInAuth(R.auth401, allowed(A.authCode(400, 'INVALID_PASSWORD'))),
      {
        label: 'wrong password',
        json: () => ({ password: 'not-the-password' }),
        state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
      },
    ),
    authRow(
      'POST',
      '/two-factor/disable',
      signedInAuth(R.auth401, allowed(A.authCode(400, 'INVALID_PASSWORD'))),
      {
        label: 'wrong password',
        json: () => ({ password: 'not-the-password' }),
        state: (w, _c, kind) => (kind === 'visitor' ? null : userRow(w, w.users[kind].id!)),
      },
    ),
    authRow(
      'POST',
      '/two-factor/get-totp-uri',
      signedInAuth(R.auth401, no2fa('TOTP_NOT_ENABLED'), {
        admin: allowed(A.status(200, 'json'), { show: (w) => [w.adminTotpSecret] }),
      }),
      { json: (w, kind) => ({ password: passwordOf(w, kind) }) },
    ),
    authRow(
      'POST',
      '/two-factor/generate-backup-codes',
      signedInAuth(R.auth401, no2fa('TWO_FACTOR_NOT_ENABLED'), { admin: allowed(A.status(200, 'json')) }),
      { json: (w, kind) => ({ password: passwordOf(w, kind) }) },
    ),
    authRow(
      'POST',
      '/two-factor/verify-totp',
      signedInAuth(R.authCode(401, 'INVALID_TWO_FACTOR_COOKIE'), no2fa('TOTP_NOT_ENABLED'), {
        admin: no2fa('INVALID_CODE', 401),
      }),
      { label: 'wrong code', json: () => ({ code: '000000' }) },
    ),
    authRow(
      'POST',
      '/two-factor/verify-otp',
      signedInAuth(R.authCode(401, 'INVALID_TWO_FACTOR_COOKIE'), no2fa('OTP_HAS_EXPIRED')),
      { label: 'no code sent', json: () => ({ code: '000000' }) },
    ),
    authRow(
      'POST',
      '/two-factor/verify-backup-code',
      signedInAuth(R.authCode(401, 'INVALID_TWO_FACTOR_COOKIE'), no2fa('BACKUP_CODES_NOT_ENABLED'), {
        admin: no2fa('INVALID_BACKUP_CODE', 401),
      }),
      { label: 'wrong code', json: () => ({ code: 'wrong-code' }) },
    ),
    authRow('POST', '/two-factor/send-otp', by(refused(R.authCode(400, 'OTP_NOT_CONFIGURED')))),
    {
      // The visitor half-way through a two-factor sign-in (password accepted): a real code finishes it.
      name: 'POST /api/auth/two-factor/verify-totp (pending sign-in, right code)',
      route: 'AUTH POST /api/auth/two-factor/verify-totp',
      kinds: ['visitor'],
      // A code of a time step the server has not accepted yet (each step is accepted once).
      prepare: async (w) => ({
        pending: await pendingSignIn(w),
        code: await nextTotpCode(w.adminTotpSecret),
      }),
      request: (_w, _k, c: { pending: string; code: string }) => ({
        method: 'POST',
        path: auth('/two-factor/verify-totp'),
        json: { code: c.code },
        cookie: c.pending,
      }),
      expect: by(
        allowed(
          rule('signed in', 'HTTP 200 and a session cookie', (a) => {
            const failures = expectStatus(a, 200);
            if (!a.setCookie.some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')))
              failures.push('no session cookie');
            return failures;
          }),
          { show: (w) => [w.users.admin.email!] },
        ),
      ),
    },
    {
      name: 'POST /api/auth/two-factor/verify-backup-code (pending sign-in, wrong code)',
      route: 'AUTH POST /api/auth/two-factor/verify-backup-code',
      kinds: ['visitor'],
      prepare: async (w) => ({ pending: await pendingSignIn(w) }),
      request: (_w, _k, c: { pending: string }) => ({
        method: 'POST',
        path: auth('/two-factor/verify-backup-code'),
        json: { code: 'wrong-code' },
        cookie: c.pending,
      }),
      expect: by(allowed(A.authCode(401, 'INVALID_BACKUP_CODE'))),
    },
  );

  // Sessions end: each in its own phase (sessions are signed in again before every phase).
  rows.push(
    authRow('POST', '/revoke-sessions', signedInAuth(R.auth401, allowed(A.status(200, 'json'))), {
      phase: 2,
      state: (w, _c, kind) =>
        kind === 'visitor' ? sessionCount(w, w.victim.id) : sessionCount(w, w.users[kind].id!),
      effect: (before, after) =>
        Number(after) === 0 && Number(before) > 0 ? [] : [`sessions ${before} → ${after}`],
    }),
    authRow('POST', '/sign-out', by(allowed(A.status(200, 'json')), {}), {
      phase: 3,
      state: (w, _c, kind) =>
        kind === 'visitor' ? sessionCount(w, w.victim.id) : sessionCount(w, w.users[kind].id!),
      effect: (before, after) =>
        // Sign-out is global: every session of the person ends; a visitor's sign-out changes nothing.
        Number(after) === 0 || before === after ? [] : [`sessions ${before} → ${after}`],
    }),
    {
      // The account menu's sign-out form (a plain form post: pages without scripts have it too). Everyone lands
      // on the home page with the signed-out flash; the person's every session ends.
      name: 'POST /:lang/sign-out',
      route: 'PAGE POST /:lang/sign-out',
      phase: 4,
      request: () => ({ method: 'POST', path: P('/sign-out'), form: {} }),
      expect: by(
        allowed(
          rule('302 home, signed out', `302 to /${LANG} with the signedOut flash cookie`, (a) => [
            ...redirectCheck(a, P('')),
            ...(a.setCookie.some((c) => c.startsWith('tanai_flash=')) ? [] : ['no flash cookie']),
          ]),
        ),
      ),
      state: (w, _c, kind) =>
        kind === 'visitor' ? sessionCount(w, w.victim.id) : sessionCount(w, w.users[kind].id!),
      effect: (before, after) =>
        Number(after) === 0 || before === after ? [] : [`sessions ${before} → ${after}`],
    },
  );

  return rows;
}

const pendingSignIn = (w: World) => startTwoFactorSignIn(w.url, w.users.admin.email!, w.users.admin.password);

function imageForm(png: Buffer): FormData {
  const form = new FormData();
  form.set('kind', 'avatar');
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  return form;
}

/**
 * Global secrets per kind: texts that must appear in NO answer of the whole matrix for that kind (beyond the
 * rows that expect them). Built from the world after it exists.
 */
export function neverShown(w: World): Record<UserKind, string[]> {
  const question = q(w);
  const seeNothing = [
    ...questionSecrets(question),
    w.unverifiedLawyer.name,
    w.application.fullName,
    w.appointment.name,
  ];
  const result = {} as Record<UserKind, string[]>;
  for (const kind of USER_KINDS) {
    const list: string[] = [];
    if (!['asker', 'invitedLawyer', 'acceptedLawyer', 'admin'].includes(kind)) list.push(...seeNothing);
    if (kind === 'invitedLawyer') list.push(...contactOf(question), question.threadMessage);
    if (kind !== 'admin')
      list.push(w.unverifiedLawyer.name, w.application.fullName, w.appointment.name, w.publicLawyer.license);
    if (kind !== 'member' && kind !== 'admin') list.push(w.files.cardApplicantName);
    result[kind] = [...new Set(list)];
  }
  return result;
}

export { A as ALLOWED, R as REFUSALS };

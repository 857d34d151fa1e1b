// Fixtures of the authorization matrix (tests/process/authorization-matrix.test.ts): the ten kinds of user with
// live sessions, the shared records they are checked against, and the HTTP client that sends a request as one
// kind of user. Rows come from tests/factories.ts; sign-in goes over HTTP (./fixtures.ts). The server runs with TRUST_PROXY=1 and every request names its own client address, so better-auth's
// per-address rate limits never answer for a rule that is not under test (a 429 fails the matrix).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import { sessions, users as usersTable } from '#server/db/schema/index.ts';
import {
  createApplication,
  createAppointment,
  createLawyer,
  createLawyerWithUser,
  createMessage,
  createPublicAnswer,
  createQuestion,
  createSession,
  createUser,
  DEFAULT_PASSWORD,
  ESTABLISHED,
  inviteLawyer,
  setEmailConfirmed,
} from '#tests/factories.ts';
import { nextTotpCode } from '#tests/helpers/totp.ts';
import { decodeActionData, signIn, signInRequest } from './fixtures.ts';

export const USER_KINDS = [
  'visitor',
  'unconfirmed',
  'member',
  'asker',
  'invitedLawyer',
  'acceptedLawyer',
  'otherLawyer',
  'unconfirmedAdmin',
  'admin',
  'adminNo2fa',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const USER_KIND_LABELS: Record<UserKind, string> = {
  visitor: 'visitor (no session)',
  unconfirmed: 'unconfirmed user (session, e-mail not confirmed)',
  member: 'member',
  asker: 'asker of the question under test',
  invitedLawyer: 'invited lawyer (invitation pending)',
  acceptedLawyer: 'accepted lawyer',
  otherLawyer: 'other verified lawyer (not involved)',
  unconfirmedAdmin: 'unconfirmed admin (admin profile, e-mail not confirmed)',
  admin: 'admin (confirmed, two-factor enabled)',
  adminNo2fa: 'admin without two-factor',
};

/** Areas of the fixture lawyers: no fixture question asks about them, so auto-matching never invites them. */
const LAWYER_AREAS = ['การค้าระหว่างประเทศ'];
/** Areas of the fixture questions. */
const QUESTION_AREAS = ['แพ่ง'];

export interface MatrixUser {
  kind: UserKind;
  id: string | null;
  email: string | null;
  password: string;
  /** Cookie header of the live session (null for the visitor). */
  cookie: string | null;
  /** The user's own lawyer record. */
  lawyerId: string | null;
}

export interface MainQuestion {
  id: string;
  title: string;
  content: string;
  contactPhone: string;
  contactLine: string;
  threadMessage: string;
  invitedRecipientId: string;
  acceptedRecipientId: string;
}

export interface World {
  url: string;
  db: Db;
  /** A random tag in every fixture text of this run. */
  tag: string;
  users: Record<UserKind, MatrixUser>;
  /** TOTP secret of the admin's authenticator (two-factor enabled through the real HTTP flow). */
  adminTotpSecret: string;
  question: MainQuestion;
  /** A verified lawyer without a linked account; its phone and licence number must never be published. */
  publicLawyer: { id: string; name: string; phone: string; license: string };
  /** An unverified lawyer without a linked account: visible to admins only. */
  unverifiedLawyer: { id: string; name: string };
  /** Public answers of the public lawyer: one published, one withdrawn (its page is gone for everyone). */
  answers: { published: { slug: string; title: string }; withdrawn: { slug: string; title: string } };
  files: {
    avatarKey: string;
    avatarBytes: Buffer;
    /** An avatar uploaded by the admin (for the admin lawyer avatar action). */
    adminAvatarKey: string;
    cardKey: string;
    cardBytes: Buffer;
    /** A transfer slip uploaded by the asker (sent for a question once: a slip counts for one question). */
    slipKey: string;
    /** The member's application that carries the business card. */
    cardApplicationId: string;
    cardApplicantName: string;
    /** A signed link to the business card, obtained by the admin through the applications page. */
    signedCardPath: string;
  };
  /** A pending application (shown in the admin table). */
  application: { id: string; fullName: string };
  appointment: { id: string; name: string };
  /** A second account used as the target of sign-in, reset and verification e-mail rows. */
  target: { id: string; email: string; password: string };
  /** An account whose session other users try to revoke. */
  victim: { id: string; email: string; token: string; cookie: string };
  /** A thread message of the member on the question below, never readable by others than its thread. */
  extraSecrets: string[];
}

// ------------------------------------------------------------------------------------------------ HTTP

let addressCounter = 0;
/** A client address of its own for every request (TRUST_PROXY=1 on the server). */
export function nextClientAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/th/inbox`. Page actions are posted to `<path>.data` (the browser's fetcher). */
  path: string;
  form?: Record<string, string | string[]>;
  json?: unknown;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Server-sent events: read until `event: ready` (or 3 s), then close. */
  stream?: boolean;
  /** Another Cookie header than the user's session (e.g. a pending two-factor sign-in). */
  cookie?: string | null;
}

export interface Answer {
  status: number;
  location: string | null;
  contentType: string;
  text: string;
  bytes: Buffer;
  headers: Headers;
  setCookie: string[];
}

export async function send(url: string, cookie: string | null, spec: RequestSpec): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress(), ...spec.headers };
  const sessionCookie = spec.cookie !== undefined ? spec.cookie : cookie;
  if (sessionCookie) headers.cookie = sessionCookie;
  let body: BodyInit | undefined;
  if (spec.method === 'POST') {
    headers.origin ??= url;
    if (spec.form) {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(spec.form))
        for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
      body = form;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (spec.multipart) {
      body = spec.multipart;
    } else {
      body = JSON.stringify(spec.json ?? {});
      headers['content-type'] = 'application/json';
    }
  }
  if (spec.stream) headers.accept = 'text/event-stream';
  const controller = new AbortController();
  const res = await fetch(`${url}${spec.path}`, {
    method: spec.method,
    headers,
    body,
    redirect: 'manual',
    signal: controller.signal,
  });
  let bytes: Buffer;
  if (spec.stream && res.status === 200 && res.body) {
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    const deadline = Date.now() + 3000;
    let text = '';
    while (!text.includes('event: ready') && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((r) => {
          timer = setTimeout(() => r({ done: true, value: undefined }), Math.max(1, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      if (chunk.done) break;
      chunks.push(chunk.value);
      text += Buffer.from(chunk.value).toString('utf8');
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    bytes = Buffer.concat(chunks);
  } else {
    bytes = Buffer.from(await res.arrayBuffer());
  }
  return {
    status: res.status,
    location: res.headers.get('location'),
    contentType: res.headers.get('content-type') ?? '',
    text: bytes.toString('utf8'),
    bytes,
    headers: res.headers,
    setCookie: res.headers.getSetCookie(),
  };
}

/**
 * A page action's answer through single fetch: `{ kind: 'data', value }` or `{ kind: 'redirect', to }`
 * (a redirect thrown by an action comes back as HTTP 202 with the target inside the turbo-stream).
 */
export function actionResult(
  answer: Answer,
): { kind: 'data'; value: unknown } | { kind: 'redirect'; to: string } | null {
  if (!answer.contentType.includes('text/x-script')) return null;
  let decoded: unknown;
  try {
    decoded = decodeActionData(answer.text);
  } catch {
    return null;
  }
  if (decoded && typeof decoded === 'object') {
    const record = decoded as Record<string, unknown>;
    if (typeof record.redirect === 'string') return { kind: 'redirect', to: record.redirect };
    if ('data' in record) return { kind: 'data', value: record.data };
  }
  return { kind: 'data', value: decoded };
}

const authPost = (url: string, path: string, body: unknown, cookie?: string) =>
  send(url, cookie ?? null, { method: 'POST', path: `/api/auth${path}`, json: body });

/**
 * Turns two-factor sign-in on for a signed-in account through the real endpoints: enable (password) → TOTP
 * URI → verify a first code. Returns the base32 secret and the new session's cookie (better-auth replaces the
 * session when two-factor is switched on).
 */
export async function enableTwoFactor(url: string, cookie: string, password: string) {
  const enabled = await authPost(url, '/two-factor/enable', { password }, cookie);
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${enabled.text}`);
  const { totpURI } = JSON.parse(enabled.text) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verified = await authPost(
    url,
    '/two-factor/verify-totp',
    { code: await nextTotpCode(secret) },
    cookie,
  );
  if (verified.status !== 200)
    throw new Error(`two-factor verify failed: ${verified.status} ${verified.text}`);
  const newCookie = liveCookies(verified.setCookie);
  return { secret, cookie: newCookie.includes('session_token=') ? newCookie : cookie };
}

/** `name=value; …` of the Set-Cookie headers that set a value (not the ones that clear a cookie). */
export function liveCookies(setCookie: string[]): string {
  return setCookie
    .map((c) => c.split(';')[0]!)
    .filter((pair) => pair.slice(pair.indexOf('=') + 1) !== '')
    .join('; ');
}

/** Password step of a two-factor sign-in: the pending-sign-in cookie (no session yet). */
export async function startTwoFactorSignIn(url: string, email: string, password: string): Promise<string> {
  const res = await signInRequest(url, email, password);
  const body = (await res.json()) as { twoFactorRedirect?: boolean };
  // The answer also clears the session cookie (empty value): keep only the cookies that carry a value.
  const cookie = liveCookies(res.headers.getSetCookie());
  if (res.status !== 200 || !body.twoFactorRedirect || cookie.includes('session_token='))
    throw new Error(`expected a pending two-factor sign-in for ${email}: ${res.status}`);
  return cookie;
}

/** Full two-factor sign-in (password, then a TOTP code): the session cookie. */
export async function signInWithTwoFactor(url: string, email: string, password: string, secret: string) {
  const pending = await startTwoFactorSignIn(url, email, password);
  const res = await send(url, pending, {
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    json: { code: await nextTotpCode(secret) },
  });
  const cookie = liveCookies(res.setCookie);
  if (res.status !== 200 || !cookie.includes('session_token='))
    throw new Error(`two-factor sign-in of ${email} failed: ${res.status} ${res.text}`);
  return cookie;
}

// ------------------------------------------------------------------------------------------------ world

export async function tinyImage(color: string): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Uploads an image through POST /api/uploads as a signed-in user; returns the stored key. */
export async function uploadAs(
  url: string,
  cookie: string,
  kind: 'avatar' | 'business-card' | 'payment-slip',
  color: string,
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([new Uint8Array(await tinyImage(color))], { type: 'image/png' }), 'picture.png');
  const res = await send(url, cookie, { method: 'POST', path: '/api/uploads', multipart: form });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as { key: string; url: string | null };
}

/** The question of the matrix: asked by `asker`, one pending and one accepted invitation, one thread message. */
export async function createQuestionSet(
  w: Pick<World, 'db' | 'users' | 'tag'>,
  options: { status?: 'open' | 'assigned' | 'closed'; label?: string } = {},
) {
  const { db, users: u } = w;
  const label = options.label ?? randomUUID().slice(0, 8);
  const title = `MX-QUESTION-${w.tag}-${label}`;
  const contactPhone = `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const contactLine = `mx-line-${w.tag}-${label}`;
  const question = await createQuestion(db, {
    askerId: u.asker.id!,
    title,
    content: `MX-CONTENT-${w.tag}-${label}`,
    specialties: QUESTION_AREAS,
    contactPhone,
    contactLine,
    status: options.status ?? 'assigned',
  });
  const invited = await inviteLawyer(db, question.id, u.invitedLawyer.lawyerId!, u.invitedLawyer.id!);
  const accepted = await inviteLawyer(db, question.id, u.acceptedLawyer.lawyerId!, u.acceptedLawyer.id!, {
    status: 'accepted',
    assignedOrder: 2,
  });
  const threadMessage = `MX-THREAD-${w.tag}-${label}`;
  await createMessage(db, { questionId: question.id, senderUserId: u.asker.id!, message: threadMessage });
  return {
    id: question.id,
    title,
    content: `MX-CONTENT-${w.tag}-${label}`,
    contactPhone,
    contactLine,
    threadMessage,
    invitedRecipientId: invited.id,
    acceptedRecipientId: accepted.id,
  } satisfies MainQuestion;
}

/** A new session for every kind of user (the session-ending phases of the matrix end theirs). */
export async function refreshSessions(w: World): Promise<void> {
  for (const kind of USER_KINDS) {
    const user = w.users[kind];
    if (user.id) user.cookie = await createSession(w.db, user.id);
  }
}

export async function buildWorld(url: string, db: Db): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const mail = (name: string) => `mx-${name}-${tag}@example.com`;
  const password = DEFAULT_PASSWORD;

  const plain = async (
    kind: UserKind,
    profileType: 'member' | 'admin' = 'member',
    createdAt?: Date,
  ): Promise<MatrixUser> => {
    const user = await createUser(db, {
      email: mail(kind),
      name: `MX-NAME-${kind}-${tag}`,
      profileType,
      createdAt,
    });
    return { kind, id: user.id, email: user.email, password, cookie: null, lawyerId: null };
  };
  const lawyer = async (kind: UserKind): Promise<MatrixUser> => {
    const made = await createLawyerWithUser(db, {
      email: mail(kind),
      name: `MX-LAWYER-${kind}-${tag}`,
      experienceAreas: LAWYER_AREAS,
      province: 'กรุงเทพมหานคร',
    });
    return { kind, id: made.user.id, email: made.user.email, password, cookie: null, lawyerId: made.id };
  };

  const users = {
    visitor: { kind: 'visitor', id: null, email: null, password, cookie: null, lawyerId: null },
    unconfirmed: await plain('unconfirmed'),
    member: await plain('member'),
    // A member long before their questions: their reviews are published, not held as a new account's.
    asker: await plain('asker', 'member', ESTABLISHED),
    invitedLawyer: await lawyer('invitedLawyer'),
    acceptedLawyer: await lawyer('acceptedLawyer'),
    otherLawyer: await lawyer('otherLawyer'),
    unconfirmedAdmin: await plain('unconfirmedAdmin', 'admin'),
    admin: await plain('admin', 'admin'),
    adminNo2fa: await plain('adminNo2fa', 'admin'),
  } satisfies Record<UserKind, MatrixUser>;

  // Sessions: every account signs in while confirmed; two are un-confirmed afterwards (their sessions stay).
  await Promise.all(
    USER_KINDS.filter((k) => k !== 'visitor').map(async (kind) => {
      users[kind].cookie = await signIn(url, users[kind].email!, password);
    }),
  );
  await setEmailConfirmed(db, users.unconfirmed.id!, false);
  await setEmailConfirmed(db, users.unconfirmedAdmin.id!, false);
  const twoFactor = await enableTwoFactor(url, users.admin.cookie!, password);
  users.admin.cookie = twoFactor.cookie;
  const [adminRow] = await db
    .select({ twoFactorEnabled: usersTable.twoFactorEnabled })
    .from(usersTable)
    .where(eq(usersTable.id, users.admin.id!));
  if (!adminRow?.twoFactorEnabled) throw new Error('two-factor was not enabled for the admin');

  const base = { db, users, tag };
  const question = await createQuestionSet(base, { label: 'main' });

  const publicLawyer = {
    name: `MX-PUBLIC-LAWYER-${tag}`,
    phone: '0812223344',
    license: `MX-LICENCE-${tag}`,
  };
  const pub = await createLawyer(db, {
    name: publicLawyer.name,
    phone: publicLawyer.phone,
    licenseNumber: publicLawyer.license,
    networkMember: false,
    experienceAreas: LAWYER_AREAS,
  });
  const unverifiedName = `MX-UNVERIFIED-LAWYER-${tag}`;
  const unverified = await createLawyer(db, {
    name: unverifiedName,
    verified: false,
    experienceAreas: LAWYER_AREAS,
  });

  const answer = async (label: string, status: 'published' | 'withdrawn') => {
    const row = await createPublicAnswer(db, {
      lawyerId: pub.id,
      title: `MX-${label}-ANSWER-${tag}`,
      status,
    });
    return { slug: row.slug!, title: row.title };
  };
  const answers = {
    published: await answer('PUBLISHED', 'published'),
    withdrawn: await answer('WITHDRAWN', 'withdrawn'),
  };

  // Files: the member uploads an avatar and a business card through the API; the card goes with an application.
  const avatar = await uploadAs(url, users.member.cookie!, 'avatar', '#2266aa');
  const card = await uploadAs(url, users.member.cookie!, 'business-card', '#aa6622');
  const adminAvatar = await uploadAs(url, users.admin.cookie!, 'avatar', '#22aa66');
  const slip = await uploadAs(url, users.asker.cookie!, 'payment-slip', '#66aa22');
  const stored = async (key: string) => {
    const res = await send(url, null, { method: 'GET', path: `/files/public/${key}` });
    return res.bytes;
  };
  const cardApplicantName = `MX-CARD-APPLICANT-${tag}`;
  const cardApplication = await createApplication(db, {
    userId: users.member.id!,
    fullName: cardApplicantName,
    licenseNumber: `MX-CARD-LIC-${tag}`,
    businessCardKey: card.key,
    status: 'rejected',
  });
  const link = await send(url, users.admin.cookie, {
    method: 'POST',
    path: '/th/admin/applications.data',
    form: { intent: 'card', id: cardApplication.id },
  });
  const linkResult = actionResult(link);
  const signedCardPath =
    linkResult?.kind === 'data' ? ((linkResult.value as { url?: string }).url ?? '') : '';
  if (!signedCardPath.startsWith('/files/private/'))
    throw new Error(`no signed card link: ${link.status} ${link.text.slice(0, 300)}`);
  const cardRes = await send(url, null, { method: 'GET', path: signedCardPath });
  if (cardRes.status !== 200) throw new Error(`signed card link did not serve: ${cardRes.status}`);

  // A pending application of an account outside the matrix: only admins ever see it.
  const target = await createUser(db, { email: mail('target'), name: `MX-TARGET-${tag}` });
  const applicationName = `MX-PENDING-APPLICANT-${tag}`;
  const application = await createApplication(db, {
    userId: target.id,
    fullName: applicationName,
    licenseNumber: `MX-APP-LIC-${tag}`,
  });

  const appointmentName = `MX-APPOINTMENT-${tag}`;
  const appointment = await createAppointment(db, { name: appointmentName });

  const victimUser = await createUser(db, { email: mail('victim'), name: `MX-VICTIM-${tag}` });
  const victimCookie = await signIn(url, victimUser.email, victimUser.password);
  const [victimSession] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, victimUser.id));

  return {
    url,
    db,
    tag,
    users,
    adminTotpSecret: twoFactor.secret,
    question,
    publicLawyer: { id: pub.id, ...publicLawyer },
    unverifiedLawyer: { id: unverified.id, name: unverifiedName },
    answers,
    files: {
      avatarKey: avatar.key,
      avatarBytes: await stored(avatar.key),
      adminAvatarKey: adminAvatar.key,
      cardKey: card.key,
      cardBytes: cardRes.bytes,
      slipKey: slip.key,
      cardApplicationId: cardApplication.id,
      cardApplicantName,
      signedCardPath,
    },
    application: { id: application.id, fullName: applicationName },
    appointment: { id: appointment.id, name: appointmentName },
    target: { id: target.id, email: target.email, password: target.password },
    victim: { id: victimUser.id, email: victimUser.email, token: victimSession!.token, cookie: victimCookie },
    extraSecrets: [],
  };
}

// ------------------------------------------------------------------------------------------------ records

/** A verified lawyer with no linked account, in areas no fixture question asks about (never auto-matched). */
export async function createPlainLawyer(
  db: Db,
  name: string,
  values: Parameters<typeof createLawyer>[1] = {},
) {
  return createLawyer(db, { name, experienceAreas: LAWYER_AREAS, ...values });
}

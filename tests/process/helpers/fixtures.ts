// Fixtures for process tests (and scripts/bench-load.ts), on both engines. Each function takes a Drizzle `Db`:
// - PostgreSQL: `openDatabase({ url })` while the servers run (several connections are fine);
// - PGlite: `openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') })` BEFORE the server starts, and `close()` it
//   before `startServer` (PGlite is single-process: two processes on one folder corrupt it).
// Rows are written directly (no e-mails, no rate limits); sign-in goes through the real HTTP API.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER, openDatabase } from '#server/db/client.ts';
import {
  accounts,
  lawyers,
  profiles,
  questionRecipients,
  questions,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { PROCESS_AUTH_SECRET } from './server-process.ts';

export const DEFAULT_PASSWORD = 'fixture-secret-1';

/**
 * A fresh DATA_DIR whose `pglite/` folder already holds an empty, migrated database (no demo data), copied from
 * a template made once per set of migrations (in the OS temp folder). Creating a PGlite database (initdb) takes
 * seconds; copying one takes a fraction of that. Use it where `tempDataDir()` would do.
 */
export async function migratedDataDir(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  const template = path.join(tmpdir(), `tanai-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(template)) {
    // Built aside and renamed into place, so that parallel test files never see a half-made template.
    const building = mkdtempSync(`${template}-building-`);
    const database = await openDatabase({ dataDir: building });
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another file made it first
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tanai-process-'));
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export interface FixtureUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

// scrypt is deliberately slow; one hash per distinct password is enough (each hash carries its own salt and
// verifies for every account that stores it).
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * An account as better-auth would have made it: users + credential accounts row (password hashed by
 * better-auth) + profiles row. `confirmed` is the e-mail confirmation (sign-in requires it).
 */
export async function createUser(
  db: Db,
  options: {
    email: string;
    password?: string;
    name?: string;
    confirmed?: boolean;
    profileType?: 'member' | 'lawyer' | 'admin';
    twoFactorEnabled?: boolean;
    locale?: 'th' | 'en' | 'zh';
  },
): Promise<FixtureUser> {
  const id = randomUUID();
  const email = options.email.toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const name = options.name ?? email.split('@')[0]!;
  await db.insert(users).values({
    id,
    name,
    email,
    emailVerified: options.confirmed ?? true,
    locale: options.locale ?? 'th',
    twoFactorEnabled: options.twoFactorEnabled ?? false,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashOf(password),
  });
  await db
    .insert(profiles)
    .values({ userId: id, fullName: name, profileType: options.profileType ?? 'member' });
  return { id, email, password, name };
}

/** Marks the e-mail confirmed or not. Sessions made while confirmed stay valid after un-confirming. */
export async function setEmailConfirmed(db: Db, userId: string, confirmed: boolean): Promise<void> {
  await db.update(users).set({ emailVerified: confirmed }).where(eq(users.id, userId));
}

export type LawyerFixture = Partial<typeof lawyers.$inferInsert> & {
  name: string;
  /** The linked account (auto-match only invites lawyers with one); none when omitted or null. */
  userId?: string | null;
};

/** A lawyers row (verified by default). Returns its id and linked user id. */
export async function createLawyer(
  db: Db,
  values: LawyerFixture,
): Promise<{ id: string; userId: string | null }> {
  const [row] = await db
    .insert(lawyers)
    .values({ verified: true, experienceAreas: ['แพ่ง'], ...values })
    .returning({ id: lawyers.id, userId: lawyers.userId });
  return row!;
}

/** A lawyer with a linked, confirmed account (profile type 'lawyer'), ready to be invited and to sign in. */
export async function createLawyerWithUser(
  db: Db,
  values: LawyerFixture & { email: string; password?: string },
): Promise<{ id: string; user: FixtureUser }> {
  const { email, password, ...lawyer } = values;
  const user = await createUser(db, { email, password, name: lawyer.name, profileType: 'lawyer' });
  const { id } = await createLawyer(db, { ...lawyer, userId: user.id });
  return { id, user };
}

/** A questions row written directly (status 'open' unless given; no matching runs). */
export async function createQuestion(
  db: Db,
  values: {
    askerId: string;
    title?: string;
    content?: string;
    province?: string | null;
    experienceAreas?: string[];
    contactPhone?: string | null;
    contactLine?: string | null;
    status?: 'open' | 'assigned' | 'closed';
    createdAt?: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(questions)
    .values({
      createdBy: values.askerId,
      title: values.title ?? 'คำถามทดสอบ',
      content: values.content ?? 'รายละเอียดคำถามทดสอบ',
      province: values.province ?? null,
      experienceAreas: values.experienceAreas ?? ['แพ่ง'],
      contactPhone: values.contactPhone ?? null,
      contactLine: values.contactLine ?? null,
      status: values.status ?? 'open',
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: questions.id });
  return row!;
}

/**
 * A question_recipients row. Default: 'invited', expiring in 48 hours. An `expiresAt` in the past makes an
 * overdue invitation (invited_at is then set 48 hours before it, as the schema requires expiry after invite).
 */
export async function inviteLawyer(
  db: Db,
  questionId: string,
  lawyerId: string,
  userId: string,
  options: {
    status?: 'invited' | 'accepted' | 'declined' | 'expired';
    expiresAt?: Date;
    invitedAt?: Date;
    assignedOrder?: number;
  } = {},
): Promise<{ id: string }> {
  const now = new Date();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + 48 * 3600_000);
  const invitedAt =
    options.invitedAt ?? new Date(Math.min(now.getTime(), expiresAt.getTime() - 48 * 3600_000));
  const status = options.status ?? 'invited';
  const [row] = await db
    .insert(questionRecipients)
    .values({
      questionId,
      lawyerId,
      recipientUserId: userId,
      status,
      invitedAt,
      expiresAt,
      assignedOrder: options.assignedOrder ?? 1,
      respondedAt: status === 'accepted' || status === 'declined' ? now : null,
    })
    .returning({ id: questionRecipients.id });
  return row!;
}

/** `name=value; name2=value2` from a response's Set-Cookie headers. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/**
 * A session written straight into the database, and the Cookie header that carries it: the session token signed
 * the way better-auth signs it (HMAC-SHA256 with the server's AUTH_SECRET, base64, URL-encoded). Servers started
 * by `startServer` share PROCESS_AUTH_SECRET. No sign-in request, so no scrypt and no auth rate limit: for
 * benchmarks and tests that need many signed-in users. (Use `signIn` to test signing in itself.)
 */
export async function createSession(
  db: Db,
  userId: string,
  options: { secret?: string; expiresAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600_000),
    ipAddress: '127.0.0.1',
    userAgent: 'tanai-fixtures',
  });
  const signature = createHmac('sha256', options.secret ?? PROCESS_AUTH_SECRET)
    .update(token)
    .digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** One sign-in attempt through the auth API, as the browser makes it (Origin = the site). */
export function signInRequest(serverUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs in and returns the Cookie header to send with later requests (throws unless a session was made). */
export async function signIn(serverUrl: string, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await signInRequest(serverUrl, email, password);
  const cookie = cookieHeader(res);
  if (res.status !== 200 || !cookie.includes('session_token=')) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

/**
 * Posts a form to a page's action the way a browser without JavaScript does (urlencoded, same Origin), so
 * redirects are not followed: the ask page answers 302 to the inbox on success. Repeat a key for lists.
 */
export function postPageForm(
  serverUrl: string,
  path: string,
  cookie: string,
  fields: Record<string, string | string[]>,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return fetch(`${serverUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: serverUrl, cookie },
    body,
  });
}

/**
 * Posts a form to a page's action the way the browser's fetcher does (React Router single fetch: the
 * `<path>.data` URL); the answer is the action's data, turbo-stream encoded.
 */
export function postActionData(
  serverUrl: string,
  path: string,
  cookie: string,
  fields: Record<string, string | string[]>,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return fetch(`${serverUrl}${path}.data`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: serverUrl, cookie },
    body,
  });
}

// React Router's single-fetch encoding (turbo-stream): a flat JSON array where objects are `{ "_<key index>":
// <value index> }`, arrays hold indices, and negative indices stand for special values.
const TURBO_SPECIAL: Record<number, unknown> = { [-4]: -0, [-5]: null, [-7]: undefined };

/** The value of a `.data` answer (first line; plain objects, arrays, strings, numbers and booleans). */
export function decodeActionData(text: string): unknown {
  const table = JSON.parse(text.split('\n')[0]!) as unknown[];
  const at = (index: number): unknown => {
    if (index < 0) return TURBO_SPECIAL[index];
    const value = table[index];
    if (Array.isArray(value)) {
      // A tagged value (dates, maps, errors...) starts with a string; returned undecoded.
      return typeof value[0] === 'string' ? value : value.map((i) => at(i as number));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [String(table[Number(k.slice(1))]), at(v as number)]),
      );
    }
    return value;
  };
  return at(0);
}

/** Opens a server-sent-event stream (e.g. `/api/events/questions/:id`) with a session cookie. */
export async function openEventStream(serverUrl: string, path: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${serverUrl}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    /** Reads until `predicate` holds for everything received so far, or `ms` pass; returns the text. */
    async until(predicate: (text: string) => boolean, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!predicate(text) && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ done: true; value: undefined }>((r) => {
            timer = setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now());
          }),
        ]);
        clearTimeout(timer);
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    close() {
      controller.abort();
      reader.cancel().catch(() => undefined);
    },
  };
}

/** The events of a server-sent-event text, parsed: `{ event, id, data }`. */
export function parseEvents(text: string): { event: string; id?: string; data: string }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const entry: { event: string; id?: string; data: string } = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') entry.event = value;
        else if (field === 'id') entry.id = value;
        else if (field === 'data') entry.data += value;
      }
      return entry;
    });
}

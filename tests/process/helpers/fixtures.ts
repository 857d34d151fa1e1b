// Helpers of the process tests (and scripts/bench-*.ts): a migrated data folder, sign-in over HTTP, page forms,
// single-fetch answers, server-sent events. Their rows come from tests/factories.ts, given a Drizzle `Db`:
// - PostgreSQL: `openDatabase({ url })` while the servers run (several connections are fine);
// - PGlite: `openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') })` BEFORE the server starts, and `close()` it
//   before `startServer` (PGlite is single-process: two processes on one folder corrupt it).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '#server/db/client.ts';
import { DEFAULT_PASSWORD } from '#tests/factories.ts';

// The factories the benchmarks of scripts/ take from here.
export { createQuestion, createSession, createUser } from '#tests/factories.ts';

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

/** `name=value; name2=value2` from a response's Set-Cookie headers. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
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
  let ended = false;
  // A read still pending when `until` gives up is kept for the next call, so nothing received is lost.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    /** True once the server has ended the stream. */
    get ended() {
      return ended;
    },
    /** Reads until `predicate` holds for everything received so far, the stream ends, or `ms` pass; returns the text. */
    async until(predicate: (text: string) => boolean, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!ended && !predicate(text) && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((r) => {
            timer = setTimeout(() => r('timeout'), deadline - Date.now());
          }),
        ]);
        clearTimeout(timer);
        if (chunk === 'timeout') break;
        pending = null;
        if (chunk.done) ended = true;
        else text += decoder.decode(chunk.value, { stream: true });
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

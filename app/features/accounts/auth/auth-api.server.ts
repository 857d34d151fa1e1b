import { AppError, type ErrorCode } from '#domain/errors.ts';
import { CLIENT_IP_HEADER } from '#server/auth.ts';
import type { Runtime } from '#server/runtime.ts';
import type { AuthErrorLike } from './messages.ts';

/**
 * The headers of the page's request that better-auth reads: the session and two-factor cookies, where the form was
 * sent from (its origin check and the Fetch Metadata check of a first sign-in), the browser (stored with a
 * session) and the client address that server/app.ts sets (its rate limits).
 */
const FORWARDED_HEADERS = [
  'cookie',
  'origin',
  'referer',
  'user-agent',
  'accept-language',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  CLIENT_IP_HEADER,
];

/** better-auth's answer to one call: its JSON, its error (code, message, status) and the cookies it set. */
export interface AuthAnswer<T> {
  data: T | null;
  error: AuthErrorLike | null;
  cookies: string[];
}

/**
 * Calls one endpoint of the auth API (`/api/auth<path>`) for the page action's request, through better-auth's own
 * HTTP handler, so that its rate limits, `hooks.before` (server/auth.ts) and origin checks apply as to a call from
 * the browser (docs/decisions/0003-accounts.md, "Forms post to the server").
 */
export async function callAuth<T>(
  { auth, config }: Runtime,
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthAnswer<T>> {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(new URL(`/api/auth${path}`, config.publicUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  const cookies = response.headers.getSetCookie();
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { data: json as T | null, error: null, cookies };
  const retryAfter = Number(response.headers.get('x-retry-after'));
  return {
    data: null,
    error: {
      code: typeof json?.code === 'string' ? json.code : undefined,
      message: typeof json?.message === 'string' ? json.message : undefined,
      status: response.status,
      ...(retryAfter > 0 ? { retryAfter } : {}),
    },
    cookies,
  };
}

/** The HTTP status of the page's answer for better-auth's. */
function errorCode(status: number | undefined): ErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  return 'INVALID_INPUT';
}

/**
 * A refused auth call as the one error type: the catalogue key (messages.ts) on the field it is about, else as
 * the form's message; a rate limit keeps better-auth's wait, so the page answers 429 with Retry-After.
 */
export function authRefusal(
  error: AuthErrorLike | null,
  key: string,
  fieldOf: (key: string) => string | undefined,
): AppError {
  const code = errorCode(error?.status);
  const field = fieldOf(key);
  const retryAfter = error?.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {};
  return field
    ? new AppError(code, undefined, { fields: { [field]: key }, ...retryAfter })
    : new AppError(code, key, retryAfter);
}

/** The Set-Cookie headers better-auth sent, for the page's own answer. */
export function cookieHeaders(cookies: readonly string[], extra: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const cookie of [...cookies, ...extra]) headers.append('Set-Cookie', cookie);
  return headers;
}

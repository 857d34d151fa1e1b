import { data, type HeadersArgs } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { logger } from '#server/logger.ts';
import { retryAfterHeaders } from '#server/services/rate-limits/consume-rate-limit.ts';

/** An action's answer to a refused request: the one shape every form reads (docs/decisions/0017-forms.md). */
export interface Refusal {
  ok: false;
  /** The action's intent ('' when the action has one only). */
  intent: string;
  /** The message: an i18n key, or an AppError code (translated as `errors.<code>`). */
  code: string;
  /** An i18n key per refused field. */
  fields: Record<string, string>;
  /** Interpolation values of a field's message, by field. */
  params: Record<string, Record<string, string>>;
}

/**
 * What every action answers (docs/decisions/0017-forms.md): success with what the page needs of it, or the one
 * refusal. `Answer<{ intent: string; id: string }>` for an action that names what it changed.
 */
export type Answer<T extends object = Record<never, never>> = ({ ok: true } & T) | Refusal;

export interface RefusalOptions<T extends object> {
  intent?: string;
  /** What to do with an error that is no AppError: log it and answer 500 with `code`; without it, rethrow. */
  failure?: { log: string; code: string };
  /** What the page needs to show the form again as it was sent (never a password). */
  extra?: T;
  /** Set-Cookie values to pass on with the answer (those better-auth sent with its refusal). */
  cookies?: readonly string[];
}

/**
 * The one way an action turns a thrown error into its answer: an AppError becomes its message, field messages
 * and HTTP status (429 with Retry-After when rate-limited); any other error is logged and answered with
 * `failure.code` (500), or rethrown when the action gives no `failure`.
 */
export function actionError<T extends object = Record<never, never>>(
  error: unknown,
  { intent = '', failure, extra, cookies = [] }: RefusalOptions<T> = {},
) {
  const answer = (refusal: Omit<Refusal, 'intent'>, status: number, headers = new Headers()) => {
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return data<Refusal & T>({ ...refusal, intent, ...(extra as T) }, { status, headers });
  };
  if (isAppError(error))
    return answer(
      { ok: false, code: error.message, fields: error.fields ?? {}, params: error.params ?? {} },
      error.status,
      new Headers(retryAfterHeaders(error)),
    );
  if (!failure) throw error;
  logger.error({ intent, err: error instanceof Error ? error.message : String(error) }, failure.log);
  return answer({ ok: false, code: failure.code, fields: {}, params: {} }, 500);
}

/**
 * The `headers` of every page with an action: a refusal's Retry-After reaches the browser on a plain form post too
 * (React Router passes on only Set-Cookie by itself; its answer to a script's post carries it already).
 */
export function actionHeaders({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('retry-after');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

import { data } from 'react-router';
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

/** What to do with an error that is no AppError: log it and answer 500 with `code`; without it, rethrow. */
export interface RefusalOptions {
  intent?: string;
  failure?: { log: string; code: string };
}

/**
 * The one way an action turns a thrown error into its answer: an AppError becomes its message, field messages
 * and HTTP status (429 with Retry-After when rate-limited); any other error is logged and answered with
 * `failure.code` (500), or rethrown when the action gives no `failure`.
 */
export function actionError(error: unknown, { intent = '', failure }: RefusalOptions = {}) {
  if (isAppError(error))
    return data<Refusal>(
      { ok: false, intent, code: error.message, fields: error.fields ?? {}, params: error.params ?? {} },
      { status: error.status, headers: retryAfterHeaders(error) },
    );
  if (!failure) throw error;
  logger.error({ intent, err: error instanceof Error ? error.message : String(error) }, failure.log);
  return data<Refusal>({ ok: false, intent, code: failure.code, fields: {}, params: {} }, 500);
}

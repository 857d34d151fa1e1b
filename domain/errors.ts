/**
 * The one error type services throw. The code maps to an HTTP status here and to a translated message
 * on the client (i18n key `errors.<code>`, or the i18n key given as the message). Refused input carries
 * `fields`: an i18n key per form field (the message is then the first of them), and optionally `params`,
 * the interpolation values of a field's message. Actions turn it into their answer with
 * `actionError` (app/lib/action-error.server.ts). A refusal the caller tells apart from others of its code has its
 * own message (e.g. `FILE_EXISTS` of server/files/storage.ts), compared with `===`; an error only an operator
 * reads (configuration, the backup scripts) says what is wrong in words instead of an i18n key.
 */
export const ERROR_STATUS = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorDetails {
  /** An i18n key per refused form field. */
  fields?: Record<string, string>;
  /** Interpolation values of a field's message, by field. */
  params?: Record<string, Record<string, string>>;
  /** Seconds until a refused write may be tried again (RATE_LIMITED: the `Retry-After` header). */
  retryAfter?: number;
  /** The record the refusal is about, when the caller sends the person there (the own listing that exists). */
  id?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The refused fields (i18n key per field); absent when the error is not about particular fields. */
  readonly fields?: Record<string, string>;
  readonly params?: Record<string, Record<string, string>>;
  readonly retryAfter?: number;
  readonly id?: string;
  constructor(code: ErrorCode, message?: string, details: AppErrorDetails = {}) {
    super(message ?? (details.fields ? Object.values(details.fields)[0] : undefined) ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    if (details.fields) this.fields = details.fields;
    if (details.params) this.params = details.params;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.id !== undefined) this.id = details.id;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Refused input: INVALID_INPUT (or another code) with an i18n key per field. */
export const inputError = (
  fields: Record<string, string>,
  code: ErrorCode = 'INVALID_INPUT',
  params?: Record<string, Record<string, string>>,
) => new AppError(code, undefined, params ? { fields, params } : { fields });

import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** What every log line written while serving one request carries (set by server/http/request-log.ts). */
export interface RequestLogContext {
  reqId: string;
}

const requestContext = new AsyncLocalStorage<RequestLogContext>();

/** Runs `fn` (and everything it awaits) as part of one request: log lines written there carry its `reqId`. */
export function runWithRequestContext<T>(context: RequestLogContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

/** The id of the request being served, when called while serving one. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

const defaultLevel = () => process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');

/** The fields of a request's log line (server/http/request-log.ts), written inline in a terminal. */
const REQUEST_FIELDS = ['reqId', 'method', 'path', 'status', 'ms'];

/**
 * Where log lines go by default: JSON lines on stdout (production, log collectors, files, pipes), or one readable
 * line each (`12:00:01 INFO: request GET /th 200 12.3 ms`) when stdout is a terminal (`npm start`, `npm run dev`).
 * `LOG_FORMAT=json` or `pretty` overrides the choice.
 */
function defaultDestination(): DestinationStream | undefined {
  const format = process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  if (format !== 'pretty') return undefined;
  return pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
    messageFormat: '{msg}{if method} {method} {path} {status} {ms} ms{end}',
    singleLine: true,
  });
}

/**
 * A logger with the server's rules: passwords, tokens and cookies redacted wherever they appear, and the current
 * request's id (`reqId`) added to every line written while a request is served. Tests pass their own destination.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'headers.cookie',
          '*.headers.cookie',
          'authorization',
        ],
        censor: '[redacted]',
      },
      mixin() {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    options.destination ?? defaultDestination(),
  );
}

/** One logger for the server. */
export const logger = createLogger();

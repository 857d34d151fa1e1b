import pino from 'pino';

/** One logger for the server. Passwords, tokens and cookies are redacted wherever they appear. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
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
});

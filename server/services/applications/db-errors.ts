/**
 * True when a database error (as thrown by Drizzle on PGlite or node-postgres, possibly wrapped in `cause`)
 * is a unique violation (SQLSTATE 23505), optionally of the named constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const err = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (err.code === '23505') {
      if (!constraint) return true;
      if (err.constraint === constraint) return true;
      return typeof err.message === 'string' && err.message.includes(constraint);
    }
    e = err.cause;
  }
  return false;
}

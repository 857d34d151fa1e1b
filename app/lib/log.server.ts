import { isRouteErrorResponse } from 'react-router';
import { logger } from '#server/logger.ts';

export function logNotFound(pathname: string) {
  logger.warn({ path: pathname }, 'page not found');
}

/**
 * An error of a loader, an action or the rendering (React Router's handleError). Logged with the path (no query
 * string) and, through the logger's request context, the request id; the page itself shows no detail.
 */
export function logPageError(error: unknown, request: Request) {
  // Thrown responses (404, redirects) and requests the browser gave up on are not errors of the server.
  if (isRouteErrorResponse(error) || error instanceof Response || request.signal.aborted) return;
  logger.error(
    { err: error instanceof Error ? error.message : String(error), path: new URL(request.url).pathname },
    'page error',
  );
}

import { logger } from '#server/logger.ts';

export function logNotFound(pathname: string) {
  logger.warn({ path: pathname }, 'page not found');
}

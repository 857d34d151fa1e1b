import { Hono } from 'hono';
import type { Runtime } from '../runtime.ts';

/** HTTP routes for files: uploads and serving (mounted by server/app.ts). */
export function createFileRoutes(_runtime: Runtime) {
  return new Hono();
}

// autocannon (v8) ships no types: the part of its API that bench-load uses, typed here.
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: never, context: never) => unknown;
  onResponse?: (status: number, body: string, context: never, headers: Record<string, unknown>) => void;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
  requests?: AutocannonRequest[];
}

export interface AutocannonResult {
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  duration: number;
}

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** Runs autocannon and resolves with its result. */
export const runAutocannon = (options: AutocannonOptions): Promise<AutocannonResult> => autocannon(options);

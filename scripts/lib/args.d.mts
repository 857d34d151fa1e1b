// Types of scripts/lib/args.mjs for the TypeScript scripts.
import type { ParseArgsOptionsConfig, parseArgs } from 'node:util';

export interface CommandLineSpec {
  /** The usage text: printed for --help, and after the reason of a refusal. */
  usage: string;
  options?: ParseArgsOptionsConfig;
  allowPositionals?: boolean;
  /** The arguments (default: process.argv.slice(2)). */
  argv?: string[];
}

export type CommandLine<T extends CommandLineSpec> = ReturnType<
  typeof parseArgs<{
    options: T['options'] extends ParseArgsOptionsConfig ? T['options'] : Record<never, never>;
    allowPositionals: T['allowPositionals'] extends true ? true : false;
    strict: true;
  }>
> & {
  /** Exits 2 with `message` and the usage on stderr. */
  refuse(message: string): never;
};

export function parseCommandLine<const T extends CommandLineSpec>(spec: T): CommandLine<T>;

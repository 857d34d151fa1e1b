import { spawn } from 'node:child_process';
import path from 'node:path';

/** What a command printed, and how it ended. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end with the project's `node_modules/.bin` first on PATH (as npm runs a script) and
 * `env` over this process's environment; resolves with its exit code and everything it printed.
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

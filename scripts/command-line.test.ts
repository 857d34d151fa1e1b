import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CommandRun, runCommand } from '../tests/helpers/run-command.ts';

// Every npm script of the project answers `--help` with its usage and refuses what it does not know with that usage
// (exit code 2, on stderr) before doing anything (scripts/lib/args.mjs). The scripts run as npm runs them: their
// command line from package.json, through sh, with node_modules/.bin first on PATH and the arguments appended.

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

/** The project's own scripts: each must answer --help and refuse unknown options. */
const OWN = [
  'start',
  'dev',
  'test',
  'test:e2e',
  'admin',
  'db:generate',
  'db:backup',
  'db:restore',
  'db:seed-scale',
  'bench:pages',
  'bench:search',
  'bench:load',
  'bench:bundle',
  'bench:uploads',
  'bench:triage',
  'bench:scale',
  'audit:lighthouse',
  'build:triage-model',
  'eval:triage',
  'screenshots',
];
/** Tool commands (their tool's own --help) and npm's own hooks. */
const TOOLS = ['postinstall', 'build', 'check', 'format', 'test:unit', 'test:process'];

/** Generous: each script loads its modules (a few seconds for the largest) on a machine that may be busy. */
const TIMEOUT_MS = 120_000;

function npmRun(name: string, args: string[]): Promise<CommandRun> {
  return runCommand('sh', ['-c', `${scripts[name]} "$@"`, 'sh', ...args]);
}

describe('the npm scripts', () => {
  it('are each either the project’s own (with usage) or a tool’s command', () => {
    expect(Object.keys(scripts).sort()).toEqual([...OWN, ...TOOLS].sort());
  });

  it.concurrent.each(OWN)(
    'npm run %s -- --help prints its usage; an unknown option is refused with it',
    async (name) => {
      const [help, unknown] = await Promise.all([
        npmRun(name, ['--help']),
        npmRun(name, ['--no-such-option']),
      ]);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: /);
      const usage = help.stdout.trim();
      expect(unknown).toEqual({
        code: 2,
        stdout: '',
        stderr: `Unknown option '--no-such-option'.\n\n${usage}\n`,
      });
    },
    TIMEOUT_MS,
  );
});

describe('refusals of the scripts’ own checks, with the usage', () => {
  it.concurrent.each([
    ['db:generate', [], 'Give the migration a name (--name).'],
    ['db:generate', ['--name', 'Add Things'], 'The name is lower case letters, digits and underscores'],
    ['db:restore', [], 'Which backup? Give its file.'],
    ['db:restore', ['a.dump', 'b.dump'], 'Only one file may be given.'],
    ['db:backup', ['a.dump', 'b.dump'], 'Only one file may be given.'],
    ['admin', [], 'Which command?'],
    ['admin', ['promote', 'a@example.com'], 'Unknown command promote.'],
    ['admin', ['grant'], 'Give one e-mail address.'],
    ['bench:load', ['--phases', 'longtail,spike'], 'Unknown phase spike (longtail, mixed).'],
    ['bench:uploads', ['--burst', 'many'], '--burst must be a whole number of at least 1, not many.'],
    ['test', ['tests/e2e/search.spec.ts'], "Unexpected argument 'tests/e2e/search.spec.ts'."],
  ] as const)(
    'npm run %s -- %j',
    async (name, args, reason) => {
      const run = await npmRun(name, [...args]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(reason);
      expect(run.stderr).toContain('\n\nUsage: ');
    },
    TIMEOUT_MS,
  );
});

describe('npm run test:e2e', () => {
  it(
    'names in its usage the arguments it passes on to Playwright',
    async () => {
      const { stdout } = await npmRun('test:e2e', ['--help']);
      for (const option of ['--grep, -g', '--project', '--workers, -j', '--headed', '--update-snapshots, -u'])
        expect(stdout).toContain(option);
      expect(stdout).toContain('spec files or filters');
    },
    TIMEOUT_MS,
  );
});

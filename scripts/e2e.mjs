// End-to-end tests: production build, a fresh embedded database, Playwright in Debian's Chromium.
//
// A full run (no arguments but --no-build) is two groups side by side, each with its own server on its own port,
// its own database folder and its own Chromium (the groups are set in playwright.config.ts); their output is
// printed line by line with the group's letter. Any other arguments (a spec file, --project, --grep) run one
// Playwright over every spec, as before. E2E_SERIAL=1 runs the full suite as one group too.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureHeadlessShell } from './ensure-chromium.mjs';
import { parseCommandLine } from './lib/args.mjs';

const USAGE = `Usage: npm run test:e2e -- [--no-build] [SPEC_OR_FILTER ...] [PLAYWRIGHT OPTIONS]

Builds the site (react-router build; --no-build reuses the existing build), then runs the end-to-end tests in
Chromium against it, each server on a fresh embedded database. Without specs or options: two groups side by side
(ports E2E_PORT and E2E_PORT+1, default 3100). With them: one Playwright run over the specs given.

Passed on to Playwright (npx playwright test --help says more):
  spec files or filters (tests/e2e/search.spec.ts, search:12)
  --grep, -g REGEXP         --grep-invert, -G REGEXP    --project NAME (repeatable)
  --workers, -j N           --retries N                 --repeat-each N
  --max-failures N          --timeout MS                --reporter NAME
  --trace MODE              --shard I/N                 --headed  --debug  --ui  --list
  --update-snapshots, -u    --last-failed               --fully-parallel  --fail-on-flaky-tests
  --forbid-only             --pass-with-no-tests        --quiet
  --no-deps                 without the projects a project depends on: one admin spec is
                            tests/e2e/admin.setup.ts SPEC --no-deps --project admin-setup --project admin
Any other option is refused here: run npx playwright test directly for those (after npx react-router build).

Environment: E2E_PORT, E2E_SERIAL=1 (one group), E2E_A11Y=0 (no axe-core checks), E2E_DATA_DIR, E2E_OUTPUT_DIR,
HEADLESS_SHELL_PATH (the browser; default Debian's /usr/bin/chromium-headless-shell, installed when missing).`;

const args = process.argv.slice(2);
parseCommandLine({
  usage: USAGE,
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean' },
    grep: { type: 'string', short: 'g' },
    'grep-invert': { type: 'string', short: 'G' },
    project: { type: 'string', multiple: true },
    workers: { type: 'string', short: 'j' },
    retries: { type: 'string' },
    'repeat-each': { type: 'string' },
    'max-failures': { type: 'string' },
    timeout: { type: 'string' },
    reporter: { type: 'string' },
    trace: { type: 'string' },
    shard: { type: 'string' },
    headed: { type: 'boolean' },
    debug: { type: 'boolean' },
    ui: { type: 'boolean' },
    list: { type: 'boolean' },
    'fully-parallel': { type: 'boolean' },
    'pass-with-no-tests': { type: 'boolean' },
    'update-snapshots': { type: 'boolean', short: 'u' },
    'last-failed': { type: 'boolean' },
    'fail-on-flaky-tests': { type: 'boolean' },
    'forbid-only': { type: 'boolean' },
    quiet: { type: 'boolean' },
    'no-deps': { type: 'boolean' },
  },
});

ensureHeadlessShell();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// `--no-build` reuses the build that `npm test` has just made. The build's report (one line per file) is left out:
// warnings and errors only.
if (!args.includes('--no-build')) run('npx', ['react-router', 'build', '--logLevel', 'warn']);
const playwrightArgs = args.filter((a) => a !== '--no-build');
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e/data';
const port = Number(process.env.E2E_PORT ?? 3100);
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';

if (playwrightArgs.length > 0 || process.env.E2E_SERIAL === '1') {
  rmSync(process.env.E2E_DATA_DIR ?? '.e2e', { recursive: true, force: true });
  run('npx', ['playwright', 'test', ...playwrightArgs]);
  process.exit(0);
}

/** Runs one group and prefixes its output; resolves with its exit code. */
function runGroup(group, offset, a11yDir) {
  const env = {
    ...process.env,
    E2E_GROUP: group,
    E2E_PORT: String(port + offset),
    E2E_DATA_DIR: `${dataDir}-${group}`,
    E2E_OUTPUT_DIR: `${outputDir}-${group}`,
    E2E_A11Y_DIR: a11yDir,
  };
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  const child = spawn('npx', ['playwright', 'test'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${group}] ${line}\n`);
    });
    stream.on('end', () => {
      if (rest) out.write(`[${group}] ${rest}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const a11yDir = path.join(path.dirname(dataDir), 'a11y');
rmSync(a11yDir, { recursive: true, force: true });
mkdirSync(a11yDir, { recursive: true });
const codes = await Promise.all([runGroup('a', 0, a11yDir), runGroup('b', 1, a11yDir)]);
const failed = ['a', 'b'].filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`\nEnd-to-end group${failed.length > 1 ? 's' : ''} ${failed.join(' and ')} failed.`);
  process.exit(1);
}
console.log('\nBoth end-to-end groups passed.');

// End-to-end tests: production build, a fresh embedded database, Playwright in Debian's Chromium.
//
// A full run (no arguments but --no-build) is two groups side by side, each with its own server on its own port,
// its own database folder and its own Chromium (the groups are set in playwright.config.ts); their output is
// printed line by line with the group's letter. Any other arguments (a spec file, --project, --grep) run one
// Playwright over every spec, as before. E2E_SERIAL=1 runs the full suite as one group too.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// `--no-build` reuses the build that `npm test` has just made.
const args = process.argv.slice(2);
if (!args.includes('--no-build')) run('npx', ['react-router', 'build']);
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

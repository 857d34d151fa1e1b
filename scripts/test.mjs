// `npm test`: the case-triage model from the labelled set, lint + typecheck, unit and server integration tests,
// the production build, the process tests (built server processes on PGlite and PostgreSQL), then the end-to-end
// tests in Chromium.
import { spawnSync } from 'node:child_process';
import { parseCommandLine } from './lib/args.mjs';
import { buildTriageModel } from './lib/triage-model.mjs';

parseCommandLine({
  usage: `Usage: npm test

Runs every test, stopping at the first step that fails:
  1. the case-triage model from the labelled set (npm run build:triage-model)
  2. npm run check: Biome, React Router type generation, tsc, the installed dependencies
  3. unit tests and server integration tests on PGlite (npx vitest run)
  4. the production build (npx react-router build)
  5. process tests: the built server as real processes on PGlite and PostgreSQL (npm run test:process)
  6. end-to-end tests in Chromium on the build (npm run test:e2e -- --no-build)
About 20 minutes on a 2-core machine. One step alone: the command in brackets.`,
});
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const started = Date.now();
buildTriageModel();
const timings = [];
for (const [cmd, ...args] of [
  ['npm', 'run', 'check'],
  ['npx', 'vitest', 'run'],
  ['npx', 'react-router', 'build', '--logLevel', 'warn'],
  ['npx', 'vitest', 'run', '--config', 'vitest.process.config.ts'],
  ['node', 'scripts/e2e.mjs', '--no-build'],
]) {
  const step = [cmd, ...args].join(' ');
  console.log(`\n▶ ${step}`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${step} failed after ${minutes(Date.now() - stepStarted)}`);
    process.exit(result.status ?? 1);
  }
  timings.push(`  ${minutes(Date.now() - stepStarted).padStart(13)}  ${step}`);
}
// Where the time went, so that a slow step shows in CI's output.
console.log(`\n✔ every test passed in ${minutes(Date.now() - started)}:\n${timings.join('\n')}`);

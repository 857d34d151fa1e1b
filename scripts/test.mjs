// `npm test`: the case-triage model from the labelled set, lint + typecheck, unit and server integration tests,
// the production build, the process tests (built server processes on PGlite and PostgreSQL), then the end-to-end
// tests in Chromium.
import { spawnSync } from 'node:child_process';
import { buildTriageModel } from './lib/triage-model.mjs';

buildTriageModel();
for (const [cmd, ...args] of [
  ['npm', 'run', 'check'],
  ['npx', 'vitest', 'run'],
  ['npx', 'react-router', 'build'],
  ['npx', 'vitest', 'run', '--config', 'vitest.process.config.ts'],
  ['node', 'scripts/e2e.mjs', '--no-build'],
]) {
  console.log(`\n▶ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

// `npm test`: lint + typecheck, unit and server integration tests, then the end-to-end tests.
import { spawnSync } from 'node:child_process';

for (const [cmd, ...args] of [
  ['npm', 'run', 'check'],
  ['npx', 'vitest', 'run'],
  ['node', 'scripts/e2e.mjs'],
]) {
  console.log(`\n▶ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

// End-to-end tests: production build, a fresh embedded database, Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// `--no-build` reuses the build that `npm test` has just made.
const args = process.argv.slice(2);
if (!args.includes('--no-build')) run('npx', ['react-router', 'build']);
rmSync(process.env.E2E_DATA_DIR ?? '.e2e', { recursive: true, force: true });
run('npx', ['playwright', 'test', ...args.filter((a) => a !== '--no-build')]);

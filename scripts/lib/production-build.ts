// The production build that the benchmarks and audits measure (TANAI_BUILD_DIR, default `build`), built when
// missing. After a change to the code, build again (`npm run build`) so that they measure that change.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = process.env.TANAI_BUILD_DIR ?? 'build';

export function ensureProductionBuild(): void {
  if (existsSync(path.join(BUILD_DIR, 'server/index.js'))) return;
  console.log(`building the production bundle into ${BUILD_DIR}/ ...`);
  const built = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, TANAI_BUILD_DIR: BUILD_DIR },
  });
  if (built.status !== 0) throw new Error('build failed');
}

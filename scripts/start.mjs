// `npm start`: builds the site, then serves it (server.js), with a short summary instead of the build's own
// output. Vite's report (one line per asset) is shown only when the build fails or warns; the server then logs
// where the site is (server/entry.ts), readable in a terminal and JSON lines otherwise (server/logger.ts).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkNodeVersion } from './lib/node-version.mjs';
import { buildTriageModel } from './lib/triage-model.mjs';

checkNodeVersion();

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.cjs');
const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';
const started = performance.now();
console.log(`Building the site into ${buildDir}/ with Node.js ${process.version} …`);
// The site bundles the case-triage model: made again from the labelled set as it is now.
buildTriageModel({ quiet: true });

const output = [];
const code = await new Promise((resolve) => {
  const build = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  build.on('close', (status) => resolve(status ?? 1));
});
const report = Buffer.concat(output).toString().trim();
if (code !== 0) {
  console.error(report);
  console.error(`✖ The build failed (exit code ${code}); the site was not started.`);
  process.exit(code);
}
// Warnings are ours to fix, so they are shown.
if (report) console.log(report);
console.log(`✓ Built in ${((performance.now() - started) / 1000).toFixed(1)} s; starting the server …`);

await import('../server.js');

// `npm start`: builds the site, then serves it (server.js), with a short summary instead of the build's own
// output. Vite's report (one line per asset) is shown only when the build fails or warns; the server then logs
// where the site is (server/entry.ts), readable in a terminal and JSON lines otherwise (server/logger.ts).
//
// The server runs in this very process (server.js), and `npm start` runs this script with `exec` (package.json), so
// the SIGTERM or SIGINT that npm passes on reaches the server: it stops gracefully and nothing keeps the port
// (server/entry.ts, server/cluster.mjs). A stop signal during the build is passed on to the build, and the site is
// not started.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import path from 'node:path';
import { parseCommandLine } from './lib/args.mjs';
import { checkNodeVersion } from './lib/node-version.mjs';
import { buildTriageModel } from './lib/triage-model.mjs';

checkNodeVersion();
parseCommandLine({
  usage: `Usage: npm start

Builds the site (the case-triage model, then react-router build into TANAI_BUILD_DIR, default build/), then serves
it on PORT (default 3000; migrations run at start-up). Configuration: environment variables (README.md,
docs/deploy.md section 10). Ctrl-C or SIGTERM stops it gracefully.`,
});

/** The stop signal received while building, if any; the build running then gets it too. */
let stopSignal;
let build;
const onStopSignal = (signal) => {
  stopSignal ??= signal;
  build?.kill(signal);
};
process.on('SIGTERM', onStopSignal);
process.on('SIGINT', onStopSignal);
/** Exits as a process stopped by that signal does (128 + its number), saying the site was not started. */
const exitIfStopped = () => {
  if (!stopSignal) return;
  console.error(`✖ Stopped by ${stopSignal} while building; the site was not started.`);
  process.exit(128 + (constants.signals[stopSignal] ?? 15));
};

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.cjs');
const buildDir = process.env.TANAI_BUILD_DIR ?? 'build';
const started = performance.now();
console.log(`Building the site into ${buildDir}/ with Node.js ${process.version} …`);
// The site bundles the case-triage model: made again from the labelled set as it is now.
buildTriageModel({ quiet: true });
exitIfStopped();

const output = [];
const code = await new Promise((resolve) => {
  build = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  build.on('close', (status) => resolve(status ?? 1));
});
exitIfStopped();
const report = Buffer.concat(output).toString().trim();
if (code !== 0) {
  console.error(report);
  console.error(`✖ The build failed (exit code ${code}); the site was not started.`);
  process.exit(code);
}
// Warnings are ours to fix, so they are shown.
if (report) console.log(report);
console.log(`✓ Built in ${((performance.now() - started) / 1000).toFixed(1)} s; starting the server …`);

// From here on the server's own handlers stop it (gracefully, exit code 0).
process.off('SIGTERM', onStopSignal);
process.off('SIGINT', onStopSignal);
await import('../server.js');

// Builds the case-triage model (server/triage/model.json) from the labelled set: `scripts/build-triage-model.ts`
// run by tsx on this process's Node.js. The model is made, never committed (docs/decisions/0023-case-triage.md):
// after `npm install`, before `npm start`'s and `npm run build`'s site build, and first in `npm test`; the site's
// build bundles it.
import { spawnSync } from 'node:child_process';

/**
 * Writes server/triage/model.json; exits the process with the script's status when it fails. `quiet`: its output is
 * shown only then (`npm start` keeps its own short summary).
 */
export function buildTriageModel({ quiet = false } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-triage-model.ts'], {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) console.error(`${result.stdout}${result.stderr}`.trim());
    console.error('✖ The case-triage model could not be built (scripts/build-triage-model.ts).');
    process.exit(result.status ?? 1);
  }
}

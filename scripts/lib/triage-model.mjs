// Builds the case-triage model (server/triage/model.json) from the labelled set: `scripts/build-triage-model.ts`
// run by tsx on this process's Node.js. The model is made, never committed (docs/decisions/0023-case-triage.md):
// after `npm install`, before `npm start`'s and `npm run build`'s site build, and first in `npm test`; the site's
// build bundles it. A model newer than everything it is made from is kept (`npm run build:triage-model` always
// makes it again).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const MODEL = 'server/triage/model.json';
/** What the model is made from: the labelled set and the triage code, the domain modules, the script itself. */
const SOURCES = ['server/triage', 'domain', 'scripts/build-triage-model.ts'];

/** The newest modification time of a file or of the files under a folder (0 when missing). */
function newestMtime(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Whether model.json exists and no file it is made from changed after it was written. */
export function triageModelIsFresh() {
  let written;
  try {
    written = statSync(MODEL).mtimeMs;
  } catch {
    return false;
  }
  return SOURCES.every((source) => newestMtime(source) <= written);
}

/**
 * Writes server/triage/model.json unless it is fresh; exits the process with the script's status when it fails.
 * `quiet`: its output is shown only then (`npm start` keeps its own short summary).
 */
export function buildTriageModel({ quiet = false } = {}) {
  if (triageModelIsFresh()) {
    if (!quiet) console.log(`triage model: ${MODEL} is newer than the labelled set and the code, kept`);
    return;
  }
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

// Part of `npm run check`: the installed packages are what package-lock.json says, and none has install scripts
// that package.json's `allowScripts` has not reviewed. `npm install` shows errors only (.npmrc, ADR 0012), so this
// is where a missing, invalid or extraneous package, or a skipped install script, is reported.
import { spawnSync } from 'node:child_process';

function npm(args) {
  const result = spawnSync('npm', [...args, '--json'], { encoding: 'utf8' });
  try {
    return JSON.parse(result.stdout);
  } catch {
    console.error(result.stdout, result.stderr);
    throw new Error(`npm ${args.join(' ')} gave no JSON (exit code ${result.status})`);
  }
}

const failures = [];

const tree = npm(['ls', '--all']);
for (const problem of tree.problems ?? []) failures.push(`npm ls: ${problem}`);

const scripts = npm(['install-scripts', 'ls']);
for (const entry of scripts.allowScripts ?? []) {
  const versions = (entry.changes ?? []).map((change) => change.key).join(', ');
  failures.push(
    `install scripts not reviewed: ${entry.name ?? JSON.stringify(entry)}${versions ? ` (${versions})` : ''}; ` +
      `run \`npm install-scripts approve ${entry.name ?? 'NAME'}\` or \`deny\` (docs/decisions/0012-node-runtime-from-npm.md)`,
  );
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('dependencies: the installed tree matches package-lock.json; every install script is reviewed');

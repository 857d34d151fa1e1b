// The command line of every npm script (package.json): Node's `util.parseArgs` with the script's usage text.
// `--help` (`-h`) prints the usage on stdout and exits 0; an unknown option, a missing or unexpected value, or a
// refusal of the script itself (`refuse`) prints the reason and the usage on stderr and exits 2, before any work.
// Plain JavaScript, which server.js loads on any Node.js before it checks the version (scripts/lib/node-version.mjs).
import { parseArgs } from 'node:util';

/** Exits 2 with the reason and the usage on stderr. */
function refuseWith(usage, message) {
  process.stderr.write(`${message}\n\n${usage.trimEnd()}\n`);
  process.exit(2);
}

/**
 * Parses `argv` (default: the process's arguments) with `options` (util.parseArgs's) and `allowPositionals`.
 * Returns util.parseArgs's `values` and `positionals`, and `refuse(message)` for the script's own checks.
 */
export function parseCommandLine({
  usage,
  options = {},
  allowPositionals = false,
  argv = process.argv.slice(2),
}) {
  const refuse = (message) => refuseWith(usage, message);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
  } catch (error) {
    if (!String(error?.code).startsWith('ERR_PARSE_ARGS_')) throw error;
    // Node's advice about positionals that start with '-' is not for these scripts.
    refuse(`${error.message.replace(/\. To specify a positional argument[\s\S]*$/, '').replace(/\.$/, '')}.`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
  delete parsed.values.help;
  return { values: parsed.values, positionals: parsed.positionals, refuse };
}

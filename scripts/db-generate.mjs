// `npm run db:generate -- --name NAME`: drizzle-kit generate (drizzle.config.ts) with a name that says what the
// migration does (server/db/migrations/0019_NAME.sql). Without a name it refuses: drizzle-kit would pick a random one.
// After generating, add a one-line SQL comment at the top of the migration explaining it (see the existing ones).
import { spawnSync } from 'node:child_process';
import { parseCommandLine } from './lib/args.mjs';

const { values, refuse } = parseCommandLine({
  usage: `Usage: npm run db:generate -- --name NAME [--custom]

Writes the next migration in server/db/migrations/ (NNNN_NAME.sql) from the changes to server/db/schema/
(drizzle-kit generate). NAME says what it does, in lower case with underscores: --name lawyer_languages.
  --custom   an empty migration to write by hand (SQL that the schema cannot express)
Then add a one-line SQL comment at the top of the new file explaining the change.`,
  options: { name: { type: 'string' }, custom: { type: 'boolean', default: false } },
});
if (values.name === undefined) refuse('Give the migration a name (--name).');
if (!/^[a-z][a-z0-9_]*$/.test(values.name))
  refuse(
    `The name is lower case letters, digits and underscores, starting with a letter: not ${values.name}.`,
  );

const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', `--name=${values.name}`, ...(values.custom ? ['--custom'] : [])],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

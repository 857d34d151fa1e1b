// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the administrator role on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR). Admin also needs a confirmed e-mail.
import path from 'node:path';
import { parseCommandLine } from '../../scripts/lib/args.mjs';

const USAGE = `Usage: npm run admin -- grant EMAIL
       npm run admin -- revoke EMAIL

Gives (grant) or takes back (revoke) the administrator role of the account with that e-mail, on the configured
database (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first). The role takes effect once the
e-mail is confirmed.`;

const { positionals, refuse } = parseCommandLine({ usage: USAGE, allowPositionals: true });
const [first, second] = positionals;
const command =
  first === 'grant' || first === 'revoke'
    ? first
    : refuse(first ? `Unknown command ${first}.` : 'Which command?');
const email = second && positionals.length === 2 ? second : refuse('Give one e-mail address.');

// The modules load once the command line is read: --help answers at once.
const { isAppError } = await import('#domain/errors.ts');
const { loadConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/client.ts');
const { lockEmbeddedDatabase } = await import('../db/lock.ts');
const { grantAdmin } = await import('../services/accounts/grant-admin.ts');
const { revokeAdmin } = await import('../services/accounts/revoke-admin.ts');

const config = loadConfig();
let unlock = () => {};
if (!config.databaseUrl) {
  try {
    unlock = lockEmbeddedDatabase(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
let code = 0;
try {
  if (command === 'grant') {
    const result = await grantAdmin(database.db, email);
    console.log(
      result.emailVerified
        ? `${email} is now an administrator.`
        : `${email} has the administrator role; it takes effect once the e-mail is confirmed.`,
    );
  } else {
    await revokeAdmin(database.db, email);
    console.log(`${email} is no longer an administrator.`);
  }
} catch (error) {
  console.error(isAppError(error) ? error.message : error);
  code = 1;
} finally {
  await database.close();
  unlock();
}
process.exit(code);

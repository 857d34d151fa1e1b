// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the administrator role on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR). Admin also needs a confirmed e-mail.
import path from 'node:path';
import { isAppError } from '#domain/errors.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockEmbeddedDatabase } from '../db/lock.ts';
import { grantAdmin } from '../services/accounts/grant-admin.ts';
import { revokeAdmin } from '../services/accounts/revoke-admin.ts';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
  process.exit(2);
}

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

// `npm run screenshots`: the whole site in a minute. Starts the production build (built when missing) on a fresh
// embedded database with the demo data, plus a review waiting to be written by the demo member, books a
// consultation through the public form (for its receipt), and photographs in Debian's Chromium the pages a person
// meets — home, search, a profile, booking, the receipt, the review form, the lawyer's desk and admin screens — at
// 360 and 1366 px, in the light and the dark theme, into `screenshots/` (git-ignored), one PNG per page, width and
// theme. Whatever ends it, the server is stopped and the scratch data removed.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { parseCommandLine } from './lib/args.mjs';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run screenshots -- [--out DIR] [--lang th|en|zh]

Photographs home, search, a profile, booking, the receipt, the review form, the lawyer's desk and admin screens
of the production build (built when missing) on fresh demo data, at 360 and 1366 px, light and dark.
  --out DIR    where the PNGs go (default screenshots/, git-ignored)
  --lang L     the interface language (default th)`,
  options: { out: { type: 'string' }, lang: { type: 'string' } },
});

const OUT = path.resolve(args.out ?? 'screenshots');
const LANG = args.lang === 'en' || args.lang === 'zh' ? args.lang : 'th';
const WIDTHS = [360, 1366] as const;
const THEMES = ['light', 'dark'] as const;
const DAY_MS = 86_400_000;
const bangkokDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at)).slice(0, 10);

// The modules load once the command line is read: --help answers at once.
const { chromium } = await import('@playwright/test');
const { eq } = await import('drizzle-orm');
const { loadConfig } = await import('../server/config.ts');
const { openDatabase } = await import('../server/db/client.ts');
const { lawyers, users } = await import('../server/db/schema/index.ts');
const { DEMO_ACCOUNTS, seedDemoData } = await import('../server/db/seed/demo.ts');
const { createStorage } = await import('../server/files/storage.ts');
const { createReviewRight } = await import('../tests/factories.ts');
const { nextTotpCode } = await import('../tests/helpers/totp.ts');
const { startServer, tempDataDir } = await import('../tests/process/helpers/server-process.ts');
const { ensureHeadlessShell } = await import('./ensure-chromium.mjs');
const { ensureProductionBuild } = await import('./lib/production-build.ts');

ensureProductionBuild();
const executablePath = ensureHeadlessShell();
mkdirSync(OUT, { recursive: true });

// The data: the demo, and a review right of the demo member for the demo lawyer's listing.
const dataDir = tempDataDir();
const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
await seedDemoData(database.db, { storage: createStorage(loadConfig({ DATA_DIR: dataDir })) });
const [member] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
const [lawyerUser] = await database.db
  .select()
  .from(users)
  .where(eq(users.email, DEMO_ACCOUNTS.lawyer.email));
const [lawyer] = await database.db.select().from(lawyers).where(eq(lawyers.userId, lawyerUser!.id));
const right = await createReviewRight(database.db, { userId: member!.id, lawyerId: lawyer!.id });
await database.close();

const server = await startServer({ DATA_DIR: dataDir });
let browser: Browser | undefined;
const stop = async () => {
  await browser?.close().catch(() => {});
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));

/** A signed-in page of a new context; the admin enrols two-factor sign-in first, as the admin area asks. */
async function signedIn(email: string, password: string, admin = false): Promise<Page> {
  const page = await (await browser!.newContext({ baseURL: server.url })).newPage();
  await page.goto(`/${LANG}/auth`);
  await page.locator('input[type="email"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('input[type="password"]').first().press('Enter');
  await page.getByTestId('account-menu').waitFor();
  if (admin) {
    await page.goto(`/${LANG}/account/security?required=admin`);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('input[type="password"]').first().press('Enter');
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    const code = page.locator('#enrol-code');
    await code.fill(await nextTotpCode(secret));
    await code.press('Enter');
    await page.getByTestId('recovery-codes').waitFor();
  }
  return page;
}

try {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const visitor = await (
    await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })
  ).newPage();

  // A consultation booked through the plain form: its receipt.
  await visitor.goto(`/${LANG}/appointment?lawyer=${lawyer!.id}`);
  const form = visitor.getByTestId('booking-form');
  await form.locator('input[name="name"]').fill('คุณสมชาย ตัวอย่าง');
  await form.locator('input[name="phone"]').fill('089-765-4321');
  await form.locator('select[name="specialty"]').selectOption({ index: 1 });
  await form.locator('input[name="meetingType"][value="phone"]').check();
  let at = Date.now() + 2 * DAY_MS;
  while (new Date(`${bangkokDay(at)}T12:00:00Z`).getUTCDay() === 0) at += DAY_MS;
  await form.locator('#booking-date-fallback').fill(bangkokDay(at));
  await form.locator('#booking-time-fallback').selectOption('10:00');
  await form.locator('button[type="submit"]').click();
  await visitor.getByTestId('receipt-reference').waitFor();
  const receipt = new URL(visitor.url()).pathname + new URL(visitor.url()).search;

  await visitor.goto(`/${LANG}/search`);
  const profile = await visitor.locator('main a[href*="/profile/"]').first().getAttribute('href');

  const memberPage = await signedIn(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
  const lawyerPage = await signedIn(DEMO_ACCOUNTS.lawyer.email, DEMO_ACCOUNTS.lawyer.password);
  const adminPage = await signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, true);

  const shots: [name: string, page: Page, path: string][] = [
    ['home', visitor, `/${LANG}`],
    ['search', visitor, `/${LANG}/search?case=${encodeURIComponent('อาญา')}&budget=high`],
    ['profile', visitor, profile ?? `/${LANG}/profile/${lawyer!.id}`],
    ['booking', visitor, `/${LANG}/appointment?lawyer=${lawyer!.id}`],
    ['receipt', visitor, receipt],
    ['review-form', memberPage, `/${LANG}/review/${right.id}`],
    ['member-space', memberPage, `/${LANG}/inbox`],
    ['lawyer-desk', lawyerPage, `/${LANG}/inbox`],
    ['admin-questions', adminPage, `/${LANG}/admin/questions`],
    ['admin-lawyers', adminPage, `/${LANG}/admin/lawyers`],
  ];
  for (const theme of THEMES)
    for (const width of WIDTHS)
      for (const [name, page, where] of shots) {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
        await page.goto(where);
        await page.screenshot({ path: path.join(OUT, `${name}-${width}-${theme}.png`), fullPage: true });
      }
  console.log(`${THEMES.length * WIDTHS.length * shots.length} screenshots in ${OUT}`);
} finally {
  await stop();
}

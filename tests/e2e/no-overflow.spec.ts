import type { Page } from '@playwright/test';
import routes from '../../app/routes.ts';
import { expect, test } from './fixtures.ts';
import { signedIn, signInAdmin } from './helpers.ts';

// At 360 px no page is wider than the screen: every page of app/routes.ts, visited as the person it is for (anyone,
// the demo member, the demo lawyer, the demo admin), with the ids it needs taken from the demo data. The admin
// tables are cards on a phone (app/components/ui/data-table.tsx): no table is wider than the screen, and nothing
// breaks words anywhere (`word-break: break-all` would cut Thai names mid-word). Runs in the admin project
// (playwright.config.ts): the admin signs in with the two-factor code enrolled by tests/e2e/admin.setup.ts.
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 800 } });

type Who = 'public' | 'member' | 'lawyer' | 'admin';

/** Each route of app/routes.ts: who visits it here, or why it is not visited. */
const ROUTES: Record<string, Who | { skip: string }> = {
  ':lang': 'public',
  ':lang/search': 'public',
  ':lang/lawyers/new': 'member',
  ':lang/lawyers/:id': 'public',
  ':lang/lawyers/:id/claim': 'member',
  ':lang/profile/:id': 'public',
  ':lang/services': 'public',
  ':lang/about': 'public',
  ':lang/how-we-verify': 'public',
  ':lang/knowledge': 'public',
  ':lang/answers': 'public',
  ':lang/answers/:slug': 'public',
  ':lang/news': 'public',
  ':lang/emergency': 'public',
  ':lang/ai': 'public',
  ':lang/payment': 'public',
  ':lang/appointment': 'public',
  ':lang/booking/:reference': {
    skip: 'the demo has no booking: tests/e2e/appointment.spec.ts › the receipt at 360 px and 1366 px',
  },
  ':lang/booking/:reference/calendar.ics': { skip: 'a calendar file' },
  ':lang/auth': 'public',
  ':lang/auth/reset': 'public',
  ':lang/auth/two-factor': 'admin',
  ':lang/auth/line': { skip: 'a redirect to LINE' },
  ':lang/privacy': 'public',
  ':lang/theme': { skip: 'a redirect (the theme switch)' },
  ':lang/me': 'member',
  ':lang/sign-out': { skip: 'a redirect' },
  ':lang/account': 'member',
  ':lang/account/data': { skip: 'a JSON download' },
  ':lang/question/:id/promptpay.png': { skip: 'a PNG download' },
  ':lang/account/line': { skip: 'a redirect to LINE' },
  ':lang/account/appointments': 'lawyer',
  ':lang/account/calendar': 'lawyer',
  ':lang/account/lawyer': 'lawyer',
  ':lang/account/reviews': 'member',
  ':lang/account/security': 'member',
  ':lang/apply': 'member',
  ':lang/ask': 'member',
  ':lang/inbox': 'member',
  ':lang/question/:id': 'member',
  ':lang/review/:rightId': 'member',
  ':lang/admin/applications': 'admin',
  ':lang/admin/lawyers': 'admin',
  ':lang/admin/cases': 'admin',
  ':lang/admin/featured': 'admin',
  ':lang/admin/questions': 'admin',
  ':lang/admin/question-matching/:id': 'admin',
  ':lang/admin/appointments': 'admin',
  ':lang/admin/holidays': 'admin',
  ':lang/admin/reviews': 'admin',
  ':lang/admin/answers': 'admin',
  ':lang/admin/emails': 'admin',
  ':lang/admin/audit': 'admin',
  ':lang/dev/outbox': 'public',
  ':lang/dev/outbox/:id': {
    skip: 'a development page showing one e-mail at 390 and 800 px side by side (tests/process/email-render.test.ts measures each e-mail)',
  },
  ':lang/*': 'public',
};

type RouteEntry = { path?: string; children?: RouteEntry[] };
/** The full path of every page route (a layout's children, not the layout). */
const routePaths = (entries: RouteEntry[], base = ''): string[] =>
  entries.flatMap((r) => {
    const path = r.path ? (base ? `${base}/${r.path}` : r.path) : base;
    return r.children?.length ? routePaths(r.children, path) : [path];
  });

/** The ids a route needs, from the demo data; a route left out fails the test (see `visited`). */
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
async function firstLink(page: Page, from: string, links: string, pattern: RegExp) {
  await page.goto(from);
  const hrefs = await page.locator(links).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((h) => pattern.test(h));
  if (!found) throw new Error(`no link matching ${pattern} on ${from}`);
  return found;
}
const idIn = (href: string) => href.match(ID)?.[0] ?? '';

/** What makes a page wider than the screen, one line per problem (empty when it fits). */
function problemsOf(page: Page) {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide`);
    for (const table of document.querySelectorAll('main table')) {
      const w = Math.round(table.getBoundingClientRect().width);
      if (w > width) problems.push(`a table (${table.getAttribute('data-testid')}) is ${w} px wide`);
    }
    const breaking = new Set<string>();
    for (const el of document.querySelectorAll('body *'))
      if (getComputedStyle(el).wordBreak === 'break-all')
        breaking.add(`${el.tagName.toLowerCase()}.${el.className}`);
    for (const el of breaking) problems.push(`${el} breaks words anywhere (word-break: break-all)`);
    return problems;
  }, WIDTH);
}

/** Checks each page in turn, after checking that they are every route of `who` (ROUTES) and others. */
async function expectFits(page: Page, who: Who, pages: Record<string, string>, elsewhere: string[] = []) {
  const own = Object.keys(ROUTES).filter((pattern) => ROUTES[pattern] === who);
  expect([...Object.keys(pages), ...elsewhere]).toEqual(expect.arrayContaining(own));
  for (const [pattern, url] of Object.entries(pages)) {
    await page.goto(url);
    expect(await problemsOf(page), `${url} (${pattern}) at ${WIDTH} px`).toEqual([]);
  }
}

/** The claim page of the first listing in the search that offers a claim (a verified listing without an account). */
async function claimLink(page: Page) {
  // Intellectual property: a case type no demo lawyer with an account practises (server/db/seed/demo.ts).
  await page.goto(`/th/search?case=${encodeURIComponent('ทรัพย์สินทางปัญญา')}`);
  const profiles = await page
    .getByTestId('lawyer-card')
    .locator('a[href^="/th/profile/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  for (const profile of profiles) {
    await page.goto(profile);
    const claim = page.getByTestId('profile-claim').locator('xpath=descendant-or-self::a').first();
    if ((await claim.count()) > 0) return (await claim.getAttribute('href')) ?? '';
  }
  throw new Error('no listing of the search offers a claim');
}

test('every route of app/routes.ts is listed here', () => {
  expect(routePaths(routes as RouteEntry[]).sort()).toEqual(Object.keys(ROUTES).sort());
});

test(`public pages are no wider than the screen at ${WIDTH} px`, async ({ page }) => {
  const lawyer = await firstLink(page, '/th/search', '[data-testid="lawyer-card"] a', ID);
  const answer = await firstLink(page, '/th/answers', 'main a', /\/th\/answers\/./);
  const pages = {
    ':lang': '/th',
    ':lang/search': '/th/search?budget=high',
    ':lang/lawyers/:id': `/th/lawyers/${idIn(lawyer)}`,
    ':lang/profile/:id': `/en/profile/${idIn(lawyer)}`,
    ':lang/services': '/th/services',
    ':lang/about': '/th/about',
    ':lang/how-we-verify': '/th/how-we-verify',
    ':lang/knowledge': '/th/knowledge',
    ':lang/answers': '/th/answers',
    ':lang/answers/:slug': answer,
    ':lang/news': '/th/news',
    ':lang/emergency': '/th/emergency',
    ':lang/ai': '/th/ai',
    ':lang/payment': '/th/payment',
    ':lang/appointment': '/th/appointment',
    ':lang/auth': '/th/auth',
    ':lang/auth/reset': '/th/auth/reset',
    ':lang/privacy': '/th/privacy',
    ':lang/dev/outbox': '/th/dev/outbox',
    ':lang/*': '/th/no-such-page',
  };
  await expectFits(page, 'public', pages);
});

test(`the member's pages are no wider than the screen at ${WIDTH} px`, async ({ browser }) => {
  const page = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const question = await firstLink(page, '/th/inbox', 'main a', /\/th\/question\//);
  const review = await firstLink(page, '/th/account', '[data-testid="review-rights"] a', /\/review\//);
  const claim = await claimLink(page);
  const pages = {
    ':lang/me': '/th/me',
    ':lang/account': '/th/account',
    ':lang/account/reviews': '/th/account/reviews',
    ':lang/account/security': '/th/account/security',
    ':lang/apply': '/th/apply',
    ':lang/ask': '/th/ask',
    ':lang/inbox': '/th/inbox',
    ':lang/question/:id': question,
    ':lang/review/:rightId': review,
    ':lang/lawyers/new': '/th/lawyers/new',
    ':lang/lawyers/:id/claim': claim,
  };
  await expectFits(page, 'member', pages);
  await page.context().close();
});

test(`the lawyer's pages are no wider than the screen at ${WIDTH} px`, async ({ browser }) => {
  const page = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const question = await firstLink(page, '/th/inbox', 'main a', /\/th\/question\//);
  const pages = {
    ':lang/inbox': '/th/inbox',
    ':lang/question/:id': question,
    ':lang/account/lawyer': '/th/account/lawyer',
    ':lang/account/calendar': '/th/account/calendar',
    ':lang/account/appointments': '/th/account/appointments',
    ':lang/account': '/th/account',
  };
  await expectFits(page, 'lawyer', pages);
  await page.context().close();
});

test(`the admin pages are no wider than the screen at ${WIDTH} px, their tables cards`, async ({ page }) => {
  await signInAdmin(page, 'th', '/th/admin/questions', async () => {
    expect(await problemsOf(page), `/th/auth/two-factor at ${WIDTH} px`).toEqual([]);
  });
  const matching = await firstLink(page, '/th/admin/questions', 'main a', /\/admin\/question-matching\//);
  const pages: Record<string, string> = { ':lang/admin/question-matching/:id': matching };
  for (const name of [
    'applications',
    'lawyers',
    'cases',
    'featured',
    'questions',
    'appointments',
    'holidays',
    'reviews',
    'answers',
    'emails',
    'audit',
  ])
    pages[`:lang/admin/${name}`] = `/th/admin/${name}`;
  await expectFits(page, 'admin', pages, [':lang/auth/two-factor']);

  // A row is a card: each cell under its column's name, the row's name first, the header row for screen readers.
  await page.goto('/th/admin/lawyers');
  const row = page.getByTestId('admin-lawyer-row').first();
  await expect(row).toHaveCSS('display', 'block');
  const head = page.getByTestId('admin-lawyers-table').locator('thead');
  await expect(head).toHaveCSS('position', 'absolute');
  const label = await row
    .locator('td[data-label]')
    .first()
    .evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe('"จังหวัด/อำเภอ"');
  // From the md width up it is a table again.
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(row).toHaveCSS('display', 'table-row');
  await expect(head).toHaveCSS('position', 'static');
});

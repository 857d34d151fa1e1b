import type { Locator, Page } from '@playwright/test';
import { nextTotpCode } from '../helpers/totp.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN, signIn } from './helpers.ts';

// Every page of a role is within two clicks of the home page (docs/product-rules.md, "Pages and texts"): open
// the account menu (a wide screen) or the phone menu (360 px), then the page's link.

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1366, height: 900 };

type Target = { name: string | RegExp; url: RegExp };

/** The menu that holds the role's links at this width: the account menu, or on a phone the phone menu. */
async function openMenu(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByTestId('menu-button').click();
    return page.getByRole('dialog').getByTestId('menu-account');
  }
  await page.getByTestId('account-menu').click();
  return page.getByTestId('account-menu-panel');
}

/** Every link and button of the signed-in header is on the screen, none over another. */
async function expectHeaderFits(page: Page, width: number) {
  const boxes = await page
    .locator('header')
    .first()
    .locator('a:visible, button:visible')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.textContent?.trim() ?? '',
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        };
      }),
    );
  for (const b of boxes) expect(b.right, `${b.name} at ${width} px`).toBeLessThanOrEqual(width);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect(overlap, `"${a.name}" over "${b.name}" at ${width} px`).toBe(false);
    }
}

/** From the home page, each target by two clicks, at both widths; the header's space link by one. */
async function reachAll(page: Page, targets: Target[], space: RegExp | null) {
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    const phone = viewport === PHONE;
    await page.goto('/en');
    await expectHeaderFits(page, viewport.width);
    if (space) {
      await page.goto('/en');
      await page.getByTestId('space-link').click();
      await expect(page).toHaveURL(/\/en\/inbox$/);
      await expect(page.getByTestId('space-link')).toHaveAccessibleName(space);
    }
    for (const target of targets) {
      await page.goto('/en');
      const menu = await openMenu(page, phone);
      await menu.getByRole('link', { name: target.name, exact: typeof target.name === 'string' }).click();
      await expect(page, `${String(target.name)} at ${viewport.width} px`).toHaveURL(target.url);
    }
  }
}

test('a member reaches their space, account, appointments, reviews to write, the application and security', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'en', 'member@tanai.example', 'tanai-member', 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await reachAll(
    page,
    [
      { name: /^My questions/, url: /\/en\/inbox$/ },
      { name: 'My Account', url: /\/en\/account$/ },
      { name: 'My appointments', url: /\/en\/inbox#appointments-heading$/ },
      { name: 'Reviews to write', url: /\/en\/account#account-review-rights$/ },
      { name: 'Join as a lawyer', url: /\/en\/apply$/ },
      { name: 'Sign-in security', url: /\/en\/account\/security$/ },
    ],
    /^My questions/,
  );
  // A client has no lawyer's pages and no 'my profile' leading to the application.
  const menu = await openMenu(page, false);
  await expect(menu.getByRole('link', { name: 'My profile' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Appointment requests' })).toHaveCount(0);
});

test('a linked lawyer reaches their desk, appointments, reviews, listing, profile and security', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'en', 'lawyer@tanai.example', 'tanai-lawyer', 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await reachAll(
    page,
    [
      { name: /^My desk/, url: /\/en\/inbox$/ },
      { name: 'My Account', url: /\/en\/account$/ },
      { name: 'Appointment requests', url: /\/en\/account\/appointments$/ },
      { name: 'My reviews', url: /\/en\/account\/reviews$/ },
      { name: 'Edit my listing', url: /\/en\/account\/lawyer$/ },
      { name: 'My profile', url: /\/en\/lawyers\/[0-9a-f-]{36}$/ },
      { name: 'Sign-in security', url: /\/en\/account\/security$/ },
    ],
    /^My desk/,
  );
});

test('an admin without two-step sign-in is led to set it up, then reaches every admin page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'en', ADMIN.email, ADMIN.password, 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const setUp = 'Set up two-step sign-in to open the admin area';
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    await page.goto('/en');
    const menu = await openMenu(page, viewport === PHONE);
    await expect(menu.getByRole('link', { name: 'Applications' })).toHaveCount(0);
    await menu.getByRole('link', { name: setUp }).click();
    await expect(page).toHaveURL(/\/en\/account\/security\?required=admin$/);
  }

  // Enrolment (as tests/e2e/admin.setup.ts does it), on the page the note led to.
  const start = page.getByRole('form', { name: 'Set up' });
  await start.getByLabel('Current password').fill(ADMIN.password);
  await start.getByRole('button', { name: 'Set up' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  const confirm = page.getByRole('form', { name: /6-digit code/ });
  await confirm.getByLabel(/6-digit code/).fill(await nextTotpCode(secret));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved the codes' }).click();

  await reachAll(
    page,
    [
      { name: 'Applications', url: /\/en\/admin\/applications$/ },
      { name: 'Lawyers', url: /\/en\/admin\/lawyers$/ },
      { name: 'Case categories', url: /\/en\/admin\/cases$/ },
      { name: 'Featured lawyers', url: /\/en\/admin\/featured$/ },
      { name: /^Questions/, url: /\/en\/admin\/questions$/ },
      { name: 'Appointment requests', url: /\/en\/admin\/appointments$/ },
      { name: 'Reviews', url: /\/en\/admin\/reviews$/ },
      { name: 'Undelivered e-mails', url: /\/en\/admin\/emails$/ },
      { name: 'Audit log', url: /\/en\/admin\/audit$/ },
    ],
    /^My questions/,
  );
  // The questions waiting for a lawyer (the demo data has one) are counted beside "Questions".
  const menu = await openMenu(page, false);
  await expect(menu.getByTestId('admin-queue-count')).toHaveText(/\d+ waiting for a lawyer/);
  await expect(menu.getByTestId('admin-two-factor')).toHaveCount(0);
});

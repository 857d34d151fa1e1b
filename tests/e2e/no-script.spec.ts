import { expect, test } from './fixtures.ts';
import { formAlert, signIn, toast } from './helpers.ts';

// The public read pages are plain HTML (ADR 0015): with JavaScript turned off in the browser a person searches
// with filters, loads more results, opens the menu and the FAQ, switches the language and the theme and opens a
// profile. Then: the pages that need React still work when a person arrives at them from a public page.

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('search with filters, load more, open a profile', async ({ page }) => {
    await page.goto('/en/search');
    const form = page.getByRole('form', { name: 'Search lawyers' });
    await form.getByLabel('Case type').selectOption({ label: 'Family' });
    await form.getByLabel('Province').fill('Bangkok');
    await form.getByRole('button', { name: 'Search' }).click();
    // The form sends every field; the server answers with the search's own address (domain/search.ts).
    await expect(page).toHaveURL(
      `/en/search?case=${encodeURIComponent('ครอบครัว')}&province=${encodeURIComponent('กรุงเทพมหานคร')}`,
    );
    await expect(form.getByLabel('Case type')).toHaveValue('ครอบครัว');
    await expect(form.getByLabel('Province')).toHaveValue('Bangkok');
    const cards = page.getByTestId('lawyer-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Bangkok');

    // Load more: pages 1..2 of all lawyers, landing on the first new card.
    await page.goto('/th/search');
    await expect(cards).toHaveCount(12);
    await page.getByTestId('load-more').click();
    await expect(page).toHaveURL('/th/search?page=2#result-13');
    await expect(cards).toHaveCount(24);
    await expect(page.locator('#result-13')).toBeInViewport();

    // From the sixth page on, the first pages give way (SEARCH_WINDOW_PAGES, 5): page 7 shows results 25–84, with
    // a link to the earlier ones that lands on the last card before them.
    await page.goto('/th/search?page=6');
    await page.getByTestId('load-more').click();
    await expect(page).toHaveURL('/th/search?page=7#result-73');
    await expect(cards).toHaveCount(60);
    await expect(page.locator('#result-73')).toBeInViewport();
    await expect(page.locator('[id^="result-"]').first()).toHaveAttribute('id', 'result-25');
    const earlier = page.getByTestId('earlier-results');
    await expect(earlier).toHaveText('แสดงผลก่อนหน้า');
    await earlier.click();
    await expect(page).toHaveURL('/th/search?page=2#result-24');
    await expect(cards).toHaveCount(24);
    await expect(page.getByTestId('earlier-results')).toHaveCount(0);
    await expect(page.locator('#result-24')).toBeInViewport();

    // A profile.
    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/th\/(lawyers|profile)\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim());
  });

  test('on a phone: the filters fold away (home’s too), the menu opens and closes, the FAQ opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/th/search');
    const filters = page.getByRole('form', { name: 'ค้นหาทนายความ' });
    await expect(filters).toBeHidden();
    await page.locator('summary', { hasText: 'ตัวกรองการค้นหา' }).click();
    await expect(filters).toBeVisible();

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const menu = page.getByRole('dialog', { name: 'เมนู' });
    await expect(menu.getByRole('link', { name: 'ค้นหาทนาย' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await menu.getByRole('button', { name: 'ปิดเมนู' }).click();
    await expect(menu).toBeHidden();

    await page.goto('/th');
    // Home's quick search shows the name and folds the other filters under "more filters".
    const quick = page.getByRole('form', { name: 'ค้นหาทนายความ' });
    await expect(quick.getByLabel('ชื่อทนายความ')).toBeVisible();
    await expect(quick.getByLabel('ประเภทคดี')).toBeHidden();
    await quick.locator('summary', { hasText: 'ตัวกรองเพิ่มเติม' }).click();
    await expect(quick.getByLabel('ประเภทคดี')).toBeVisible();

    const faq = page.locator('section[aria-labelledby="faq-heading"] details').first();
    await expect(faq.locator('p')).toBeHidden();
    await faq.locator('summary').click();
    await expect(faq.locator('p')).toBeVisible();
  });

  test('the language and the theme switch', async ({ page }) => {
    await page.goto('/th/search?page=2');
    await page.getByRole('navigation', { name: 'ภาษา' }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL('/en/search?page=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page).toHaveURL('/en/search?page=2');
    await expect(page.locator('html')).toHaveClass(/dark/);
    // The choice stays on the next page, and switches back.
    await page.goto('/zh/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page).toHaveURL('/zh/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('sign in: a wrong password is refused in the page, then the page asked for opens', async ({
    page,
  }) => {
    // The sign-in form posts to the page's action (app/features/accounts/auth/auth-page.server.ts).
    await page.goto('/en/auth?next=%2Fen%2Finbox');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill('member@tanai.example');
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(formAlert(page, 'Incorrect e-mail or password')).toBeVisible();
    await expect(page).toHaveURL('/en/auth?next=%2Fen%2Finbox');
    await expect(form.getByLabel('E-mail')).toHaveValue('member@tanai.example');
    await form.getByLabel('Password').fill('tanai-member');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/en/inbox');
    await expect(page.getByTestId('page-toast')).toContainText('Signed in successfully!');
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });
});

test('a page that needs React works when reached from a public page', async ({ page }) => {
  // From the home page (no React) to sign-in, which hydrates; then from a public page to the ask page.
  await page.goto('/en');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/auth$/);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await signIn(page, 'en', 'member@tanai.example', 'tanai-member', 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto('/en/knowledge');
  await page.getByRole('link', { name: 'Ask a question' }).first().click();
  await expect(page).toHaveURL(/\/en\/ask$/);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  // The ask form is React's: an empty submission is refused in the page, with the translated errors.
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(
    page.getByText('Please enter the title and the details of your question').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/ask$/);

  // The account menu (a popover on every page) leads to the account page, which hydrates.
  await page.goto('/en/about');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-panel').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);

  // Signing out from a public page: a form post, the home page says so.
  await page.goto('/en/services');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-panel').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(toast(page, 'You have signed out')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

import { expect, test } from './fixtures.ts';

test('unprefixed paths redirect under /th keeping the path and query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/th$/);
  const res = await page.request.get('/search?x=1', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/th/search?x=1');
});

test('the language switcher swaps only the prefix', async ({ page }) => {
  await page.goto('/th/auth?tab=signUp');
  await page.getByRole('navigation', { name: 'ภาษา' }).first().getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/auth\?tab=signUp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Tanai');
  await page
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL(/\/zh\/auth\?tab=signUp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('欢迎来到 Tanai');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/th/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/th$/);
});

test('the theme choice survives a reload without a flash of the light theme', async ({ page }) => {
  await page.goto('/th');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Reload with the application bundle blocked: only the inline head script can set the theme,
  // so the page is dark from its first paint.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.unroute('**/assets/*.js');
});

test('the system preference applies when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('pages carry server-rendered metadata, hreflang and JSON-LD', async ({ request, baseURL }) => {
  const origin = baseURL;
  const html = await (await request.get('/zh/auth')).text();
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toMatch(/<title>登录 \/ 注册 \| Tanai - 泰国律师查询<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${origin}/zh/auth"/>`);
  expect(html).toContain(`hrefLang="th" href="${origin}/th/auth"`);
  expect(html).toContain(`hrefLang="en" href="${origin}/en/auth"`);
  expect(html).toContain(`hrefLang="zh-CN" href="${origin}/zh/auth"`);
  expect(html).toContain(`hrefLang="x-default" href="${origin}/th/auth"`);
  expect(html).toContain('"@type":"WebSite"');
  expect(html).not.toContain('"@type":"FAQPage"');
  const home = await (await request.get('/th')).text();
  expect(home).toContain('"@type":"FAQPage"');
  const faq = await request.get('/schema/faq-th.jsonld');
  expect(faq.headers()['content-type']).toContain('application/ld+json');
  expect((await faq.json())['@type']).toBe('FAQPage');
  expect((await request.get('/schema/website-xx.jsonld')).status()).toBe(404);
});

test('home shows network counts from the database', async ({ page }) => {
  await page.goto('/th');
  const stats = page.getByTestId('network-stats');
  await expect(stats).toContainText('77');
});
